// GET /about/all/{slug}: the child cards of an about section or the career openings.
import type { AboutChild, AboutChildren } from '@bindings';
import { getData } from '@/lib/api-client';

export type AboutSectionSlug =
  | 'analysis-and-research'
  | 'awards-and-distinctions'
  | 'b-corp'
  | 'careers'
  | 'events-and-sponsorships';

export async function getAboutChildren(slug: AboutSectionSlug, signal?: AbortSignal): Promise<AboutChild[]> {
  const data = await getData<AboutChildren>(`/about/all/${slug}`, signal);
  return data.allChildren;
}
