// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { COLLECTION_NOTICE, PRIVACY_POLICY_LINK, SPLASH_LOADER_MS } from '@bindings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WriteUsPage from './write-us-page';

describe('WriteUsPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title, then after the splash loader the contact form and the legal links', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <WriteUsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Write us' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS);
    });
    expect(screen.getByRole('form', { name: 'Send us your request' })).toBeTruthy();
    const legal = within(screen.getByRole('navigation', { name: 'Terms and privacy' }));
    expect(legal.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/contact/terms-of-use');
    expect(legal.getByRole('link', { name: PRIVACY_POLICY_LINK }).getAttribute('href')).toBe('/contact/privacy-policy');
    // Beside the updates box and in the collection notice before the Send button.
    const form = within(screen.getByRole('form', { name: 'Send us your request' }));
    const privacy = form.getAllByRole('link', { name: PRIVACY_POLICY_LINK });
    expect(privacy).toHaveLength(2);
    for (const link of privacy) expect(link.getAttribute('href')).toBe('/contact/privacy-policy');
    expect(form.getByText(COLLECTION_NOTICE, { exact: false })).toBeTruthy();
  });
});
