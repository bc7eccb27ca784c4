// Figures written into the French legal text (fr-CA, OQLF): a count and its unit joined by a
// no-break space, so `30 jours` never wraps apart. Money is lib/i18n's formatMoney (`30 000 $`).
import { formatNumber } from '@/lib/i18n';

const plurals = new Intl.PluralRules('fr-CA');

/** `2, 'an', 'ans'` → `2 ans`; `1, 'jour', 'jours'` → `1 jour` (French: 0 and 1 take the singular). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${formatNumber(count, 'fr')}\u00a0${plurals.select(count) === 'one' ? singular : plural}`;
}
