// The forms' splash loader: the loading indicator for SPLASH_LOADER_MS on first display. It is at
// least as tall as the window, so what follows the form page (the footer) starts below the first
// screen and the form taking its place moves nothing on screen (no layout shift). The form is
// rendered as a transition when the splash ends: React works on it in short slices.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { SPLASH_LOADER_MS } from '@bindings';
import { LoadingIndicator } from '@/components/loading-indicator';

export function SplashLoader({ children, ms = SPLASH_LOADER_MS }: { children: ReactNode; ms?: number }) {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      startTransition(() => {
        setShowing(false);
      });
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [ms]);
  return showing ? (
    <div className="splash-loader">
      <LoadingIndicator />
    </div>
  ) : (
    <>{children}</>
  );
}
