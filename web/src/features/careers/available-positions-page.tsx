// Available positions: the team, the rewards package, student jobs, network consultants and how
// to join. No job list (the old site had none). The markup is written once here
// (AvailablePositionsView); the French twin, available-positions-page.fr.tsx, gives only its words.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { pageWords } from '@/lib/i18n';
import { CareersLayout } from './components/careers-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export interface AvailablePositionsWords {
  teamHeading: string;
  team: string;
  rewardsHeading: string;
  rewards: readonly string[];
  studentsHeading: string;
  students: string;
  consultantsHeading: string;
  consultants: string;
  joinHeading: string;
  /** How to apply, with its links to the careers page and the contact form. */
  join: ReactNode;
  equalOpportunity: string;
}

export const availablePositionsWords: AvailablePositionsWords = {
  teamHeading: 'Our team',
  team: 'Our advisors, loan officers, analysts and digital specialists work in Montreal, in Brampton and remotely across Canada. They come from banking, accounting, consulting, technology and entrepreneurship, and many speak a third or fourth language in addition to English and French. What they share is the wish to be useful to entrepreneurs.',
  rewardsHeading: 'Our rewards package',
  rewards: [
    'Competitive salaries, with the range published in every job posting',
    'Group insurance and a pension plan with employer matching from your first day',
    'Three weeks of vacation in your first year, plus personal days',
    'Hybrid work and flexible hours for parents and caregivers',
    'A yearly training budget and paid time to volunteer in the community',
  ],
  studentsHeading: 'Student jobs',
  students:
    'Each year we welcome paid interns and summer students in finance, economics, marketing, communications and software development. Students work on real client files alongside a mentor, and many of our permanent employees started with us as interns. Internship postings are published in the fall and winter for the following term.',
  consultantsHeading: 'Become a network consultant',
  consultants:
    'Are you an independent accountant, lawyer, marketer or industry specialist? Our network consultants advise our clients on specific questions, on a contract basis, in their own region. We look for experienced professionals who share our values and can commit to our service standards and code of ethics.',
  joinHeading: 'Join the team',
  join: (
    <>
      Our current openings are listed on the <Link to={PAGES.careers.path}>careers page</Link>. If none matches your profile,
      you are welcome to send a spontaneous application through our <Link to={PAGES.writeUs.path}>contact form</Link>,
      telling us about your experience and the kind of role you are looking for. We keep applications on file for twelve
      months.
    </>
  ),
  equalOpportunity:
    'Cedarline is an equal opportunity employer. We welcome applications from women, Indigenous people, racialized people, people with disabilities and people of all sexual orientations and gender identities, and we offer accommodations at every stage of the hiring process.',
};

export function AvailablePositionsView({ words }: { words: AvailablePositionsWords }) {
  return (
    <CareersLayout title={pageWords('availablePositions').title} crumbs={pageCrumbs('availablePositions')}>
      <h2>{words.teamHeading}</h2>
      <p>{words.team}</p>
      <h2>{words.rewardsHeading}</h2>
      <ul>
        {words.rewards.map((reward) => (
          <li key={reward}>{reward}</li>
        ))}
      </ul>
      <h2>{words.studentsHeading}</h2>
      <p>{words.students}</p>
      <h2>{words.consultantsHeading}</h2>
      <p>{words.consultants}</p>
      <h2>{words.joinHeading}</h2>
      <p>{words.join}</p>
      <p>{words.equalOpportunity}</p>
    </CareersLayout>
  );
}

export default function AvailablePositionsPage() {
  return <AvailablePositionsView words={availablePositionsWords} />;
}
