// What every lead form must show about personal information before it is sent
// (docs/decisions/0012-privacy-consent-and-retention.md): the collection notice with the privacy
// policy link before the submit button and, when the form has an updates box, the link beside the
// box, which is never ticked in advance.
import { within } from '@testing-library/react';
import { COLLECTION_NOTICE, PAGES, PRIVACY_POLICY_LINK, UPDATES_CONSENT } from '@bindings';
import { expect } from 'vitest';

export function expectPrivacyNotices(form: HTMLElement, submitLabel: string, { updatesBox }: { updatesBox: boolean }): void {
  const scope = within(form);
  const notice = scope.getByText((_, element) => element?.tagName === 'P' && element.textContent === `${COLLECTION_NOTICE} ${PRIVACY_POLICY_LINK}`);
  const submit = scope.getByRole('button', { name: submitLabel });
  // The notice is read before the button that sends the form.
  expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(notice).getByRole('link', { name: PRIVACY_POLICY_LINK }).getAttribute('href')).toBe(PAGES.privacyPolicy.path);

  const links = scope.getAllByRole('link', { name: PRIVACY_POLICY_LINK });
  expect(links).toHaveLength(updatesBox ? 2 : 1);
  if (!updatesBox) {
    expect(scope.queryByRole('checkbox', { name: UPDATES_CONSENT })).toBeNull();
    return;
  }
  const box = scope.getByRole('checkbox', { name: UPDATES_CONSENT });
  expect(box).toHaveProperty('checked', false);
  const beside = box.parentElement;
  if (!beside) throw new Error('the updates box has no container');
  expect(within(beside).getByRole('link', { name: PRIVACY_POLICY_LINK }).getAttribute('href')).toBe(PAGES.privacyPolicy.path);
}
