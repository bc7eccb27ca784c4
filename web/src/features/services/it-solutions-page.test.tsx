// @vitest-environment jsdom
// IT solutions and digital marketing: title, intro, child cards, the 'Have Questions?' card and
// the category tiles (encoded portfolio links, videos by position, no autoplay under reduced motion).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryTile } from './components/category-tile';
import ItSolutionsPage from './it-solutions-page';
import { fetchedPaths, mockApi, renderRoutes, service, tree } from './testing/mock-api';

const CATEGORIES = ['Web Development', 'Mobile Applications', 'Online Stores', 'Cloud Hosting', 'Data Analytics'];
const routes = [
  { path: '/services/it-solutions', Component: ItSolutionsPage },
  { path: '/services/digital-marketing', Component: ItSolutionsPage },
  { path: '/services/it-solutions/portfolio/:name', element: <h1>Portfolio</h1> },
];

const itTree = tree(
  service('it-solutions', 'It-Solutions', '/services/it-solutions', { text: '-pTechnology that pays its way. P-' }),
  CATEGORIES.map((name) => {
    const id = name.toLowerCase().replace(' ', '-');
    return service(id, name.replace(' ', '-'), `/services/it-solutions/${id}`);
  }),
);

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ItSolutionsPage', () => {
  it('shows the title, the intro text, child cards and the questions card', async () => {
    const fetchMock = mockApi({
      '/api/service/all/+services+it-solutions': itTree,
      '/api/portfolio/all': CATEGORIES.map((name) => ({ name, contents: [] })),
    });
    renderRoutes(routes, '/services/it-solutions');

    expect(screen.getByRole('heading', { level: 1, name: 'It Solutions' })).toBeTruthy();
    const offer = within((await screen.findByRole('heading', { name: 'What we offer' })).parentElement as HTMLElement);
    expect(offer.getByRole('link', { name: 'Web Development' }).getAttribute('href')).toBe(
      '/services/it-solutions/web-development',
    );
    expect(offer.getByRole('link', { name: 'Data Analytics' }).getAttribute('href')).toBe(
      '/services/it-solutions/data-analytics',
    );
    expect(await screen.findByText('Technology that pays its way.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Have Questions?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write us' }).getAttribute('href')).toBe('/contact/write-us');
    expect(fetchedPaths(fetchMock)).toContain('/api/service/all/+services+it-solutions');
  });

  it('renders category tiles linking to the encoded portfolio path with videos by position', async () => {
    mockApi({
      '/api/service/all/+services+it-solutions': itTree,
      '/api/portfolio/all': CATEGORIES.map((name) => ({ name, contents: [] })),
    });
    const { router } = renderRoutes(routes, '/services/it-solutions');

    const carousel = await screen.findByRole('region', { name: 'our it solutions categories' });
    expect(screen.getByRole('heading', { name: 'our it solutions categories' })).toBeTruthy();
    const tiles = Array.from(carousel.querySelectorAll<HTMLAnchorElement>('a[href^="/services/it-solutions/portfolio/"]'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const name = tile.textContent;
      const position = CATEGORIES.indexOf(name);
      expect(position).toBeGreaterThanOrEqual(0);
      // The old site's address: the category name with its spaces encoded (written out, not the
      // page's own encoder).
      expect(tile.getAttribute('href')).toBe(`/services/it-solutions/portfolio/${name.replaceAll(' ', '%20')}`);
      expect(tile.querySelector('video')?.getAttribute('src')).toBe(`/media/videos/portfolio-${position + 1}.mp4`);
    }
    expect(within(carousel).getByRole('link', { name: 'Web Development' }).getAttribute('href')).toBe(
      '/services/it-solutions/portfolio/Web%20Development',
    );

    await userEvent.click(within(carousel).getByRole('link', { name: 'Mobile Applications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/services/it-solutions/portfolio/Mobile%20Applications');
  });

  it('falls back to the children headings when the portfolio call fails', async () => {
    mockApi({ '/api/service/all/+services+it-solutions': itTree });
    renderRoutes(routes, '/services/it-solutions');
    const carousel = await screen.findByRole('region', { name: 'our it solutions categories' });
    expect(within(carousel).getByRole('link', { name: 'Web Development' }).getAttribute('href')).toBe(
      '/services/it-solutions/portfolio/Web%20Development',
    );
  });

  it('serves digital marketing from its own service with its own heading', async () => {
    const fetchMock = mockApi({
      '/api/service/all/+services+digital-marketing': tree(
        service('digital-marketing', 'Digital-Marketing', '/services/digital-marketing'),
        [service('social-media', 'Social-Media', '/services/digital-marketing/social-media')],
      ),
      '/api/portfolio/all': CATEGORIES.map((name) => ({ name, contents: [] })),
    });
    renderRoutes(routes, '/services/digital-marketing');

    expect(screen.getByRole('heading', { level: 1, name: 'Digital Marketing' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Social Media' })).getAttribute('href')).toBe(
      '/services/digital-marketing/social-media',
    );
    expect(fetchedPaths(fetchMock)).toContain('/api/service/all/+services+digital-marketing');
    expect(fetchedPaths(fetchMock)).not.toContain('/api/service/all/+services+it-solutions');
  });
});

describe('CategoryTile', () => {
  it('gets the five videos by position and wraps after the fifth', () => {
    render(
      <MemoryRouter>
        {['A', 'B', 'C', 'D', 'E', 'F B'].map((name, position) => (
          <CategoryTile key={name} name={name} position={position} />
        ))}
      </MemoryRouter>,
    );
    const videos = Array.from(document.querySelectorAll('video')).map((video) => video.getAttribute('src'));
    expect(videos).toEqual([1, 2, 3, 4, 5, 1].map((n) => `/media/videos/portfolio-${n}.mp4`));
    expect(screen.getByRole('link', { name: 'F B' }).getAttribute('href')).toBe('/services/it-solutions/portfolio/F%20B');
  });

  it('plays a muted loop with explicit size, and does not autoplay under reduced motion', () => {
    stubReducedMotion(false);
    const { unmount } = render(
      <MemoryRouter>
        <CategoryTile name="Cloud Hosting" position={3} />
      </MemoryRouter>,
    );
    let video = document.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.getAttribute('width')).toBe('640');
    expect(video?.getAttribute('height')).toBe('360');
    unmount();

    stubReducedMotion(true);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <CategoryTile name="Cloud Hosting" position={3} />
      </MemoryRouter>,
    );
    video = document.querySelector('video');
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(pause).toHaveBeenCalled();
    pause.mockRestore();
  });
});
