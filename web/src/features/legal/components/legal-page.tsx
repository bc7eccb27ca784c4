// The layout shared by the legal pages in both languages: the page's title (the inventory's, in
// the page's language), a table of contents linking to in-page anchors, the sections, and links to
// the other legal pages. An English page and its French twin give the same section ids, so an
// anchor (`/contact/terms-of-use#your-obligations`) works in both.
import type { ReactNode } from 'react';
import { Link, useLocation } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { formatDate, pageWords } from '@/lib/i18n';
import { words } from '../words';
import './legal-page.css';
import { LEGAL_PAGES, pageCrumbs, pageLink, type PageKey } from '@/lib/pages';

export interface LegalSection {
  /** The anchor (`#id`) of the section. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  /** The page's key in the inventory (its title and breadcrumb). */
  page: PageKey;
  /** Shown before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** The ISO date of the text's current version, shown as `Last updated: ...`. */
  updated?: string;
}

export function LegalPage({ page, intro, sections, updated }: LegalPageProps) {
  const current = useLocation().pathname;
  // Read at render: the names are in the page's language once its words have loaded.
  const legalLinks = LEGAL_PAGES.map((key) => pageLink(key));
  return (
    <>
      <PageHeader title={pageWords(page).title} crumbs={pageCrumbs(page)} />
      <div className="container legal">
        <div className="legal__intro">
          {intro}
          {updated && <p className="legal__updated">{words.lastUpdated(formatDate(updated))}</p>}
        </div>
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            {words.onThisPage}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`} tabIndex={-1}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </div>
        <nav className="legal__related" aria-label={words.legalPages}>
          <h2 className="legal__toc-title">{words.legalPages}</h2>
          <ul>
            {legalLinks.map((page) => (
              <li key={page.to}>
                <Link to={page.to} aria-current={page.to === current ? 'page' : undefined}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
