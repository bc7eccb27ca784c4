// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WhoWeArePage from './who-we-are-page';

const figures = [
  { title: 'Clients still in business after five years', description: 87 },
  { title: 'Clients who would recommend us', description: 94 },
];

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/about/who-we-are']}>
      <WhoWeArePage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Who we are', () => {
  it('renders one circle per figure, stroke 2, value and label from the figures', async () => {
    const fetchMock = vi.fn((url: string) => {
      expect(url).toBe('/api/universal/whoweare1');
      return Promise.resolve(new Response(JSON.stringify({ data: figures })));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Who we are' })).toBeTruthy();
    const block = screen.getByRole('region', { name: 'We are standout experts in business' });
    const circles = await within(block).findAllByRole('img');
    expect(circles.map((circle) => circle.getAttribute('aria-label'))).toEqual([
      'Clients still in business after five years: 87%',
      'Clients who would recommend us: 94%',
    ]);
    for (const circle of circles) {
      const strokes = Array.from(circle.querySelectorAll('circle')).map((c) => c.getAttribute('stroke-width'));
      expect(strokes).toEqual(['2', '2']);
    }
    expect(within(block).getByText('Clients who would recommend us')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed load', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"errors":[]}', { status: 500 }))));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    await waitFor(() => {
      expect(logged).toHaveBeenCalled();
    });
    const block = screen.getByRole('region', { name: 'We are standout experts in business' });
    expect(within(block).queryAllByRole('img')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
