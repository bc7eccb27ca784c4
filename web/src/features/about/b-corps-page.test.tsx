// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { LOADING } from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BCorpsPage from './b-corps-page';

const children = [
  { _id: 'inclusive-lending', heading: 'Inclusive Lending', subHeading: 'Access to capital.' },
  { _id: 'workers-and-wellbeing', heading: 'Workers and Wellbeing', subHeading: 'Our team.' },
];

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/about/b-corps']}>
      <BCorpsPage />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Our impact areas' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("We're a B Corp", () => {
  it('shows Loading until the list arrives, then the list linking to the current path', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const region = renderPage();
    expect(within(region).getByText(LOADING)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/about/all/b-corp', expect.anything());

    await act(async () => {
      answer(new Response(JSON.stringify({ data: { allChildren: children } })));
      await Promise.resolve();
    });
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about/b-corps/inclusive-lending',
      '/about/b-corps/workers-and-wellbeing',
    ]);
    expect(within(region).queryByText(LOADING)).toBeNull();
    expect(screen.getAllByRole('blockquote')).toHaveLength(3);
  });

  it('keeps showing Loading while the list is empty', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { allChildren: [] } }))));
    vi.stubGlobal('fetch', fetchMock);
    const region = renderPage();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(within(region).getByText(LOADING)).toBeTruthy();
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('network down'))],
    ['a server error', () => Promise.resolve(new Response('{"errors":[]}', { status: 503 }))],
  ])('logs %s to the console and keeps showing Loading', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const region = renderPage();
    await waitFor(() => {
      expect(logged).toHaveBeenCalled();
    });
    expect(within(region).getByRole('status').textContent).toBe(LOADING);
    expect(within(region).queryByText(/cannot be shown/)).toBeNull();
  });
});
