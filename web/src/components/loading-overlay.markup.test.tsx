// @vitest-environment jsdom
// The server draws the app's loading overlay in every document it renders, so that nothing moves
// when the app takes over: tests/vectors/loading-overlay.html holds the server's markup, exactly
// (its `the_loading_overlay_is_the_shared_markup` test, crates/server/src/ssr/document.rs), and
// here the React component must give the same elements, attributes and text.
import { LOADING } from '@bindings';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

const shared = readFileSync(resolve(process.cwd(), '../tests/vectors/loading-overlay.html'), 'utf8').trimEnd();

const fragment = (html: string) => document.createRange().createContextualFragment(html);

describe("the loading overlay's markup", () => {
  it('is the markup the server renders', () => {
    const react = renderToStaticMarkup(
      <MemoryRouter>
        <LoadingOverlay />
      </MemoryRouter>,
    );
    // React's server renderer hoists a preload hint for each image ahead of the markup (in the
    // browser it goes to the head); the component's own markup follows it.
    const markup = react.replace(/^(<link rel="preload" as="image"[^>]*>)+/, '');
    // The same nodes, attributes (in any order: leptos writes `class` last) and text.
    const same = fragment(markup).isEqualNode(fragment(shared));
    expect(same ? 'equal' : `React: ${markup}\nserver: ${shared}`).toBe('equal');
  });

  it('would notice a difference', () => {
    expect(fragment(shared.replace('width="48"', 'width="40"')).isEqualNode(fragment(shared))).toBe(false);
    expect(fragment(shared.replace(LOADING, 'Loading')).isEqualNode(fragment(shared))).toBe(false);
  });
});
