// Transparency: fees, complaints, reporting and independence.
import { Link } from '@/lib/router';
import { LegalContact } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';
import { PAGES } from '@/lib/pages';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'clear-fees',
    title: 'Clear fees and rates',
    body: (
      <p>
        Before you commit, we tell you in writing what a service will cost, the interest rate and all fees of a loan, and the
        total you will repay. Our small business loans carry no application fees and no penalties for early repayment.
      </p>
    ),
  },
  {
    id: 'how-we-decide',
    title: 'How we make decisions',
    body: (
      <p>
        Financing decisions are based on the strength of your project, your plan and your ability to repay. If we decline a
        request, we explain why and, where possible, what would help a future application.
      </p>
    ),
  },
  {
    id: 'conflicts-of-interest',
    title: 'Conflicts of interest',
    body: (
      <p>
        Our advisors are not paid commissions on the products they recommend. When we refer you to a partner, we tell you
        about any relationship we have with them.
      </p>
    ),
  },
  {
    id: 'public-reporting',
    title: 'Public reporting',
    body: (
      <p>
        Each year we publish our audited financial statements, an impact report prepared for our B Corp certification, and
        the share of our loans granted to under-represented entrepreneurs. Read more about our{' '}
        <Link to={PAGES.corporateGovernance.path}>corporate governance</Link>.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <>
        <p>
          If you are not satisfied with our service, tell your advisor first. If the answer does not satisfy you, write to our
          complaints officer, who will acknowledge your complaint within five business days and give you a written answer.
        </p>
        <LegalContact />
      </>
    ),
  },
];

export default function TransparencyPage() {
  return (
    <LegalPage
      page="transparency"
      intro={
        <p>
          Entrepreneurs deserve to know exactly what they are agreeing to. These are the commitments we make to every client.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
