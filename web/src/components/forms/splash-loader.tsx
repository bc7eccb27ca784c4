// The forms' splash loader: the loading indicator for SPLASH_LOADER_MS on first display. It is at
// least as tall as the window, so what follows the form page (the footer) starts below the first
// screen and the form taking its place moves nothing on screen (no layout shift). The form is
// rendered as a transition when the splash ends: React works on it in short slices. On the page
// the app starts on, its time counts from the page's first display (lib/first-display.ts).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { SPLASH_LOADER_MS } from '@bindings';
import { LoadingIndicator } from '@/components/loading-indicator';
import { timeLeft } from '@/lib/first-display';

export function SplashLoader({ children, ms = SPLASH_LOADER_MS }: { children: ReactNode; ms?: number }) {
  const [showing, setShowing] = useState(() => timeLeft(ms) > 0);
  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(() => {
      startTransition(() => {
        setShowing(false);
      });
    }, timeLeft(ms));
    return () => {
      clearTimeout(timer);
    };
  }, [ms, showing]);
  return showing ? (
    <div className="splash-loader">
      <LoadingIndicator />
    </div>
  ) : (
    <>{children}</>
  );
}
