// @vitest-environment jsdom
// A part loaded when the visitor nears it: nothing fetched while far, loaded and shown once near
// (with its French words on a French page), at once without IntersectionObserver, and a failed
// load shown in the part's place only, with a button that loads it again.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerFrench, setPageLang } from '@/lib/i18n';
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

const FAILURE = { text: 'The part could not be loaded.', retry: 'Try again' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageLang('en');
});

describe('LoadWhenNear', () => {
  it('loads nothing while the visitor is far, then loads and shows the part once near', async () => {
    const observers = stubObserver();
    const load = vi.fn(() => Promise.resolve(Part));
    const { container } = render(<LoadWhenNear load={load} className="holder" failure={FAILURE} />);
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
    expect(screen.getByRole('heading').parentElement?.className).toBe('load-when-near holder');
    // Nothing to focus: the box is no control.
    expect(screen.getByRole('heading').parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it('shows the part in French on a French page', async () => {
    stubObserver();
    vi.stubGlobal('IntersectionObserver', undefined);
    setPageLang('fr');
    render(<LoadWhenNear load={() => Promise.resolve(Part)} failure={FAILURE} />);
    expect((await screen.findByRole('heading')).textContent).toBe('Écrivez-nous');
  });

  it('shows a failed load in its place as an alert with a real button, which loads it again', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce(Part);
    const user = userEvent.setup();
    const { container } = render(
      <main>
        <p>The rest of the page</p>
        <LoadWhenNear load={load} className="holder" failure={FAILURE} />
      </main>,
    );
    const box = container.querySelector('.holder');
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE.text);
    expect(screen.getByRole('alert').closest('.holder')).toBe(box);
    expect(screen.getByText('The rest of the page')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Loading a part of the page failed', expect.any(Error));
    const retry = screen.getByRole('button', { name: FAILURE.retry });
    expect(retry.closest('.holder')).toBe(box);
    expect(retry.getAttribute('type')).toBe('button');
    // By keyboard: the button takes focus with Tab and Enter presses it.
    await user.tab();
    expect(document.activeElement).toBe(retry);
    await user.keyboard('{Enter}');
    expect(load).toHaveBeenCalledTimes(2);
    expect((await screen.findByRole('heading')).textContent).toBe('Write us');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // The keyboard's place stays where the part arrived, not lost to the page's start.
    expect(document.activeElement).toBe(box);
  });

  it('says so again when the retry fails too, and each press is a fresh load', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    render(<LoadWhenNear load={load} failure={FAILURE} />);
    await user.click(await screen.findByRole('button', { name: FAILURE.retry }));
    await user.click(await screen.findByRole('button', { name: FAILURE.retry }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE.text);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
