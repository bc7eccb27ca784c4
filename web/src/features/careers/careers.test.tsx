// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CareerDetailPage from './career-detail-page';
import CareersPage from './careers-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/about/careers', element: <CareersPage /> },
      { path: '/about/careers/:id', element: <CareerDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Careers', () => {
  it('lists the openings from the careers call, linking to /about/careers/{id}', async () => {
    const children = [
      { _id: 'business-advisor-brampton', heading: 'Business Advisor, Brampton', subHeading: 'Guide entrepreneurs.' },
      { _id: 'web-developer-intern', heading: 'Web Developer Intern', subHeading: 'A paid internship.' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        expect(url).toBe('/api/about/all/careers');
        return Promise.resolve(new Response(JSON.stringify({ data: { allChildren: children } })));
      }),
    );
    renderAt('/about/careers');
    const list = await screen.findByRole('list', { name: 'Open positions' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about/careers/business-advisor-brampton',
      '/about/careers/web-developer-intern',
    ]);
    const menu = screen.getByRole('navigation', { name: 'Careers' });
    expect(within(menu).getByRole('link', { name: 'Progress without boundaries' }).getAttribute('href')).toBe(
      '/about/careers/progress-without-boundries',
    );
  });

  it('shows an opening from GET /about/{id} with its marker text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === '/api/about/web-developer-intern'
            ? new Response(JSON.stringify({ data: [{ heading: 'Web Developer Intern', subHeading: 'Paid.', text: '-h2Role h2-' }] }))
            : new Response('{"errors":[]}', { status: 404 }),
        ),
      ),
    );
    renderAt('/about/careers/web-developer-intern');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web Developer Intern' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Role' })).toBeTruthy();
  });

  it('shows a not-found state for an unknown opening', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"errors":[]}', { status: 404 }))));
    renderAt('/about/careers/filled-position');
    expect(await screen.findByRole('heading', { level: 1, name: 'Position not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all current openings' }).getAttribute('href')).toBe('/about/careers');
  });
});
