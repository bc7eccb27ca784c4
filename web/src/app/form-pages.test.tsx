// @vitest-environment jsdom
// As on the old site, every form page shows the splash loader for SPLASH_LOADER_MS on first load,
// then its form.
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@/lib/router';
import { LOADING, SPLASH_LOADER_MS } from '@bindings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HelpMessagePage from '@/features/contact/help-message-page';
import WriteUsPage from '@/features/contact/write-us-page';
import { appStarted, firstPageLeft } from '@/lib/first-display';
import AdvisoryRequestPage from '@/features/requests/advisory-request-page';
import LoanRequestPage from '@/features/requests/loan-request-page';

const FORM_PAGES: [string, ComponentType, string][] = [
  ['write us', WriteUsPage, 'Send us your request'],
  ['help message', HelpMessagePage, 'Your message'],
  ['advisory request', AdvisoryRequestPage, 'Your advisory request'],
  ['loan request', LoanRequestPage, 'Your loan request'],
];

beforeEach(() => {
  vi.useFakeTimers();
  // The advisory page loads its service list meanwhile.
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { allChildren: [] } })))));
});
afterEach(() => {
  firstPageLeft();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('form pages', () => {
  it.each(FORM_PAGES)('%s: the splash loader for 2 seconds, then the form', (_, Page, formName) => {
    expect(SPLASH_LOADER_MS).toBe(2000);
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS - 1);
    });
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('form', { name: formName })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(FORM_PAGES)("%s: on the page the app starts on, the splash counts from the page's first display", (_, Page, formName) => {
    vi.spyOn(performance, 'now').mockReturnValue(30_000);
    appStarted(30_000 - 1400);
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS - 1400 - 1);
    });
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('form', { name: formName })).toBeTruthy();
  });

  it.each(FORM_PAGES)('%s: the form at once when the app starts after the splash time', (_, Page, formName) => {
    vi.spyOn(performance, 'now').mockReturnValue(30_000);
    appStarted(30_000 - SPLASH_LOADER_MS - 900);
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: formName })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
