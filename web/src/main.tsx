import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import { createRouter } from '@/app/router';
import { langTag, loadLanguage, pageLang } from '@/lib/i18n';
import '@/styles/global.css';

// The language comes from the address (DESIGN §9). On a French page the French words of the
// shared interface (and core's messages) load before the first render, so nothing shows in English
// first; an English page loads none of them. The router is created meanwhile: it starts loading the
// page's own module (and, in French, its twin and words) in parallel, and the first render waits for
// it, so it shows the page at once (the server's markup stays until then, never an empty root).
document.documentElement.lang = langTag(pageLang());
const french = loadLanguage().catch((error: unknown) => {
  // The page still renders (in English words where French did not arrive) rather than stay blank;
  // each route's loader tries the French words again and offers a retry if they still fail.
  console.error('The French words could not be loaded', error);
});
const router = createRouter();
await Promise.all([french, router.ready]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
