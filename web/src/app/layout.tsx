// The frame of every page: skip link, navbar, the page in <main>, footer, the first-display
// loading overlay and the scroll-to-top on navigation. The footer comes in its turn at start
// (lib/idle-turns.ts).
import { Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { Footer } from '@/components/footer/footer';
import { LoadingIndicator } from '@/components/loading-indicator';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Navbar } from '@/components/navbar/navbar';
import { ScrollToTop } from '@/components/scroll-to-top';
import { WhenIdle } from '@/components/when-idle';
import { words } from './words';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipToContent}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below every page: mounted in its turn at start, after the page's own parts. */}
      <WhenIdle>
        <Footer />
      </WhenIdle>
      <LoadingOverlay />
      <ScrollToTop />
    </>
  );
}
