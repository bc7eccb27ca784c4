// The shared interface's words (navbar, footer, hero, carousel, banners, page header), in English
// as the spec spells them; words.fr.ts holds their French twins, swapped in on French pages
// (lib/i18n). Core's own words (messages, constants, page titles) come from lib/i18n instead.
import { registerFrench } from '@/lib/i18n';

export const words = {
  // Navbar
  aboutMenu: 'About Us',
  aboutItems: {
    whoWeAre: 'who we are',
    whatWeDo: 'what we do',
    analysisAndResearch: 'analysis and research',
    mediaRoom: 'media room',
    eventsAndSponsorships: 'events and sponsorships',
    corporateGovernance: 'corporate governance',
    awardsAndDistinctions: 'awards and distinctions',
    bCorps: 'b corps',
  },
  servicesMenu: 'Services',
  servicesItems: {
    advisory: 'advisory',
    financing: 'financing',
    businessAcquisitions: 'business acquisitions',
    industries: 'industries',
    itSolutions: 'it solutions',
    services: 'view more',
  },
  home: 'Home',
  blog: 'Blog',
  contactUs: 'Contact Us',
  mainNavigation: 'Main',
  menu: 'Menu',
  search: 'Search',
  language: 'Language',
  /** The logo's text alternative: it links to the home page. */
  logoAlt: (organisation: string) => `${organisation}, home`,
  // Footer
  footerAbout:
    'Business development and consulting for entrepreneurs across Canada: advice, financing, acquisitions and the technology to grow.',
  iAm: 'I am',
  quickLinks: 'Quick links',
  contactColumn: 'Contact us',
  legal: 'Legal',
  ourItPortfolio: 'Our IT portfolio',
  applyForLoan: 'Apply for a business loan',
  tollFree: 'Toll free:',
  allRightsReserved: 'All rights reserved.',
  followUs: 'Follow us',
  ourProfiles: 'Our profiles',
  opensInNewTab: '(opens in a new tab)',
  // Hero slideshow
  heroAlts: [
    'City skyline at dusk under a large maple leaf',
    'A team of advisors and entrepreneurs meeting around a table',
    'A welcoming neighbourhood storefront with a striped awning',
    'Business dashboards with bar, line and donut charts',
  ],
  highlights: 'Highlights',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
  // Carousels (the hero's too): what assistive technology calls them, and their controls.
  carouselRole: 'carousel',
  slideRole: 'slide',
  slidePosition: (position: number, count: number) => `${position} of ${count}`,
  previous: 'Previous',
  next: 'Next',
  startAutoplay: 'Start automatic slide show',
  stopAutoplay: 'Stop automatic slide show',
  // Banners, headers, figures
  /** After the banner button's label, for screen readers: where it leads. */
  bannerTopic: (heading: string) => `about ${heading}`,
  breadcrumb: 'Breadcrumb',
  /** A figure read aloud with its label, e.g. a progress circle. */
  labelledValue: (label: string, value: string) => `${label}: ${value}`,
};

registerFrench(words, () => import('./words.fr'));
