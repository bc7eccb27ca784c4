// GET /search?q=...&limit=20: site search, the best matches first and how many matched in all.
// Each snippet is escaped HTML whose only tags are <mark> (see components/snippet-parts.ts).
import { SEARCH_DEFAULT_LIMIT, type SearchResults } from '@bindings';
import { getData } from '@/lib/api-client';

export function searchSite(query: string, signal?: AbortSignal): Promise<SearchResults> {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_DEFAULT_LIMIT) });
  return getData<SearchResults>(`/search?${params.toString()}`, signal);
}
