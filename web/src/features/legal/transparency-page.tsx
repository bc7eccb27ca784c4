// Transparency: fees, complaints, supplier practices, reporting and independence (the topics core's
// description of the page names: crates/core/src/pages.rs; transparency-page.test.tsx holds the two).
// The structure is TransparencyView's, shared by both languages; the English words are here, the
// French ones in transparency-page.fr.tsx.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { LegalContact } from './components/legal-contact';
import { LegalPage } from './components/legal-page';
import { PAGES, pagePath } from '@/lib/pages';

/** A section of one paragraph. */
interface TextSection {
  title: string;
  text: ReactNode;
}

export interface TransparencyWords {
  intro: string;
  clearFees: TextSection;
  howWeDecide: TextSection;
  conflictsOfInterest: TextSection;
  /** Links the page for suppliers. */
  supplierPractices: TextSection;
  /** Links the corporate governance page. */
  publicReporting: TextSection;
  /** Followed by how to reach us. */
  complaints: TextSection;
}

export const transparencyWords: TransparencyWords = {
  intro: 'Entrepreneurs deserve to know exactly what they are agreeing to. These are the commitments we make to every client.',
  clearFees: {
    title: 'Clear fees and rates',
    text: 'Before you commit, we tell you in writing what a service will cost, the interest rate and all fees of a loan, and the total you will repay. Our small business loans carry no application fees and no penalties for early repayment.',
  },
  howWeDecide: {
    title: 'How we make decisions',
    text: 'Financing decisions are based on the strength of your project, your plan and your ability to repay. If we decline a request, we explain why and, where possible, what would help a future application.',
  },
  conflictsOfInterest: {
    title: 'Conflicts of interest',
    text: 'Our advisors are not paid commissions on the products they recommend. When we refer you to a partner, we tell you about any relationship we have with them.',
  },
  supplierPractices: {
    title: 'Supplier practices',
    text: (
      <>
        We choose our suppliers on quality, price and reliability and, as a certified B Corp, on their social and
        environmental practices. Larger purchases are put to competing quotes, evaluated against written criteria, and we
        never take a commission for recommending a supplier to a client. Our commitments to suppliers and how to become one
        are on the page <Link to={pagePath('persona', 'supplier')}>I am a supplier</Link>.
      </>
    ),
  },
  publicReporting: {
    title: 'Public reporting',
    text: (
      <>
        Each year we publish our audited financial statements, an impact report prepared for our B Corp certification, and
        the share of our loans granted to under-represented entrepreneurs. Read more about our{' '}
        <Link to={PAGES.corporateGovernance.path}>corporate governance</Link>.
      </>
    ),
  },
  complaints: {
    title: 'Complaints',
    text: 'If you are not satisfied with our service, tell your advisor first. If the answer does not satisfy you, write to our complaints officer, who will acknowledge your complaint within five business days and give you a written answer.',
  },
};

/** The page in the language of `words`; its section ids are the anchors of both languages. */
export function TransparencyView({ words }: { words: TransparencyWords }) {
  const section = (id: string, { title, text }: TextSection) => ({ id, title, body: <p>{text}</p> });
  return (
    <LegalPage
      page="transparency"
      intro={<p>{words.intro}</p>}
      sections={[
        section('clear-fees', words.clearFees),
        section('how-we-decide', words.howWeDecide),
        section('conflicts-of-interest', words.conflictsOfInterest),
        section('supplier-practices', words.supplierPractices),
        section('public-reporting', words.publicReporting),
        {
          id: 'complaints',
          title: words.complaints.title,
          body: (
            <>
              <p>{words.complaints.text}</p>
              <LegalContact />
            </>
          ),
        },
      ]}
    />
  );
}

export default function TransparencyPage() {
  return <TransparencyView words={transparencyWords} />;
}
