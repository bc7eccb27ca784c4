// The contact pages' words in French, for Canadian readers.
import type { words as English } from './words';
import { REPLY_TIME_FR } from '@/lib/reply-time';

export const words: typeof English = {
  hubSubtitle: 'Nos conseillers vous répondent en français et en anglais.',
  writeUsText: `Parlez-nous de votre projet et un conseiller communiquera avec vous d’ici ${REPLY_TIME_FR}.`,
  messageText:
    'Une question sur votre dossier, notre site Web ou nos conditions d’utilisation? Envoyez un court message à notre service à la clientèle.',
  callUs: 'Appelez-nous',
  tollFree: 'Sans frais\u00a0:',
  mainLine: 'Ligne principale\u00a0:',
  ourOffices: 'Nos bureaux',
  headOffice: 'Siège social, Montréal',
  bramptonBranch: 'Succursale de Brampton',
  legalInformation: 'Renseignements juridiques',
  writeUsIntro:
    `Parlez-nous un peu de vous et de votre entreprise, et un conseiller vous répondra d’ici ${REPLY_TIME_FR}. Nous vous répondons en français ou en anglais, selon votre préférence.`,
  writeUsFormTitle: 'Envoyez-nous votre demande',
  termsAndPrivacy: 'Conditions et confidentialité',
  messageIntro:
    'Une question sur nos conditions d’utilisation, vos renseignements personnels ou votre espace client? Écrivez-nous et la bonne personne de notre équipe vous répondra par courriel ou par téléphone.',
  yourMessage: 'Votre message',
  fullName: 'Nom complet',
  phone: 'Téléphone',
  subject: 'Objet',
  message: 'Message',
  sendMessage: 'Envoyer le message',
};
