// Figures written into the legal text, formatted for Canadian English.
const numberFormat = new Intl.NumberFormat('en-CA');

/** `30000` → `30,000 CAD`. */
export function formatCad(amount: number): string {
  return `${numberFormat.format(amount)} CAD`;
}

/** `2, 'year'` → `2 years`; `1, 'day'` → `1 day`. */
export function formatCount(count: number, unit: string): string {
  return `${numberFormat.format(count)} ${unit}${count === 1 ? '' : 's'}`;
}
