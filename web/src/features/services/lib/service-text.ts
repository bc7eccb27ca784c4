import type { Crumb } from '@/components/page-header';
import { displayHeading } from '@/lib/service-heading';
import { PAGES } from '@/lib/pages';

/** A path segment as a title: 'digital-marketing' → 'Digital Marketing'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** services > advisory > strategic planning, each crumb linking to its own level. */
export function serviceCrumbs(segments: string[]): Crumb[] {
  return [
    { label: 'services', to: PAGES.services.path },
    ...segments.map((segment, index) => ({
      label: displayHeading(segment),
      to: `${PAGES.services.path}/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}
