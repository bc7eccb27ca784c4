// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import {
  MONTREAL_HEAD_OFFICE_ADDRESS,
  PERSONAL_DATA_RETENTION_YEARS,
  REPORTS_AVAILABLE_WITHIN_DAYS,
  SMALL_SUPPLIER_THRESHOLD_CAD,
  TOLL_FREE_NUMBER,
} from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import TermsOfUsePage from './terms-of-use-page';

const ANCHORS = [
  'About our online services',
  'Your obligations',
  'Our obligations',
  'Exclusion of our liability',
  'About these Terms of use',
  'How to contact us',
];

function renderPage() {
  const { container } = render(
    <MemoryRouter initialEntries={['/contact/terms-of-use']}>
      <TermsOfUsePage />
    </MemoryRouter>,
  );
  return container;
}

describe('Terms of use', () => {
  it('has a table of contents with the six anchors, each pointing at its section', () => {
    const container = renderPage();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ANCHORS);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const section = container.querySelector(href);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('writes the business constants into the terms, formatted', () => {
    const container = renderPage();
    const text = container.textContent;
    expect(PERSONAL_DATA_RETENTION_YEARS).toBe(2);
    expect(text).toContain(`at least ${PERSONAL_DATA_RETENTION_YEARS} years`);
    expect(text).toContain(`within ${REPORTS_AVAILABLE_WITHIN_DAYS} days of the end of that month`);
    expect(text).toContain(`${SMALL_SUPPLIER_THRESHOLD_CAD.toLocaleString('en-CA')} CAD over the last four calendar quarters`);
    expect(text).toContain('30,000 CAD');
  });

  it('publishes the toll-free line, the Montreal head office and the client space link', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: 'How to contact us' });
    expect(within(contact).getByRole('link', { name: TOLL_FREE_NUMBER }).getAttribute('href')).toBe('tel:+18005550199');
    const address = contact.querySelector('address');
    for (const line of MONTREAL_HEAD_OFFICE_ADDRESS) expect(address?.textContent).toContain(line);
    const clientSpace = screen.getAllByRole('link', { name: 'client space' });
    expect(clientSpace.length).toBeGreaterThan(0);
    for (const link of clientSpace) expect(link.getAttribute('href')).toBe('/contact/terms-of-use/client-space');
  });
});
