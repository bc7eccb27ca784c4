// @vitest-environment jsdom
// The French accessibility statement: the standard named as Quebec and Ontario name it, the site
// said bilingual, and the ways and time to answer feedback.
import { screen, within } from '@testing-library/react';
import {
  ACCESSIBILITY_EMAIL,
  ACCESSIBILITY_REPLY_BUSINESS_DAYS,
  PAGES,
  TOLL_FREE_NUMBER,
  WCAG_AIMED_FOR,
  WCAG_LEVEL,
  WCAG_REQUIRED_IN_ONTARIO,
} from '@bindings';
import { describe, expect, it } from 'vitest';
import AccessibilityPageFr from './accessibility-page.fr';
import { renderFrenchPage } from './testing/french-pages';
import { withFrench } from '@/testing/french';

const NBSP = '\u00a0';
const region = (name: string) => screen.getByRole('region', { name });

describe('AccessibilityPageFr', () => {
  withFrench();

  it('states the standard aimed for, what was done, and that the site is bilingual', async () => {
    const container = await renderFrenchPage(<AccessibilityPageFr />, PAGES.accessibility.path);
    const commitment = region('Notre engagement').textContent;
    expect(commitment).toContain(`WCAG) ${WCAG_AIMED_FOR} niveau ${WCAG_LEVEL}`);
    expect(commitment).toContain('Loi sur l’accessibilité pour les personnes handicapées de l’Ontario (LAPHO)');
    // Ontario's regulation names its own version: the page says which, and that the site aims higher.
    expect(commitment).toContain(`(Règl. de l’Ont. 191/11) exigent les WCAG ${WCAG_REQUIRED_IN_ONTARIO} niveau ${WCAG_LEVEL}`);
    const done = region('Ce que nous avons fait').textContent;
    for (const topic of ['Clavier', 'Lecteurs d’écran', 'Mouvement réduit', 'Contraste', 'Langues']) expect(done).toContain(`${topic}${NBSP}:`);
    expect(done).toContain('chaque page existe en français et en anglais');
    expect(region('Limites connues').textContent).not.toMatch(/anglais seulement|English only/);
    expect(container.textContent).toContain(`Dernière mise à jour${NBSP}: 24 novembre 2026`);
  });

  it('gives three ways to send feedback and when we answer', async () => {
    await renderFrenchPage(<AccessibilityPageFr />, PAGES.accessibility.path);
    const feedback = within(region('Faites-nous part de vos commentaires'));
    expect(feedback.getByRole('link', { name: ACCESSIBILITY_EMAIL }).getAttribute('href')).toBe(`mailto:${ACCESSIBILITY_EMAIL}`);
    expect(feedback.getByRole('link', { name: TOLL_FREE_NUMBER }).getAttribute('href')).toBe('tel:+18005550199');
    expect(feedback.getByRole('link', { name: 'formulaire de message' }).getAttribute('href')).toBe(`/fr${PAGES.helpMessage.path}`);
    expect(region('Faites-nous part de vos commentaires').textContent).toContain(
      `dans un délai de ${ACCESSIBILITY_REPLY_BUSINESS_DAYS}${NBSP}jours ouvrables`,
    );
    expect(region('Formats de substitution').textContent).toContain('gros caractères');
  });
});
