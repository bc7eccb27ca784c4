// @vitest-environment jsdom
// The French terms of use: core's figures written for fr-CA (`30 000 $`), the French head office,
// and links that stay under /fr.
import { screen, within } from '@testing-library/react';
import { PAGES, PERSONAL_DATA_RETENTION_YEARS, REPORTS_AVAILABLE_WITHIN_DAYS, TOLL_FREE_NUMBER } from '@bindings';
import { MONTREAL_HEAD_OFFICE_ADDRESS, ORGANISATION_NAME } from '@bindings/constants.fr';
import { describe, expect, it } from 'vitest';
import TermsOfUsePageFr from './terms-of-use-page.fr';
import { renderFrenchPage } from './testing/french-pages';
import { withFrench } from '@/testing/french';

const NBSP = '\u00a0';
const renderPage = () => renderFrenchPage(<TermsOfUsePageFr />, PAGES.termsOfUse.path);

describe('TermsOfUsePageFr', () => {
  withFrench();

  it('writes the business constants into the terms, formatted for fr-CA', async () => {
    const text = (await renderPage()).textContent;
    expect(text).toContain(`seuil de petit fournisseur de 30${NBSP}000${NBSP}$ au cours des quatre derniers trimestres civils`);
    expect(text).toContain(`pendant au moins ${PERSONAL_DATA_RETENTION_YEARS}${NBSP}ans après notre dernière interaction`);
    expect(text).toContain(`dans les ${REPORTS_AVAILABLE_WITHIN_DAYS}${NBSP}jours suivant la fin de ce mois`);
    expect(text).toContain(`offerts par le ${ORGANISATION_NAME} et ses filiales`);
    expect(text).toContain('Revenu Québec');
  });

  it('publishes the toll-free line, the head office in French and the client space under /fr', async () => {
    await renderPage();
    const contact = screen.getByRole('region', { name: 'Pour nous joindre' });
    expect(contact.textContent).toContain(`Par téléphone, sans frais${NBSP}:`);
    expect(within(contact).getByRole('link', { name: TOLL_FREE_NUMBER }).getAttribute('href')).toBe('tel:+18005550199');
    const address = contact.querySelector('address')?.textContent ?? '';
    for (const line of [ORGANISATION_NAME, ...MONTREAL_HEAD_OFFICE_ADDRESS]) expect(address).toContain(line);
    const clientSpace = screen.getAllByRole('link', { name: 'espace client' });
    expect(clientSpace).toHaveLength(2);
    for (const link of clientSpace) expect(link.getAttribute('href')).toBe('/fr/contact/terms-of-use/client-space');
    expect(within(contact).getByRole('link', { name: 'nous envoyer un message' }).getAttribute('href')).toBe(`/fr${PAGES.helpMessage.path}`);
  });
});
