// The client space: a short page on what it offers and how to get access. The structure is
// ClientSpaceView's, shared by both languages; the English words are here, the French ones in
// client-space-page.fr.tsx.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { pageWords } from '@/lib/i18n';
import { LegalContact } from './components/legal-contact';
import { Paragraphs } from './components/legal-text';
import './components/legal-page.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export interface ClientSpaceWords {
  /** What the space offers and how to get access, before how to reach us. */
  paragraphs: readonly string[];
  /** After how to reach us: the terms of use and security practices that apply (linked). */
  terms: ReactNode;
}

export const clientSpaceWords: ClientSpaceWords = {
  paragraphs: [
    'The client space gives Cedarline clients a secure view of their files: documents exchanged with their advisor, loan statements, payment schedules and monthly activity reports.',
    'Access is opened by your advisor when your file starts. If you are a client and have not received your access, or if you need help signing in, contact us and we will be glad to help.',
  ],
  terms: (
    <>
      Use of the client space is subject to our <Link to={PAGES.termsOfUse.path}>terms of use</Link> and our{' '}
      <Link to={PAGES.security.path}>security practices</Link>.
    </>
  ),
};

/** The page in the language of `words` (its title is the inventory's, in the page's language). */
export function ClientSpaceView({ words }: { words: ClientSpaceWords }) {
  return (
    <>
      <PageHeader title={pageWords('clientSpace').title} crumbs={pageCrumbs('clientSpace')} />
      <div className="container client-space">
        <Paragraphs texts={words.paragraphs} />
        <LegalContact />
        <p>{words.terms}</p>
      </div>
    </>
  );
}

export default function ClientSpacePage() {
  return <ClientSpaceView words={clientSpaceWords} />;
}
