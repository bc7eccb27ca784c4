// The app itself: React, the router and the page, started by the entry (main.tsx) when the visitor
// reaches for the page or the browser is idle (lib/app-start.ts). Until then the server's markup is
// the page.
import { APP_STARTED_ATTRIBUTE } from '@bindings';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
// Keep here, between React and the app: what follows is evaluated in a later task.
import '@/lib/task-boundary';
import { RouterProvider } from '@/lib/router';
import { createRouter } from '@/app/router';
import { noteLanding, notePage } from '@/lib/attribution';
import { appStarted, firstPageLeft } from '@/lib/first-display';
import { keepFocus } from '@/lib/keep-focus';
import { langTag, loadLanguage, pageLang } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';

function Started({ root, restoreFocus }: { root: HTMLElement; restoreFocus: () => void }) {
  useEffect(() => {
    // The app's markup has replaced the server's: a keyboard visitor's focus goes back where it was.
    restoreFocus();
    root.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, [root, restoreFocus]);
  return null;
}

/**
 * Starts the app on the page the server drew, first displayed at `firstDisplay`
 * (`performance.now()`): what the spec times from a page's first display counts from then
 * (lib/first-display.ts).
 */
export async function startApp(firstDisplay: number): Promise<void> {
  appStarted(firstDisplay);
  // The language comes from the address (docs/decisions/0008-a-french-twin-for-every-page.md). On a
  // French page the French words of the shared interface (and core's messages) load before the
  // first render, so nothing shows in English first; an English page loads none of them. The router
  // is created meanwhile: it starts loading the page's own module (and, in French, its twin and
  // words) in parallel, and the first render waits for it, so it shows the page at once (the
  // server's markup stays until then, never an empty root). The server wrote the same: set only if
  // not, as a change restyles the whole document.
  const lang = langTag(pageLang());
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  const french = loadLanguage().catch((error: unknown) => {
    // The page still renders (in English words where French did not arrive) rather than stay blank;
    // each route's loader tries the French words again and offers a retry if they still fail.
    console.error('The French words could not be loaded', error);
  });
  // Creating the router starts loading the page's module and asks for its chunks (a link each):
  // a task of its own, after the modules' evaluation.
  await nextTask();
  const router = createRouter();
  // The visit's landing, in memory only (lib/attribution): the address as the router spells it.
  noteLanding(location, document.referrer, pageLang());
  router.subscribe(() => {
    notePage(router.state.location.pathname);
  });
  const firstPath = router.state.location.pathname;
  const stopWatching = router.subscribe(() => {
    if (router.state.location.pathname === firstPath) return;
    firstPageLeft();
    stopWatching();
  });
  await Promise.all([french, router.ready]);

  // The first render is a transition: React renders in slices of a few milliseconds, yielding to the
  // browser between them, and the server's markup stays on screen until the whole first screen is
  // ready to replace it in one commit. What lies below the first screen comes in turns after it
  // (lib/idle-turns.ts), so no task of the render is long.
  const root = document.getElementById('root');
  if (root) {
    const restoreFocus = keepFocus(root);
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <RouterProvider router={router} />
          <Started root={root} restoreFocus={restoreFocus} />
        </StrictMode>,
      );
    });
  }
}
