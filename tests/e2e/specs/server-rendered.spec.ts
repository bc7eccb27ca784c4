// The pages as the server renders them (leptos): with JavaScript off, every page of the sitemap
// shows its own heading and text at once (no overlay), with its own title and description; with
// JavaScript on, the app, reaching each page by navigating inside itself, shows that same title
// and heading, and the same text. The sitemap lists every page in English and in French (its
// `/fr` twin), each in its language's organisation name; the app navigates inside one language
// (a French document's router lives under `/fr`).
import type { APIRequestContext, Page } from '@playwright/test';
import { constant, text, textFr } from '../lib/bindings';
import { STARTED, appStarted, expect, test } from '../lib/fixtures';

const isFrench = (path: string) => path === '/fr' || path.startsWith('/fr/');

/** The organisation's name in the language of a page. */
const organisationOf = (path: string) => (isFrench(path) ? textFr('ORGANISATION_NAME') : text('ORGANISATION_NAME'));

/** The main navigation's name in the language of a page. */
const mainNavigation = (path: string) => (isFrench(path) ? 'Navigation principale' : 'Main');

/** The site paths of /sitemap.xml, in its order. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'));
  expect(locs.length).toBeGreaterThan(60);
  return locs.map((loc) => new URL(loc).pathname);
}

interface Rendered {
  title: string;
  description: string;
  heading: string;
  /** The page's own text (marker text, prerendered page or description), whitespace collapsed. */
  text: string;
  /** The blocks of text the app must show too: every heading, paragraph and list item of the
   *  page's text (not the server's own navigation, cards or description). */
  blocks: string[];
  /** The paragraphs directly in `main`: a page of no text of its own shows its description there. */
  paragraphs: string[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

async function readServerPage(page: Page, path: string): Promise<Rendered> {
  // The server's document as parsed: its text and styles are in it (no script, no style sheet to
  // fetch), so there is no need to wait for its images.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  // Nothing covers the page without JavaScript.
  await expect(page.getByTestId('loading-overlay'), path).toBeHidden();
  const heading = page.locator('main h1');
  await expect(heading, path).toBeVisible();
  // The rest in one call (each call to the browser costs a round trip, and a run reads every page
  // of the sitemap).
  const read = await page.evaluate(() => {
    const headings = document.querySelectorAll<HTMLElement>('main h1');
    return {
      headings: headings.length,
      heading: headings[0]?.innerText ?? '',
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      text: document.querySelector('main')?.textContent ?? '',
      paragraphs: [...document.querySelectorAll('main > p')].map((element) => element.textContent ?? ''),
      // textContent, not innerText: the app's style sheets change letter case, not the text.
      blocks: [...document.querySelectorAll('main :is(h2, h3, p, li)')]
        .filter((element) => !element.closest('.ssr-page__cards, .ssr-page__breadcrumb, .page-header__crumbs'))
        .filter((element) => !(element.parentElement?.tagName === 'MAIN' && !element.classList.contains('ssr-page__lead')))
        .map((element) => element.textContent ?? ''),
    };
  });
  expect(read.headings, `${path}: one h1 in main`).toBe(1);
  return {
    title: read.title,
    description: read.description,
    heading: collapse(read.heading),
    text: collapse(read.text),
    blocks: read.blocks.map(collapse).filter((block) => block.length > 0),
    paragraphs: read.paragraphs.map(collapse),
  };
}

/** A page as the server renders it holds its own heading, text, title and description. */
function expectOwnPage(path: string, rendered: Rendered): void {
  expect(rendered.heading.length, path).toBeGreaterThan(2);
  expect(rendered.text.length - rendered.heading.length, `${path}: its text`).toBeGreaterThan(60);
  expect(rendered.description.length, path).toBeGreaterThan(20);
  const organisation = organisationOf(path);
  expect(rendered.title === organisation || rendered.title.endsWith(` | ${organisation}`), rendered.title).toBe(true);
  // Compared collapsed, as the heading was: French typography puts no-break spaces in both.
  // The home pages are titled with the organisation's name alone; every other page with its own heading.
  if (path === '/' || path === '/fr') expect(rendered.title, path).toBe(organisation);
  else expect(collapse(rendered.title), path).toContain(rendered.heading);
}

/**
 * The description in the head of the server's document at `path` as the server wrote it (fetched,
 * not opened; still escaped, so compare it only with another page's, escaped by the same server).
 */
async function servedDescription(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const meta = /<meta name="description" content="([^"]*)"/.exec(html);
  expect(meta, `${path}: a description`).not.toBeNull();
  return meta?.[1] ?? '';
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('links of a server-rendered page lead to other server-rendered pages', async ({ page }) => {
    await page.goto('/services/it-solutions');
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('main h1')).toHaveText('Services');
    await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.locator('main h1')).toHaveText('Blog');
  });
});

test.describe('with JavaScript', () => {
  // Every page of the sitemap, one language at a time, side by side: first as the server renders
  // it with JavaScript off (its own heading, text, title and description), then as the app shows it.
  for (const language of ['English', 'French']) {
    test(`the server's page without JavaScript, then the app's with the same title, heading and text (the ${language} pages of the sitemap)`, async ({
      browser,
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const sitemap = await sitemapPaths(request);
      expect(sitemap.filter(isFrench).length, 'every page of the sitemap in French too').toBe(sitemap.length / 2);
      const paths = sitemap.filter((path) => isFrench(path) === (language === 'French'));
      // The page's own description: no two pages share one (a portfolio category names itself),
      // and a French page's is not its English twin's.
      const seen = new Map<string, string>();
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const serverPage = await noScript.newPage();
      try {
        // The app starts on the last page, then goes to every page by navigating inside itself
        // (what its links do): the title and heading checked below can only be the app's, as
        // the server's document (and its title) is never replaced.
        const last = paths.at(-1);
        if (last === undefined) throw new Error('an empty half of the sitemap');
        await page.goto(last);
        await expect(page.getByRole('navigation', { name: mainNavigation(last) })).toBeAttached();
        await page.evaluate(() => {
          document.documentElement.dataset.e2eSameDocument = 'yes';
        });
        for (const path of paths) {
          const rendered = await readServerPage(serverPage, path);
          expectOwnPage(path, rendered);
          const other = seen.get(rendered.description);
          expect(other, `${path} has the description of ${other}`).toBeUndefined();
          seen.set(rendered.description, path);
          if (isFrench(path)) {
            const twin = path === '/fr' ? '/' : path.slice('/fr'.length);
            expect(await servedDescription(request, path), `${path}: the description of its English twin`).not.toBe(
              await servedDescription(request, twin),
            );
          }
          await page.evaluate((to) => {
            window.history.pushState(null, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, path);
          // The app has started once its own navigation is there.
          await expect(page.getByRole('navigation', { name: mainNavigation(path) }), path).toBeAttached();
          await expect(page, path).toHaveTitle(rendered.title);
          await expect(page.locator('main h1'), path).toHaveText(rendered.heading);
          // Every block of the server's text is the app's text too. A page has some, or no text
          // of its own but its description (about: the pages below it are its content).
          if (rendered.blocks.length === 0) expect(rendered.paragraphs, `${path}: no text but its description`).toEqual([collapse(rendered.description)]);
          await expect
            .poll(async () => {
              const app = collapse((await page.locator('main').textContent()) ?? '');
              return rendered.blocks.filter((block) => !app.includes(block));
            }, { message: `${path}: text the app does not show` })
            .toEqual([]);
        }
        const sameDocument = await page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'yes');
        expect(sameDocument, 'the app never reloaded the document').toBe(true);
      } finally {
        await noScript.close();
      }
    });
  }
});

// The first screen of a page is in the server's HTML and its largest paint is there at once
// (docs/decisions/0017-the-first-load.md): the home hero with its first image, preloaded with high
// priority; the Write us introduction above its form.
test.describe('the first screen', () => {
  // The real Performance API (Playwright's clock replaces it with an empty one).
  test.use({ fakeClock: false });

  for (const path of ['/', '/fr']) {
    test(`${path}: the hero's heading and first image are in the server's HTML, the image preloaded`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const [head = '', body = ''] = html.split('</head>');
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1] ?? '';
      expect(main.startsWith('<section class="hero"'), main.slice(0, 200)).toBe(true);
      expect(main).toMatch(/<h1>[^<]{10,}<\/h1>/);
      const first = /<img [^>]*>/.exec(main)?.[0] ?? '';
      expect(first).toMatch(/ fetchpriority="high"/i);
      expect(first).toMatch(/ width="\d+" height="\d+"/);
      const src = / src="([^"]+)"/.exec(first)?.[1] ?? '';
      expect(src).toMatch(/^\/media\/hero\//);
      expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${src}">`);
    });

    test(`${path}: the browser fetches the hero's first image through the head's preload, and it is the largest paint`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: mainNavigation(path) })).toBeAttached();
      const { initiator, largest } = await page.evaluate(async () => {
        const image = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/media/hero/hero-1.'));
        const entries = await new Promise<PerformanceEntryList>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries());
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const last = entries.at(-1) as (PerformanceEntry & { url?: string }) | undefined;
        return { initiator: (image as PerformanceResourceTiming | undefined)?.initiatorType, largest: last?.url ?? '' };
      });
      expect(initiator).toBe('link');
      expect(largest).toContain('/media/hero/hero-1.');
    });
  }

  for (const path of ['/', '/about/what-we-do', '/fr/contact/write-us']) {
    test(`${path}: the app's start fetches none of the style sheets the document already holds`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      // The head names each sheet whose text it holds, with a link the browser does not fetch.
      const written = await page.locator('head link[rel="stylesheet"][disabled]').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(written.length).toBeGreaterThan(1);
      await page.mouse.move(5, 5);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
      expect(fetched.filter((sheet) => written.includes(sheet))).toEqual([]);
    });
  }

  for (const path of ['/contact/write-us', '/fr/contact/write-us']) {
    test(`${path}: the introduction above the form is in the server's HTML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<p class="contact-page__intro">[^<]{100,}<\/p>/);
    });
  }
});

test.describe('an app that cannot be loaded (a failed network, a blocked script)', () => {
  // The server's overlay goes on the page's own timer: the real clock.
  test.use({ fakeClock: false });

  test("leaves the server's page whole: its overlay goes at its time, its text reads and its links lead on", async ({ page, expectErrors }) => {
    expectErrors(/The app could not be loaded/, /Failed to load resource: net::ERR_CONNECTION_FAILED .*\/assets\/start-/);
    await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto('/about/what-we-do');
    // The visitor reaches for the page: the app is asked for, and its script does not come.
    await page.mouse.move(5, 5);
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: constant('LOADING_OVERLAY_MS') + 5_000 });
    await expect(page.locator(STARTED)).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    // A link of the server's page is a whole page load, which the server answers with its page.
    await page.locator('main a[href="/about/who-we-are"]').first().click();
    await expect(page).toHaveURL(/\/about\/who-we-are$/);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator(STARTED)).toHaveCount(0);
  });
});
