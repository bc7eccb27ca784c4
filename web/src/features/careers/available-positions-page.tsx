// Available positions: the team, the rewards package, student jobs, network consultants and how
// to join. No job list (the old site had none).
import { Link } from '@/lib/router';
import { CareersLayout } from './components/careers-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

const REWARDS = [
  'Competitive salaries, with the range published in every job posting',
  'Group insurance and a pension plan with employer matching from your first day',
  'Three weeks of vacation in your first year, plus personal days',
  'Hybrid work and flexible hours for parents and caregivers',
  'A yearly training budget and paid time to volunteer in the community',
];

export default function AvailablePositionsPage() {
  return (
    <CareersLayout title={PAGES.availablePositions.title} crumbs={pageCrumbs('availablePositions')}>
      <h2>Our team</h2>
      <p>
        Our advisors, loan officers, analysts and digital specialists work in Montreal, in Brampton and remotely across
        Canada. They come from banking, accounting, consulting, technology and entrepreneurship, and many speak a third or
        fourth language in addition to English and French. What they share is the wish to be useful to entrepreneurs.
      </p>
      <h2>Our rewards package</h2>
      <ul>
        {REWARDS.map((reward) => (
          <li key={reward}>{reward}</li>
        ))}
      </ul>
      <h2>Student jobs</h2>
      <p>
        Each year we welcome paid interns and summer students in finance, economics, marketing, communications and software
        development. Students work on real client files alongside a mentor, and many of our permanent employees started with
        us as interns. Internship postings are published in the fall and winter for the following term.
      </p>
      <h2>Become a network consultant</h2>
      <p>
        Are you an independent accountant, lawyer, marketer or industry specialist? Our network consultants advise our
        clients on specific questions, on a contract basis, in their own region. We look for experienced professionals who
        share our values and can commit to our service standards and code of ethics.
      </p>
      <h2>Join the team</h2>
      <p>
        Our current openings are listed on the <Link to={PAGES.careers.path}>careers page</Link>. If none matches your profile,
        you are welcome to send a spontaneous application through our <Link to={PAGES.writeUs.path}>contact form</Link>,
        telling us about your experience and the kind of role you are looking for. We keep applications on file for twelve
        months.
      </p>
      <p>
        Cedarline is an equal opportunity employer. We welcome applications from women, Indigenous people, racialized people,
        people with disabilities and people of all sexual orientations and gender identities, and we offer accommodations at
        every stage of the hiring process.
      </p>
    </CareersLayout>
  );
}
