// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_ARTICLE_IDS, PERSONA_IDS } from './api/article-ids';
import ArticlePage from './article-page';
import BlogPage from './blog-page';
import PersonaPage from './persona-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:id', element: <ArticlePage /> },
      { path: '/iam/:id', element: <PersonaPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const article = (heading: string) => ({ heading, sub_heading: `About ${heading}`, text_data: '-pText P-' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Blog list', () => {
  it('loads every persona and article by id and links them to /iam and /blog', async () => {
    const fetchMock = vi.fn((url: string) => {
      const id = url.replace('/api/blog/', '');
      // One article fails: it is left out, the others still show.
      if (id === BLOG_ARTICLE_IDS[0]) return Promise.resolve(new Response('{"errors":[]}', { status: 404 }));
      return Promise.resolve(new Response(JSON.stringify({ data: [article(`Title ${id}`)] })));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blog');

    const personas = await screen.findByRole('list', { name: 'I am' });
    expect(within(personas).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      PERSONA_IDS.map((id) => `/iam/${id}`),
    );
    const articles = screen.getByRole('list', { name: 'Articles' });
    expect(within(articles).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      BLOG_ARTICLE_IDS.slice(1).map((id) => `/blog/${id}`),
    );
    expect(fetchMock.mock.calls.map((call) => call[0]).sort()).toEqual(
      [...PERSONA_IDS, ...BLOG_ARTICLE_IDS].map((id) => `/api/blog/${id}`).sort(),
    );
  });
});

describe('Article and persona pages', () => {
  it('renders heading, sub_heading and text_data as marker text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        expect(url).toBe('/api/iam/professional');
        return Promise.resolve(
          new Response(
            JSON.stringify({
              data: [{ heading: 'I am a professional', sub_heading: 'Your practice.', text_data: '-h2Start h2--lbOne lb-' }],
            }),
          ),
        );
      }),
    );
    renderAt('/iam/professional');
    expect(await screen.findByRole('heading', { level: 1, name: 'I am a professional' })).toBeTruthy();
    expect(screen.getByText('Your practice.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Start' })).toBeTruthy();
    expect(screen.getByText('One').tagName).toBe('LI');
  });

  it('shows a not-found state for an unknown article', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"errors":[]}', { status: 404 }))));
    renderAt('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'This article is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all articles' }).getAttribute('href')).toBe('/blog');
  });
});
