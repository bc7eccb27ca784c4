// @vitest-environment jsdom
// The portfolio: category preselected from ?q= or the path name (decoded), falling back to the
// first; 3 cards at first, 'view more' adds 3 and hides itself when all are shown.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioCategory } from '@bindings';
import PortfolioPage from './portfolio-page';

const NAMES = ['Web Development', 'Mobile Applications', 'Online Stores', 'Cloud Hosting', 'Data Analytics'];
const CATEGORIES: PortfolioCategory[] = NAMES.map((name) => ({
  name,
  label: name,
  contents: Array.from({ length: 7 }, (_, index) => ({
    image: `portfolio/${name.toLowerCase().replace(' ', '-')}-${index + 1}.svg`,
    heading: `${name} project ${index + 1}`,
    sub_heading: `Client ${index + 1}, Brampton`,
    text_data: `-pWhat we built, number ${index + 1}. P-`,
  })),
}));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      input === '/api/portfolio/all'
        ? new Response(JSON.stringify({ data: CATEGORIES }))
        : new Response(JSON.stringify({ errors: [] }), { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/services/it-solutions/portfolio', Component: PortfolioPage },
      { path: '/services/it-solutions/portfolio/:name', Component: PortfolioPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function selectedTab(): Promise<string> {
  const tabs = await screen.findAllByRole('tab');
  return tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? '';
}

function projectHeadings(): string[] {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('PortfolioPage', () => {
  it('preselects the category named in ?q=', async () => {
    renderAt('/services/it-solutions/portfolio?q=Cloud%20Hosting');
    expect(await selectedTab()).toBe('Cloud Hosting');
    expect(projectHeadings()).toEqual(['Cloud Hosting project 1', 'Cloud Hosting project 2', 'Cloud Hosting project 3']);
    expect(fetchMock).toHaveBeenCalledWith('/api/portfolio/all', expect.anything());
  });

  it('preselects the category named by the encoded path', async () => {
    renderAt('/services/it-solutions/portfolio/Online%20Stores');
    expect(await selectedTab()).toBe('Online Stores');
    expect(projectHeadings()[0]).toBe('Online Stores project 1');
  });

  it('falls back to the first category without a name or with an unknown one', async () => {
    renderAt('/services/it-solutions/portfolio');
    expect(await selectedTab()).toBe('Web Development');
  });

  it('falls back to the first category for an unknown name', async () => {
    renderAt('/services/it-solutions/portfolio?q=Quantum%20Computing');
    expect(await selectedTab()).toBe('Web Development');
  });

  it('shows 3 cards, then 6, then all, moving focus to the first new card', async () => {
    const user = userEvent.setup();
    renderAt('/services/it-solutions/portfolio?q=Data%20Analytics');
    await screen.findAllByRole('tab');
    expect(projectHeadings()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'view more' }));
    expect(projectHeadings()).toHaveLength(6);
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Data Analytics project 4' }));

    await user.click(screen.getByRole('button', { name: 'view more' }));
    expect(projectHeadings()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'view more' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Data Analytics project 7' }));
  });

  it('renders each card with its image, heading, subheading and marker text', async () => {
    renderAt('/services/it-solutions/portfolio?q=Web%20Development');
    const card = await screen.findByRole('article', { name: 'Web Development project 2' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/portfolio/web-development-2.svg');
    expect(within(card).getByText('Client 2, Brampton')).toBeTruthy();
    expect((await within(card).findByText('What we built, number 2.')).tagName).toBe('P');
  });

  it('switches category with the tabs and starts again at 3 cards', async () => {
    const user = userEvent.setup();
    renderAt('/services/it-solutions/portfolio');
    await screen.findAllByRole('tab');
    await user.click(screen.getByRole('button', { name: 'view more' }));
    expect(projectHeadings()).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: 'Mobile Applications' }));
    expect(projectHeadings()).toEqual([
      'Mobile Applications project 1',
      'Mobile Applications project 2',
      'Mobile Applications project 3',
    ]);
  });

  it('shows the categories in a carousel linking to their pages', async () => {
    renderAt('/services/it-solutions/portfolio?q=Online%20Stores');
    const carousel = await screen.findByRole('region', { name: 'Portfolio categories' });
    const links = Array.from(carousel.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/services/it-solutions/portfolio/Web%20Development',
      '/services/it-solutions/portfolio/Mobile%20Applications',
      '/services/it-solutions/portfolio/Online%20Stores',
      '/services/it-solutions/portfolio/Cloud%20Hosting',
      '/services/it-solutions/portfolio/Data%20Analytics',
    ]);
    expect(within(carousel).getByRole('link', { name: /Online Stores/ })).toBeTruthy();
  });
});
