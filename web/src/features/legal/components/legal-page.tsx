// The layout shared by the legal pages: a table of contents linking to in-page anchors, the
// sections, and links to the other legal pages.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import './legal-page.css';
import { LEGAL_PAGES, pageCrumbs, pageLink, type PageKey } from '@/lib/pages';

export interface LegalSection {
  /** The anchor (`#id`) of the section. */
  id: string;
  title: string;
  body: ReactNode;
}

const LEGAL_LINKS = LEGAL_PAGES.map((key) => pageLink(key));

interface LegalPageProps {
  title: string;
  /** The page's key in the inventory (its breadcrumb). */
  page: PageKey;
  /** Shown before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** e.g. 'Last updated: ...'. */
  updated?: string;
}

export function LegalPage({ title, page, intro, sections, updated }: LegalPageProps) {
  const current = useLocation().pathname;
  return (
    <>
      <PageHeader title={title} crumbs={pageCrumbs(page)} />
      <div className="container legal">
        <div className="legal__intro">
          {intro}
          {updated && <p className="legal__updated">{updated}</p>}
        </div>
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            On this page
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
        <nav className="legal__related" aria-label="Legal pages">
          <h2 className="legal__toc-title">Legal pages</h2>
          <ul>
            {LEGAL_LINKS.map((page) => (
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
