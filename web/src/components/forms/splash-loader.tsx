// The forms' splash loader: the loading indicator for SPLASH_LOADER_MS on first display.
import { useEffect, useState, type ReactNode } from 'react';
import { SPLASH_LOADER_MS } from '@bindings';
import { LoadingIndicator } from '@/components/loading-indicator';

export function SplashLoader({ children, ms = SPLASH_LOADER_MS }: { children: ReactNode; ms?: number }) {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      setShowing(false);
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
