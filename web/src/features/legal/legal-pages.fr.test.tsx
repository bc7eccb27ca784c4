// @vitest-environment jsdom
// The legal pages' French twins (docs/decisions/0008-a-french-twin-for-every-page.md): each renders
// one h1, its French title from core's inventory, the same section ids as its English page (so an
// anchor works in both languages), a table of contents pointing at them, links that stay under /fr,
// and OQLF typography.
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MONTREAL_HEAD_OFFICE_ADDRESS as ENGLISH_ADDRESS, PAGES, type PageKey } from '@bindings';
import { MONTREAL_HEAD_OFFICE_ADDRESS, ORGANISATION_NAME } from '@bindings/constants.fr';
import { PAGE_WORDS } from '@bindings/pages.fr';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import AccessibilityPage from './accessibility-page';
import AccessibilityPageFr from './accessibility-page.fr';
import ClientSpacePageFr from './client-space-page.fr';
import ConfidentialityPage from './confidentiality-page';
import ConfidentialityPageFr from './confidentiality-page.fr';
import PrivacyPolicyPage from './privacy-policy-page';
import PrivacyPolicyPageFr from './privacy-policy-page.fr';
import SecurityPage from './security-page';
import SecurityPageFr from './security-page.fr';
import TermsOfUsePage from './terms-of-use-page';
import TermsOfUsePageFr from './terms-of-use-page.fr';
import TransparencyPage from './transparency-page';
import TransparencyPageFr from './transparency-page.fr';
import { expectFrenchTypography, renderFrenchPage } from './testing/french-pages';
import { switchToEnglish } from '@/testing/french';

const TWINS: [PageKey, ComponentType, ComponentType][] = [
  ['termsOfUse', TermsOfUsePage, TermsOfUsePageFr],
  ['privacyPolicy', PrivacyPolicyPage, PrivacyPolicyPageFr],
  ['confidentiality', ConfidentialityPage, ConfidentialityPageFr],
  ['security', SecurityPage, SecurityPageFr],
  ['transparency', TransparencyPage, TransparencyPageFr],
  ['accessibility', AccessibilityPage, AccessibilityPageFr],
];

/** The ids of the English page's sections, rendered in English. */
function englishSectionIds(Page: ComponentType, key: PageKey): string[] {
  switchToEnglish();
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[PAGES[key].path]}>
      <Page />
    </MemoryRouter>,
  );
  const ids = [...container.querySelectorAll('section')].map((section) => section.id);
  unmount();
  return ids;
}

afterEach(switchToEnglish);

describe.each(TWINS)('the French twin of %s', (key, EnglishPage, FrenchPage) => {
  it('has one h1, its French title, and the English page’s section ids behind its table of contents', async () => {
    const ids = englishSectionIds(EnglishPage, key);
    expect(ids.length).toBeGreaterThan(0);
    const container = await renderFrenchPage(<FrenchPage />, PAGES[key].path);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]?.textContent).toBe(PAGE_WORDS[key].title);
    expect(PAGE_WORDS[key].title).not.toBe(PAGES[key].title);
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual(ids);
    const links = within(screen.getByRole('navigation', { name: 'Sur cette page' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `#${id}`));
    for (const link of links) {
      const section = container.querySelector(link.getAttribute('href') ?? '');
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('links to the other legal pages by their French names, under /fr', async () => {
    await renderFrenchPage(<FrenchPage />, PAGES[key].path);
    const legal = screen.getByRole('navigation', { name: 'Pages juridiques' });
    const current = within(legal).getByRole('link', { name: PAGE_WORDS[key].crumb });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe(`/fr${PAGES[key].path}`);
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/')) expect(href).toMatch(/^\/fr\//);
    }
  });

  it('is written in French with OQLF typography', async () => {
    const container = await renderFrenchPage(<FrenchPage />, PAGES[key].path);
    expectFrenchTypography(container.textContent);
  });
});

describe('the French client space', () => {
  it('has one h1, its French title, the head office in French and links under /fr', async () => {
    const container = await renderFrenchPage(<ClientSpacePageFr />, PAGES.clientSpace.path);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((heading) => heading.textContent)).toEqual([PAGE_WORDS.clientSpace.title]);
    const address = container.querySelector('address')?.textContent ?? '';
    expect(address).toContain(ORGANISATION_NAME);
    for (const line of MONTREAL_HEAD_OFFICE_ADDRESS) expect(address).toContain(line);
    expect(address).not.toContain(ENGLISH_ADDRESS[1]);
    expect(screen.getByRole('link', { name: 'conditions d’utilisation' }).getAttribute('href')).toBe(`/fr${PAGES.termsOfUse.path}`);
    expect(screen.getByRole('link', { name: 'pratiques de sécurité' }).getAttribute('href')).toBe(`/fr${PAGES.security.path}`);
    expectFrenchTypography(container.textContent);
  });
});
