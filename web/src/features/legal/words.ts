// The legal pages' interface words: the frame every legal page shares (its table of contents,
// the menu of legal pages, the date of the version), the contact block, and the label under which
// the privacy policy lists each field a lead form collects. The pages' prose lives in each page
// and its French twin (`*-page.fr.tsx`); these words are swapped for `words.fr.ts` on French pages.
import type { LEAD_FORMS, LeadFormField } from '@bindings';
import { registerFrench } from '@/lib/i18n';

/** A lead form's kind, as core's inventory names it (`contact`, `help`, `advisory`, `loan`). */
export type LeadFormKind = (typeof LEAD_FORMS)[number]['kind'];

export const words = {
  /** The table of contents' heading (also its landmark's name). */
  onThisPage: 'On this page',
  /** The menu of the legal pages, under the table of contents. */
  legalPages: 'Legal pages',
  /** `date` is already written out in the page's language. */
  lastUpdated: (date: string) => `Last updated: ${date}`,
  byPhone: 'By phone, toll-free:',
  byMail: 'By mail, at our head office:',
  /** What a field of a lead form is called in the privacy policy: in English, the form's own label (core's). */
  leadFieldLabel: (_kind: LeadFormKind, field: LeadFormField): string => field.label,
};

registerFrench(words, () => import('./words.fr'));
