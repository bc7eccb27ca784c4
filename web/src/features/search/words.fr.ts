// The search page's words in French, for Canadian readers (« » quotes with no-break spaces).
import { formatNumber } from '@/lib/i18n';
import type { words as English } from './words';

export const words: typeof English = {
  searchTheSite: 'Rechercher dans le site',
  search: 'Rechercher',
  searchResults: 'Résultats de recherche',
  hint: 'Tapez un mot ou une expression pour chercher parmi nos services, nos pages et nos articles.',
  unavailable:
    'La recherche n’est pas disponible pour le moment. Veuillez réessayer plus tard, ou parcourez nos services et nos articles à partir du menu.',
  noResults: (query) => `Aucun résultat pour «\u00a0${query}\u00a0».`,
  spellingTip: 'Vérifiez l’orthographe ou essayez un mot plus général, comme «\u00a0prêt\u00a0» ou «\u00a0plan d’affaires\u00a0».',
  // In French, 0 and 1 take the singular.
  resultCount: (total, query) => `${formatNumber(total)} ${total <= 1 ? 'résultat' : 'résultats'} pour «\u00a0${query}\u00a0»`,
  showingFirst: (shown) => ` (affichage des ${formatNumber(shown)} premiers)`,
  kinds: {
    service: 'service',
    about: 'à propos',
    career: 'carrière',
    blog: 'blogue',
    persona: 'profil',
    portfolio: 'portfolio',
    newsletter: 'infolettre',
  },
};
