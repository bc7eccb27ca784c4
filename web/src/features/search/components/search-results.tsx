// The search results: a list of links with the kind and title (plain text), and the snippet with
// its matched words in <mark> (text nodes and <mark> elements, never HTML). Arrow keys move
// between results (and Up from the first one returns to the search box).
import { Fragment, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '@/lib/router';
import type { SearchResult } from '@bindings';
import { pageLang, splitLangPath } from '@/lib/i18n';
import { words } from '../words';
import { snippetParts } from './snippet-parts';

/**
 * A site path or an http(s) address; anything else is not linked. A site path of the page's
 * language is linked through the router (the server gives French results their `/fr` address,
 * which the router's basename adds back: `to` is the English path); any other is a plain link.
 */
export function safeHref(url: string): { internal: boolean; href: string } | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const { lang, path } = splitLangPath(url);
    return lang === pageLang() ? { internal: true, href: path } : { internal: false, href: url };
  }
  if (/^https?:\/\//i.test(url)) return { internal: false, href: url };
  return undefined;
}

interface SearchResultsProps {
  results: readonly SearchResult[];
  /** The search box, focused by ArrowUp on the first result. */
  inputRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLOListElement | null>;
}

export function SearchResults({ results, inputRef, listRef }: SearchResultsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a.search-result__link'));
    const index = links.findIndex((link) => link === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') links[Math.min(index + 1, links.length - 1)]?.focus();
    else if (index === 0) inputRef.current?.focus();
    else links[index - 1]?.focus();
  };

  return (
    <ol className="search-results" aria-label={words.searchResults} ref={listRef} onKeyDown={onKeyDown}>
      {results.map((result, index) => {
        const target = safeHref(result.url);
        const snippet = snippetParts(result.snippet);
        const content = (
          <>
            <span className="search-result__kind">{words.kinds[result.kind] ?? result.kind}</span>
            <span className="search-result__title">{result.title}</span>
          </>
        );
        return (
          <li key={`${result.url}-${index}`} className="search-result">
            {target === undefined ? (
              <p className="search-result__link search-result__link--plain">{content}</p>
            ) : target.internal ? (
              <Link className="search-result__link" to={target.href}>
                {content}
              </Link>
            ) : (
              <a className="search-result__link" href={target.href} rel="noopener noreferrer">
                {content}
              </a>
            )}
            {snippet.length > 0 && (
              <p className="search-result__snippet">
                {snippet.map((part, partIndex) =>
                  part.marked ? (
                    <mark key={partIndex} className="search-result__match">
                      {part.text}
                    </mark>
                  ) : (
                    <Fragment key={partIndex}>{part.text}</Fragment>
                  ),
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
