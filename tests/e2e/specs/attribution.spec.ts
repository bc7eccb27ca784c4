// Where a lead came from (docs/operating.md#attribution-and-funnel): a visit from a tagged link, two more pages reached by
// clicking, and a Write us request give a lead whose stored attribution, team email, signed
// webhook and export all carry the campaign, the landing page and the pages seen, while the
// browser wrote nothing to any storage (no cookie, no localStorage, sessionStorage, IndexedDB or
// Cache API write) and sent its funnel beacons.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { message as m, optionList } from '../lib/bindings';
import { attributionsOf } from '../lib/db';
import { expect, overlayGone, test } from '../lib/fixtures';
import { expectNotice, uniqueEmail } from '../lib/forms';
import { mailTo } from '../lib/mail';
import { webhooks } from '../lib/webhooks';

/** Counts, before any script of the page runs, every write to a browser storage. */
async function spyOnStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    Object.assign(window, { storageWrites: writes });
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        return cookie?.get?.call(this) as string;
      },
      set(this: Document, value: string) {
        writes.push('document.cookie');
        cookie?.set?.call(this, value);
      },
    });
    for (const name of ['setItem', 'removeItem', 'clear'] as const) {
      const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(Storage.prototype, name, {
        configurable: true,
        value(this: Storage, ...args: unknown[]) {
          writes.push(`Storage.${name}`);
          return original.apply(this, args);
        },
      });
    }
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
      writes.push('indexedDB.open');
      return open.apply(this, args);
    };
    if (typeof CacheStorage !== 'undefined') {
      const openCache = CacheStorage.prototype.open;
      CacheStorage.prototype.open = function (this: CacheStorage, name: string) {
        writes.push('caches.open');
        return openCache.call(this, name);
      };
    }
  });
}

/** The page at `path` is shown by the app: its address and its own heading. */
async function arrived(page: Page, path: string, h1: RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('h1')).toHaveText(h1);
}

test('a tagged visit through three pages to Write us: attribution stored, emailed, posted, exported, and nothing written to storage', async ({ page, context }) => {
  await spyOnStorage(page);
  const beacons: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events') && request.method() === 'POST') beacons.push(request.postDataJSON());
  });

  await page.goto('/?utm_source=linkedin&utm_medium=social&utm_campaign=fall');
  await overlayGone(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await arrived(page, '/contact', /^contact us$/i);
  await page.locator('main a[href="/contact/write-us"]').first().click();
  await arrived(page, '/contact/write-us', /^write us$/i);

  const form = page.getByRole('form', { name: 'Send us your request' });
  await page.clock.runFor(5_000);
  await expect(form).toBeVisible();
  const email = uniqueEmail('attribution');
  const label = (name: string) => form.getByLabel(new RegExp(`^${name}( \\*)?$`));
  await label('How can we help\\?').fill('We found you on LinkedIn and want advice on financing.');
  await label('City').fill('Brampton');
  await label('Company name').fill('Tremblay Outillage');
  await label('Address').fill('12 Main Street');
  await label('Postal code').fill('L6V 1B2');
  await label('Your role').selectOption(optionList('JOB_ROLES')[0]);
  await label('How did you hear about us\\?').selectOption(optionList('SOURCES')[5]);
  await label('Annual gross sales').selectOption(optionList('SALES_RANGES')[1]);
  await label('Province or territory').selectOption('Ontario');
  await label('Email').fill(email);
  await label('Confirm email').fill(email);
  await label('First name').fill('Luc');
  await label('Last name').fill('Tremblay');
  await label('Telephone').fill('(416) 555-0123');
  await expectNotice(form, m('REQUEST_SENT'));

  const visit = { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'fall', landing_path: '/', lang: 'en', pages_seen: 3 };
  // Stored with the lead.
  const [stored] = attributionsOf('contact', email);
  expect(stored).toMatchObject(visit);
  expect(stored).not.toHaveProperty('referrer_host');
  expect(Number(stored?.seconds_on_site) % 10).toBe(0);

  // The team's email names it.
  await expect.poll(() => mailTo('team@example.ca').filter((mail) => mail.text?.includes(email)).length, { timeout: 30_000 }).toBe(1);
  const mail = mailTo('team@example.ca').find((mail) => mail.text?.includes(email));
  for (const line of ['Campaign source: linkedin', 'Campaign medium: social', 'Campaign: fall', 'Landing page: /', 'Pages seen: 3']) {
    expect(mail?.text).toContain(line);
  }

  // The signed webhook carries it (verified by the Standard Webhooks reference package).
  const about = () => webhooks().filter((hook) => hook.body.includes(email));
  await expect.poll(() => about().length, { timeout: 30_000 }).toBe(1);
  const [hook] = about();
  expect(hook?.verified).toBe(true);
  const body = JSON.parse(hook?.body ?? '{}') as { data: { attribution: Record<string, unknown> } };
  expect(body.data.attribution).toMatchObject(visit);

  // The export carries it.
  const database = process.env.E2E_DATABASE;
  const server = process.env.E2E_SERVER_BIN;
  if (!database || !server) throw new Error('E2E_DATABASE and E2E_SERVER_BIN are set by `cargo xtask e2e`');
  const exported = execFileSync(server, ['leads', 'export', '--form', 'contact', '--format', 'jsonl', '--database-url', `sqlite://${database}`], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { payload: { email: string }; attribution?: Record<string, unknown> })
    .find((line) => line.payload.email === email);
  expect(exported?.attribution).toMatchObject(visit);

  // The funnel's beacons, with the campaign's source and nothing about the visitor.
  expect(beacons).toEqual(
    expect.arrayContaining([
      { form: 'contact', step: 'shown', lang: 'en', source: 'linkedin' },
      { form: 'contact', step: 'started', lang: 'en', source: 'linkedin' },
      { form: 'contact', step: 'submitted', lang: 'en', source: 'linkedin' },
    ]),
  );

  // Nothing written to any storage, and nothing there.
  expect(await page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  expect(await context.cookies()).toEqual([]);
});
