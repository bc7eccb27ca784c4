// The request pages' words (advisory and loan requests), in English; words.fr.ts holds their French
// twins (lib/i18n). Shared form words (names, email, role, ...) are the forms' own.
import { registerFrench } from '@/lib/i18n';
import { DISCOVERY_CALL_MINUTES, LOAN_APPLICATION_MINUTES } from '@bindings';
import { REPLY_TIME } from '@/lib/reply-time';

export const words = {
  advisoryIntro:
    `Tell us where your business stands and what you need. An advisor will review your request and call you within ${REPLY_TIME} to book a free ${DISCOVERY_CALL_MINUTES}-minute discovery session.`,
  advisoryTitle: 'Your advisory request',
  loanIntro:
    `Applying is free and takes about ${LOAN_APPLICATION_MINUTES} minutes. Tell us about your business and what the loan is for; a financing advisor will contact you within ${REPLY_TIME}. There are no application fees and no penalties.`,
  loanTitle: 'Your loan request',
  mobileNumber: 'Mobile number',
  phoneHint: (digits: number) => `${digits} digits, no spaces or dashes (e.g. 4165550123)`,
  describeNeeds: 'Describe your needs',
  sendMyRequest: 'Send my request',
  service: 'Service',
  subService: 'Sub-service',
  servicesFailed: 'The list of services could not be loaded. Please refresh the page or call us.',
  loadingSubServices: 'Loading the sub-services...',
  subServicesFailed: 'The sub-services could not be loaded. Please refresh the page or call us.',
  newBusiness: 'Is this a new business?',
  startup: 'Is your business a startup?',
  introduceBusiness: 'Introduce your business',
  monthsInBusiness: 'Months in business',
  monthsHint: 'A whole number of months; enter 0 if you have not started yet.',
  amountOfLoan: 'Amount of loan',
  keyPoints: 'Key points of your request',
};

registerFrench(words, () => import('./words.fr'));
