// /search: a search box whose query lives in the URL (?q=), results from GET /api/search.
// Typing is debounced; Enter searches at once. ArrowDown from the box moves into the results.
import { useEffect, useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from '@/lib/router';
import { SEARCH_QUERY_MAX_CHARS } from '@bindings';
import { Button } from '@/components/button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { useApi } from '@/lib/use-api';
import { searchSite } from './api/search-site';
import { SearchResults } from './components/search-results';
import './components/search.css';
import { pageWords } from '@/lib/i18n';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

/** Typing pauses this long before the URL (and so the search) follows. */
export const SEARCH_DEBOUNCE_MS = 250;

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  // The API refuses longer queries; one typed or pasted into the URL is searched cut to size.
  const query = Array.from(urlQuery.trim()).slice(0, SEARCH_QUERY_MAX_CHARS).join('').trim();
  const [input, setInput] = useState(urlQuery);
  const committed = useRef(urlQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // The URL changed by itself (back, forward, a link): the box follows it.
  useEffect(() => {
    if (urlQuery !== committed.current) {
      committed.current = urlQuery;
      setInput(urlQuery);
    }
  }, [urlQuery]);

  const commit = (value: string) => {
    if (value === committed.current) return;
    committed.current = value;
    setParams(value ? { q: value } : {}, { replace: true });
  };

  // Debounce typing: the URL follows the box once typing pauses.
  useEffect(() => {
    if (input === committed.current) return;
    const timer = setTimeout(() => {
      commit(input);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
    // `commit` only reads refs and the router's stable setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input]);

  const search = useApi((signal) => (query ? searchSite(query, signal) : Promise.resolve(undefined)), [query]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    commit(input);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = listRef.current?.querySelector<HTMLAnchorElement>('a.search-result__link');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };

  let body;
  if (!query) {
    body = <p className="search__hint">{words.hint}</p>;
  } else if (search.loading) {
    body = <LoadingIndicator />;
  } else if (search.error !== undefined || search.data === undefined) {
    body = (
      <p className="search__notice" role="alert">
        {words.unavailable}
      </p>
    );
  } else if (search.data.results.length === 0) {
    body = (
      <div className="search__notice">
        <p role="status">{words.noResults(query)}</p>
        <p>{words.spellingTip}</p>
      </div>
    );
  } else {
    const { results, total } = search.data;
    body = (
      <>
        <p className="search__count" role="status">
          {words.resultCount(total, query)}
          {total > results.length && words.showingFirst(results.length)}
        </p>
        <SearchResults results={results} inputRef={inputRef} listRef={listRef} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={pageWords('search').title} crumbs={pageCrumbs('search')} />
      <div className="container search">
        <form role="search" className="search__form" onSubmit={onSubmit}>
          <label htmlFor="search-query" className="search__label">
            {words.searchTheSite}
          </label>
          <div className="search__row">
            <input
              ref={inputRef}
              id="search-query"
              className="search__input"
              type="search"
              name="q"
              value={input}
              autoComplete="off"
              maxLength={SEARCH_QUERY_MAX_CHARS}
              onChange={(event) => {
                setInput(event.target.value);
              }}
              onKeyDown={onInputKeyDown}
            />
            <Button type="submit">{words.search}</Button>
          </div>
        </form>
        <div className="search__body">{body}</div>
      </div>
    </>
  );
}
