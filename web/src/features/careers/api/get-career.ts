// GET /about/{id}: one career opening (the server answers a one-element list; 404 when unknown).
import type { AboutPage } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getCareer(id: string, signal?: AbortSignal): Promise<AboutPage | undefined> {
  const pages = await getData<AboutPage[]>(`/about/${encodeURIComponent(id)}`, signal);
  return pages[0];
}
