// The navbar's entries (spec §2 "Navbar and footer"): labels as the spec spells them.
import { PAGES } from '@/lib/pages';

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
    { label: 'who we are', to: PAGES.whoWeAre.path },
    { label: 'what we do', to: PAGES.whatWeDo.path },
    { label: 'analysis and research', to: PAGES.analysisAndResearch.path },
    { label: 'media room', to: PAGES.mediaRoom.path },
    { label: 'events and sponsorships', to: PAGES.eventsAndSponsorships.path },
    { label: 'corporate governance', to: PAGES.corporateGovernance.path },
    { label: 'awards and distinctions', to: PAGES.awardsAndDistinctions.path },
    { label: 'b corps', to: PAGES.bCorps.path },
  ],
};

export const SERVICES_MENU: NavGroup = {
  id: 'services',
  label: 'Services',
  items: [
    { label: 'advisory', to: PAGES.advisory.path },
    { label: 'financing', to: PAGES.financing.path },
    { label: 'business acquisitions', to: PAGES.businessAcquisitions.path },
    { label: 'industries', to: PAGES.industries.path },
    { label: 'it solutions', to: PAGES.itSolutions.path },
    { label: 'view more', to: PAGES.services.path },
  ],
};

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', to: PAGES.home.path },
  ABOUT_MENU,
  SERVICES_MENU,
  { label: 'Blog', to: PAGES.blog.path },
  { label: 'Contact Us', to: PAGES.contact.path },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
