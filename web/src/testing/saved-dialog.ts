// What the contact and help forms show once a post has been answered, checked alike for both:
// the saved dialog (its default message) over the sent banner, or, for a failed post, the Error
// alert and no saved dialog.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ERROR_ALERT_TITLE, MESSAGE_SAVED, REQUEST_SENT } from '@bindings';
import { expect } from 'vitest';

/** The saved dialog is modal and focused; OK closes it and returns focus to the sent banner. */
export async function expectSavedDialog(user: UserEvent): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { name: MESSAGE_SAVED });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  const ok = within(dialog).getByRole('button', { name: 'OK' });
  await waitFor(() => {
    expect(document.activeElement).toBe(ok);
  });
  expect(screen.getByRole('alert').textContent).toBe(REQUEST_SENT);
  await user.click(ok);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('alert'));
}

/** A failed post gives the Error alert, never the saved dialog. */
export async function expectErrorNotSaved(): Promise<void> {
  expect(await screen.findByRole('alertdialog', { name: ERROR_ALERT_TITLE })).toBeTruthy();
  expect(screen.queryByRole('alertdialog', { name: MESSAGE_SAVED })).toBeNull();
}
