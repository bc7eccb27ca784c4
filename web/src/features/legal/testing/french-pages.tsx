// Test helpers for the legal pages' French twins: rendering one as on a `/fr/...` page (French
// words loaded, the router under the `/fr` basename), and the OQLF typography their text keeps.
import type { ReactElement } from 'react';
import { MemoryRouter } from '@/lib/router';
import { expect } from 'vitest';
import { renderInFrench } from '@/testing/french';

/** Renders `page` in French at the French address of `path` (an English site path). */
export async function renderFrenchPage(page: ReactElement, path: string): Promise<HTMLElement> {
  const { container } = await renderInFrench(
    <MemoryRouter basename="/fr" initialEntries={[`/fr${path}`]}>
      {page}
    </MemoryRouter>,
  );
  return container;
}

const NBSP = '\u00a0';

/**
 * French text as the OQLF writes it: a no-break space before every colon and inside « guillemets »,
 * typographic apostrophes and quotes only, and none of the English interface words left over.
 */
export function expectFrenchTypography(text: string): void {
  expect(text).not.toMatch(new RegExp(`[^${NBSP}]:`));
  expect(text).not.toMatch(new RegExp(`«[^${NBSP}]`));
  expect(text).not.toMatch(new RegExp(`[^${NBSP}]»`));
  expect(text).not.toMatch(/['"]/);
  for (const english of ['On this page', 'Legal pages', 'Last updated', 'By phone', 'By mail']) expect(text).not.toContain(english);
}
