// @vitest-environment jsdom
// The French privacy policy: every field of every lead form listed under its French label (a new
// field in core without one fails here), core's French consent texts quoted, the figures and the
// commissioners' French names.
import { screen, within } from '@testing-library/react';
import {
  LEAD_FORMS,
  FUNNEL_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  PAGES,
  PRIVACY_OFFICER_EMAIL,
  PRIVACY_REQUEST_REPLY_DAYS,
  WITHDRAWN_SUBSCRIPTION_KEPT_YEARS,
} from '@bindings';
import { PRIVACY_OFFICER_TITLE } from '@bindings/constants.fr';
import { SUBSCRIBE_CONSENT, UPDATES_CONSENT } from '@bindings/messages.fr';
import { PAGE_WORDS } from '@bindings/pages.fr';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPageFr from './privacy-policy-page.fr';
import { renderFrenchPage } from './testing/french-pages';
import { frenchLeadFieldLabel } from './words.fr';
import { words as formWords } from '@/components/forms/words.fr';
import { withFrench } from '@/testing/french';

const NBSP = '\u00a0';
const section = (name: string) => screen.getByRole('region', { name });
const renderPage = () => renderFrenchPage(<PrivacyPolicyPageFr />, PAGES.privacyPolicy.path);

describe('the French label of each lead-form field', () => {
  it('exists for every field of every form in core’s inventory', () => {
    const missing = LEAD_FORMS.flatMap((form) =>
      form.fields.filter((field) => frenchLeadFieldLabel(form.kind, field.name) === undefined).map((field) => `${form.kind}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the label the French form shows for the same field (« Nom de famille », not « Nom »)', () => {
    // the field's name in core, and the key of its label in the forms' words
    const shown: [string, keyof typeof formWords][] = [
      ['firstName', 'firstName'],
      ['lastName', 'lastName'],
      ['telephone', 'telephone'],
      ['job_role', 'yourRole'],
      ['email', 'email'],
      ['source_of_info', 'howDidYouHear'],
      ['company_name', 'companyName'],
      ['website', 'website'],
      ['address', 'address'],
      ['city', 'city'],
      ['state', 'province'],
      ['pin', 'postalCode'],
      ['sale_range', 'annualSales'],
      ['query_message', 'howCanWeHelp'],
    ];
    for (const [name, key] of shown) expect(frenchLeadFieldLabel('contact', name), name).toBe(formWords[key]);
  });

  it('keeps apart what the English keeps apart (one name, two English labels, two French ones)', () => {
    const fields = LEAD_FORMS.flatMap((form) => form.fields.map((field) => ({ kind: form.kind, ...field })));
    for (const a of fields) {
      for (const b of fields) {
        if (a.name === b.name && a.label !== b.label) {
          expect(frenchLeadFieldLabel(a.kind, a.name), `${a.kind}.${a.name} / ${b.kind}.${b.name}`).not.toBe(
            frenchLeadFieldLabel(b.kind, b.name),
          );
        }
      }
    }
  });
});

describe('PrivacyPolicyPageFr', () => {
  withFrench();

  it('lists every field of every form under its French label, with a link to the form, and the newsletter’s', async () => {
    await renderPage();
    const items = within(section('Ce que nous recueillons et pourquoi')).getAllByRole('listitem');
    expect(items).toHaveLength(LEAD_FORMS.length + 1);
    for (const [index, form] of LEAD_FORMS.entries()) {
      const text = items[index]?.textContent ?? '';
      const labels = form.fields.filter((field) => field.name !== form.updatesField).map((field) => frenchLeadFieldLabel(form.kind, field.name));
      expect(text).toContain(`${NBSP}: ${labels.join(', ')}`);
      expect(text).toContain('Nous nous en servons pour');
      if (form.updatesField !== null) expect(text).toContain('et votre choix de recevoir ou non nos infolettres et nos offres');
    }
    const links = items.map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [PAGES.writeUs, PAGES.helpMessage, PAGES.advisoryRequest, PAGES.loanRequest, PAGES.newsletters].map((page) => `/fr${page.path}`),
    );
    expect(links.map((link) => link.textContent).slice(0, 4)).toEqual(
      (['writeUs', 'helpMessage', 'advisoryRequest', 'loanRequest'] as const).map((key) => PAGE_WORDS[key].crumb),
    );
    // A help-form phone and a request-form mobile number are told apart, as in English.
    expect(items[1]?.textContent).toContain('Téléphone');
    expect(items[2]?.textContent).toContain('Numéro de cellulaire');
  });

  it('names the person in charge and the date of this version in French', async () => {
    const container = await renderPage();
    const officer = section('Qui est responsable de vos renseignements');
    expect(officer.textContent).toContain(`${PRIVACY_OFFICER_TITLE}, par courriel${NBSP}:`);
    // Mid-sentence the title takes no capital.
    expect(officer.textContent).toContain('Notre responsable de la protection des renseignements personnels veille');
    expect(within(officer).getByRole('link', { name: PRIVACY_OFFICER_EMAIL }).getAttribute('href')).toBe(`mailto:${PRIVACY_OFFICER_EMAIL}`);
    expect(container.textContent).toContain(`Dernière mise à jour${NBSP}: 24 novembre 2026`);
    expect(container.textContent).toContain('(LPRPDE)');
    expect(container.textContent).toContain('Loi\u00a025');
    expect(container.textContent).toContain('(LCAP)');
    expect(container.textContent).toContain('Elle est publiée en français et en anglais');
  });

  it('quotes core’s French consent texts', async () => {
    await renderPage();
    expect(section('Ce que nous recueillons et pourquoi').textContent).toContain(`«${NBSP}${UPDATES_CONSENT}${NBSP}»`);
    expect(section('Consentement et retrait').textContent).toContain(`«${NBSP}${SUBSCRIBE_CONSENT}${NBSP}»`);
  });

  it('gives the durations from core, written for fr-CA', async () => {
    await renderPage();
    const kept = section('Durée de conservation').textContent;
    expect(kept).toContain(`conservées pendant ${LEAD_RETENTION_MONTHS}${NBSP}mois, puis supprimées`);
    expect(kept).toContain(`pendant ${WITHDRAWN_SUBSCRIPTION_KEPT_YEARS}${NBSP}ans`);
    const rights = section('Vos droits et comment les exercer');
    for (const right of ['consulter', 'rectifier', 'retirer', 'effacer']) expect(within(rights).getByText(right).tagName).toBe('STRONG');
    expect(rights.textContent).toContain(`dans les ${PRIVACY_REQUEST_REPLY_DAYS}${NBSP}jours suivant la réception`);
  });

  it('points complaints to both commissioners, by their French names and pages', async () => {
    await renderPage();
    const complaints = within(section('Plaintes'));
    expect(complaints.getByRole('link', { name: 'Commissariat à la protection de la vie privée du Canada' }).getAttribute('href')).toBe(
      'https://www.priv.gc.ca/fr/signaler-un-probleme/',
    );
    expect(complaints.getByRole('link', { name: 'Commission d’accès à l’information du Québec' }).getAttribute('href')).toBe(
      'https://www.cai.gouv.qc.ca/',
    );
  });

  it('says the site sets no cookies (témoins)', async () => {
    await renderPage();
    expect(section('Témoins et suivi').textContent).toContain('ne dépose aucun témoin');
  });

  it('dit ce que note la provenance d’une visite, où elle vit, combien de temps elle est gardée', async () => {
    await renderPage();
    const text = section('Témoins et suivi').textContent;
    expect(text).toContain('n’enregistre rien dans le stockage de votre navigateur');
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) expect(text).toContain(key);
    expect(text).toContain('dans la mémoire de la page ouverte seulement');
    expect(text).toMatch(new RegExp(`conservés\\s+${FUNNEL_RETENTION_MONTHS}\\s+mois`));
    expect(text).toContain('aucun identifiant');
  });
});
