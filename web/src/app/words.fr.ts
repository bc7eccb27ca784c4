// The app frame's words in French.
import type { words as English } from './words';

export const words: typeof English = {
  skipToContent: 'Passer au contenu',
  pageNotLoaded: 'Cette page n’a pas pu être chargée',
  checkConnection: 'Veuillez vérifier votre connexion et réessayer.',
  tryAgain: 'Réessayer',
};
