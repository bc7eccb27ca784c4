// The app frame's words (skip link, the route error), in English; words.fr.ts holds their French
// twins (lib/i18n).
import { registerFrench } from '@/lib/i18n';

export const words = {
  skipToContent: 'Skip to content',
  pageNotLoaded: 'This page could not be loaded',
  checkConnection: 'Please check your connection and try again.',
  tryAgain: 'Try again',
};

registerFrench(words, () => import('./words.fr'));
