// What we do in French: the French words of what-we-do-page.tsx.
import { WhatWeDoView, type WhatWeDoWords } from './what-we-do-page';

const words: WhatWeDoWords = {
  globalHeading: 'Percer à l’international commence par une base solide',
  global: [
    'De plus en plus d’entrepreneurs voient au-delà de leur marché d’origine dès le premier jour. Vendre à l’étranger, ouvrir un deuxième établissement dans un autre pays ou y déménager carrément son entreprise peut multiplier les occasions d’affaires, mais aussi les questions\u00a0: quelle structure choisir, comment financer le projet, quelles règles s’appliquent et comment joindre des clients qui ne vous connaissent pas encore.',
    'Le Groupe d’affaires Cedarline accompagne les entrepreneurs à chacune de ces étapes. Nous réunissons les conseils, le financement et les services numériques sous un même toit, pour que vous fassiez affaire avec une seule équipe qui connaît votre dossier du début à la fin.',
  ],
  advantagesHeading: 'Les avantages de faire des affaires au Canada',
  advantages: [
    'Un marché de plus de 40\u00a0millions de consommateurs au Canada, avec un accès au reste de l’Amérique du Nord grâce aux accords de libre-échange',
    'Un système bancaire stable et des règles claires et prévisibles pour constituer et exploiter une entreprise',
    'Une main-d’œuvre qualifiée et multilingue, et un solide appui public à la recherche et à l’innovation',
    'Des programmes gouvernementaux, des crédits d’impôt et du financement conçus pour les petites et moyennes entreprises',
    'Une réputation de qualité qui ouvre des portes auprès de la clientèle étrangère',
  ],
  settingUpHeading: 'S’établir en Amérique du Nord',
  settingUp:
    'Implanter une entreprise dans un nouveau marché est un projet en soi. Au fil des ans, nous avons constaté que les fondateurs qui réussissent ont trois habitudes en commun.',
  habits: [
    {
      title: 'La détermination',
      text: 'Ils savent pourquoi ils viennent, quels clients ils veulent servir et ce qu’ils sont prêts à investir en temps et en argent. Nous vous aidons à confronter cette conviction aux faits avant de vous engager.',
    },
    {
      title: 'La planification',
      text: 'Ils préparent un plan d’affaires réaliste\u00a0: étude de marché, structure juridique, permis, impôts et taxes, personnel et prévisions de trésorerie pour les deux premières années. Nos conseillers le bâtissent avec vous, ligne par ligne.',
    },
    {
      title: 'L’action',
      text: 'Ils avancent étape par étape et s’ajustent rapidement. Nous restons à vos côtés après le lancement avec du financement, des rencontres de suivi et les outils numériques dont vous avez besoin pour que vos premiers clients vous trouvent.',
    },
  ],
  teamHeading: 'Notre équipe',
  teamIntro:
    'Derrière chaque dossier, une équipe de spécialistes parle votre langue\u00a0: les deux langues officielles et bien d’autres.',
  team: [
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
  ],
};

export default function WhatWeDoPageFr() {
  return <WhatWeDoView words={words} />;
}
