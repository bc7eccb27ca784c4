// Helpers for the lead forms: the banner (role=alert) and the failing field.
import type { Locator, Page } from '@playwright/test';
import { constant } from './bindings';
import { afterTimer, expect, overlayGone } from './fixtures';

/** Opens a form page and waits for its overlay and splash loader to go. */
export async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await overlayGone(page);
  const form = page.getByRole('form', { name });
  await afterTimer(page, constant('SPLASH_LOADER_MS'), (timeout) => expect(form).toBeVisible({ timeout }));
  return form;
}

/** A unique address for this run, so stored rows can be found again. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`;
}

/**
 * Submits and expects the banner to show `message`; with `field`, that field is marked invalid and
 * `focused` (the field itself, or the first radio of a radio group) has the focus.
 */
export async function expectNotice(form: Locator, message: string, field?: Locator, focused: Locator | undefined = field): Promise<void> {
  await form.getByRole('button', { name: /^(Send|Send message|Send my request)$/ }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  if (field) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(focused ?? field).toBeFocused();
  }
}
