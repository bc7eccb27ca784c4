// The newsletter pages' words in French, for Canadian readers.
import type { words as English } from './words';

export const words: typeof English = {
  intro:
    'Chaque mois, nos conseillers partagent ce qu’ils observent sur le terrain\u00a0: des conseils pratiques pour gérer votre entreprise, des nouvelles sur le financement et les programmes gouvernementaux, et notre lettre économique sur les perspectives des petites entreprises canadiennes. Abonnez-vous gratuitement aux lettres que vous souhaitez recevoir par courriel.',
  listFailed: 'Les infolettres n’ont pas pu être chargées.',
  tryAgain: 'Réessayer',
  subscribeTo: (subject) => `S’abonner à «\u00a0${subject}\u00a0»`,
  yourEmail: 'Votre courriel',
  subscribe: 'S’abonner',
  close: 'Fermer',
};
