// Helpers for the lead forms: the banner (role=alert) and the failing field.
import type { Locator, Page } from '@playwright/test';
import { constant, optionList } from './bindings';
import { afterTimer, expect, overlayGone } from './fixtures';

/** Opens a form page and waits for its overlay and splash loader to go. */
export async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  await overlayGone(page);
  const form = page.getByRole('form', { name });
  await afterTimer(page, constant('SPLASH_LOADER_MS'), (timeout) => expect(form).toBeVisible({ timeout }));
  return form;
}

/** A control by its label's text (required fields add an asterisk hidden from assistive technology). */
export const label = (form: Locator, name: string) => form.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Fills the person fields the advisory and loan forms share, with `email` as the address. */
export async function fillPerson(form: Locator, email: string) {
  await label(form, 'First name').fill('Li');
  await label(form, 'Last name').fill('Wei');
  await label(form, 'Mobile number').fill('4165550123');
  await label(form, 'Your role').selectOption(optionList('JOB_ROLES')[0]);
  await label(form, 'Email').fill(email);
  await label(form, 'Confirm email').fill(email);
  await label(form, 'How did you hear about us?').selectOption(optionList('SOURCES')[1]);
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
