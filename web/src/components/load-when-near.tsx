// A part of a page far below its first screen (the home page's contact form), loaded only when the
// visitor comes within a screen of it, so its code is no part of the page's first load (issue 17).
// Until then (and on the server, where effects never run) its box stays empty, holding the part's
// place; a browser without IntersectionObserver loads it at once. Its French words load with it on a
// French page. A load that fails is thrown to the route's error boundary, as a page's failed chunk is.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadLanguage } from '@/lib/i18n';

interface Props {
  /** The part's component, from a dynamic import (a stable function: declare it at module level). */
  load: () => Promise<ComponentType>;
  /** The box's class: give it the part's height while it is empty (`:empty`). */
  className?: string;
}

/** How far ahead of the visitor the part starts loading: one screen. */
const AHEAD = '100% 0px';

export function LoadWhenNear({ load, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Component: ComponentType } | { error: unknown }>();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const start = () => {
      load()
        .then(async (Component) => {
          await loadLanguage();
          if (live) setLoaded({ Component });
        })
        .catch((error: unknown) => {
          if (live) setLoaded({ error });
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [load]);

  if (loaded && 'error' in loaded) throw loaded.error;
  return (
    <div ref={box} className={className}>
      {loaded && <loaded.Component />}
    </div>
  );
}
