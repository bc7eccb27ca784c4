// The hand-written number formats (format.ts) against Intl.NumberFormat, which they replace at
// start: the same characters in en-CA and fr-CA for every kind of value the site could show and
// the awkward ones (halves at the rounding digit, carries, tiny and huge values, -0, NaN).
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './format';
import type { Lang } from './lang';

const TAG: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };

const intlNumber = (n: number, lang: Lang) => new Intl.NumberFormat(TAG[lang], { maximumFractionDigits: 2 }).format(n);
const intlPercent = (p: number, lang: Lang) =>
  new Intl.NumberFormat(TAG[lang], { style: 'percent', maximumFractionDigits: 2 }).format(p / 100);
const intlMoney = (amount: number, lang: Lang) => {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(TAG[lang], {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
};

/** A seeded generator (mulberry32): the same values on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function values(): number[] {
  const next = random(26);
  const out = [0, -0, 1, -1, 0.5, 0.005, 0.015, 0.125, 1.005, 2.675, 9.995, 99.995, 999.995, 999_999.995, 1e-7, 5e-3, 4.9999e-3];
  out.push(1000, 9999, 10_000, 50_000, 999_999, 1_000_000, 123_456_789, 1e14, 999_999_999_999_999, 1e15, 1.2345678901234568e25, 1e21);
  out.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE);
  for (let i = 0; i < 2000; i++) {
    const scale = 10 ** Math.floor(next() * 12);
    const decimals = Math.floor(next() * 5);
    const sign = next() < 0.2 ? -1 : 1;
    out.push(sign * Number((next() * scale).toFixed(decimals)));
    // A half at the rounding digit, where rounding modes differ.
    out.push(sign * (Math.floor(next() * scale) + Math.floor(next() * 100) / 100 + 0.005));
  }
  return out;
}

describe('number formats written by hand, as Intl writes them', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`formatNumber in ${TAG[lang]}`, () => {
      for (const n of values()) expect(formatNumber(n, lang), String(n)).toBe(intlNumber(n, lang));
    });
    it(`formatPercent in ${TAG[lang]}`, () => {
      for (const n of values()) expect(formatPercent(n, lang), String(n)).toBe(intlPercent(n, lang));
    });
    it(`formatMoney in ${TAG[lang]}`, () => {
      for (const n of values()) expect(formatMoney(n, lang), String(n)).toBe(intlMoney(n, lang));
    });
  }
});
