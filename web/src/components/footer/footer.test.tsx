// @vitest-environment jsdom
// The footer: persona articles, contact and legal links, social profiles, the Brampton address
// and the 2021 copyright line.
import { BRAMPTON_ADDRESS, COPYRIGHT_YEAR, ORGANISATION_NAME, SOCIAL_PROFILES, TOLL_FREE_NUMBER } from '@bindings';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import * as frenchConstants from '@bindings/constants.fr';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInFrench, switchToEnglish } from '@/testing/french';
import { Footer } from './footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
const hrefs = (container: HTMLElement) => within(container).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('Footer', () => {
  it('links the five personas to their blog articles', () => {
    renderFooter();
    expect(hrefs(screen.getByRole('navigation', { name: 'I am' }))).toEqual([
      '/blog/professional',
      '/blog/woman-entrepreneur',
      '/blog/newcomer-entrepreneur',
      '/blog/technology-entrepreneur',
      '/blog/supplier',
    ]);
  });

  it('has the contact links, with the toll-free number, and the legal links', () => {
    renderFooter();
    const contact = hrefs(screen.getByRole('navigation', { name: 'Contact us' }));
    expect(contact).toContain('/contact/write-us');
    expect(contact).toContain('/contact/terms-of-use/write-us');
    expect(screen.getByRole('link', { name: TOLL_FREE_NUMBER }).getAttribute('href')).toBe('tel:18005550199');
    expect(hrefs(screen.getByRole('navigation', { name: 'Legal' }))).toEqual([
      '/contact/terms-of-use',
      '/contact/privacy-policy',
      '/contact/Confidentiality',
      '/contact/security',
      '/contact/transparency',
      '/contact/accessibility',
    ]);
    expect(hrefs(screen.getByRole('navigation', { name: 'Quick links' })).length).toBeGreaterThan(3);
  });

  it('links the four social profiles with names, safely in a new tab', () => {
    renderFooter();
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL_PROFILES.map(([, href]) => href));
    for (const [index, link] of links.entries()) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('aria-label')).toContain(SOCIAL_PROFILES[index]?.[0]);
    }
  });

  it('gives the Brampton postal address in an address element', () => {
    const { container } = renderFooter();
    const address = container.querySelector('address');
    expect(address).not.toBeNull();
    for (const line of BRAMPTON_ADDRESS) expect(address?.textContent).toContain(line);
    expect(address?.textContent).toContain('Brampton');
  });

  it('ends with the 2021 copyright line', () => {
    renderFooter();
    expect(COPYRIGHT_YEAR).toBe(2021);
    const line = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent.startsWith('©'));
    expect(line.textContent).toContain(`© 2021 ${ORGANISATION_NAME}`);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('Footer in French', () => {
  afterAll(switchToEnglish);

  it('names its columns and links in French, under /fr, with the French address and organisation name', async () => {
    await renderInFrench(
      <MemoryRouter basename="/fr" initialEntries={['/fr']}>
        <Footer />
      </MemoryRouter>,
    );
    expect(hrefs(screen.getByRole('navigation', { name: 'Je suis' }))[0]).toBe('/fr/blog/professional');
    const personas = within(screen.getByRole('navigation', { name: 'Je suis' })).getAllByRole('link');
    expect(personas.map((link) => link.textContent)).toEqual(frenchConstants.PERSONAS.map(([, name]) => name));
    const legal = screen.getByRole('navigation', { name: 'Mentions légales' });
    expect(within(legal).getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/fr/contact/privacy-policy');
    const quick = screen.getByRole('navigation', { name: 'Liens rapides' });
    expect(within(quick).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr');
    const address = screen.getByRole('contentinfo').querySelector('address')?.textContent ?? '';
    expect(address).toContain(frenchConstants.ORGANISATION_NAME);
    expect(address).toContain(frenchConstants.BRAMPTON_ADDRESS[1]);
    expect(screen.getByText(/Tous droits réservés\./).textContent).toBe(`© ${COPYRIGHT_YEAR} ${frenchConstants.ORGANISATION_NAME}. Tous droits réservés.`);
    expect(screen.getByRole('list', { name: 'Suivez-nous' })).toBeTruthy();
  });
});
