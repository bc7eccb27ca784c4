// The heading of each page the app writes itself comes from core (`PAGE_TITLES`), which the
// server's page for the same path uses too: the two cannot say different things.
import { PAGE_TITLES } from '@bindings';

const TITLES = new Map<string, string>(PAGE_TITLES.map(([path, title]) => [path, title]));

/** The heading of the page at `path`; a path core does not title is a programming error. */
export function pageTitle(path: string): string {
  const title = TITLES.get(path);
  if (title === undefined) throw new Error(`PAGE_TITLES has no title for ${path}`);
  return title;
}
