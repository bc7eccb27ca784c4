// /fr/about: the French words of about-page.tsx (the overview of the about sections).
import { AboutView, type AboutWords } from './about-page';

const words: AboutWords = {
  lead: 'Le Groupe d’affaires Cedarline aide les entrepreneurs à démarrer, à financer et à faire croître leur entreprise au Canada. Nos conseillers, nos prêteurs et nos spécialistes du numérique travaillent main dans la main, en français et en anglais, depuis nos bureaux de Montréal et de Brampton, et en ligne partout au pays.',
  invitation: 'Découvrez qui nous sommes, comment nous travaillons et ce qui nous guide.',
};

export default function AboutPageFr() {
  return <AboutView words={words} />;
}
