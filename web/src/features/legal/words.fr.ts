// The legal pages' interface words in French (Quebec), loaded on French pages only; with the
// French label of every field the lead forms collect, for the privacy policy's list.
import type { LeadFormField } from '@bindings';
import type { LeadFormKind, words as English } from './words';

/**
 * The French label of each lead-form field, by field name (core's inventory, bindings/lead_forms.ts).
 * A name that carries a different English label in one form (`phone`: « Phone » on the help form,
 * « Mobile number » on the request forms) has a `kind.name` entry for that form as well.
 * privacy-policy-page.fr.test.tsx fails when a field has none.
 */
export const LEAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  // Who you are and how to reach you
  firstName: 'Prénom',
  lastName: 'Nom de famille',
  name: 'Nom complet',
  email: 'Courriel',
  telephone: 'Téléphone',
  phone: 'Téléphone',
  'advisory.phone': 'Numéro de cellulaire',
  'loan.phone': 'Numéro de cellulaire',
  job_role: 'Votre fonction',
  source_of_info: 'Comment avez-vous entendu parler de nous?',
  source: 'Comment avez-vous entendu parler de nous?',
  // Your business
  company_name: 'Nom de l’entreprise',
  city: 'Ville',
  state: 'Province ou territoire',
  address: 'Adresse',
  pin: 'Code postal',
  website: 'Site Web',
  sale_range: 'Chiffre d’affaires annuel brut',
  age: 'Nombre de mois d’activité',
  is_startup: 'Votre entreprise est-elle en démarrage?',
  fresh_business: 'S’agit-il d’une nouvelle entreprise?',
  // Your request
  query_message: 'Comment pouvons-nous vous aider?',
  subject: 'Objet',
  message: 'Message',
  parent_service: 'Service',
  child_service: 'Sous-service',
  description: 'Décrivez vos besoins',
  amount_of_loan: 'Montant du prêt',
  key_points: 'Points clés de votre demande',
  introduction: 'Présentez votre entreprise',
  // The updates box (listed with consent rather than as a field, but named all the same)
  want_updates: 'Souhaite recevoir nos nouvelles',
  wants_updates: 'Souhaite recevoir nos nouvelles',
};

/** The French label of `field` on the `kind` form, or undefined when LEAD_FIELD_LABELS lacks it. */
export function frenchLeadFieldLabel(kind: LeadFormKind, name: string): string | undefined {
  return LEAD_FIELD_LABELS[`${kind}.${name}`] ?? LEAD_FIELD_LABELS[name];
}

export const words: typeof English = {
  onThisPage: 'Sur cette page',
  legalPages: 'Pages juridiques',
  lastUpdated: (date: string) => `Dernière mise à jour\u00a0: ${date}`,
  byPhone: 'Par téléphone, sans frais\u00a0:',
  byMail: 'Par la poste, à notre siège social\u00a0:',
  // The English label stands in only if a new field reached core before its French label reached
  // LEAD_FIELD_LABELS; privacy-policy-page.fr.test.tsx fails in that case.
  leadFieldLabel: (kind: LeadFormKind, field: LeadFormField) => frenchLeadFieldLabel(kind, field.name) ?? field.label,
};
