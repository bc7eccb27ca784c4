// We're a B Corp in French: the French words of b-corps-page.tsx.
import { BCorpsView, type BCorpsWords } from './b-corps-page';

const words: BCorpsWords = {
  paragraphs: [
    'Les entreprises certifiées B Corp respectent des normes vérifiées de performance sociale et environnementale, de transparence et de responsabilité juridique. Le Groupe d’affaires Cedarline a obtenu la certification au terme d’un examen indépendant de la façon dont nous traitons nos clients, nos employés, notre collectivité et l’environnement.',
    'Pour nous, la certification n’est pas une ligne d’arrivée. Elle nous engage à mesurer notre impact, à en publier les résultats et à être réévalués tous les trois ans. Elle oblige aussi nos administrateurs à tenir compte des intérêts de toutes nos parties prenantes, et pas seulement de nos résultats financiers, lorsqu’ils prennent des décisions.',
  ],
  testimonialsHeading: 'Ce que disent nos clients et nos employés',
  testimonials: [
    {
      quote:
        'Quand notre banque a dit non, Cedarline a examiné notre plan, nos commandes et notre équipe. Deux ans plus tard, nous employons onze personnes à Brampton.',
      author: 'Propriétaire d’une entreprise de transformation alimentaire, Brampton (Ontario)',
    },
    {
      quote:
        'Je suis arrivée à Montréal avec dix ans d’expérience et aucun historique de crédit canadien. Ma conseillère a vu mon expérience comme un atout, pas comme un risque.',
      author: 'Fondatrice d’une firme de génie-conseil, Montréal (Québec)',
    },
    {
      quote:
        'Ici, j’ai le temps de bien comprendre chaque dossier. Savoir que notre impact est mesuré et rendu public me rend fier de ce que nous faisons.',
      author: 'Conseiller d’affaires, Groupe d’affaires Cedarline',
    },
  ],
  impactHeading: 'Nos domaines d’impact',
};

export default function BCorpsPageFr() {
  return <BCorpsView words={words} />;
}
