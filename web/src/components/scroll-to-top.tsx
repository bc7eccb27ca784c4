// Every navigation to another page starts at its top. The jump is instant: the page's
// `scroll-behavior: smooth` would otherwise animate it, and a layout change during the animation
// (the new page's content arriving) can stop it half-way, leaving the visitor at the new page's end.
// A layout effect, so the reset happens in the same frame as the page swap.
import { useLayoutEffect } from 'react';
import { useLocation } from '@/lib/router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
