// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SPLASH_LOADER_MS } from '@bindings';
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
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/contact/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/contact/Confidentiality');
  });
});
