// @vitest-environment jsdom
// The catch-all service page: API path from the nested URL, heading with spaces, marker text,
// children linking to their own permalinks, breadcrumb, and the not-found state.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ServicePage from './service-page';
import { fetchedPaths, mockApi, renderRoutes, service, tree } from './testing/mock-api';

const routes = [{ path: '/services/*', Component: ServicePage }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ServicePage', () => {
  it('loads the nested path and shows the parent, its text and its children', async () => {
    const parent = service('strategic-planning', 'Strategic-Planning', '/services/advisory/strategic-planning', {
      text: '-pPlans that a -bllender bl- will read. P-',
      subHeading: 'A plan you can act on.',
    });
    const children = [
      service('succession-planning', 'Succession-Planning', '/services/advisory/strategic-planning/succession-planning'),
      service('mentorship-program', 'Mentorship-Program', '/services/advisory/strategic-planning/mentorship-program'),
    ];
    const fetchMock = mockApi({ '/api/service/all/+services+advisory+strategic-planning': tree(parent, children) });

    renderRoutes(routes, '/services/advisory/strategic-planning');

    expect(await screen.findByRole('heading', { level: 1, name: 'Strategic Planning' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/service/all/+services+advisory+strategic-planning']);
    expect(screen.getByText('A plan you can act on.')).toBeTruthy();
    expect((await screen.findByText('lender')).tagName).toBe('STRONG');

    const succession = screen.getByRole('link', { name: 'Succession Planning' });
    expect(succession.getAttribute('href')).toBe('/services/advisory/strategic-planning/succession-planning');
    expect(screen.getByRole('link', { name: 'Mentorship Program' }).getAttribute('href')).toBe(
      '/services/advisory/strategic-planning/mentorship-program',
    );
    expect(screen.getByText('Succession-Planning in one sentence.')).toBeTruthy();
    expect(screen.queryByText('Succession-Planning')).toBeNull();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'services' }).getAttribute('href')).toBe('/services');
    expect(crumbs.getByRole('link', { name: 'advisory' }).getAttribute('href')).toBe('/services/advisory');
    expect(crumbs.getByText('strategic planning').getAttribute('aria-current')).toBe('page');
  });

  it('turns a trailing slash and a single segment into the right call', async () => {
    const parent = service('industries', 'Industries', '/services/industries');
    const fetchMock = mockApi({ '/api/service/all/+services+industries': tree(parent, []) });
    renderRoutes(routes, '/services/industries/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Industries' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/service/all/+services+industries']);
  });

  it('serves a service the inventory names at its own route (no `*` to read)', async () => {
    const parent = service('advisory', 'Advisory', '/services/advisory');
    const fetchMock = mockApi({ '/api/service/all/+services+advisory': tree(parent, []) });
    renderRoutes([{ path: '/services/advisory', Component: ServicePage }], '/services/advisory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advisory' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).toEqual(['/api/service/all/+services+advisory']);
  });

  it('shows a not-found state with a link to the services list for a 404', async () => {
    mockApi({});
    renderRoutes(routes, '/services/advisory/no-such-service');
    expect(await screen.findByRole('heading', { name: 'We could not find this service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('heading', { level: 1, name: 'no such service' })).toBeTruthy();
  });
});
