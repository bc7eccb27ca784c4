// Analysis and Research in French: the French words of analysis-and-research-page.tsx.
import { AnalysisAndResearchView, type AnalysisAndResearchWords } from './analysis-and-research-page';

const words: AnalysisAndResearchWords = {
  intro:
    'Les bonnes décisions reposent sur une information juste. Notre équipe de recherche étudie les conditions dans lesquelles évoluent les petites entreprises canadiennes, et nos conseillers s’appuient sur ce savoir pour aider chaque client à mesurer et à améliorer l’impact de son entreprise.',
  assessmentHeading: 'Une évaluation de l’impact de votre entreprise en quatre étapes',
  assessmentIntro:
    'Les clients, les employés et les prêteurs demandent de plus en plus comment une entreprise traite son personnel, sa collectivité et l’environnement. Notre évaluation d’impact vous aide à leur répondre avec des faits plutôt qu’avec des slogans.',
  steps: [
    {
      title: 'Évaluer',
      text: 'Nous commençons par un court questionnaire sur votre gouvernance, votre équipe, vos clients, votre collectivité et l’environnement. Il établit le point de départ de l’impact que votre entreprise a déjà.',
    },
    {
      title: 'Comparer',
      text: 'Vos réponses sont comparées à celles d’entreprises de taille et de secteur semblables partout au Canada. Vous voyez ainsi où vous devancez vos pairs et où vous tirez de l’arrière.',
    },
    {
      title: 'Améliorer',
      text: 'Ensemble, nous choisissons deux ou trois améliorations adaptées à votre budget et à votre clientèle, qu’il s’agisse d’adopter une politique d’embauche écrite ou de réduire votre facture d’énergie.',
    },
    {
      title: 'Agir',
      text: 'Nous fixons des objectifs mesurables, vous mettons en contact avec le financement ou les programmes qui peuvent les soutenir, puis nous refaisons l’évaluation un an plus tard pour mesurer le chemin parcouru.',
    },
  ],
  confidentiality:
    'L’évaluation est gratuite pour nos clients et confidentielle\u00a0: les résultats vous appartiennent, et nous ne publions que des données regroupées portant sur un grand nombre d’entreprises.',
  researchHeading: 'Nos recherches',
};

export default function AnalysisAndResearchPageFr() {
  return <AnalysisAndResearchView words={words} />;
}
