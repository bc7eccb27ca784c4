// Progress without boundaries: how our people learn, move and grow within the group. The words are
// given here and laid out by CareersStory (ProgressWithoutBoundariesView); the French twin,
// progress-without-boundaries-page.fr.tsx, gives only its words.
import { CareersStory, type CareersStoryItem } from './components/careers-story';

export interface ProgressWithoutBoundariesWords {
  intro: string;
  paths: readonly CareersStoryItem[];
  closingHeading: string;
  closing: string;
}

export const progressWithoutBoundariesWords: ProgressWithoutBoundariesWords = {
  intro:
    'We ask our clients to aim high. We ask the same of ourselves, and we give our people the means to get there. At Cedarline, your background, your accent or the city you live in should never limit how far you can go.',
  paths: [
    {
      title: 'Learn continuously',
      text: 'Every employee has a yearly training budget for courses, certifications and conferences, and paid time to use it.',
    },
    {
      title: 'Move across teams',
      text: 'Advisors can try lending, analysts can join a client project, developers can work with marketing. Internal openings are posted before external ones.',
    },
    {
      title: 'Grow with a mentor',
      text: 'New employees are paired with an experienced colleague for their first year, and anyone can ask for a mentor later on.',
    },
    {
      title: 'Work from where you live',
      text: 'Many roles are open to remote work anywhere in Canada, so progressing in your career does not mean leaving your region.',
    },
  ],
  closingHeading: 'Fair and transparent',
  closing:
    'Salary ranges are published for every position, and promotions follow clear criteria discussed in a yearly development conversation with your manager. We review our pay data every year to make sure people doing the same work are paid the same, whoever they are.',
};

export function ProgressWithoutBoundariesView({ words }: { words: ProgressWithoutBoundariesWords }) {
  return (
    <CareersStory
      page="progressWithoutBoundaries"
      intro={words.intro}
      items={words.paths}
      closingHeading={words.closingHeading}
      closing={words.closing}
    />
  );
}

export default function ProgressWithoutBoundariesPage() {
  return <ProgressWithoutBoundariesView words={progressWithoutBoundariesWords} />;
}
