// GET /blog: every blog article and persona page ("I am ..."), newest first, so the blog page
// needs no hand-kept list of ids.
import { getData } from '@/lib/api-client';

/**
 * One entry of the list, field for field as the server answers GET /api/blog. `image` is a path
 * under the media base (`articles/pricing-your-services.svg`), `published` an ISO date.
 */
export interface BlogEntry {
  _id: string;
  heading: string;
  sub_heading: string;
  image: string;
  published: string;
}

export function getBlogEntries(signal?: AbortSignal): Promise<BlogEntry[]> {
  return getData<BlogEntry[]>('/blog', signal);
}
