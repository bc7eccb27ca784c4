// Corporate governance: board, committees, policies and accountability. The markup is written once
// here (CorporateGovernanceView); the French twin, corporate-governance-page.fr.tsx, gives only its
// words.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { pageCrumbs } from '@/lib/pages';

/** A committee: its name (in bold) and what it does. */
export interface Committee {
  name: string;
  duty: string;
}

export interface CorporateGovernanceWords {
  intro: string;
  boardHeading: string;
  board: string;
  committeesHeading: string;
  /**
   * What stands between a committee's name and its duty: French typography puts a no-break space
   * before the colon.
   */
  colon: string;
  committees: readonly Committee[];
  policiesHeading: string;
  policies: readonly string[];
}

export const corporateGovernanceWords: CorporateGovernanceWords = {
  intro:
    'Clients entrust us with their plans, their finances and often their savings. Sound governance is how we earn and keep that trust.',
  boardHeading: 'Board of directors',
  board:
    'Our board of directors sets the strategy of the group, approves its budget and risk limits, and oversees the work of management. A majority of directors are independent of management, and the board includes entrepreneurs, a chartered professional accountant, a lawyer and a representative of the communities we serve.',
  committeesHeading: 'Committees',
  colon: ': ',
  committees: [
    {
      name: 'Audit and risk committee',
      duty: 'reviews the financial statements, internal controls and the quality of the loan portfolio, and meets the external auditor without management present.',
    },
    {
      name: 'Credit committee',
      duty: 'approves larger loans and reviews lending policies, with volunteer members who bring their experience as business owners.',
    },
    {
      name: 'Governance and human resources committee',
      duty: 'oversees compensation, succession planning, director training and the annual evaluation of the board.',
    },
  ],
  policiesHeading: 'Policies and accountability',
  policies: [
    'Every employee and director signs our code of ethics each year and declares any conflict of interest. A confidential whistleblowing line allows anyone to report a concern without fear of reprisal. Our annual report and audited financial statements are published each spring, together with our impact report.',
    'Questions about our governance can be sent to the corporate secretary through the contact page.',
  ],
};

export function CorporateGovernanceView({ words }: { words: CorporateGovernanceWords }) {
  return (
    <AboutLayout title={pageWords('corporateGovernance').title} crumbs={pageCrumbs('corporateGovernance')}>
      <p>{words.intro}</p>
      <h2>{words.boardHeading}</h2>
      <p>{words.board}</p>
      <h2>{words.committeesHeading}</h2>
      <ul>
        {words.committees.map((committee) => (
          // The colon and the duty make one text after the name, as the sentence reads.
          <li key={committee.name}>
            <strong>{committee.name}</strong>
            {`${words.colon}${committee.duty}`}
          </li>
        ))}
      </ul>
      <h2>{words.policiesHeading}</h2>
      {words.policies.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </AboutLayout>
  );
}

export default function CorporateGovernancePage() {
  return <CorporateGovernanceView words={corporateGovernanceWords} />;
}
