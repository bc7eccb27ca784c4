import type { Crumb } from '@/components/page-header';
import { pageLang, pageWords } from '@/lib/i18n';
import { displayHeading } from '@/lib/service-heading';
import { PAGES, pageAt, type PageKey } from '@/lib/pages';
import { words } from '../words';

/** A path segment as a title: 'digital-marketing' → 'Digital Marketing'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The name of the service at `path` (`/services/advisory`) before its data arrives, from its last
 * segment. English shows the segment ('advisory'); a French page cannot show an English slug, so
 * it names the services the inventory knows ('Services-conseils') and falls back to the segment.
 */
export function segmentName(path: string, segment: string): string {
  const page = pageLang() === 'fr' ? pageAt(path) : undefined;
  return page ? pageWords(page.key as PageKey).crumb : displayHeading(segment);
}

/**
 * services > advisory > strategic planning, each crumb linking to its own level. `heading` is the
 * loaded service's heading: a French page names its last crumb with it (the segment is English).
 */
export function serviceCrumbs(segments: string[], heading?: string): Crumb[] {
  const french = pageLang() === 'fr';
  return [
    { label: words.servicesCrumb, to: PAGES.services.path },
    ...segments.map((segment, index) => {
      const to = `${PAGES.services.path}/${segments.slice(0, index + 1).join('/')}`;
      const last = index === segments.length - 1;
      const label = french && last && heading !== undefined ? displayHeading(heading) : segmentName(to, segment);
      return { label, to };
    }),
  ];
}
