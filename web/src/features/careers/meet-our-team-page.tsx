// Meet our team: the teams behind the group and what a day with them looks like. The words are
// given here and laid out by CareersStory (MeetOurTeamView); the French twin,
// meet-our-team-page.fr.tsx, gives only its words.
import { CareersStory, type CareersStoryItem } from './components/careers-story';

export interface MeetOurTeamWords {
  intro: string;
  teams: readonly CareersStoryItem[];
  closingHeading: string;
  closing: string;
}

export const meetOurTeamWords: MeetOurTeamWords = {
  intro:
    'Our people are former entrepreneurs, bankers, accountants, economists, developers and marketers. Some were born in Montreal or Brampton; many chose Canada later in life, like a good number of the clients they serve. Together they form small teams that work closely on each file.',
  teams: [
    {
      title: 'Advisory',
      text: 'Our business advisors meet entrepreneurs at every stage, from testing an idea to preparing the sale of a company.',
    },
    {
      title: 'Financing',
      text: 'Loan officers and credit analysts study each request carefully and explain their decisions in plain language.',
    },
    {
      title: 'Research',
      text: 'Our economists run the Small Business Barometer and publish regional profiles and sector benchmarks.',
    },
    {
      title: 'IT solutions and digital marketing',
      text: 'Developers, designers and marketers build websites, online stores and campaigns for our clients in both official languages.',
    },
    {
      title: 'Operations',
      text: 'Finance, human resources, compliance and client service keep the group running smoothly and securely.',
    },
  ],
  closingHeading: 'How we work together',
  closing:
    'A client file rarely stays with one person. An advisor may bring in a loan officer to structure the financing, an analyst to check market assumptions and a developer to plan the online store. Weekly case reviews let everyone learn from each other, and our offices in Montreal and Brampton share the same tools and the same standards.',
};

export function MeetOurTeamView({ words }: { words: MeetOurTeamWords }) {
  return (
    <CareersStory
      page="meetOurTeam"
      intro={words.intro}
      items={words.teams}
      closingHeading={words.closingHeading}
      closing={words.closing}
    />
  );
}

export default function MeetOurTeamPage() {
  return <MeetOurTeamView words={meetOurTeamWords} />;
}
