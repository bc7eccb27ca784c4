// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import {
  LEAD_FORMS,
  FUNNEL_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  PAGES,
  PRIVACY_OFFICER_EMAIL,
  PRIVACY_OFFICER_TITLE,
  PRIVACY_REQUEST_REPLY_DAYS,
  SUBSCRIBE_CONSENT,
  UPDATES_CONSENT,
  WITHDRAWN_SUBSCRIPTION_KEPT_YEARS,
} from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPage from './privacy-policy-page';

/**
 * The section headings, in order: the policy's subjects
 * (docs/decisions/0012-privacy-consent-and-retention.md).
 */
const HEADINGS = [
  'Who is responsible for your information',
  'What we collect and why',
  'Where your information is kept and who sees it',
  'How long we keep it',
  'Your rights and how to use them',
  'Consent and withdrawal',
  'Cookies and tracking',
  'Complaints',
  'Updates to this policy',
];

function renderPage() {
  const { container } = render(
    <MemoryRouter initialEntries={[PAGES.privacyPolicy.path]}>
      <PrivacyPolicyPage />
    </MemoryRouter>,
  );
  return container;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('PrivacyPolicyPage', () => {
  it('has one h1 and a table of contents whose anchors point at the h2 of each section', () => {
    const container = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGES.privacyPolicy.title);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(HEADINGS);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const target = container.querySelector(href);
      expect(target?.tagName).toBe('SECTION');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('names the person in charge, with a working email address, and the date of this version', () => {
    const container = renderPage();
    const officer = section('Who is responsible for your information');
    expect(officer.textContent).toContain(PRIVACY_OFFICER_TITLE);
    const mail = within(officer).getByRole('link', { name: PRIVACY_OFFICER_EMAIL });
    expect(mail.getAttribute('href')).toBe(`mailto:${PRIVACY_OFFICER_EMAIL}`);
    expect(PRIVACY_OFFICER_EMAIL).toBe('privacy@cedarline.ca');
    // The date of the version (components/versions.ts), written for an English reader.
    expect(container.textContent).toContain('Last updated: November 24, 2026');
    expect(container.textContent).toContain('It is published in English and in French');
  });

  it("lists every field of every lead form from core's inventory, with a link to the form, and the newsletter's", () => {
    renderPage();
    const collected = section('What we collect and why');
    const items = within(collected).getAllByRole('listitem');
    expect(items).toHaveLength(LEAD_FORMS.length + 1);
    for (const [index, form] of LEAD_FORMS.entries()) {
      const item = items[index];
      for (const field of form.fields.filter((f) => f.name !== form.updatesField)) expect(item?.textContent).toContain(field.label);
      expect(item?.textContent).toContain('We use it');
    }
    const hrefs = items.map((item) => within(item).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([PAGES.writeUs.path, PAGES.helpMessage.path, PAGES.advisoryRequest.path, PAGES.loanRequest.path, PAGES.newsletters.path]);
    expect(items[LEAD_FORMS.length]?.textContent).toContain('your email address');
    // The consent text the updates box shows is quoted as stored.
    expect(collected.textContent).toContain(UPDATES_CONSENT);
  });

  it('gives the retention of leads and subscriptions, the rights and the 30-day answer', () => {
    renderPage();
    expect(LEAD_RETENTION_MONTHS).toBe(24);
    expect(section('How long we keep it').textContent).toContain(`kept for ${LEAD_RETENTION_MONTHS} months, then deleted`);
    expect(section('How long we keep it').textContent).toContain('kept until you withdraw');
    // The purge job keeps a withdrawn subscription's proof of consent this long (CASL).
    expect(section('How long we keep it').textContent).toContain(`for ${WITHDRAWN_SUBSCRIPTION_KEPT_YEARS} years`);
    const rights = section('Your rights and how to use them');
    for (const right of ['access', 'correct', 'withdraw', 'erase']) expect(within(rights).getByText(right).tagName).toBe('STRONG');
    expect(rights.textContent).toContain(`within ${PRIVACY_REQUEST_REPLY_DAYS} days`);
    expect(within(rights).getByRole('link', { name: PRIVACY_OFFICER_EMAIL }).getAttribute('href')).toBe(`mailto:${PRIVACY_OFFICER_EMAIL}`);
  });

  it('explains double opt-in with the consent text shown, and that the site sets no cookies', () => {
    renderPage();
    const consent = section('Consent and withdrawal');
    expect(consent.textContent).toContain(SUBSCRIBE_CONSENT);
    expect(consent.textContent).toContain('link to unsubscribe');
    expect(section('Cookies and tracking').textContent).toContain('sets no cookies');
  });

  it("says what the visit's attribution holds, where it lives, how long it is kept, and that the counts hold nothing personal", () => {
    renderPage();
    const text = section('Cookies and tracking').textContent;
    expect(text).toContain('stores nothing in your browser’s storage');
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) expect(text).toContain(key);
    expect(text).toContain("in the open page’s memory only");
    expect(text).toContain(`(${LEAD_RETENTION_MONTHS} months) and deleted with it`);
    expect(text).toContain(`kept ${FUNNEL_RETENTION_MONTHS} months`);
    expect(text).toContain('no identifier');
  });

  it('points complaints to both commissioners', () => {
    renderPage();
    const complaints = section('Complaints');
    expect(within(complaints).getByRole('link', { name: 'Office of the Privacy Commissioner of Canada' }).getAttribute('href')).toMatch(/^https:\/\/www\.priv\.gc\.ca\//);
    expect(within(complaints).getByRole('link', { name: /Commission d.accès à l.information du Québec/ }).getAttribute('href')).toBe('https://www.cai.gouv.qc.ca/');
  });

  it('lists itself among the legal pages, marked as the current one', () => {
    renderPage();
    const legal = screen.getByRole('navigation', { name: 'Legal pages' });
    expect(within(legal).getByRole('link', { name: PAGES.privacyPolicy.crumb }).getAttribute('aria-current')).toBe('page');
    expect(within(legal).getByRole('link', { name: PAGES.accessibility.crumb }).getAttribute('href')).toBe(PAGES.accessibility.path);
  });
});
