// @vitest-environment jsdom
// The query read as URLSearchParams and written by navigating to the same path.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from './router';
import { RouterProvider } from './router-provider';
import { useSearchParams } from './use-search-params';

let setQuery: ReturnType<typeof useSearchParams>[1] = () => undefined;

function Search() {
  const [params, setParams] = useSearchParams();
  setQuery = setParams;
  return <output>{params.get('q') ?? 'none'}</output>;
}

describe('useSearchParams', () => {
  it('reads the query, and sets it with or without a new history entry', async () => {
    const router = createMemoryRouter([{ path: '/search', element: <Search /> }], { initialEntries: ['/search?q=pr%C3%AAt#top'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status').textContent).toBe('prêt');

    act(() => {
      setQuery({ q: 'loan plan' });
    });
    expect(router.state.location).toEqual({ pathname: '/search', search: '?q=loan+plan', hash: '' });
    act(() => {
      setQuery({}, { replace: true });
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status').textContent).toBe('none');
    // The replaced entry is gone: back leads to the first query.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('status').textContent).toBe('prêt');
  });
});
