// GET /about/all/{slug}: the child cards of an about section or the career openings.
import type { ABOUT_SECTIONS, AboutChild, AboutChildren } from '@bindings';
import { getData } from '@/lib/api-client';

/** A section's slug, from core's ABOUT_SECTIONS. */
export type AboutSectionSlug = (typeof ABOUT_SECTIONS)[number][0];

export async function getAboutChildren(slug: AboutSectionSlug, signal?: AbortSignal): Promise<AboutChild[]> {
  const data = await getData<AboutChildren>(`/about/all/${slug}`, signal);
  return data.allChildren;
}
