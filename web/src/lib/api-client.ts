// The one HTTP client of the app. Every success body is `{"data": X}`; every error body is
// `{"errors": [{field, code, message}]}` (docs/decisions/0004-api-envelope-and-errors.md), surfaced
// as an `ApiError`. Every call from a French page says `lang=fr`
// (docs/decisions/0009-language-of-answers.md): the server answers its messages and content in
// French. A query parameter rather than a header, so each language's answer is its own cacheable
// address.
import type { Envelope, ErrorBody, FieldError } from '@bindings';
import { API_BASE } from '@/config/env';
import { pageLang } from '@/lib/i18n';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, errors: FieldError[]) {
    super(errors[0]?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return new ApiError(response.status, Array.isArray(body.errors) ? body.errors : []);
  } catch {
    return new ApiError(response.status, []);
  }
}

/** The address of the API path `path` (which may have a query) for the page's language. */
export function apiUrl(path: string): string {
  const lang = pageLang();
  if (lang === 'en') return `${API_BASE}${path}`;
  return `${API_BASE}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** GET `path` under the API base; resolves to the envelope's `data`. */
export async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(apiUrl(path), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw await errorOf(response);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * POST JSON with an `Idempotency-Key`, so a retried submission is stored once. Without a key
 * (an action that is idempotent by itself, such as confirming a subscription) none is sent.
 */
export async function postData<T>(path: string, body: unknown, idempotencyKey?: string, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  const response = await fetch(apiUrl(path), { method: 'POST', headers, body: JSON.stringify(body), signal });
  if (!response.ok) throw await errorOf(response);
  return ((await response.json()) as Envelope<T>).data;
}

/** A fresh idempotency key for one submission attempt (kept across its retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
