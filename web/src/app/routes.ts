// Every page of core's inventory (spec §2), each in its own lazily loaded chunk. A chunk that has not loaded
// after CHUNK_LOAD_TIMEOUT_MS counts as failed and shows the route error with a retry.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@bindings';
import { PAGES, type PageKey } from '@/lib/pages';

type PageModule = Promise<{ default: ComponentType }>;

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

/** Each page of core's inventory and the component that shows it; a page without one fails to compile. */
const PAGE_COMPONENTS: Record<PageKey, () => PageModule> = {
  home: () => import('@/features/home/home-page'),
  // About
  about: () => import('@/features/about/about-page'),
  whatWeDo: () => import('@/features/about/what-we-do-page'),
  whoWeAre: () => import('@/features/about/who-we-are-page'),
  analysisAndResearch: () => import('@/features/about/analysis-and-research-page'),
  mediaRoom: () => import('@/features/about/media-room-page'),
  eventsAndSponsorships: () => import('@/features/about/events-and-sponsorships-page'),
  corporateGovernance: () => import('@/features/about/corporate-governance-page'),
  awardsAndDistinctions: () => import('@/features/about/awards-and-distinctions-page'),
  bCorps: () => import('@/features/about/b-corps-page'),
  newsAndEvents: () => import('@/features/about/news-and-events-page'),
  careers: () => import('@/features/careers/careers-page'),
  availablePositions: () => import('@/features/careers/available-positions-page'),
  progressWithoutBoundaries: () => import('@/features/careers/progress-without-boundaries-page'),
  meetOurTeam: () => import('@/features/careers/meet-our-team-page'),
  career: () => import('@/features/careers/career-detail-page'),
  aboutChild: () => import('@/features/about/about-detail-page'),
  aboutSectionChild: () => import('@/features/about/about-detail-page'),
  // Services
  services: () => import('@/features/services/services-page'),
  advisory: () => import('@/features/services/service-page'),
  financing: () => import('@/features/services/service-page'),
  businessAcquisitions: () => import('@/features/services/service-page'),
  industries: () => import('@/features/services/service-page'),
  businessPlanTemplate: () => import('@/features/services/business-plan-template-page'),
  itSolutions: () => import('@/features/services/it-solutions-page'),
  digitalMarketing: () => import('@/features/services/it-solutions-page'),
  articlesAndTools: () => import('@/features/services/articles-and-tools-page'),
  newsletters: () => import('@/features/newsletters/newsletters-page'),
  smallBusinessLoans: () => import('@/features/services/small-business-loans-page'),
  portfolio: () => import('@/features/portfolio/portfolio-page'),
  portfolioCategory: () => import('@/features/portfolio/portfolio-page'),
  service: () => import('@/features/services/service-page'),
  // Requests
  advisoryRequest: () => import('@/features/requests/advisory-request-page'),
  loanRequest: () => import('@/features/requests/loan-request-page'),
  // Blog and personas
  blog: () => import('@/features/articles/blog-page'),
  article: () => import('@/features/articles/article-page'),
  persona: () => import('@/features/articles/persona-page'),
  // Contact and legal
  contact: () => import('@/features/contact/contact-page'),
  writeUs: () => import('@/features/contact/write-us-page'),
  termsOfUse: () => import('@/features/legal/terms-of-use-page'),
  helpMessage: () => import('@/features/contact/help-message-page'),
  clientSpace: () => import('@/features/legal/client-space-page'),
  confidentiality: () => import('@/features/legal/confidentiality-page'),
  privacyPolicy: () => import('@/features/legal/privacy-policy-page'),
  accessibility: () => import('@/features/legal/accessibility-page'),
  security: () => import('@/features/legal/security-page'),
  transparency: () => import('@/features/legal/transparency-page'),
  // Links in emails to subscribers
  newsletterConfirm: () => import('@/features/newsletters/newsletter-confirm-page'),
  newsletterUnsubscribe: () => import('@/features/newsletters/newsletter-unsubscribe-page'),
  // Search
  search: () => import('@/features/search/search-page'),
};

export const pageRoutes: RouteObject[] = Object.values(PAGES).map((page) => ({
  path: page.path,
  lazy: async () => ({ Component: (await withTimeout(PAGE_COMPONENTS[page.key](), CHUNK_LOAD_TIMEOUT_MS)).default }),
}));
