// Progress without boundaries: how our people learn, move and grow within the group.
import { CareersStory } from './components/careers-story';

const PATHS = [
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
];

export default function ProgressWithoutBoundariesPage() {
  return (
    <CareersStory
      page="progressWithoutBoundaries"
      intro={
        <>
          We ask our clients to aim high. We ask the same of ourselves, and we give our people the means to get there. At
          Cedarline, your background, your accent or the city you live in should never limit how far you can go.
        </>
      }
      items={PATHS}
      closingHeading="Fair and transparent"
      closing={
        <>
          Salary ranges are published for every position, and promotions follow clear criteria discussed in a yearly
          development conversation with your manager. We review our pay data every year to make sure people doing the same
          work are paid the same, whoever they are.
        </>
      }
    />
  );
}
