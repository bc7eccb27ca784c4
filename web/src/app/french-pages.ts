// The French twins of the prose pages (`<name>-page.fr.tsx` beside `<name>-page.tsx`), loaded by
// routes.ts on French pages only: this table is its own chunk, so English pages never load it.
import type { PageModule } from './routes';

const FRENCH_PAGES = import.meta.glob<PageModule>('/src/features/**/*-page.fr.tsx');

/** The loader of the French twin of `file` (a name from routes.ts), if the page has one. */
export function frenchPage(file: string): (() => Promise<PageModule>) | undefined {
  return FRENCH_PAGES[`/src/features/${file}.fr.tsx`];
}
