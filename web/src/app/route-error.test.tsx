// @vitest-environment jsdom
// A page whose code does not arrive shows a clear message with a retry, never a blank page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';
import { withTimeout } from './routes';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('withTimeout', () => {
  it('rejects a chunk that has not loaded in time', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = withTimeout(never, 120_000);
    const outcome = expect(loading).rejects.toThrow('120 seconds');
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });

  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(Promise.resolve('page'), 10)).resolves.toBe('page');
  });
});

describe('RouteError', () => {
  it('explains a failed page load and offers a retry that reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, reload });
    const router = createMemoryRouter(
      [{ path: '/', errorElement: <RouteError />, lazy: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
