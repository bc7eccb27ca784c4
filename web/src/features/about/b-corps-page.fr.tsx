// We're a B Corp in French: the twin of b-corps-page.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { Testimonials, type Testimonial } from './components/testimonials';
import { pageCrumbs } from '@/lib/pages';

const TESTIMONIALS: readonly Testimonial[] = [
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
];

export default function BCorpsPageFr() {
  return (
    <AboutLayout title={pageWords('bCorps').title} crumbs={pageCrumbs('bCorps')}>
      <p>
        Les entreprises certifiées B Corp respectent des normes vérifiées de performance sociale et environnementale, de
        transparence et de responsabilité juridique. Le Groupe d’affaires Cedarline a obtenu la certification au terme d’un
        examen indépendant de la façon dont nous traitons nos clients, nos employés, notre collectivité et l’environnement.
      </p>
      <p>
        Pour nous, la certification n’est pas une ligne d’arrivée. Elle nous engage à mesurer notre impact, à en publier les
        résultats et à être réévalués tous les trois ans. Elle oblige aussi nos administrateurs à tenir compte des intérêts
        de toutes nos parties prenantes, et pas seulement de nos résultats financiers, lorsqu’ils prennent des décisions.
      </p>
      <h2>Ce que disent nos clients et nos employés</h2>
      <Testimonials items={TESTIMONIALS} />
      <AboutChildrenSection slug="b-corp" heading="Nos domaines d’impact" loadingWhileEmpty />
    </AboutLayout>
  );
}
