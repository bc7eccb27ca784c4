// The services pages' interface words (lists, states, the IT solutions page's cards). The prose of
// the business plan template and small business loans pages lives in each page and its French
// twin (`*-page.fr.tsx`); these words are swapped for `words.fr.ts` on French pages.
import { registerFrench } from '@/lib/i18n';
import { REPLY_TIME } from '@/lib/reply-time';

export const words = {
  listSubtitle: 'Advice, financing and digital tools for entrepreneurs across Canada.',
  listHeading: 'What we can do for your business',
  /** The first crumb of a service page. */
  servicesCrumb: 'services',
  /** The heading over a service's children (`heading` is the service's, as displayed). */
  explore: (heading: string): string => `Explore ${heading.toLowerCase()}`,
  notFoundHeading: 'We could not find this service',
  notFoundText: 'The page you followed may have moved or no longer exists. Our full list of services is one click away.',
  loadFailedHeading: 'This service could not be loaded',
  loadFailedText: 'Please check your connection and try again in a moment, or browse our full list of services.',
  seeAllServices: 'See all services',
  articlesTitle: 'Articles And Tools',
  newslettersHeading: 'Newsletters and economic letter',
  newslettersText:
    'Read our latest newsletters and economic letters: regional trends, financing news and practical tips for Canadian entrepreneurs, and subscribe to receive them by email.',
  readNewsletters: 'Read the newsletters',
  toolsHeading: 'Articles, guides and tools',
  offerHeading: 'What we offer',
  questionsHeading: 'Have Questions?',
  questionsText:
    `Tell us about your project and a specialist will get back to you within ${REPLY_TIME} with ideas, a realistic budget in CAD and the next steps.`,
  writeUs: 'Write us',
  categoriesLabel: 'our it solutions categories',
};

registerFrench(words, () => import('./words.fr'));
