// Figures written into the legal text, formatted for Canadian English (lib/i18n's formats, which
// load no Intl data at start).
import { formatNumber } from '@/lib/i18n';

/** `30000` → `30,000 CAD`. */
export function formatCad(amount: number): string {
  return `${formatNumber(amount, 'en')} CAD`;
}

/** `2, 'year'` → `2 years`; `1, 'day'` → `1 day`. */
export function formatCount(count: number, unit: string): string {
  return `${formatNumber(count, 'en')} ${unit}${count === 1 ? '' : 's'}`;
}
