// A part of the page mounted in its turn during the app's start (lib/idle-turns.ts): nothing until
// then, then its content, rendered as a transition (React works on it in short slices). Outside
// the app's start, and where the browser cannot wait for idle time (tests, the prerender), the
// content is there at once.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { awaitTurn, takesTurns, turnDone } from '@/lib/idle-turns';

export function WhenIdle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !takesTurns());

  useEffect(() => {
    if (shown) return;
    let mine = false;
    const leave = awaitTurn(() => {
      mine = true;
      startTransition(() => {
        setShown(true);
      });
    });
    // Runs once the part is on screen (this effect is then replaced), or when it goes before
    // its turn ended: either way the next part's turn.
    return () => {
      leave();
      if (mine) turnDone();
    };
  }, [shown]);

  return shown ? children : null;
}
