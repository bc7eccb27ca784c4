// Test helpers for the forms (imported by *.test.tsx only): a recording fetch stub, JSON
// answers, and filling controls by label.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { words } from './words';

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs `fetch`; every call is recorded, `respond` gives the answer. */
export function stubFetch(respond: (url: string, method: string) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method, headers: new Headers(init?.headers), body });
      return Promise.resolve(respond(url, method));
    }),
  );
  return calls;
}

/** A promise with its resolver, to hold a request open. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `label` (its label may add ' *' or ' (optional)', in the page's language). */
export function field(label: string): HTMLElement {
  const optional = escape(words.optional);
  return screen.getByLabelText(new RegExp(`^${escape(label)}( \\*| ${optional})?$`), { selector: 'input, textarea, select' });
}

/** Fills text controls and selects by their label text. */
export async function fill(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(label);
    if (control instanceof HTMLSelectElement) {
      await user.selectOptions(control, value);
    } else {
      await user.clear(control);
      if (value !== '') {
        await user.click(control);
        await user.paste(value);
      }
    }
  }
}

export const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
