// /fr/about/careers/meet-our-team: the French words of meet-our-team-page.tsx.
import { MeetOurTeamView, type MeetOurTeamWords } from './meet-our-team-page';

const words: MeetOurTeamWords = {
  intro:
    'Notre équipe compte d’anciens entrepreneurs, banquiers, comptables, économistes, développeurs et spécialistes du marketing. Certains sont nés à Montréal ou à Brampton; beaucoup ont choisi le Canada plus tard dans leur vie, comme bon nombre des clients qu’ils servent. Ensemble, ils forment de petites équipes qui travaillent de près sur chaque dossier.',
  teams: [
    {
      title: 'Services-conseils',
      text: 'Nos conseillers d’affaires accompagnent les entrepreneurs à toutes les étapes, de la validation d’une idée à la préparation de la vente d’une entreprise.',
    },
    {
      title: 'Financement',
      text: 'Nos agents de crédit et nos analystes étudient chaque demande avec soin et expliquent leurs décisions en langage clair.',
    },
    {
      title: 'Recherche',
      text: 'Nos économistes réalisent le Baromètre des PME et publient des portraits régionaux et des analyses comparatives sectorielles.',
    },
    {
      title: 'Solutions TI et marketing numérique',
      text: 'Nos développeurs, designers et spécialistes du marketing créent des sites Web, des boutiques en ligne et des campagnes pour nos clients, dans les deux langues officielles.',
    },
    {
      title: 'Opérations',
      text: 'Les finances, les ressources humaines, la conformité et le service à la clientèle assurent le bon fonctionnement du groupe, en toute sécurité.',
    },
  ],
  closingHeading: 'Notre façon de travailler ensemble',
  closing:
    'Un dossier client reste rarement entre les mains d’une seule personne. Un conseiller peut faire appel à un agent de crédit pour structurer le financement, à un analyste pour vérifier les hypothèses de marché et à un développeur pour planifier la boutique en ligne. Des revues de dossiers hebdomadaires permettent à chacun d’apprendre des autres, et nos bureaux de Montréal et de Brampton partagent les mêmes outils et les mêmes normes.',
};

export default function MeetOurTeamPageFr() {
  return <MeetOurTeamView words={words} />;
}
