// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AboutDetailPage from './about-detail-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/about/:id', element: <AboutDetailPage /> },
      { path: '/about/:section/:id', element: <AboutDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('About detail', () => {
  it('renders heading, subheading and the marker text, with the breadcrumb', async () => {
    const page = {
      heading: 'Small Business Barometer',
      subHeading: 'A quarterly survey.',
      text: '-h2What we measure h2--pSales and <b>hiring</b> plans. P--lbPrices lb--lbCredit lb-',
    };
    const fetchMock = vi.fn((url: string) => {
      expect(url).toBe('/api/about/small-business-barometer');
      return Promise.resolve(new Response(JSON.stringify({ data: [page] })));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/about/analysis-and-research/small-business-barometer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Small Business Barometer' })).toBeTruthy();
    expect(screen.getByText('A quarterly survey.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we measure' })).toBeTruthy();
    // Markup in content is text, never HTML.
    expect(screen.getByText('Sales and <b>hiring</b> plans.').tagName).toBe('P');
    expect(screen.getByText('Prices').tagName).toBe('LI');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'About us',
      'Analysis and Research',
      'Small Business Barometer',
    ]);
    expect(within(crumbs).getByRole('link', { name: 'Analysis and Research' }).getAttribute('href')).toBe(
      '/about/analysis-and-research',
    );
  });

  it('shows a not-found state with a link back for an unknown id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ errors: [{ field: null, message: 'x' }] }), { status: 404 }))),
    );
    renderAt('/about/media-room/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
    expect(screen.getByText(/could not find the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to media room' }).getAttribute('href')).toBe('/about/media-room');
  });

  it('links back to the about page from /about/{id}', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: [] })))));
    renderAt('/about/unknown');
    expect(await screen.findByRole('link', { name: 'Back to about us' })).toBeTruthy();
  });
});
