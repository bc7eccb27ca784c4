// The session history a router reads and writes: the browser's (the address bar, back and forward)
// or one held in memory (tests and the build-time prerender). Locations here are whole addresses,
// basename included.
import { createPath, parsePath, type Location } from './location';

export interface History {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  /** Back (-1) or forward (1) through the entries; listeners hear of it. */
  go(delta: number): void;
  /** `listener` runs when the visitor moves through the history (back, forward), not on push or replace. */
  listen(listener: () => void): () => void;
}

export function createBrowserHistory(): History {
  return {
    location: () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }),
    push: (location) => {
      try {
        window.history.pushState(null, '', createPath(location));
      } catch {
        // Browsers cap the pushes a page may make (Safari: 100 in 30 s); a full load still arrives.
        window.location.assign(createPath(location));
      }
    },
    replace: (location) => {
      window.history.replaceState(null, '', createPath(location));
    },
    go: (delta) => {
      window.history.go(delta);
    },
    listen: (listener) => {
      window.addEventListener('popstate', listener);
      return () => {
        window.removeEventListener('popstate', listener);
      };
    },
  };
}

export function createMemoryHistory(initialEntries: readonly string[] = ['/'], initialIndex?: number): History {
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map(parsePath);
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<() => void>();
  const at = (i: number): Location => {
    const entry = entries[i];
    if (!entry) throw new Error(`memory history: no entry ${i}`);
    return entry;
  };
  return {
    location: () => at(index),
    push: (location) => {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace: (location) => {
      entries[index] = location;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of [...listeners]) listener();
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
