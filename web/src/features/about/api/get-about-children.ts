// GET /about/all/{slug}: the child cards of an about section.
import type { ABOUT_SECTIONS, AboutChild, AboutChildren } from '@bindings';
import { getData } from '@/lib/api-client';

/** A section's slug, from core's ABOUT_SECTIONS (careers has its own call). */
export type AboutSectionSlug = Exclude<(typeof ABOUT_SECTIONS)[number][0], 'careers'>;

export async function getAboutChildren(slug: AboutSectionSlug, signal?: AbortSignal): Promise<AboutChild[]> {
  const data = await getData<AboutChildren>(`/about/all/${slug}`, signal);
  return data.allChildren;
}
