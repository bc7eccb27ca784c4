// A part of a page far below its first screen (the home page's contact form), loaded only when the
// visitor comes within a screen of it, so its code is no part of the page's first load
// (docs/decisions/0017-the-first-load.md). Until then (and on the server, where effects never run)
// its box stays empty, holding the part's place; a browser without IntersectionObserver loads it at
// once. Its French words load with it on a French page. A load that fails (its chunk unreachable)
// fails in the part's place only: the rest of the page stays, and the box shows the caller's words
// as an alert and a real button that loads the part again (a fresh call of `load`: nothing here
// keeps a rejected promise).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/button';
import { loadLanguage } from '@/lib/i18n';
import './load-when-near.css';

interface Props {
  /** The part's component, from a dynamic import (a stable function: declare it at module level). */
  load: () => Promise<ComponentType>;
  /** The box's class: give it the part's height while it is empty (`:empty`). */
  className?: string;
  /** The words shown in the part's place when it could not be loaded, in the page's language. */
  failure: { text: string; retry: string };
}

type Part = { state: 'waiting' } | { state: 'loaded'; Component: ComponentType } | { state: 'failed' };

/** How far ahead of the visitor the part starts loading: one screen. */
const AHEAD = '100% 0px';

export function LoadWhenNear({ load, className, failure }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [part, setPart] = useState<Part>({ state: 'waiting' });
  // Each press of the retry button: a new attempt, started at once (the visitor is there).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const start = () => {
      load()
        .then(async (Component) => {
          await loadLanguage();
          if (live) setPart({ state: 'loaded', Component });
        })
        .catch((error: unknown) => {
          if (!live) return;
          console.error('Loading a part of the page failed', error);
          setPart({ state: 'failed' });
        });
    };
    if (attempt > 0 || typeof IntersectionObserver === 'undefined') {
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
  }, [load, attempt]);

  const retry = () => {
    // The button goes with the alert: keep the keyboard's place in the part's box, where the part
    // (or the alert again) arrives.
    box.current?.focus();
    setPart({ state: 'waiting' });
    setAttempt((count) => count + 1);
  };

  const focusable = part.state === 'failed' || attempt > 0;
  return (
    <div ref={box} className={className ? `load-when-near ${className}` : 'load-when-near'} tabIndex={focusable ? -1 : undefined}>
      {part.state === 'loaded' && <part.Component />}
      {part.state === 'failed' && (
        <div className="load-when-near__failed">
          <p role="alert">{failure.text}</p>
          <Button type="button" onClick={retry}>
            {failure.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
