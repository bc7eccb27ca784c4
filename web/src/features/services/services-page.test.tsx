// @vitest-environment jsdom
// The services list: heading (dashes as spaces) and subheading per card, linking to
// '/services/' plus the lowercased heading.
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import ServicesPage from './services-page';
import { fetchedPaths, mockApi, renderRoutes, service } from './testing/mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('lists the top-level services with their links', async () => {
  const fetchMock = mockApi({
    '/api/service/all': {
      allChildren: [
        service('advisory', 'Advisory', '/services/advisory'),
        service('it-solutions', 'It-Solutions', '/services/it-solutions'),
        service('articles-and-tools', 'Articles-And-Tools', '/services/articles-and-tools'),
      ],
    },
  });
  renderRoutes([{ path: '/services', Component: ServicesPage }], '/services');

  const itLink = await screen.findByRole('link', { name: 'It Solutions' });
  expect(itLink.getAttribute('href')).toBe('/services/it-solutions');
  expect(screen.getByRole('link', { name: 'Advisory' }).getAttribute('href')).toBe('/services/advisory');
  expect(screen.getByRole('link', { name: 'Articles And Tools' }).getAttribute('href')).toBe(
    '/services/articles-and-tools',
  );
  expect(screen.getByText('It-Solutions in one sentence.')).toBeTruthy();
  expect(fetchedPaths(fetchMock)).toEqual(['/api/service/all']);
});
