// @vitest-environment jsdom
// The home page: the hero is its header (one h1), the typing banner, the services carousel fed by
// GET /service/all with cards to '/services/' + lowercased heading, the Advisory/Financing/Loans
// tabs, the IT-solution categories linking to their portfolio, and the B Corp banner.
import { DEFAULT_BANNER_BUTTON_LABEL, NOT_FOUND, ORGANISATION_NAME, type Service } from '@bindings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '@/testing/media-query-stub';
import HomePage from './home-page';

const service = (id: string, heading: string, parent: string | null = null): Service => ({
  _id: id,
  heading,
  subHeading: `${heading} for Canadian entrepreneurs.`,
  image: `services/${id}.svg`,
  image_url: `/media/services/${id}.svg`,
  text: '',
  parent,
  perma_link: parent ? `/services/${parent}/${id}` : `/services/${id}`,
});

const TOP = [service('advisory', 'Advisory'), service('financing', 'Financing'), service('it-solutions', 'It-Solutions')];
const IT = [service('web-development', 'Web-Development', 'it-solutions'), service('online-stores', 'Online-Stores', 'it-solutions')];

const calls: string[] = [];
function stubApi({ failServices = false } = {}) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    if (url === '/api/service/all') {
      return Promise.resolve(failServices ? new Response(JSON.stringify({ errors: [] }), { status: 500 }) : new Response(JSON.stringify({ data: { allChildren: TOP } })));
    }
    if (url === '/api/service/all/+services+it-solutions') {
      return Promise.resolve(new Response(JSON.stringify({ data: { parent: { ...service('it-solutions', 'It-Solutions'), allChildren: IT }, allChildren: IT } })));
    }
    return Promise.resolve(new Response(JSON.stringify({ errors: [{ field: null, message: NOT_FOUND }] }), { status: 404 }));
  });
}

function renderHome() {
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('has the hero as its one h1, and the organisation as its title', async () => {
    stubMedia({ width: 1280 });
    stubApi();
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe(ORGANISATION_NAME);
    });
  });

  it('shows the services from GET /service/all as cards linking to their pages', async () => {
    stubMedia({ width: 1280 });
    stubApi();
    renderHome();
    const carousel = await screen.findByRole('region', { name: 'Our services' }, { timeout: 3000 });
    await waitFor(() => {
      expect(within(carousel).getAllByRole('link', { hidden: true })).toHaveLength(3);
    });
    expect(calls).toContain('/api/service/all');
    const links = within(carousel).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services/advisory', '/services/financing', '/services/it-solutions']);
    expect(within(carousel).getByText('Advisory for Canadian entrepreneurs.')).toBeTruthy();
    // 3 cards at 1024-3000 px.
    const shown = within(carousel)
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide.getAttribute('aria-hidden') === 'false');
    expect(shown).toHaveLength(3);
  });

  it('says so when the services cannot be loaded', async () => {
    stubMedia({ width: 1280 });
    stubApi({ failServices: true });
    renderHome();
    expect((await screen.findByText(/Our services could not be loaded/)).closest('[role="alert"]')).not.toBeNull();
  });

  it('links each IT-solution category to its portfolio', async () => {
    stubMedia({ width: 1280 });
    stubApi();
    renderHome();
    const link = await screen.findByRole('link', { name: 'Web Development' });
    expect(link.getAttribute('href')).toBe('/services/it-solutions/portfolio/Web%20Development');
    expect(screen.getByRole('link', { name: 'Online Stores' }).getAttribute('href')).toBe('/services/it-solutions/portfolio/Online%20Stores');
  });

  it('has the Advisory, Financing and Loans tabs, one shown at a time', async () => {
    stubMedia({ width: 1280 });
    stubApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderHome();
    const tablist = screen.getByRole('tablist', { name: 'Our main services' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Advisory', 'Financing', 'Loans']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Loans' }));
    expect(screen.getByRole('tab', { name: 'Loans' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('No application fees');
  });

  it('shows the typing banner, the project discovery call to action, the B Corp banner and the contact form', async () => {
    stubMedia({ width: 1280 });
    stubApi();
    renderHome();
    expect(screen.getByText('We can help you with')).toBeTruthy();
    const discovery = screen.getByRole('region', { name: /Have a project in mind/ });
    expect(within(discovery).getByRole('link', { name: 'Request advisory services' }).getAttribute('href')).toBe('/request-advisory-services');
    const banner = screen.getByRole('region', { name: "We're a certified B Corp" });
    expect(within(banner).getByRole('link', { name: `${DEFAULT_BANNER_BUTTON_LABEL} about We're a certified B Corp` }).getAttribute('href')).toBe('/about/b-corps');
    // The form loads on its own once near (jsdom has no IntersectionObserver: at once).
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(await within(contact).findByRole('form', { name: 'Contact form' })).toBeTruthy();
  });
});
