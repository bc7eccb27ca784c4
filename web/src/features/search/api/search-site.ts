// GET /search?q=...&limit=20: site search. The endpoint arrives with the search issue; until then
// it answers 404, which the page shows as "not available".
import { getData } from '@/lib/api-client';

export const SEARCH_LIMIT = 20;

export interface SearchResult {
  /** What the result is: a service, an about page, an article, ... */
  kind: string;
  title: string;
  /** An excerpt around the match; may hold markup, which the page strips. */
  snippet: string;
  /** Where the result lives on the site. */
  url: string;
}

export interface SearchResponse {
  results: SearchResult[];
  total: number;
}

export function searchSite(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({ q: query, limit: String(SEARCH_LIMIT) });
  return getData<SearchResponse>(`/search?${params.toString()}`, signal);
}
