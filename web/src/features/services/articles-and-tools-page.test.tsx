// @vitest-environment jsdom
// Articles and tools: the service's text and children, and the way to the newsletters.
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import ArticlesAndToolsPage from './articles-and-tools-page';
import { fetchedPaths, mockApi, renderRoutes, service, tree } from './testing/mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the text, the children and a link to the newsletters', async () => {
  const fetchMock = mockApi({
    '/api/service/all/+services+articles-and-tools': tree(
      service('articles-and-tools', 'Articles-And-Tools', '/services/articles-and-tools', {
        text: '-pFree resources for entrepreneurs. P-',
      }),
      [service('guides-and-checklists', 'Guides-And-Checklists', '/services/articles-and-tools/guides-and-checklists')],
    ),
  });
  const path = '/services/articles-and-tools';
  renderRoutes([{ path, Component: ArticlesAndToolsPage }], path);

  expect((await screen.findByRole('link', { name: 'Guides And Checklists' })).getAttribute('href')).toBe(
    '/services/articles-and-tools/guides-and-checklists',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Articles And Tools' })).toBeTruthy();
  expect(await screen.findByText('Free resources for entrepreneurs.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Read the newsletters' }).getAttribute('href')).toBe(
    '/services/articles-and-tools/newsletters-and-economic-letter',
  );
  expect(fetchedPaths(fetchMock)).toEqual(['/api/service/all/+services+articles-and-tools']);
});
