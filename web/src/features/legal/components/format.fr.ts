// Figures written into the French legal text (fr-CA, OQLF): a count and its unit joined by a
// no-break space, so `30 jours` never wraps apart. Money is lib/i18n's formatMoney (`30 000 $`).
import { formatNumber } from '@/lib/i18n';

/**
 * `2, 'an', 'ans'` → `2 ans`; `1, 'jour', 'jours'` → `1 jour`. French takes the singular when the
 * whole part is 0 or 1 (CLDR's rule for `one`, written here instead of Intl.PluralRules, whose locale
 * data would load at start).
 */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count, 'fr')}\u00a0${Math.trunc(Math.abs(count)) <= 1 ? singular : plural}`;
}
