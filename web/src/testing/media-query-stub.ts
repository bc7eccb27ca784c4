// Test helper: a window.matchMedia that answers width queries from window.innerWidth and the
// reduced-motion query from a flag, and tells listeners when either changes.
import { vi } from 'vitest';

export interface MediaStub {
  setWidth: (width: number) => void;
  setReducedMotion: (reduce: boolean) => void;
}

export function stubMedia({ width = 1280, reducedMotion = false } = {}): MediaStub {
  let reduce = reducedMotion;
  const listeners = new Set<() => void>();
  const evaluate = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reduce;
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || window.innerWidth <= Number(max[1])) && (!min || window.innerWidth >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return evaluate(query);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  const notify = () => {
    window.dispatchEvent(new Event('resize'));
    for (const listener of [...listeners]) listener();
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return {
    setWidth: (next) => {
      window.innerWidth = next;
      notify();
    },
    setReducedMotion: (next) => {
      reduce = next;
      notify();
    },
  };
}
