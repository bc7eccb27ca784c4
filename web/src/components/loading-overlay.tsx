// The loading overlay: on the first display of every page (each route change), the
// loading indicator covers the page for LOADING_OVERLAY_MS, then goes. It is fixed (no layout
// shift) and holds no focus: keyboard users keep reaching the page beneath. On the page the app
// starts on, the server's overlay has covered it since its first display (lib/first-display.ts):
// this one covers only what is left of that time, if anything.
import { LOADING_OVERLAY_MS } from '@bindings';
import { useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { timeLeft } from '@/lib/first-display';
import './loading-overlay.css';

export function LoadingOverlay() {
  const { pathname } = useLocation();
  // The overlay's time on this path, taken when the path is first rendered.
  const [shown, setShown] = useState(() => ({ path: pathname, ms: timeLeft(LOADING_OVERLAY_MS) }));
  if (shown.path !== pathname) setShown({ path: pathname, ms: timeLeft(LOADING_OVERLAY_MS) });
  // The path whose overlay has run its course.
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useEffect(() => {
    if (shown.ms <= 0) return;
    // Taken again now: the render may have come a moment before.
    const timer = setTimeout(() => {
      setDoneFor(shown.path);
    }, timeLeft(LOADING_OVERLAY_MS));
    return () => {
      clearTimeout(timer);
    };
  }, [shown]);

  if (shown.path !== pathname || doneFor === pathname || shown.ms <= 0) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <LoadingIndicator />
    </div>
  );
}
