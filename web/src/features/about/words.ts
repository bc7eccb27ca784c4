// The about pages' interface words: the side menu, the overview's lines, the states of the
// loaded lists and of a detail page. The pages' prose lives in each page and its French twin
// (`*-page.fr.tsx`); these words are swapped for `words.fr.ts` on French pages.
import { registerFrench } from '@/lib/i18n';

export interface MenuWords {
  /** The side menu's label, spelled as the spec shows it. */
  label: string;
  /** The entry's heading on the about overview. */
  heading: string;
  /** One line on the about overview. */
  summary: string;
}

export const words = {
  menu: {
    whoWeAre: {
      label: 'WHO WE ARE',
      heading: 'who we are',
      summary: 'A Canadian group of advisors, lenders and digital specialists working for entrepreneurs.',
    },
    whatWeDo: {
      label: 'WHAT WE DO',
      heading: 'what we do',
      summary: 'Advice, financing, acquisitions support and technology for businesses at every stage.',
    },
    analysisAndResearch: {
      label: 'ANALYSIS AND REASEARCH',
      heading: 'analysis and reasearch',
      summary: 'Surveys, regional profiles and benchmarks that ground our advice in real figures.',
    },
    mediaRoom: {
      label: 'MEDIA ROOM',
      heading: 'media room',
      summary: 'Resources for journalists and researchers covering small business in Canada.',
    },
    eventsAndSponsorships: {
      label: 'EVENTS AND SPONSORSHIPS',
      heading: 'events and sponsorships',
      summary: 'The workshops, forums and community events we organize or support.',
    },
    corporateGovernance: {
      label: 'CORPORATE GOVERNANCE',
      heading: 'corporate governance',
      summary: 'How our board, committees and policies keep the group accountable.',
    },
    awardsAndDistinctions: {
      label: 'AWARDS AND DISTINCTIONS',
      heading: 'awards and distinctions',
      summary: 'The recognition our teams and clients have earned.',
    },
    bCorps: {
      label: 'B CORPS',
      heading: 'b corps',
      summary: 'Our commitments as a certified B Corporation.',
    },
  } satisfies Record<string, MenuWords>,
  /** The overview's two entries outside the side menu. */
  careers: {
    heading: 'careers',
    summary: 'Join a team that measures its success by the success of its clients.',
  },
  newsAndEvents: {
    heading: 'news and events',
    summary: 'Press releases, spokespersons and the rules for using our logo.',
  },
  listUnavailable: 'This list cannot be shown right now. Please try again later.',
  listEmpty: 'Nothing is listed here yet.',
  figuresHeading: 'We are standout experts in business',
  servicesHeading: 'Our services',
  servicesUnavailable: 'Our services cannot be shown right now. Please try again later.',
  notFoundTitle: 'Page not available',
  notFoundText: 'We could not find the page you are looking for. It may have been moved or removed.',
  loadFailedTitle: 'This page could not be loaded',
  loadFailedText: 'Something prevented this page from loading. Please try again in a moment.',
  /** The link back from a detail page to its section (`label` is the section's name). */
  backTo: (label: string): string => `Back to ${label.toLowerCase()}`,
};

registerFrench(words, () => import('./words.fr'));
