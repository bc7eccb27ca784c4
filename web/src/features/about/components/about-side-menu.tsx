// The about side menu: every about section with its icon and a chevron; the entry whose path
// equals the current path is marked as the current page.
import { Link, useLocation } from '@/lib/router';
import { pageWords } from '@/lib/i18n';
import { AboutIcon } from './about-icon';
import { ABOUT_MENU_ENTRIES, menuWords } from './about-menu-entries';
import './about-side-menu.css';

/** The path without a trailing slash (`/about/b-corps/` is `/about/b-corps`). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function AboutSideMenu() {
  const current = normalisePath(useLocation().pathname);
  const title = pageWords('about').crumb;
  return (
    <nav className="about-side-menu" aria-label={title}>
      <h2 className="about-side-menu__title">{title}</h2>
      <ul className="about-side-menu__list">
        {ABOUT_MENU_ENTRIES.map((entry) => {
          const active = entry.path === current;
          return (
            <li key={entry.path}>
              <Link
                to={entry.path}
                className={`about-side-menu__link${active ? ' about-side-menu__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <AboutIcon name={entry.icon} />
                <span className="about-side-menu__label">{menuWords(entry).label}</span>
                <svg
                  className="about-side-menu__chevron"
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
