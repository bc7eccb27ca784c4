// GET /about/{id}: an about detail page or a career opening (the server answers a one-element
// list; 404 when unknown).
import type { AboutPage } from '@bindings';
import { getData } from '@/lib/api-client';

/** The page, or `undefined` when the list comes back empty. */
export async function getAboutPage(id: string, signal?: AbortSignal): Promise<AboutPage | undefined> {
  const pages = await getData<AboutPage[]>(`/about/${encodeURIComponent(id)}`, signal);
  return pages[0];
}
