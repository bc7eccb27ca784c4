// Routing (docs/operating.md#routing): `cargo xtask e2e` starts the server with a routing file
// whose default sends every lead to the team and the webhook receiver, and whose one route sends
// loan requests of 25 lakhs and more to the financing desk alone. A loan request sent through the
// page reaches the financing desk's inbox, and neither the team's inbox nor the webhook; a smaller
// one goes the default way.
import type { Page } from '@playwright/test';
import { optionList } from '../lib/bindings';
import { leadsWithEmail } from '../lib/db';
import { expect, test } from '../lib/fixtures';
import { fillPerson, label, openForm, uniqueEmail } from '../lib/forms';
import { mailTo } from '../lib/mail';
import { webhooks } from '../lib/webhooks';

const FINANCING_DESK = 'financing@example.ca';
const TEAM = 'team@example.ca';

/** Sends a loan request for the range at `range` of the form's list; the stored lead's id. */
async function requestLoan(page: Page, range: number): Promise<string> {
  const form = await openForm(page, '/request-business-loan', 'Your loan request');
  const email = uniqueEmail(`routed-loan-${range}`);
  await fillPerson(form, email);
  await form.getByRole('radiogroup', { name: 'Is this a new business?' }).getByRole('radio', { name: 'No' }).check();
  await form.getByRole('radiogroup', { name: 'Is your business a startup?' }).getByRole('radio', { name: 'No' }).check();
  await label(form, 'Introduce your business').fill('A family sawmill in the Eastern Townships.');
  await label(form, 'Months in business').fill('84');
  await label(form, 'Amount of loan').selectOption(optionList('SALES_RANGES')[range]);
  await label(form, 'Key points of your request').fill('A second kiln and a drying shed.');
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect.poll(() => leadsWithEmail('loan', email).length).toBe(1);
  return leadsWithEmail('loan', email)[0]!.id;
}

/** The recipients of every email the SMTP server received about lead `id`. */
function recipientsAbout(id: string): string[] {
  return [FINANCING_DESK, TEAM].filter((to) => mailTo(to).some((mail) => (mail.text ?? '').includes(id)));
}

const hooked = (id: string) => webhooks().some((hook) => hook.body.includes(id));

test('a routed loan request reaches its route\'s recipient only', async ({ page }) => {
  const large = await requestLoan(page, 3);
  await expect.poll(() => recipientsAbout(large), { timeout: 30_000 }).toEqual([FINANCING_DESK]);
  // The smaller request goes the default way, to the team and the webhook: once it has arrived,
  // the larger one, accepted before it, would have too had it been sent there.
  const small = await requestLoan(page, 1);
  await expect.poll(() => recipientsAbout(small), { timeout: 30_000 }).toEqual([TEAM]);
  await expect.poll(() => hooked(small), { timeout: 30_000 }).toBe(true);
  expect(recipientsAbout(large)).toEqual([FINANCING_DESK]);
  expect(hooked(large)).toBe(false);
});
