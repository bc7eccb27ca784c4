// The contact pages' words (hub, Write us, Send us a message), in English; words.fr.ts holds their
// French twins (lib/i18n). Page names come from core's inventory (pageWords).
import { registerFrench } from '@/lib/i18n';
import { REPLY_TIME } from '@/lib/reply-time';

export const words = {
  hubSubtitle: 'Our advisors answer in English and French.',
  writeUsText: `Tell us about your project and an advisor will contact you, within ${REPLY_TIME}.`,
  messageText: 'A question about your file, our website or our terms of use? Send a short message to our client service.',
  callUs: 'Call us',
  tollFree: 'Toll-free:',
  mainLine: 'Main line:',
  ourOffices: 'Our offices',
  headOffice: 'Head office, Montreal',
  bramptonBranch: 'Brampton branch',
  legalInformation: 'Legal information',
  writeUsIntro:
    `Tell us a little about yourself and your business, and an advisor will get back to you within ${REPLY_TIME}. We answer in English or in French, whichever you prefer.`,
  writeUsFormTitle: 'Send us your request',
  termsAndPrivacy: 'Terms and privacy',
  messageIntro:
    'A question about our terms of use, your personal information or your client space? Write to us and the right person on our team will reply by email or by phone.',
  yourMessage: 'Your message',
  fullName: 'Full name',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  sendMessage: 'Send message',
};

registerFrench(words, () => import('./words.fr'));
