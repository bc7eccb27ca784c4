// Every page of core's inventory (crates/core/src/pages.rs), each in its own lazily loaded chunk. A
// chunk that has not loaded after CHUNK_LOAD_TIMEOUT_MS counts as failed and shows the route error
// with a retry. On a French page (docs/decisions/0008-a-french-twin-for-every-page.md) a route
// loads the page's French twin (`<name>-page.fr.tsx`) when it has one, else the English module, and
// awaits the French words its chunk registered before the page renders.
import type { ComponentType } from 'react';
import type { RouteObject } from '@/lib/router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@bindings';
import { loadLanguage, pageLang } from '@/lib/i18n';
import { PAGES, type PageKey } from '@/lib/pages';

export interface PageModule {
  default: ComponentType;
}

export function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The page took more than ${ms / 1000} seconds to load`));
    }, ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Each page of core's inventory and the module (under src/features/, without `.tsx`) whose default
 * export shows it; a page without one fails to compile, a name without a module fails routes.test.
 */
export const PAGE_MODULES: Record<PageKey, string> = {
  home: 'home/home-page',
  // About
  about: 'about/about-page',
  whatWeDo: 'about/what-we-do-page',
  whoWeAre: 'about/who-we-are-page',
  analysisAndResearch: 'about/analysis-and-research-page',
  mediaRoom: 'about/media-room-page',
  eventsAndSponsorships: 'about/events-and-sponsorships-page',
  corporateGovernance: 'about/corporate-governance-page',
  awardsAndDistinctions: 'about/awards-and-distinctions-page',
  bCorps: 'about/b-corps-page',
  newsAndEvents: 'about/news-and-events-page',
  careers: 'careers/careers-page',
  availablePositions: 'careers/available-positions-page',
  progressWithoutBoundaries: 'careers/progress-without-boundaries-page',
  meetOurTeam: 'careers/meet-our-team-page',
  career: 'careers/career-detail-page',
  aboutChild: 'about/about-detail-page',
  aboutSectionChild: 'about/about-detail-page',
  // Services
  services: 'services/services-page',
  advisory: 'services/service-page',
  financing: 'services/service-page',
  businessAcquisitions: 'services/service-page',
  industries: 'services/service-page',
  businessPlanTemplate: 'services/business-plan-template-page',
  itSolutions: 'services/it-solutions-page',
  digitalMarketing: 'services/it-solutions-page',
  articlesAndTools: 'services/articles-and-tools-page',
  newsletters: 'newsletters/newsletters-page',
  smallBusinessLoans: 'services/small-business-loans-page',
  portfolio: 'portfolio/portfolio-page',
  portfolioCategory: 'portfolio/portfolio-page',
  service: 'services/service-page',
  // Requests
  advisoryRequest: 'requests/advisory-request-page',
  loanRequest: 'requests/loan-request-page',
  // Blog and personas
  blog: 'articles/blog-page',
  article: 'articles/article-page',
  persona: 'articles/persona-page',
  // Contact and legal
  contact: 'contact/contact-page',
  writeUs: 'contact/write-us-page',
  termsOfUse: 'legal/terms-of-use-page',
  helpMessage: 'contact/help-message-page',
  clientSpace: 'legal/client-space-page',
  confidentiality: 'legal/confidentiality-page',
  privacyPolicy: 'legal/privacy-policy-page',
  accessibility: 'legal/accessibility-page',
  security: 'legal/security-page',
  transparency: 'legal/transparency-page',
  // Links in emails to subscribers
  newsletterConfirm: 'newsletters/newsletter-confirm-page',
  newsletterUnsubscribe: 'newsletters/newsletter-unsubscribe-page',
  // Search
  search: 'search/search-page',
};

const ENGLISH_PAGES = import.meta.glob<PageModule>('/src/features/**/*-page.tsx');

/** The English module of `file` (a name from PAGE_MODULES). */
export function englishPage(file: string): () => Promise<PageModule> {
  const load = ENGLISH_PAGES[`/src/features/${file}.tsx`];
  if (!load) throw new Error(`routes: no page module src/features/${file}.tsx`);
  return load;
}

/** The module showing `key` in the page's language, its words loaded. */
export async function loadPage(key: PageKey): Promise<PageModule> {
  const file = PAGE_MODULES[key];
  let load = englishPage(file);
  if (pageLang() === 'fr') {
    // The twins' table is a chunk of its own, so an English page does not even carry their names.
    const { frenchPage } = await import('./french-pages');
    load = frenchPage(file) ?? load;
  }
  const module = await load();
  await loadLanguage();
  return module;
}

/** One route per page of the inventory, its id the page's key. */
export const pageRoutes: RouteObject[] = Object.values(PAGES).map((page) => ({
  id: page.key,
  path: page.path,
  lazy: async () => ({ Component: (await withTimeout(loadPage(page.key), CHUNK_LOAD_TIMEOUT_MS)).default }),
}));
