// Who we are in French: the French words of who-we-are-page.tsx.
import { WhoWeAreView, type WhoWeAreWords } from './who-we-are-page';

const words: WhoWeAreWords = {
  failHeading: 'Pourquoi tant de jeunes entreprises échouent, et comment faire exception',
  failParagraphs: [
    'Une bonne part des nouvelles entreprises ferment leurs portes au cours de leurs cinq premières années. La cause est rarement une mauvaise idée. Le plus souvent, les fondateurs ont manqué de liquidités avant que les ventes décollent, ont sous-estimé leurs coûts, ont grandi trop vite sans les bons systèmes ou ont voulu tout faire seuls.',
    'Le Groupe d’affaires Cedarline a été fondé par des entrepreneurs et des prêteurs qui avaient vu ces histoires se répéter trop souvent. Nous croyons que la plupart de ces échecs peuvent être évités grâce à un plan réaliste, au bon financement au bon moment et à un conseiller qui vous dit la vérité, même quand ce n’est pas ce que vous espériez entendre.',
  ],
  audienceHeading: 'Qui peut faire appel à nous',
  audienceIntro: 'Notre porte est ouverte à toute personne qui a un projet d’entreprise au Canada, quelle qu’en soit l’étape\u00a0:',
  audience: [
    'les personnes qui ont une idée et veulent savoir si elle peut devenir une entreprise;',
    'les fondateurs qui lancent une entreprise, seuls ou avec des associés;',
    'les propriétaires d’entreprises établies qui veulent croître, embaucher, investir ou vendre;',
    'les personnes nouvellement arrivées qui veulent démarrer ou acheter une entreprise dans leur nouveau pays;',
    'les investisseurs et les entreprises étrangères qui s’établissent au Canada.',
  ],
  service:
    'Nous servons nos clients en français et en anglais, en personne à Montréal et à Brampton, et par vidéoconférence partout ailleurs. La première rencontre est gratuite et sans engagement.',
};

export default function WhoWeArePageFr() {
  return <WhoWeAreView words={words} />;
}
