// The home page's contact form, loaded when the visitor nears it (web/src/components/
// load-when-near.tsx), when its code cannot be fetched (docs/decisions/0017-the-first-load.md): the
// rest of the home page stays, the form's place alone says so (an alert and a real button, reached
// by keyboard), and the button loads the form again once its code can be fetched. The retry fetches
// the chunk anew: Chromium no longer keeps a failed module fetch in its module map
// (whatwg/html#10327).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, visit } from '../lib/fixtures';

/** The contact form's chunk in the build under test, from Vite's manifest (as the server reads it). */
function contactFormChunk(): string {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../../web/dist/.vite/manifest.json', import.meta.url)), 'utf8')) as Record<
    string,
    { file?: string; isDynamicEntry?: boolean }
  >;
  const chunk = manifest['src/components/forms/contact-form.tsx'];
  if (!chunk?.file || !chunk.isDynamicEntry) throw new Error('the web build has no dynamically loaded chunk for the contact form');
  return `/${chunk.file}`;
}

test("the contact form's chunk failing leaves the home page, fails in its place and loads on retry", async ({ page, expectErrors }) => {
  expectErrors(/Loading a part of the page failed/, /net::ERR_FAILED|Failed to load resource/);
  const chunk = contactFormChunk();
  const isChunk = (url: URL) => url.pathname === chunk;
  let blocked = 0;
  await page.route(isChunk, async (route) => {
    blocked += 1;
    await route.abort('failed');
  });
  await visit(page, '/');
  const contact = page.getByRole('region', { name: 'Contact us' });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('alert')).toHaveText('The contact form could not be loaded just now.');
  expect(blocked).toBeGreaterThan(0);
  await expect(contact.getByRole('form')).toHaveCount(0);
  // The rest of the home page is still there: no route error page in its stead.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('tablist', { name: 'Our main services' })).toBeVisible();
  await expect(contact.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();

  // The chunk reachable again: the retry button, pressed from the keyboard, brings the form.
  await page.unroute(isChunk);
  const retry = contact.getByRole('button', { name: 'Try again' });
  await retry.focus();
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(contact.getByRole('form', { name: 'Contact form' })).toBeVisible();
  await expect(contact.getByRole('alert')).toHaveCount(0);
});
