// @vitest-environment jsdom
// The home page when its contact form's code cannot be loaded
// (docs/decisions/0017-the-first-load.md): the dynamic import rejects once, as when the chunk is
// unreachable. The rest of the home page stays; the form's place alone says so, as an alert with a
// real button, in the page's language; the button imports the form again, and it arrives.
import { NOT_FOUND } from '@bindings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInFrench, switchToEnglish } from '@/testing/french';
import { stubMedia } from '@/testing/media-query-stub';
import HomePage from './home-page';

// The form's module, mocked anew for each test: its import fails the first time it is asked for,
// then gives a stand-in for the form (the real one needs the wasm module; its own tests cover it).
const imports = { count: 0 };
function mockTheFormFailingOnce() {
  imports.count = 0;
  vi.doMock('@/components/forms/contact-form', () => {
    imports.count += 1;
    if (imports.count === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/contact-form.js');
    return { ContactForm: () => <form aria-label="Contact form" /> };
  });
}

function stubApi() {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ errors: [{ field: null, message: NOT_FOUND }] }), { status: 404 })));
}

const home = () => <RouterProvider router={createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/'] })} />;

let log: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockTheFormFailingOnce();
  stubMedia({ width: 1280 });
  stubApi();
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  switchToEnglish();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// The suite shares its modules between files: later files get the real form.
afterAll(() => {
  vi.doUnmock('@/components/forms/contact-form');
});

describe("the home page when the contact form's code fails to load", () => {
  it('keeps the rest of the page, shows the error and a retry button in the form’s place, and the retry brings the form', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(home());
    const contact = screen.getByRole('region', { name: 'Contact us' });
    const alert = await within(contact).findByRole('alert');
    expect(alert.textContent).toBe('The contact form could not be loaded just now.');
    expect(imports.count).toBe(1);
    expect(log).toHaveBeenCalledWith('Loading a part of the page failed', expect.any(Error));
    // Only the form's place failed: the page's heading, blocks and the contact section's own words
    // are all still there (no route error page instead of the home).
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Our main services' })).toBeTruthy();
    expect(within(contact).getByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy();
    expect(within(contact).getByText(/an advisor will get back to you/)).toBeTruthy();
    expect(within(contact).queryByRole('form')).toBeNull();

    const retry = within(contact).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(await within(contact).findByRole('form', { name: 'Contact form' })).toBeTruthy();
    expect(imports.count).toBe(2);
    expect(within(contact).queryByRole('alert')).toBeNull();
    expect(within(contact).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says it in French on the French home page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderInFrench(home());
    const contact = screen.getByRole('region', { name: 'Nous joindre' });
    expect((await within(contact).findByRole('alert')).textContent).toBe('Le formulaire de contact n’a pas pu être chargé pour le moment.');
    await user.click(within(contact).getByRole('button', { name: 'Réessayer' }));
    expect(await within(contact).findByRole('form', { name: 'Contact form' })).toBeTruthy();
  });
});
