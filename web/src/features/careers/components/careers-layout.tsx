// The frame of the careers pages: header with breadcrumb about us > careers > ..., the content
// and the careers menu beside it (stacked under the content on narrow screens).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader, type Crumb } from '@/components/page-header';
import './careers.css';
import { PAGES } from '@/lib/pages';

const CAREERS_MENU = [
  { label: 'Careers', path: PAGES.careers.path },
  { label: 'Available positions', path: PAGES.availablePositions.path },
  { label: 'Progress without boundaries', path: PAGES.progressWithoutBoundaries.path },
  { label: 'Meet our team', path: PAGES.meetOurTeam.path },
] as const;


interface CareersLayoutProps {
  title: string;
  subtitle?: string;
  /** The whole breadcrumb (`pageCrumbs`). */
  crumbs: Crumb[];
  children: ReactNode;
}

export function CareersLayout({ title, subtitle, crumbs, children }: CareersLayoutProps) {
  const current = useLocation().pathname.replace(/(.)\/+$/, '$1');
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} crumbs={crumbs} />
      <div className="container careers-layout">
        <div className="careers-layout__content">{children}</div>
        <nav className="careers-menu" aria-label="Careers">
          <ul>
            {CAREERS_MENU.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  aria-current={entry.path === current ? 'page' : undefined}
                  className={`careers-menu__link${entry.path === current ? ' careers-menu__link--active' : ''}`}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
