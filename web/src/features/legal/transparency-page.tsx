// Transparency: fees, complaints, supplier practices, reporting and independence (the topics core's
// description of the page names: crates/core/src/pages.rs; transparency-page.test.tsx holds the two).
import { Link } from '@/lib/router';
import { LegalContact } from './components/legal-contact';
import { LegalPage, type LegalSection } from './components/legal-page';
import { PAGES, pagePath } from '@/lib/pages';

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
    id: 'supplier-practices',
    title: 'Supplier practices',
    body: (
      <p>
        We choose our suppliers on quality, price and reliability and, as a certified B Corp, on their social and
        environmental practices. Larger purchases are put to competing quotes, evaluated against written criteria, and we
        never take a commission for recommending a supplier to a client. Our commitments to suppliers and how to become one
        are on the page <Link to={pagePath('persona', 'supplier')}>I am a supplier</Link>.
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
