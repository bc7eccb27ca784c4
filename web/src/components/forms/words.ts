// The forms' own words (labels, placeholder, notes, buttons), in English as the spec spells them;
// words.fr.ts holds their French twins (lib/i18n). Messages, notices and option labels are core's
// (`messages`, `options` from lib/i18n); an option's value sent stays its English label.
import { registerFrench } from '@/lib/i18n';

export const words = {
  /** The empty first option of every select. */
  selectPlaceholder: 'Select...',
  optional: '(optional)',
  requiredBefore: 'Fields marked ',
  requiredAsterisk: 'with an asterisk',
  requiredAfter: ' are required.',
  /** The honeypot's label (hidden from people; bots read it). */
  faxNumber: 'Fax number',
  ok: 'OK',
  contactForm: 'Contact form',
  firstName: 'First name',
  lastName: 'Last name',
  telephone: 'Telephone',
  yourRole: 'Your role',
  email: 'Email',
  confirmEmail: 'Confirm email',
  howDidYouHear: 'How did you hear about us?',
  companyName: 'Company name',
  website: 'Website',
  address: 'Address',
  city: 'City',
  province: 'Province or territory',
  postalCode: 'Postal code',
  annualSales: 'Annual gross sales',
  howCanWeHelp: 'How can we help?',
  send: 'Send',
};

registerFrench(words, () => import('./words.fr'));
