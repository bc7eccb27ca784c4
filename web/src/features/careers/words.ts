// The careers pages' interface words: the careers menu, the states of the openings list and of an
// opening's page. The pages' prose lives in each page and its French twin (`*-page.fr.tsx`); these
// words are swapped for `words.fr.ts` on French pages.
import { registerFrench } from '@/lib/i18n';

export const words = {
  /** The careers menu beside each page (its landmark's name). */
  menu: 'Careers',
  // The careers page's list of openings (GET /about/all/careers)
  currentOpenings: 'Current openings',
  openingsList: 'Open positions',
  openingsFailed: 'Our openings cannot be shown right now. Please try again later.',
  noOpenings: 'There are no openings at the moment. Please check again soon.',
  // An opening's page (GET /about/{id})
  notFoundTitle: 'Position not available',
  notFoundText: 'This position could not be found. It may have been filled or removed.',
  failedTitle: 'This page could not be loaded',
  failedText: 'Something prevented this page from loading. Please try again in a moment.',
  seeAllOpenings: 'See all current openings',
};

registerFrench(words, () => import('./words.fr'));
