// The navbar's entries (spec §2 "Navbar and footer"): labels as the spec spells them.

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

export const ABOUT_MENU: NavGroup = {
  id: 'about',
  label: 'About Us',
  items: [
    { label: 'who we are', to: '/about/who-we-are' },
    { label: 'what we do', to: '/about/what-we-do' },
    { label: 'analysis and research', to: '/about/analysis-and-research' },
    { label: 'media room', to: '/about/media-room' },
    { label: 'events and sponsorships', to: '/about/events-and-sponsorships' },
    { label: 'corporate governance', to: '/about/corporate-governance' },
    { label: 'awards and distinctions', to: '/about/award-and-distinctions' },
    { label: 'b corps', to: '/about/b-corps' },
  ],
};

export const SERVICES_MENU: NavGroup = {
  id: 'services',
  label: 'Services',
  items: [
    { label: 'advisory', to: '/services/advisory' },
    { label: 'financing', to: '/services/financing' },
    { label: 'business acquisitions', to: '/services/business-acquisitions' },
    { label: 'industries', to: '/services/industries' },
    { label: 'it solutions', to: '/services/it-solutions' },
    { label: 'view more', to: '/services' },
  ],
};

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', to: '/' },
  ABOUT_MENU,
  SERVICES_MENU,
  { label: 'Blog', to: '/blog' },
  { label: 'Contact Us', to: '/contact' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
