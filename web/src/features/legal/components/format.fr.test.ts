// French counts choose singular or plural as CLDR's fr-CA rules do (Intl.PluralRules, which the
// page no longer loads at start).
import { describe, expect, it } from 'vitest';
import { formatCount } from './format.fr';

describe('formatCount in French', () => {
  it('takes the singular exactly where Intl.PluralRules says one', () => {
    const rules = new Intl.PluralRules('fr-CA');
    for (const count of [0, 0.5, 1, 1.5, 1.99, 2, 2.5, 3, 10, 30, 100, 1_000_000, 2_000_000]) {
      const expected = rules.select(count) === 'one' ? 'jour' : 'jours';
      expect(formatCount(count, 'jour', 'jours'), String(count)).toMatch(new RegExp(`\u00a0${expected}$`));
    }
  });

  it('joins the figure and its unit with a no-break space', () => {
    expect(formatCount(30, 'jour', 'jours')).toBe('30\u00a0jours');
    expect(formatCount(1, 'an', 'ans')).toBe('1\u00a0an');
  });
});
