// The forms' words in French, for Canadian readers (courriel, code postal, site Web).
import type { words as English } from './words';

export const words: typeof English = {
  selectPlaceholder: 'Choisissez…',
  optional: '(facultatif)',
  requiredBefore: 'Les champs marqués ',
  requiredAsterisk: 'd’un astérisque',
  requiredAfter: ' sont obligatoires.',
  faxNumber: 'Numéro de télécopieur',
  ok: 'OK',
  contactForm: 'Formulaire de contact',
  firstName: 'Prénom',
  lastName: 'Nom de famille',
  telephone: 'Téléphone',
  yourRole: 'Votre fonction',
  email: 'Courriel',
  confirmEmail: 'Confirmez votre courriel',
  howDidYouHear: 'Comment avez-vous entendu parler de nous?',
  companyName: 'Nom de l’entreprise',
  website: 'Site Web',
  address: 'Adresse',
  city: 'Ville',
  province: 'Province ou territoire',
  postalCode: 'Code postal',
  annualSales: 'Chiffre d’affaires annuel brut',
  howCanWeHelp: 'Comment pouvons-nous vous aider?',
  send: 'Envoyer',
};
