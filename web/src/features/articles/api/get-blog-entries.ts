// GET /blog: every blog article and persona page ("I am ..."), newest first, so the blog page
// needs no hand-kept list of ids. `image` is a path under the media base, `published` RFC 3339.
import type { BlogEntry } from '@bindings';
import { getData } from '@/lib/api-client';

export function getBlogEntries(signal?: AbortSignal): Promise<BlogEntry[]> {
  return getData<BlogEntry[]>('/blog', signal);
}
