// Double opt-in and withdrawal end to end (docs/decisions/0013-newsletter-double-opt-in.md): a
// subscription from the card, with the consent shown before submitting and stored as shown; the
// confirmation email as the real SMTP server received it (its link, its visible unsubscribe link
// and the RFC 8058 headers); the confirm page's one button (opening the link confirms nothing: mail
// gateways fetch links), with JavaScript and without; a one-click unsubscribe (RFC 8058 POST) and
// the unsubscribe page's button, each checked in the database.
import type { APIRequestContext, Page } from '@playwright/test';
import { message as m } from '../lib/bindings';
import { subscriptionRecords, type StoredSubscription } from '../lib/db';
import { expect, overlayGone, test, visit } from '../lib/fixtures';
import { uniqueEmail } from '../lib/forms';
import { header, linkTo, waitForMailTo, type ReceivedMail } from '../lib/mail';

const NEWSLETTERS = '/services/articles-and-tools/newsletters-and-economic-letter';

/** The one subscription of `email`. */
function stored(email: string): StoredSubscription {
  const records = subscriptionRecords(email);
  expect(records).toHaveLength(1);
  return records[0] as StoredSubscription;
}

/** Subscribes `email` with the first card of the newsletters page, as a visitor does. */
async function subscribeWithTheCard(page: Page, email: string): Promise<void> {
  await page.goto(NEWSLETTERS);
  await overlayGone(page);
  const form = page.getByRole('form', { name: /^Subscribe to / }).first();
  // The consent is shown before submitting, with the privacy policy beside it.
  await expect(form.getByText(m('SUBSCRIBE_CONSENT'))).toBeVisible();
  await expect(form.getByRole('link', { name: m('PRIVACY_POLICY_LINK') })).toHaveAttribute('href', '/contact/privacy-policy');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const panel = page.getByRole('region', { name: m('SUBSCRIBED_TITLE') });
  await expect(panel).toContainText(m('SUBSCRIBED_TEXT'));
}

/** The confirmation email's links, checked against its headers. */
function linksOf(mail: ReceivedMail): { confirm: URL; unsubscribe: URL } {
  const text = mail.text ?? '';
  const confirm = linkTo(text, '/newsletter/confirm');
  const listUnsubscribe = header(mail, 'List-Unsubscribe');
  const inHeader = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe)?.[1];
  if (!inHeader) throw new Error(`List-Unsubscribe without an http(s) address: ${listUnsubscribe}`);
  const unsubscribe = new URL(inHeader);
  expect(unsubscribe.pathname).toBe('/newsletter/unsubscribe');
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  // The visible unsubscribe link is the header's.
  expect(linkTo(text, '/newsletter/unsubscribe').href).toBe(unsubscribe.href);
  for (const link of [confirm, unsubscribe]) {
    // Absolute, on the site's public address, and signed.
    expect(link.origin).toBe(new URL(process.env.BASE_URL ?? '').origin);
    expect(link.searchParams.get('token')?.length ?? 0).toBeGreaterThan(20);
  }
  return { confirm, unsubscribe };
}

/** Opens the confirm link, checks that opening it confirmed nothing, and presses its one button. */
async function confirmWithTheButton(page: Page, email: string, confirm: URL): Promise<void> {
  const before = stored(email);
  await visit(page, `${confirm.pathname}${confirm.search}`);
  await expect(page.getByText(m('CONFIRM_PROMPT'))).toBeVisible();
  expect(stored(email)).toEqual(before);
  await page.getByRole('button', { name: m('CONFIRM_BUTTON') }).click();
}

/** A one-click unsubscribe as a mail program sends it (RFC 8058). */
async function oneClick(request: APIRequestContext, url: URL): Promise<string> {
  const response = await request.post(url.href, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  return response.text();
}

test('a subscription from the card to the confirmation email, the confirm page and a one-click unsubscribe', async ({ page, request, expectErrors }, testInfo) => {
  // The old confirm link's button, pressed after the withdrawal: the app's call answers 422, and
  // the app logs the refusal.
  expectErrors(/status of 422 .*\/api\/newsletter\/confirm/, /Confirming the subscription failed/);
  const email = uniqueEmail('double-opt-in');
  await subscribeWithTheCard(page, email);
  // Pending until confirmed, with exactly the consent text the card showed.
  expect(stored(email)).toMatchObject({ status: 'pending', consent_text: m('SUBSCRIBE_CONSENT'), confirmed_at: null, withdrawn_at: null });

  const mail = await waitForMailTo(email);
  await testInfo.attach('confirmation-email.json', { body: JSON.stringify(mail, null, 2), contentType: 'application/json' });
  expect(mail.defects).toEqual([]);
  const { confirm, unsubscribe } = linksOf(mail);

  // Opening the link leaves the subscription pending; its button confirms it.
  await confirmWithTheButton(page, email, confirm);
  await expect(page.getByRole('status').filter({ hasText: m('SUBSCRIPTION_CONFIRMED') })).toBeVisible();
  const confirmed = stored(email);
  expect(confirmed.status).toBe('confirmed');
  expect(confirmed.confirmed_at).not.toBeNull();
  // Following the link and pressing the button again changes nothing.
  await confirmWithTheButton(page, email, confirm);
  await expect(page.getByRole('status').filter({ hasText: m('SUBSCRIPTION_CONFIRMED') })).toBeVisible();
  expect(stored(email).confirmed_at).toBe(confirmed.confirmed_at);

  expect(await oneClick(request, unsubscribe)).toContain(m('UNSUBSCRIBED'));
  const withdrawn = stored(email);
  expect(withdrawn.status).toBe('withdrawn');
  expect(withdrawn.withdrawn_at).not.toBeNull();
  // A withdrawn subscription cannot be confirmed again with the old link.
  await confirmWithTheButton(page, email, confirm);
  await expect(page.getByRole('alert').filter({ hasText: m('SUBSCRIPTION_WAS_WITHDRAWN') })).toBeVisible();
  expect(stored(email).status).toBe('withdrawn');
});

test("the unsubscribe page's one button withdraws a second subscriber", async ({ page }) => {
  const email = uniqueEmail('unsubscribe-button');
  await subscribeWithTheCard(page, email);
  const { confirm, unsubscribe } = linksOf(await waitForMailTo(email));
  await confirmWithTheButton(page, email, confirm);
  await expect(page.getByRole('status').filter({ hasText: m('SUBSCRIPTION_CONFIRMED') })).toBeVisible();

  await visit(page, `${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByText(m('UNSUBSCRIBE_PROMPT'))).toBeVisible();
  // Opening the page withdraws nothing (mail scanners open links); the button does.
  expect(stored(email).status).toBe('confirmed');
  await page.getByRole('button', { name: m('UNSUBSCRIBE_BUTTON') }).click();
  await expect(page.getByRole('status').filter({ hasText: m('UNSUBSCRIBED') })).toBeVisible();
  const withdrawn = stored(email);
  expect(withdrawn.status).toBe('withdrawn');
  expect(withdrawn.withdrawn_at).not.toBeNull();
});

test('without JavaScript, opening the confirm link confirms nothing and its button confirms', async ({ browser, page }) => {
  const email = uniqueEmail('confirm-no-js');
  await subscribeWithTheCard(page, email);
  const { confirm } = linksOf(await waitForMailTo(email));
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await context.newPage();
    // What a mail gateway does: fetch the link (a GET and a HEAD); nothing changes.
    expect((await noScript.request.head(confirm.href)).ok()).toBe(true);
    await noScript.goto(`${confirm.pathname}${confirm.search}`);
    await expect(noScript.getByText(m('CONFIRM_PROMPT'))).toBeVisible();
    expect(stored(email)).toMatchObject({ status: 'pending', confirmed_at: null });
    await noScript.getByRole('button', { name: m('CONFIRM_BUTTON') }).click();
    await expect(noScript.getByText(m('SUBSCRIPTION_CONFIRMED'))).toBeVisible();
    const confirmed = stored(email);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).not.toBeNull();
  } finally {
    await context.close();
  }
});

test('without JavaScript, the unsubscribe button still withdraws', async ({ browser, page }) => {
  const email = uniqueEmail('unsubscribe-no-js');
  await subscribeWithTheCard(page, email);
  const { unsubscribe } = linksOf(await waitForMailTo(email));
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await context.newPage();
    await noScript.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await expect(noScript.getByText(m('UNSUBSCRIBE_PROMPT'))).toBeVisible();
    await noScript.getByRole('button', { name: m('UNSUBSCRIBE_BUTTON') }).click();
    await expect(noScript.getByText(m('UNSUBSCRIBED'))).toBeVisible();
    expect(stored(email).status).toBe('withdrawn');
  } finally {
    await context.close();
  }
});
