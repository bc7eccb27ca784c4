// Numbers, percentages, money and dates as a reader of the page's language expects them
// (fr-CA: `50 000 $`, `87 %`, `14 septembre 2026`; en-CA: `$50,000`, `87%`, `September 14, 2026`).
// fr-CA's separators are no-break spaces, so a figure never wraps apart from its unit.
//
// Numbers are written here rather than by Intl.NumberFormat (no long task at start,
// docs/decisions/0017-the-first-load.md): the first Intl formatter
// a page creates loads the locale's data, one task of 12 to 35 ms on the test machine that cannot
// be split (four times that on the phones Lighthouse stands for), and the home page's start
// formatted its first figure in the middle of its turns. The output is Intl's, character for
// character: format.test.ts holds both languages to Intl over thousands of values. Figures too large
// for a double's shortest digits to be exact, and NaN or infinities, still go to Intl.
import { langTag, pageLang, type Lang } from './lang';

/** Each language's grouping and decimal signs (fr-CA's group is a no-break space). */
const SIGNS: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u00a0', decimal: ',' },
};

/** Beyond this, a double's shortest digits and ICU's may differ: Intl writes those. */
const EXACT_LIMIT = 1e15;

/** The plain decimal digits of a non-negative finite number, from its shortest form (`1e-7` → `0.0000001`). */
function plainDigits(n: number): string {
  const shortest = String(n);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!exponent) return shortest;
  const [, first = '', rest = '', power = '0'] = exponent;
  const digits = first + rest;
  const point = 1 + Number(power);
  return point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : digits.padEnd(point, '0');
}

/** Adds one to a string of decimal digits (`199` → `200`, `99` → `100`). */
function increment(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const d = Number(digits[i]) + carry;
    carry = d === 10 ? 1 : 0;
    out = String(d % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * `digits` (a plain decimal, shifted `shift` places left, as Intl's percent does) rounded half away
 * from zero to at most `max` fraction digits and padded to `min`: its whole and fraction parts.
 */
function rounded(digits: string, shift: number, min: number, max: number): [string, string] {
  let [whole = '0', fraction = ''] = digits.split('.');
  if (shift > 0) {
    const moved = fraction.padEnd(shift, '0');
    whole = (whole + moved.slice(0, shift)).replace(/^0+(?=\d)/, '');
    fraction = moved.slice(shift);
  }
  if (fraction.length > max) {
    const up = fraction.charCodeAt(max) >= '5'.charCodeAt(0);
    fraction = fraction.slice(0, max);
    if (up) {
      const joined = increment(whole + fraction);
      whole = joined.slice(0, joined.length - max);
      fraction = joined.slice(joined.length - max);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  return [whole, fraction];
}

/** `n` in `lang`'s signs, its sign apart: `[negative, "1 234,5"]`, or undefined when Intl must write it. */
function written(n: number, lang: Lang, min: number, max: number, shift = 0): [boolean, string] | undefined {
  if (!Number.isFinite(n) || Math.abs(n) * 10 ** shift >= EXACT_LIMIT) return undefined;
  const [whole, fraction] = rounded(plainDigits(Math.abs(n)), shift, min, max);
  const { group, decimal } = SIGNS[lang];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  // Intl keeps the minus of a negative number that rounds to zero (and of -0).
  return [n < 0 || Object.is(n, -0), fraction ? `${grouped}${decimal}${fraction}` : grouped];
}

/** Intl, for what `written` leaves to it. */
function byIntl(n: number, lang: Lang, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(langTag(lang), options).format(n);
}

/** A number with the language's grouping and decimal signs: `50 000` / `50,000`, `2,5` / `2.5`. */
export function formatNumber(n: number, lang: Lang = pageLang()): string {
  const parts = written(n, lang, 0, 2);
  if (!parts) return byIntl(n, lang, { maximumFractionDigits: 2 });
  return (parts[0] ? '-' : '') + parts[1];
}

/** A percentage given in percent (87 means 87 %): `87 %` / `87%`. */
export function formatPercent(percent: number, lang: Lang = pageLang()): string {
  // As Intl does: the fraction `percent / 100`, its digits shifted two places.
  const fraction = percent / 100;
  const parts = written(fraction, lang, 0, 2, 2);
  if (!parts) return byIntl(fraction, lang, { style: 'percent', maximumFractionDigits: 2 });
  const [negative, figure] = parts;
  return `${negative ? '-' : ''}${figure}${lang === 'fr' ? '\u00a0%' : '%'}`;
}

/** An amount in Canadian dollars, cents only when there are some: `50 000 $` / `$50,000`, `12,50 $`. */
export function formatMoney(amount: number, lang: Lang = pageLang()): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const parts = written(amount, lang, digits, digits);
  if (!parts) {
    return byIntl(amount, lang, { style: 'currency', currency: 'CAD', minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  const [negative, figure] = parts;
  const sign = negative ? '-' : '';
  return lang === 'fr' ? `${sign}${figure}\u00a0$` : `${sign}$${figure}`;
}

const dates = new Map<Lang, Intl.DateTimeFormat>();

/**
 * The long date of an ISO 8601 date or RFC 3339 time, as written (its date part, whatever the
 * reader's time zone): `14 septembre 2026` / `September 14, 2026`.
 */
export function formatDate(isoDate: string, lang: Lang = pageLang()): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!day) throw new Error(`formatDate: not an ISO date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(langTag(lang), { dateStyle: 'long', timeZone: 'UTC' });
    dates.set(lang, format);
  }
  return format.format(date);
}
