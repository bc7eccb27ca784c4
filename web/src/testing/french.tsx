// Rendering in French in tests (docs/decisions/0008-a-french-twin-for-every-page.md): the page's
// language set to French and every French module registered so far loaded, as on a `/fr/...` page;
// English again after each test file.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { loadLanguage, setPageLang } from '@/lib/i18n';

/** Switches the app to French and loads the French words registered so far. */
export async function switchToFrench(): Promise<void> {
  setPageLang('fr');
  await loadLanguage();
}

/** Back to English (the registered words take their English values again). */
export function switchToEnglish(): void {
  setPageLang('en');
}

/** For a describe block in French: French before its tests, English after them. */
export function withFrench(): void {
  beforeAll(switchToFrench);
  afterAll(switchToEnglish);
}

/**
 * Renders `ui` in French. Import the component under test first (static import), so its words are
 * registered before they load; call `switchToEnglish()` afterwards if the file renders English too.
 */
export async function renderInFrench(ui: ReactElement, options?: RenderOptions): Promise<RenderResult> {
  await switchToFrench();
  return render(ui, options);
}
