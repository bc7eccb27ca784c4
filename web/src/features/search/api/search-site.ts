// GET /search?q=...&limit=20: site search. The endpoint arrives with the search issue; until then
// it answers 404, which the page shows as "not available".
import type { SearchResults } from '@bindings';
import { getData } from '@/lib/api-client';

export const SEARCH_LIMIT = 20;

export function searchSite(query: string, signal?: AbortSignal): Promise<SearchResults> {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_LIMIT) });
  return getData<SearchResults>(`/search?${params.toString()}`, signal);
}
