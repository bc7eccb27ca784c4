// The frame of the careers pages in both languages: header with breadcrumb about us > careers > ...,
// the content and the careers menu beside it (stacked under the content on narrow screens).
import type { ReactNode } from 'react';
import { Link, useLocation } from '@/lib/router';
import { PageHeader, type Crumb } from '@/components/page-header';
import './careers.css';
import { pageLink } from '@/lib/pages';
import { words } from '../words';

const CAREERS_MENU = ['careers', 'availablePositions', 'progressWithoutBoundaries', 'meetOurTeam'] as const;

interface CareersLayoutProps {
  title: string;
  subtitle?: string;
  /** The whole breadcrumb (`pageCrumbs`). */
  crumbs: Crumb[];
  children: ReactNode;
}

export function CareersLayout({ title, subtitle, crumbs, children }: CareersLayoutProps) {
  const current = useLocation().pathname.replace(/(.)\/+$/, '$1');
  // Read at render: the names are in the page's language once its words have loaded.
  const menu = CAREERS_MENU.map((key) => pageLink(key));
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} crumbs={crumbs} />
      <div className="container careers-layout">
        <div className="careers-layout__content">{children}</div>
        <nav className="careers-menu" aria-label={words.menu}>
          <ul>
            {menu.map((entry) => (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  aria-current={entry.to === current ? 'page' : undefined}
                  className={`careers-menu__link${entry.to === current ? ' careers-menu__link--active' : ''}`}
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
