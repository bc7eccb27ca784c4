// Analysis and Research: the four-step business impact assessment, then our research projects.
// The markup is written once here (AnalysisAndResearchView); the French twin,
// analysis-and-research-page.fr.tsx, gives only its words.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { AboutSteps, type TitledText } from './components/titled-lists';
import { pageCrumbs } from '@/lib/pages';

export interface AnalysisAndResearchWords {
  intro: string;
  assessmentHeading: string;
  /** Why a business would measure its impact, before the steps. */
  assessmentIntro: string;
  steps: readonly TitledText[];
  /** Who sees the results, after the steps. */
  confidentiality: string;
  /** The heading of the loaded list of research projects. */
  researchHeading: string;
}

export const analysisAndResearchWords: AnalysisAndResearchWords = {
  intro:
    'Good decisions rest on good information. Our research team studies the conditions in which Canadian small businesses operate, and our advisors use that knowledge to help each client measure and improve the impact of their business.',
  assessmentHeading: 'A business impact assessment in four steps',
  assessmentIntro:
    'Customers, employees and lenders increasingly ask how a business treats its people, its community and the environment. Our impact assessment helps you answer with facts rather than slogans.',
  steps: [
    {
      title: 'Assess',
      text: 'We start with a short questionnaire on your governance, your team, your customers, your community and the environment. It gives a baseline of the impact your business already has.',
    },
    {
      title: 'Compare',
      text: 'Your answers are compared with businesses of similar size and sector across Canada, so you can see where you lead and where you trail your peers.',
    },
    {
      title: 'Improve',
      text: 'Together we choose two or three improvements that make sense for your budget and your clients, from a written hiring policy to a lower energy bill.',
    },
    {
      title: 'Act',
      text: 'We set measurable goals, connect you with financing or programs that support them, and repeat the assessment a year later to measure the progress.',
    },
  ],
  confidentiality:
    'The assessment is free for our clients and confidential: results belong to you, and we only publish figures combined across many businesses.',
  researchHeading: 'Our research',
};

export function AnalysisAndResearchView({ words }: { words: AnalysisAndResearchWords }) {
  return (
    <AboutLayout title={pageWords('analysisAndResearch').title} crumbs={pageCrumbs('analysisAndResearch')}>
      <p>{words.intro}</p>
      <h2>{words.assessmentHeading}</h2>
      <p>{words.assessmentIntro}</p>
      <AboutSteps steps={words.steps} />
      <p>{words.confidentiality}</p>
      <AboutChildrenSection slug="analysis-and-research" heading={words.researchHeading} />
    </AboutLayout>
  );
}

export default function AnalysisAndResearchPage() {
  return <AnalysisAndResearchView words={analysisAndResearchWords} />;
}
