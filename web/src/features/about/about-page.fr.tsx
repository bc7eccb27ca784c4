// /fr/about: the French twin of about-page.tsx (the overview of the about sections).
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { AboutOverview } from './components/about-overview';
import './about-page.css';
import { pageCrumbs } from '@/lib/pages';

export default function AboutPageFr() {
  return (
    <AboutLayout title={pageWords('about').title} crumbs={pageCrumbs('about')}>
      <p className="about-lead">
        Le Groupe d’affaires Cedarline aide les entrepreneurs à démarrer, à financer et à faire croître leur entreprise au
        Canada. Nos conseillers, nos prêteurs et nos spécialistes du numérique travaillent main dans la main, en français et
        en anglais, depuis nos bureaux de Montréal et de Brampton, et en ligne partout au pays.
      </p>
      <p>Découvrez qui nous sommes, comment nous travaillons et ce qui nous guide.</p>
      <AboutOverview />
    </AboutLayout>
  );
}
