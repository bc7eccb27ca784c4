// What we do in French: the twin of what-we-do-page.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { AboutSteps, AboutTeam, type TitledText } from './components/titled-lists';
import { WhatWeDoServices } from './components/what-we-do-services';
import { pageCrumbs } from '@/lib/pages';

const ADVANTAGES = [
  'Un marché de plus de 40 millions de consommateurs au Canada, avec un accès au reste de l’Amérique du Nord grâce aux accords de libre-échange',
  'Un système bancaire stable et des règles claires et prévisibles pour constituer et exploiter une entreprise',
  'Une main-d’œuvre qualifiée et multilingue, et un solide appui public à la recherche et à l’innovation',
  'Des programmes gouvernementaux, des crédits d’impôt et du financement conçus pour les petites et moyennes entreprises',
  'Une réputation de qualité qui ouvre des portes auprès de la clientèle étrangère',
];

const HABITS: readonly TitledText[] = [
  {
    title: 'La détermination',
    text: 'Ils savent pourquoi ils viennent, quels clients ils veulent servir et ce qu’ils sont prêts à investir en temps et en argent. Nous vous aidons à confronter cette conviction aux faits avant de vous engager.',
  },
  {
    title: 'La planification',
    text: 'Ils préparent un plan d’affaires réaliste : étude de marché, structure juridique, permis, impôts et taxes, personnel et prévisions de trésorerie pour les deux premières années. Nos conseillers le bâtissent avec vous, ligne par ligne.',
  },
  {
    title: 'L’action',
    text: 'Ils avancent étape par étape et s’ajustent rapidement. Nous restons à vos côtés après le lancement avec du financement, des rencontres de suivi et les outils numériques dont vous avez besoin pour que vos premiers clients vous trouvent.',
  },
];

const TEAM: readonly TitledText[] = [
  {
    title: 'Conseillers d’affaires',
    text: 'D’anciens propriétaires d’entreprise, comptables et banquiers qui vous aident à planifier, à fixer vos prix, à embaucher et à croître.',
  },
  {
    title: 'Agents de crédit',
    text: 'Des prêteurs qui lisent un plan d’affaires aussi attentivement qu’un bilan et qui expliquent chacune de leurs décisions.',
  },
  {
    title: 'Analystes de recherche',
    text: 'Des économistes qui transforment les données publiques et les sondages auprès de nos clients en connaissances pratiques du marché.',
  },
  {
    title: 'Spécialistes du numérique',
    text: 'Des développeurs, des designers et des spécialistes du marketing qui créent les sites Web, les boutiques en ligne et les campagnes de nos clients.',
  },
];

export default function WhatWeDoPageFr() {
  return (
    <AboutLayout title={pageWords('whatWeDo').title} crumbs={pageCrumbs('whatWeDo')}>
      <h2>Percer à l’international commence par une base solide</h2>
      <p>
        De plus en plus d’entrepreneurs voient au-delà de leur marché d’origine dès le premier jour. Vendre à l’étranger,
        ouvrir un deuxième établissement dans un autre pays ou y déménager carrément son entreprise peut multiplier les
        occasions d’affaires, mais aussi les questions&nbsp;: quelle structure choisir, comment financer le projet, quelles règles
        s’appliquent et comment joindre des clients qui ne vous connaissent pas encore.
      </p>
      <p>
        Le Groupe d’affaires Cedarline accompagne les entrepreneurs à chacune de ces étapes. Nous réunissons les conseils, le
        financement et les services numériques sous un même toit, pour que vous fassiez affaire avec une seule équipe qui
        connaît votre dossier du début à la fin.
      </p>
      <h3>Les avantages de faire des affaires au Canada</h3>
      <ul>
        {ADVANTAGES.map((advantage) => (
          <li key={advantage}>{advantage}</li>
        ))}
      </ul>

      <h2>S’établir en Amérique du Nord</h2>
      <p>
        Implanter une entreprise dans un nouveau marché est un projet en soi. Au fil des ans, nous avons constaté que les
        fondateurs qui réussissent ont trois habitudes en commun.
      </p>
      <AboutSteps steps={HABITS} />

      <WhatWeDoServices />

      <section className="about-section" aria-labelledby="what-we-do-team">
        <h2 id="what-we-do-team">Notre équipe</h2>
        <p>
          Derrière chaque dossier, une équipe de spécialistes parle votre langue&nbsp;: les deux langues officielles et bien
          d’autres.
        </p>
        <AboutTeam members={TEAM} />
      </section>
    </AboutLayout>
  );
}
