// The build-time prerender (dist/.vite/prerender.json): every content page whose text lives in
// React, each with its own title as its one <h1>, its text, and nothing to run; in English under
// its path and in French under `/fr` + its path.
import { PAGES, PRIVACY_POLICY_LINK, type SitePage } from '@bindings';
import * as frenchMessages from '@bindings/messages.fr';
import { PAGE_WORDS } from '@bindings/pages.fr';
import { describe, expect, it } from 'vitest';
import { localizedPath, pageLang } from '@/lib/i18n';
import { FRENCH_PRERENDERED_PATHS, PRERENDERED_KEYS, PRERENDERED_PATHS, pageMarkup, prerender, prerenderPath, type PrerenderedPath } from './prerender';

// The titles the page components show (`title=` of each page; the three data-driven service
// pages show the fallback made from their path while their data has not loaded).
const TITLES: Record<PrerenderedPath, string> = {
  // The home page's first screen: its hero.
  '/': 'Start, finance and grow your business in Canada',
  '/about/what-we-do': 'What we do',
  '/about/who-we-are': 'Who we are',
  '/about/analysis-and-research': 'Analysis and Research',
  '/about/media-room': 'Media room',
  '/about/events-and-sponsorships': 'Events and sponsorships',
  '/about/corporate-governance': 'Corporate governance',
  '/about/award-and-distinctions': 'Awards and distinctions',
  '/about/b-corps': "We're a B Corp",
  '/about/news-and-events': 'News and events',
  '/about/careers': 'Careers',
  '/about/careers/available-positions': 'Available positions',
  '/about/careers/progress-without-boundries': 'Progress without boundaries',
  '/about/careers/meet-our-team': 'Meet our team',
  '/services/advisory/business-plan-template': 'Advisory',
  '/services/it-solutions': 'It Solutions',
  '/services/digital-marketing': 'Digital Marketing',
  '/services/articles-and-tools': 'Articles And Tools',
  '/services/financing/small-business-loans': 'Financing',
  '/contact/terms-of-use': 'Terms of use',
  // Its first screen: the header and the introduction above the form.
  '/contact/write-us': 'Write us',
  '/contact/Confidentiality': 'Confidentiality',
  // Named as every link to it names it.
  '/contact/privacy-policy': PRIVACY_POLICY_LINK,
  '/contact/accessibility': 'Accessibility',
  '/contact/security': 'Security',
  '/contact/transparency': 'Transparency',
  '/contact/terms-of-use/client-space': 'Client space',
};

const LEGAL: readonly PrerenderedPath[] = [
  '/contact/terms-of-use',
  '/contact/Confidentiality',
  '/contact/privacy-policy',
  '/contact/accessibility',
  '/contact/security',
  '/contact/transparency',
  '/contact/terms-of-use/client-space',
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", nbsp: ' ' };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
const text = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const pages = await prerender();

/** The prerendered markup of `path`, which must be there. */
function markup(path: string): string {
  const found = pages[path];
  if (found === undefined) throw new Error(`no prerendered markup for ${path}`);
  return found.html;
}

/** What the page's markup starts with: the home page's hero, every other page's header. */
const opening = (path: string) => (path === '/' ? '<section class="hero"' : '<header class="page-header">');

describe('prerender', () => {
  it('renders exactly the content pages, in English and in French', () => {
    expect(Object.keys(pages).sort()).toEqual([...PRERENDERED_KEYS].sort());
    expect(PRERENDERED_PATHS).toHaveLength(27);
    // `/fr` + the path; the home page's French address is `/fr`.
    expect(FRENCH_PRERENDERED_PATHS).toEqual(PRERENDERED_PATHS.map((path) => (path === '/' ? '/fr' : `/fr${path}`)));
    // The app is left in English.
    expect(pageLang()).toBe('en');
  });

  it.each(PRERENDERED_PATHS.map((path) => [path]))('%s: one <h1>, the page title', (path) => {
    const headings = [...markup(path).matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => text(m[1] ?? ''));
    expect(headings).toEqual([TITLES[path]]);
  });

  it.each(PRERENDERED_PATHS.map((path) => [path]))('%s: the page alone, with its text and no script', (path) => {
    const html = markup(path);
    // The page header first, as in <main>; no Layout around it.
    expect(html.startsWith(opening(path))).toBe(true);
    if (path !== '/') expect(html).toContain('aria-label="Breadcrumb"');
    for (const frame of ['<main', '<footer', 'class="navbar', 'loading-overlay', 'loading-indicator', '<html', '<body', '<link', '<script']) {
      expect(html).not.toContain(frame);
    }
    expect(text(html).length).toBeGreaterThan(LEGAL.includes(path) ? 300 : 150);
  });

  it('keeps the legal text itself', () => {
    expect(text(markup('/contact/security'))).toContain('We will never ask you by email, text message or phone for your passwords');
    expect(markup('/contact/terms-of-use')).toContain('<section id=');
    // The privacy policy's sections reach crawlers and readers without JavaScript.
    expect(markup('/contact/privacy-policy')).toContain('<section id="your-rights"');
  });

  it('leaves the pages an email links to to the app: their outcome depends on the link', () => {
    expect(PRERENDERED_PATHS).not.toContain('/newsletter/confirm');
    expect(PRERENDERED_PATHS).not.toContain('/newsletter/unsubscribe');
  });

  it('fails loudly for a path without its own route', async () => {
    await expect(prerenderPath('/no/such/page')).rejects.toThrow('no route for /no/such/page');
  });
});

/** The `<img>` tags of some markup, in order. */
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

describe('pages prerendered by their first screen', () => {
  it.each([['/'], ['/fr']])('%s: the hero, its first image marked as the largest paint, nothing that needs the app', (path) => {
    const html = markup(path);
    const [first, ...others] = images(html);
    expect(first).toContain('src="/media/hero/hero-1.svg"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    // Its box is known before it loads: nothing moves when it arrives.
    expect(first).toMatch(/ width="1600" height="900"/);
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain('fetchPriority="high"');
    }
    // The contact form and the live parts stay with the app.
    expect(html).not.toContain('<form');
    expect(html).not.toContain('typing-banner');
    expect(html).not.toContain('home-section');
  });

  it('is the markup the home page itself renders first, so the app replaces it with the same', async () => {
    const { default: HomePage } = await import('@/features/home/home-page');
    const page = pageMarkup('/', '/', HomePage, 'en');
    expect(page.startsWith(markup('/'))).toBe(true);
    expect(page.length).toBeGreaterThan(markup('/').length);
  });

  it.each([['/contact/write-us'], ['/fr/contact/write-us']])('%s: its header and introduction, not its form', (path) => {
    const html = markup(path);
    expect(html).toMatch(/<div class="container contact-page"><p class="contact-page__intro">[^<]{100,}<\/p><\/div>$/);
    expect(html).not.toContain('<form');
  });

  it("names each page's module as the manifest does: its French twin on a French page when it has one", () => {
    expect(pages['/']?.module).toBe('src/features/home/home-page.tsx');
    expect(pages['/fr']?.module).toBe('src/features/home/home-page.tsx');
    expect(pages['/about/what-we-do']?.module).toBe('src/features/about/what-we-do-page.tsx');
    expect(pages['/fr/about/what-we-do']?.module).toBe('src/features/about/what-we-do-page.fr.tsx');
    for (const key of PRERENDERED_KEYS) expect(pages[key]?.module).toMatch(/^src\/features\/[a-z-]+\/[a-z-]+-page(\.fr)?\.tsx$/);
  });
});

/** The inventory page at exactly `path`. */
const pageAt = (path: string): SitePage => {
  const page = Object.values(PAGES).find((candidate: SitePage) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => text(m[1] ?? ''));

describe('prerender in French', () => {
  it.each(PRERENDERED_PATHS.map((path) => [path]))('/fr%s: one <h1>, in French', (path) => {
    const french = headingsOf(markup(localizedPath(path, 'fr')));
    expect(french).toHaveLength(1);
    const page = pageAt(path);
    // A page titled by the inventory is titled by its French words; the others (named by their
    // data or their own words) at least not in English.
    const expected =
      TITLES[path] === page.title ? PAGE_WORDS[page.key as keyof typeof PAGE_WORDS].title : path === '/contact/privacy-policy' ? frenchMessages.PRIVACY_POLICY_LINK : undefined;
    if (expected !== undefined) expect(french).toEqual([expected]);
    else expect(french[0]).not.toBe('');
  });

  it.each(PRERENDERED_PATHS.map((path) => [path]))('/fr%s: the page alone, in French, its links under /fr', (path) => {
    const html = markup(localizedPath(path, 'fr'));
    expect(html.startsWith(opening(path))).toBe(true);
    if (path !== '/') expect(html).toContain('aria-label="Fil d’Ariane"');
    for (const frame of ['<main', '<footer', 'class="navbar', 'loading-overlay', 'loading-indicator', '<html', '<body', '<link', '<script']) {
      expect(html).not.toContain(frame);
    }
    expect(text(html)).not.toBe(text(markup(path)));
    // Every link to a site page leads to its French address (media and API files have one address).
    const sitePaths = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] ?? '').filter((href) => !/^\/(media|api)\//.test(href));
    expect(sitePaths.filter((href) => href !== '/fr' && !href.startsWith('/fr/') && !href.startsWith('/fr?') && !href.startsWith('/fr#'))).toEqual([]);
  });
});
