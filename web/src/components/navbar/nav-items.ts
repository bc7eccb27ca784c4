// The navbar's entries: labels as the old site spells them
// (docs/decisions/0001-keep-the-original-site.md), in the page's language (read at render: French
// words load after this module).
import { PAGES } from '@/lib/pages';
import { words } from '@/components/words';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Stable key of the submenu. */
  id: 'about' | 'services';
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

const ABOUT_ITEMS = [
  'whoWeAre',
  'whatWeDo',
  'analysisAndResearch',
  'mediaRoom',
  'eventsAndSponsorships',
  'corporateGovernance',
  'awardsAndDistinctions',
  'bCorps',
] as const satisfies readonly (keyof typeof words.aboutItems)[];

const SERVICES_ITEMS = [
  'advisory',
  'financing',
  'businessAcquisitions',
  'industries',
  'itSolutions',
  'services',
] as const satisfies readonly (keyof typeof words.servicesItems)[];

export function aboutMenu(): NavGroup {
  return {
    id: 'about',
    label: words.aboutMenu,
    items: ABOUT_ITEMS.map((key) => ({ label: words.aboutItems[key], to: PAGES[key].path })),
  };
}

export function servicesMenu(): NavGroup {
  return {
    id: 'services',
    label: words.servicesMenu,
    items: SERVICES_ITEMS.map((key) => ({ label: words.servicesItems[key], to: PAGES[key].path })),
  };
}

export function navEntries(): NavEntry[] {
  return [
    { label: words.home, to: PAGES.home.path },
    aboutMenu(),
    servicesMenu(),
    { label: words.blog, to: PAGES.blog.path },
    { label: words.contactUs, to: PAGES.contact.path },
  ];
}

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
