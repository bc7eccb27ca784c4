// The portfolio page's words in French, for Canadian readers.
import { formatNumber } from '@/lib/i18n';
import type { words as English } from './words';

export const words: typeof English = {
  carouselLabel: 'Catégories du portfolio',
  projectCount: (count) => `${formatNumber(count)} ${count <= 1 ? 'projet' : 'projets'}`,
  loadFailed: 'Notre portfolio n’a pas pu être chargé. Veuillez vérifier votre connexion et réessayer dans un moment.',
  categoriesHeading: 'Nos catégories de solutions TI',
  recentProjects: 'Projets récents',
  tabsLabel: 'Catégories de projets',
  showing: (shown, total) => `${formatNumber(shown)} ${total <= 1 ? 'projet affiché' : 'projets affichés'} sur ${formatNumber(total)}`,
  viewMore: 'voir plus',
};
