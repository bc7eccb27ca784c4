// The site's top bar: logo, menu with the About Us and Services submenus, search, the en/fr toggle
// and the phone number. The toggle is a real link to the same page in the other language
// (docs/decisions/0008-a-french-twin-for-every-page.md): a full load, since the server renders each
// language. At MOBILE_MENU_MAX_WIDTH_PX or less the menu folds behind a button; it closes on every
// route change, as do the submenus. Past NAVBAR_SCROLL_THRESHOLD_PX of scroll the bar takes its
// solid, shadowed style.
import { MOBILE_MENU_MAX_WIDTH_PX, NAVBAR_SCROLL_THRESHOLD_PX, PHONE_NUMBER } from '@bindings';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from '@/lib/router';
import { mediaUrl } from '@/config/env';
import { constants } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { words } from '@/components/words';
import { LanguageToggle } from './language-toggle';
import { navEntries, isGroup, type NavGroup } from './nav-items';
import { Submenu } from './submenu';
import './navbar.css';
import { PAGES } from '@/lib/pages';

type SubmenuId = NavGroup['id'];

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
  };
}

/** True once the page is scrolled past the threshold. */
function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

/** `tel:` address of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function Navbar() {
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MENU_MAX_WIDTH_PX}px)`);
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  // Open state is remembered with the path it was opened on, so a route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [submenus, setSubmenus] = useState<{ at: string; open: SubmenuId[] }>({ at: pathname, open: [] });
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  const menuOpen = isMobile && menuOpenAt === pathname;
  const openSubmenus = submenus.at === pathname ? submenus.open : [];
  const anySubmenuOpen = openSubmenus.length > 0;

  const toggleSubmenu = (id: SubmenuId) => {
    setSubmenus({
      at: pathname,
      open: openSubmenus.includes(id) ? openSubmenus.filter((open) => open !== id) : [...openSubmenus, id],
    });
  };
  const closeSubmenu = (id: SubmenuId) => {
    setSubmenus({ at: pathname, open: openSubmenus.filter((open) => open !== id) });
  };

  // On the wide layout, a click outside the bar folds the dropdowns away.
  useEffect(() => {
    if (isMobile || !anySubmenuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) {
        setSubmenus({ at: pathname, open: [] });
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMobile, anySubmenuOpen, pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpenAt(null);
      toggle.current?.focus();
    }
  };

  const className = [
    'navbar',
    scrolled && 'navbar--scrolled',
    isMobile && 'navbar--mobile',
    menuOpen && 'navbar--open',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header ref={header} className={className} onKeyDown={onKeyDown}>
      <div className="navbar__inner container">
        <Link className="navbar__brand" to={PAGES.home.path}>
          <img src={mediaUrl('logo.svg')} alt={words.logoAlt(constants.ORGANISATION_NAME)} width="208" height="48" />
        </Link>
        {isMobile && (
          <button
            ref={toggle}
            type="button"
            className="navbar__toggle"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => {
              setMenuOpenAt(menuOpen ? null : pathname);
            }}
          >
            <span className="navbar__toggle-bars" aria-hidden="true" />
            <span className="navbar__toggle-label">{words.menu}</span>
          </button>
        )}
        <div id={panelId} className="navbar__panel" hidden={isMobile && !menuOpen}>
          <nav aria-label={words.mainNavigation}>
            <ul className="navbar__list">
              {navEntries().map((entry) => (
                <li key={entry.label} className="navbar__item">
                  {isGroup(entry) ? (
                    <Submenu
                      group={entry}
                      open={openSubmenus.includes(entry.id)}
                      current={entry.items.some((item) => item.to === pathname)}
                      onToggle={() => {
                        toggleSubmenu(entry.id);
                      }}
                      onClose={() => {
                        closeSubmenu(entry.id);
                      }}
                    />
                  ) : (
                    <NavLink className="navbar__link" to={entry.to} end>
                      {entry.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="navbar__tools">
            <Link className="navbar__search" to={PAGES.search.path} aria-label={words.search}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Link>
            <LanguageToggle />
            <a className="navbar__phone" href={telHref(PHONE_NUMBER)}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path
                  d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
                  fill="currentColor"
                />
              </svg>
              <span className="navbar__phone-number">{PHONE_NUMBER}</span>
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}
