// The blog's words in French, for Canadian readers.
import type { words as English } from './words';

export const words: typeof English = {
  blogSubtitle: 'Des conseils pratiques pour les entrepreneurs du Canada, de la part de nos conseillers, prêteurs et analystes.',
  blogUnavailable: 'Les articles ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  whoAreYou: 'Qui êtes-vous?',
  tailoredAdvice: 'Des conseils adaptés à votre situation.',
  iAm: 'Je suis',
  latestArticles: 'Articles récents',
  articles: 'Articles',
  notAvailable: (kind) => (kind === 'article' ? 'Cet article n’est pas disponible' : 'Cette page n’est pas disponible'),
  notFound: (kind) =>
    kind === 'article'
      ? 'Nous n’avons pas trouvé cet article. Il a peut-être été déplacé ou supprimé.'
      : 'Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée ou supprimée.',
  notLoaded: 'Cette page n’a pas pu être chargée',
  loadFailed: 'Un problème a empêché le chargement de cette page. Veuillez réessayer dans un moment.',
  browseAll: 'Voir tous les articles',
};
