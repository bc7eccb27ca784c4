// @vitest-environment jsdom
// Search results on a French page: the server gives French results their /fr address; each links
// there once (the router's /fr basename), kinds shown in French.
import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { SearchResults, safeHref } from './search-results';

beforeAll(switchToFrench);
afterAll(switchToEnglish);

describe('search results in French', () => {
  it('links a French result to its French address', () => {
    render(
      <MemoryRouter basename="/fr" initialEntries={['/fr/search?q=pr%C3%AAt']}>
        <SearchResults
          results={[
            { kind: 'service', title: 'Prêts aux petites entreprises', snippet: 'Nos <mark>prêts</mark>…', url: '/fr/services/financing/small-business-loans' },
            { kind: 'blog', title: 'Fixer ses prix', snippet: '', url: '/fr/blog/pricing-for-profit' },
          ]}
          inputRef={createRef()}
          listRef={createRef()}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Résultats de recherche' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fr/services/financing/small-business-loans', '/fr/blog/pricing-for-profit']);
    expect(links[1]?.textContent).toBe('blogueFixer ses prix');
  });

  it('leaves a result in the other language as a plain link to it', () => {
    expect(safeHref('/fr/blog/x')).toEqual({ internal: true, href: '/blog/x' });
    expect(safeHref('/blog/x')).toEqual({ internal: false, href: '/blog/x' });
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});
