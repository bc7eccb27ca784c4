// The frame of the careers pages: header with breadcrumb about us > careers > ..., the content
// and the careers menu beside it (stacked under the content on narrow screens).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader, type Crumb } from '@/components/page-header';
import './careers.css';

const CAREERS_MENU = [
  { label: 'Careers', path: '/about/careers' },
  { label: 'Available positions', path: '/about/careers/available-positions' },
  { label: 'Progress without boundaries', path: '/about/careers/progress-without-boundries' },
  { label: 'Meet our team', path: '/about/careers/meet-our-team' },
] as const;

const ABOUT_CRUMB: Crumb = { label: 'about us', to: '/about' };
const CAREERS_CRUMB: Crumb = { label: 'careers', to: '/about/careers' };

interface CareersLayoutProps {
  title: string;
  subtitle?: string;
  /** The crumbs after 'about us > careers'; none on the careers start page. */
  crumbs?: Crumb[];
  children: ReactNode;
}

export function CareersLayout({ title, subtitle, crumbs, children }: CareersLayoutProps) {
  const current = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const trail = crumbs ? [ABOUT_CRUMB, CAREERS_CRUMB, ...crumbs] : [ABOUT_CRUMB, { label: 'careers' }];
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} crumbs={trail} />
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
