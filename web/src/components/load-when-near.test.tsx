// @vitest-environment jsdom
// A part loaded when the visitor nears it: nothing fetched while far, loaded and shown once near
// (with its French words on a French page), at once without IntersectionObserver, and a failed
// load handed to the route's error boundary.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerFrench, setPageLang } from '@/lib/i18n';
import { createMemoryRouter, RouterProvider, useRouteError } from '@/lib/router';
import { LoadWhenNear } from './load-when-near';

/** An IntersectionObserver whose one instance's callback the test calls. */
function stubObserver() {
  const seen: { near: (isIntersecting: boolean) => void; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const entry = {
        near: (isIntersecting: boolean) => {
          callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        },
        options,
        disconnected: false,
      };
      seen.push(entry);
      this.disconnect = () => {
        entry.disconnected = true;
      };
    }
    disconnect: () => void;
    observe() {
      return undefined;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return seen;
}

const words = { heading: 'Write us' };
registerFrench(words, () => Promise.resolve({ words: { heading: 'Écrivez-nous' } }));

function Part() {
  return <h2>{words.heading}</h2>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setPageLang('en');
});

describe('LoadWhenNear', () => {
  it('loads nothing while the visitor is far, then loads and shows the part once near', async () => {
    const observers = stubObserver();
    const load = vi.fn(() => Promise.resolve(Part));
    const { container } = render(<LoadWhenNear load={load} className="holder" />);
    expect(container.querySelector('.holder')?.childElementCount).toBe(0);
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');
    act(() => {
      observers[0]?.near(false);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      observers[0]?.near(true);
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledOnce();
    expect(observers[0]?.disconnected).toBe(true);
    expect((await screen.findByRole('heading')).textContent).toBe('Write us');
    expect(screen.getByRole('heading').parentElement?.className).toBe('holder');
  });

  it('shows the part in French on a French page', async () => {
    stubObserver();
    vi.stubGlobal('IntersectionObserver', undefined);
    setPageLang('fr');
    render(<LoadWhenNear load={() => Promise.resolve(Part)} />);
    expect((await screen.findByRole('heading')).textContent).toBe('Écrivez-nous');
  });

  it('hands a failed load to the route error boundary', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Failed() {
      const error = useRouteError();
      return <p role="alert">{error instanceof Error ? error.message : ''}</p>;
    }
    const load = () => Promise.reject(new Error('chunk missing'));
    const router = createMemoryRouter([{ path: '/', element: <LoadWhenNear load={load} />, errorElement: <Failed /> }]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toBe('chunk missing');
    vi.restoreAllMocks();
  });
});
