// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import {
  ACCESSIBILITY_EMAIL,
  ACCESSIBILITY_REPLY_BUSINESS_DAYS,
  PAGES,
  TOLL_FREE_NUMBER,
  WCAG_AIMED_FOR,
  WCAG_LEVEL,
  WCAG_REQUIRED_IN_ONTARIO,
} from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import AccessibilityPage from './accessibility-page';

const HEADINGS = ['Our commitment', 'What we have done', 'Known limitations', 'Give us feedback', 'Alternate formats'];

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[PAGES.accessibility.path]}>
      <AccessibilityPage />
    </MemoryRouter>,
  ).container;
}

describe('AccessibilityPage', () => {
  it('has one h1 and a section (h2 with an anchor) per topic', () => {
    const container = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGES.accessibility.title);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(HEADINGS);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href') ?? '');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('states the standard aimed for and what was done', () => {
    renderPage();
    const commitment = screen.getByRole('region', { name: 'Our commitment' }).textContent;
    expect(commitment).toContain(`WCAG) ${WCAG_AIMED_FOR} at level ${WCAG_LEVEL}`);
    // Ontario's law names its own version: the page says which, and that the site aims higher.
    expect(commitment).toContain(`(O. Reg. 191/11) require WCAG ${WCAG_REQUIRED_IN_ONTARIO} at level ${WCAG_LEVEL}`);
    expect(commitment).toContain('AODA');
    const done = screen.getByRole('region', { name: 'What we have done' }).textContent;
    for (const topic of ['Keyboard:', 'Screen readers:', 'Reduced motion:', 'Contrast:']) expect(done).toContain(topic);
    // The site is bilingual (docs/decisions/0008-a-french-twin-for-every-page.md): said among what
    // was done, no longer a limitation.
    expect(done).toContain('Languages: every page is available in English and in French');
    expect(screen.getByRole('region', { name: 'Known limitations' }).textContent).not.toContain('English only');
  });

  it('gives three ways to send feedback and when we answer', () => {
    renderPage();
    const feedback = within(screen.getByRole('region', { name: 'Give us feedback' }));
    expect(feedback.getByRole('link', { name: ACCESSIBILITY_EMAIL }).getAttribute('href')).toBe(`mailto:${ACCESSIBILITY_EMAIL}`);
    expect(feedback.getByRole('link', { name: TOLL_FREE_NUMBER }).getAttribute('href')).toBe('tel:+18005550199');
    expect(feedback.getByRole('link', { name: 'message form' }).getAttribute('href')).toBe(PAGES.helpMessage.path);
    expect(screen.getByRole('region', { name: 'Give us feedback' }).textContent).toContain(
      `within ${ACCESSIBILITY_REPLY_BUSINESS_DAYS} business days`,
    );
    expect(screen.getByRole('region', { name: 'Alternate formats' }).textContent).toContain('large print');
  });
});
