// The services pages' interface words in French (Quebec), loaded on French pages only.
import type { words as English } from './words';
import { REPLY_TIME_FR } from '@/lib/reply-time';

export const words: typeof English = {
  listSubtitle: 'Des conseils, du financement et des outils numériques pour les entrepreneurs de partout au Canada.',
  listHeading: 'Ce que nous pouvons faire pour votre entreprise',
  servicesCrumb: 'Services',
  explore: (heading: string): string => `${heading}\u00a0: notre offre`,
  notFoundHeading: 'Nous n’avons pas trouvé ce service',
  notFoundText:
    'Le lien que vous avez suivi est peut-être périmé, ou la page n’existe plus. La liste complète de nos services est à un clic.',
  loadFailedHeading: 'Ce service n’a pas pu être chargé',
  loadFailedText: 'Vérifiez votre connexion et réessayez dans un moment, ou parcourez la liste complète de nos services.',
  seeAllServices: 'Voir tous nos services',
  articlesTitle: 'Articles et outils',
  newslettersHeading: 'Infolettres et lettre économique',
  newslettersText:
    'Lisez nos plus récentes infolettres et lettres économiques : tendances régionales, nouvelles du financement et conseils pratiques pour les entrepreneurs canadiens. Abonnez-vous pour les recevoir par courriel.',
  readNewsletters: 'Lire les infolettres',
  toolsHeading: 'Articles, guides et outils',
  offerHeading: 'Ce que nous offrons',
  questionsHeading: 'Vous avez des questions?',
  questionsText:
    `Parlez-nous de votre projet\u00a0: un spécialiste vous répondra dans un délai de ${REPLY_TIME_FR} avec des idées, un budget réaliste en dollars canadiens et les prochaines étapes.`,
  writeUs: 'Écrivez-nous',
  categoriesLabel: 'Nos catégories de solutions TI',
};
