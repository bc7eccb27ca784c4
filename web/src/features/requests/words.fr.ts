// The request pages' words in French, for Canadian readers.
import type { words as English } from './words';
import { DISCOVERY_CALL_MINUTES, LOAN_APPLICATION_MINUTES } from '@bindings';
import { REPLY_TIME_FR } from '@/lib/reply-time';

export const words: typeof English = {
  advisoryIntro:
    `Dites-nous où en est votre entreprise et ce dont vous avez besoin. Un conseiller étudiera votre demande et vous appellera d’ici ${REPLY_TIME_FR} pour fixer une séance découverte gratuite de ${DISCOVERY_CALL_MINUTES}\u00a0minutes.`,
  advisoryTitle: 'Votre demande de services-conseils',
  loanIntro:
    `La demande est gratuite et prend environ ${LOAN_APPLICATION_MINUTES}\u00a0minutes. Parlez-nous de votre entreprise et de l’usage prévu du prêt; un conseiller en financement communiquera avec vous d’ici ${REPLY_TIME_FR}. Aucuns frais de demande, aucune pénalité.`,
  loanTitle: 'Votre demande de prêt',
  mobileNumber: 'Numéro de cellulaire',
  phoneHint: (digits) => `${digits} chiffres, sans espaces ni tirets (p. ex. 4165550123)`,
  describeNeeds: 'Décrivez vos besoins',
  sendMyRequest: 'Envoyer ma demande',
  service: 'Service',
  subService: 'Sous-service',
  servicesFailed: 'La liste des services n’a pas pu être chargée. Veuillez actualiser la page ou nous appeler.',
  loadingSubServices: 'Chargement des sous-services…',
  subServicesFailed: 'Les sous-services n’ont pas pu être chargés. Veuillez actualiser la page ou nous appeler.',
  newBusiness: 'S’agit-il d’une nouvelle entreprise?',
  startup: 'Votre entreprise est-elle en démarrage?',
  introduceBusiness: 'Présentez votre entreprise',
  monthsInBusiness: 'Nombre de mois d’activité',
  monthsHint: 'Un nombre entier de mois; inscrivez 0 si vous n’avez pas encore commencé.',
  amountOfLoan: 'Montant du prêt',
  keyPoints: 'Points clés de votre demande',
};
