// The portfolio page's words, in English; words.fr.ts holds their French twins (lib/i18n). Counts
// are written with the page's number format.
import { formatNumber, registerFrench } from '@/lib/i18n';

export const words = {
  carouselLabel: 'Portfolio categories',
  projectCount: (count: number) => `${formatNumber(count)} projects`,
  loadFailed: 'Our portfolio could not be loaded. Please check your connection and try again in a moment.',
  categoriesHeading: 'Our IT solutions categories',
  recentProjects: 'Recent projects',
  tabsLabel: 'Project categories',
  showing: (shown: number, total: number) => `Showing ${formatNumber(shown)} of ${formatNumber(total)} projects`,
  viewMore: 'view more',
};

registerFrench(words, () => import('./words.fr'));
