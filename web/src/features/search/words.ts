// The search page's words, in English; words.fr.ts holds their French twins (lib/i18n). Counts are
// written with the page's number format.
import { formatNumber, registerFrench } from '@/lib/i18n';

export const words = {
  searchTheSite: 'Search the site',
  search: 'Search',
  searchResults: 'Search results',
  hint: 'Type a word or a phrase to search our services, pages and articles.',
  unavailable: 'Search is not available right now. Please try again later, or browse our services and articles from the menu.',
  noResults: (query: string) => `No results for “${query}”.`,
  spellingTip: 'Check the spelling or try a more general word, such as “loan” or “business plan”.',
  resultCount: (total: number, query: string) => `${total === 1 ? '1 result' : `${formatNumber(total)} results`} for “${query}”`,
  showingFirst: (shown: number) => ` (showing the first ${formatNumber(shown)})`,
  /** What a result is (the API's `kind`), as the result shows it. */
  kinds: {
    service: 'service',
    about: 'about',
    career: 'career',
    blog: 'blog',
    persona: 'persona',
    portfolio: 'portfolio',
    newsletter: 'newsletter',
  } as Record<string, string>,
};

registerFrench(words, () => import('./words.fr'));
