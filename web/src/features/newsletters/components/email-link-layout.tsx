// The frame of the pages an email links to (confirm, unsubscribe): the page's heading from the
// inventory and its text. They are reached only from an email, so search engines must not index
// them (the server's document says so too; React 19 hoists this <meta> into the head).
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { pageWords } from '@/lib/i18n';
import { pageCrumbs, type PageKey } from '@/lib/pages';
import '../email-link.css';

export function EmailLinkLayout({ page, children }: { page: PageKey; children: ReactNode }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHeader title={pageWords(page).title} crumbs={pageCrumbs(page)} />
      <div className="container email-link">{children}</div>
    </>
  );
}

/** The token of the email's link (`?token=...`), or null when the link lost it. */
export function linkToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token ? token : null;
}
