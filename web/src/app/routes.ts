// Every route of spec §2, each page in its own lazily loaded chunk. A chunk that has not loaded
// after CHUNK_LOAD_TIMEOUT_MS counts as failed and shows the route error with a retry.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@bindings';

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

function page(path: string, load: () => PageModule): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)).default }),
  };
}

export const pageRoutes: RouteObject[] = [
  page('/', () => import('@/features/home/home-page')),
  // About
  page('/about', () => import('@/features/about/about-page')),
  page('/about/what-we-do', () => import('@/features/about/what-we-do-page')),
  page('/about/who-we-are', () => import('@/features/about/who-we-are-page')),
  page('/about/analysis-and-research', () => import('@/features/about/analysis-and-research-page')),
  page('/about/media-room', () => import('@/features/about/media-room-page')),
  page('/about/events-and-sponsorships', () => import('@/features/about/events-and-sponsorships-page')),
  page('/about/corporate-governance', () => import('@/features/about/corporate-governance-page')),
  page('/about/award-and-distinctions', () => import('@/features/about/awards-and-distinctions-page')),
  page('/about/b-corps', () => import('@/features/about/b-corps-page')),
  page('/about/news-and-events', () => import('@/features/about/news-and-events-page')),
  page('/about/careers', () => import('@/features/careers/careers-page')),
  page('/about/careers/available-positions', () => import('@/features/careers/available-positions-page')),
  page('/about/careers/progress-without-boundries', () => import('@/features/careers/progress-without-boundaries-page')),
  page('/about/careers/meet-our-team', () => import('@/features/careers/meet-our-team-page')),
  page('/about/careers/:id', () => import('@/features/careers/career-detail-page')),
  page('/about/:id', () => import('@/features/about/about-detail-page')),
  page('/about/:section/:id', () => import('@/features/about/about-detail-page')),
  // Services
  page('/services', () => import('@/features/services/services-page')),
  page('/services/advisory/business-plan-template', () => import('@/features/services/business-plan-template-page')),
  page('/services/it-solutions', () => import('@/features/services/it-solutions-page')),
  page('/services/digital-marketing', () => import('@/features/services/it-solutions-page')),
  page('/services/articles-and-tools', () => import('@/features/services/articles-and-tools-page')),
  page('/services/articles-and-tools/newsletters-and-economic-letter', () => import('@/features/newsletters/newsletters-page')),
  page('/services/financing/small-business-loans', () => import('@/features/services/small-business-loans-page')),
  page('/services/it-solutions/portfolio', () => import('@/features/portfolio/portfolio-page')),
  page('/services/it-solutions/portfolio/:name', () => import('@/features/portfolio/portfolio-page')),
  page('/services/*', () => import('@/features/services/service-page')),
  // Requests
  page('/request-advisory-services', () => import('@/features/requests/advisory-request-page')),
  page('/request-business-loan', () => import('@/features/requests/loan-request-page')),
  // Blog and personas
  page('/blog', () => import('@/features/articles/blog-page')),
  page('/blog/:id', () => import('@/features/articles/article-page')),
  page('/iam/:id', () => import('@/features/articles/persona-page')),
  // Contact and legal
  page('/contact', () => import('@/features/contact/contact-page')),
  page('/contact/write-us', () => import('@/features/contact/write-us-page')),
  page('/contact/terms-of-use', () => import('@/features/legal/terms-of-use-page')),
  page('/contact/terms-of-use/write-us', () => import('@/features/contact/help-message-page')),
  page('/contact/terms-of-use/client-space', () => import('@/features/legal/client-space-page')),
  page('/contact/Confidentiality', () => import('@/features/legal/confidentiality-page')),
  page('/contact/security', () => import('@/features/legal/security-page')),
  page('/contact/transparency', () => import('@/features/legal/transparency-page')),
  // Search
  page('/search', () => import('@/features/search/search-page')),
];
