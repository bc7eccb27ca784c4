// The loading overlay of spec §4: on the first display of every page (each route change), the
// loading indicator covers the page for LOADING_OVERLAY_MS, then goes. It is fixed (no layout
// shift) and holds no focus: keyboard users keep reaching the page beneath.
import { LOADING_OVERLAY_MS } from '@bindings';
import { useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';
import { LoadingIndicator } from '@/components/loading-indicator';
import './loading-overlay.css';

export function LoadingOverlay() {
  const { pathname } = useLocation();
  // The path whose overlay has run its course; any other path shows the overlay.
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDoneFor(pathname);
    }, LOADING_OVERLAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pathname]);

  if (doneFor === pathname) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <LoadingIndicator />
    </div>
  );
}
