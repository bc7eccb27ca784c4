// The page's language and its words (docs/decisions/0008-a-french-twin-for-every-page.md):
// addresses, fr-CA formats, and the French modules swapped in over the English values, and back.
import * as englishMessages from '@bindings/messages';
import * as frenchMessages from '@bindings/messages.fr';
import * as frenchOptions from '@bindings/options.fr';
import * as frenchConstants from '@bindings/constants.fr';
import { PAGE_WORDS } from '@bindings/pages.fr';
import { JOB_ROLES, ORGANISATION_NAME, PAGES, TYPING_WORDS } from '@bindings';
import { afterEach, describe, expect, it } from 'vitest';
import {
  constants,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  loadLanguage,
  localizedPath,
  messages,
  options,
  pageLang,
  pageWords,
  registerFrench,
  setPageLang,
  splitLangPath,
} from '.';

const NBSP = '\u00a0';

afterEach(() => {
  setPageLang('en');
});

describe('addresses', () => {
  it('puts French pages under /fr and leaves English ones as they are', () => {
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/about', 'fr')).toBe('/fr/about');
    expect(localizedPath('/services/it-solutions/portfolio/Web%20Development', 'fr')).toBe(
      '/fr/services/it-solutions/portfolio/Web%20Development',
    );
    expect(localizedPath('/search?q=pr%C3%AAt', 'fr')).toBe('/fr/search?q=pr%C3%AAt');
    expect(localizedPath('/?x=1', 'fr')).toBe('/fr?x=1');
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/', 'en')).toBe('/');
  });

  it('leaves what is not a site path alone', () => {
    for (const href of ['https://x.com/cedarlinegroup', 'mailto:privacy@cedarline.ca', '#main', '//cdn.example/x']) {
      expect(localizedPath(href, 'fr')).toBe(href);
    }
  });

  it('follows the page language by default', () => {
    expect(pageLang()).toBe('en');
    expect(localizedPath('/contact')).toBe('/contact');
    setPageLang('fr');
    expect(localizedPath('/contact')).toBe('/fr/contact');
  });

  it('splits a site path as core does', () => {
    expect(splitLangPath('/fr')).toEqual({ lang: 'fr', path: '/' });
    expect(splitLangPath('/fr/')).toEqual({ lang: 'fr', path: '/' });
    expect(splitLangPath('/fr/contact/write-us')).toEqual({ lang: 'fr', path: '/contact/write-us' });
    expect(splitLangPath('/fr?q=1')).toEqual({ lang: 'fr', path: '/?q=1' });
    expect(splitLangPath('/french')).toEqual({ lang: 'en', path: '/french' });
    // The prefix is read as a route's fixed word: letter case and escapes (the router then respells it).
    expect(splitLangPath('/FR/about')).toEqual({ lang: 'fr', path: '/about' });
    expect(splitLangPath('/%66r')).toEqual({ lang: 'fr', path: '/' });
    expect(splitLangPath('/fr%2Fabout')).toEqual({ lang: 'en', path: '/fr%2Fabout' });
    expect(splitLangPath('/')).toEqual({ lang: 'en', path: '/' });
  });
});

describe('formats', () => {
  it('writes numbers, percentages and money for fr-CA with no-break spaces', () => {
    expect(formatNumber(50000, 'fr')).toBe(`50${NBSP}000`);
    expect(formatNumber(2.5, 'fr')).toBe('2,5');
    expect(formatPercent(87, 'fr')).toBe(`87${NBSP}%`);
    expect(formatMoney(50000, 'fr')).toBe(`50${NBSP}000${NBSP}$`);
    expect(formatMoney(12.5, 'fr')).toBe(`12,50${NBSP}$`);
  });

  it('writes them for en-CA', () => {
    expect(formatNumber(50000, 'en')).toBe('50,000');
    expect(formatPercent(87, 'en')).toBe('87%');
    expect(formatMoney(50000, 'en')).toBe('$50,000');
    expect(formatMoney(12.5, 'en')).toBe('$12.50');
  });

  it('writes the date as written, in either language', () => {
    expect(formatDate('2026-09-14', 'fr')).toBe('14 septembre 2026');
    expect(formatDate('2026-09-14', 'en')).toBe('September 14, 2026');
    // An RFC 3339 time late in the evening west of UTC is still its own day.
    expect(formatDate('2026-01-01T23:30:00-05:00', 'fr')).toBe('1 janvier 2026');
    expect(() => formatDate('yesterday', 'en')).toThrow('not an ISO date');
  });

  it('follows the page language by default', () => {
    setPageLang('fr');
    expect(formatMoney(1000)).toBe(`1${NBSP}000${NBSP}$`);
  });
});

describe('words', () => {
  it('reads English on an English page without loading French', async () => {
    await loadLanguage();
    expect(messages.LOADING).toBe(englishMessages.LOADING);
    expect(options.JOB_ROLES).toEqual(JOB_ROLES);
    expect(constants.TYPING_WORDS).toEqual(TYPING_WORDS);
    expect(pageWords('about').title).toBe(PAGES.about.title);
  });

  it('swaps in core French on a French page, and back', async () => {
    setPageLang('fr');
    await loadLanguage();
    expect(messages.LOADING).toBe(frenchMessages.LOADING);
    expect(messages.COLLECTION_NOTICE).toBe(frenchMessages.COLLECTION_NOTICE);
    expect(options.JOB_ROLES).toEqual(frenchOptions.JOB_ROLES);
    expect(constants.TYPING_WORDS).toEqual(frenchConstants.TYPING_WORDS);
    expect(constants.ORGANISATION_NAME).toBe(frenchConstants.ORGANISATION_NAME);
    // Every French constant, and only those, is swapped.
    expect(Object.keys(constants).sort()).toEqual(Object.keys(frenchConstants).sort());
    expect(pageWords('about')).toEqual(PAGE_WORDS.about);
    setPageLang('en');
    expect(messages.LOADING).toBe(englishMessages.LOADING);
    expect(constants.ORGANISATION_NAME).toBe(ORGANISATION_NAME);
    expect(pageWords('about').title).toBe(PAGES.about.title);
  });

  it('loads a registered feature’s French words in place, and only on a French page', async () => {
    const words = { heading: 'Our services', cards: (n: number) => `${n} services` };
    let loads = 0;
    registerFrench(words, () => {
      loads += 1;
      return Promise.resolve({ words: { heading: 'Nos services', cards: (n: number) => `${n} services offerts` } });
    });
    await loadLanguage();
    expect(loads).toBe(0);
    expect(words.heading).toBe('Our services');
    setPageLang('fr');
    await loadLanguage();
    expect(words.heading).toBe('Nos services');
    expect(words.cards(3)).toBe('3 services offerts');
    // Loaded once: a second route's load does not import it again.
    await loadLanguage();
    expect(loads).toBe(1);
    setPageLang('en');
    expect(words.cards(3)).toBe('3 services');
    setPageLang('fr');
    expect(words.heading).toBe('Nos services');
  });

  it('has French for every generated message', () => {
    for (const name of Object.keys(englishMessages)) {
      expect(frenchMessages, name).toHaveProperty(name);
    }
  });

  it('holds the interface messages only, not the validators’ (which answer in the page language themselves)', () => {
    expect(messages).toHaveProperty('LOADING');
    expect(messages).toHaveProperty('UPDATES_CONSENT');
    expect(messages).not.toHaveProperty('SELECT_ROLE');
    expect(messages).not.toHaveProperty('RATE_LIMITED');
  });
});
