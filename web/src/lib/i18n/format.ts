// Numbers, percentages, money and dates as a reader of the page's language expects them
// (fr-CA: `50 000 $`, `87 %`, `14 septembre 2026`; en-CA: `$50,000`, `87%`, `September 14, 2026`).
// Intl's fr-CA separators are no-break spaces, so a figure never wraps apart from its unit.
import { langTag, pageLang, type Lang } from './lang';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: Lang, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}:${kind}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(langTag(lang), options);
    cache.set(key, format);
  }
  return format;
}

/** A number with the language's grouping and decimal signs: `50 000` / `50,000`, `2,5` / `2.5`. */
export function formatNumber(n: number, lang: Lang = pageLang()): string {
  return numberFormat(lang, 'number', { maximumFractionDigits: 2 }).format(n);
}

/** A percentage given in percent (87 means 87 %): `87 %` / `87%`. */
export function formatPercent(percent: number, lang: Lang = pageLang()): string {
  return numberFormat(lang, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** An amount in Canadian dollars, cents only when there are some: `50 000 $` / `$50,000`, `12,50 $`. */
export function formatMoney(amount: number, lang: Lang = pageLang()): string {
  const whole = Number.isInteger(amount);
  return numberFormat(lang, whole ? 'money' : 'cents', {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * The long date of an ISO 8601 date or RFC 3339 time, as written (its date part, whatever the
 * reader's time zone): `14 septembre 2026` / `September 14, 2026`.
 */
export function formatDate(isoDate: string, lang: Lang = pageLang()): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!day) throw new Error(`formatDate: not an ISO date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const key = `${lang}:date`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(langTag(lang), { dateStyle: 'long', timeZone: 'UTC' });
    cache.set(key, format);
  }
  return format.format(date);
}
