// The frame of the careers pages: header with breadcrumb about us > careers > ..., the content
// and the careers menu beside it (stacked under the content on narrow screens).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader, type Crumb } from '@/components/page-header';
import './careers.css';
import { pageLink } from '@/lib/pages';

const CAREERS_MENU = (['careers', 'availablePositions', 'progressWithoutBoundaries', 'meetOurTeam'] as const).map((key) =>
  pageLink(key),
);


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
