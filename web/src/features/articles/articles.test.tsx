// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Blog list', () => {
  const entry = (id: string, published: string) => ({
    _id: id,
    heading: `Title ${id}`,
    sub_heading: `About ${id}`,
    image: `articles/${id}.svg`,
    published,
  });

  it('lists GET /api/blog in its order: personas link to /iam, articles to /blog, with the stored image', async () => {
    const fetchMock = vi.fn((url: string) => {
      expect(url).toBe('/api/blog');
      return Promise.resolve(
        new Response(
          JSON.stringify({
            data: [
              entry('newest-article', '2026-10-06'),
              entry('professional', '2026-09-02'),
              entry('older-article', '2026-08-25'),
              entry('supplier', '2026-08-01'),
            ],
          }),
        ),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/blog');

    const personas = await screen.findByRole('list', { name: 'I am' });
    expect(within(personas).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/iam/professional',
      '/iam/supplier',
    ]);
    const articles = screen.getByRole('list', { name: 'Articles' });
    expect(within(articles).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog/newest-article',
      '/blog/older-article',
    ]);
    expect(within(articles).getByRole('link', { name: 'Title newest-article' })).toBeTruthy();
    expect(within(articles).getByText('About newest-article')).toBeTruthy();
    // The image is the entry's stored `image`, under the media base.
    const images = within(articles)
      .getAllByRole('presentation')
      .map((image) => image.getAttribute('src'));
    expect(images).toEqual(['/media/articles/newest-article.svg', '/media/articles/older-article.svg']);
    // One call for the whole list.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"errors":[]}', { status: 500 }))));
    renderAt('/blog');
    expect(await screen.findByText('The articles cannot be shown right now. Please try again later.')).toBeTruthy();
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
