// The newsletter pages' words (the list, the subscribe card), in English; words.fr.ts holds their
// French twins (lib/i18n). Their messages (consent, confirmation, unsubscribe) are core's.
import { registerFrench } from '@/lib/i18n';

export const words = {
  intro:
    'Every month our advisors share what they see in the field: practical tips for running your business, news on financing and government programs, and our economic letter on the Canadian small business outlook. Subscribe to the letters you want to receive by email, free of charge.',
  listFailed: 'The newsletters could not be loaded.',
  tryAgain: 'Try again',
  subscribeTo: (subject: string) => `Subscribe to ${subject}`,
  yourEmail: 'Your email',
  subscribe: 'Subscribe',
  close: 'Close',
};

registerFrench(words, () => import('./words.fr'));
