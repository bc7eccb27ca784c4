// The one HTTP client of the app. Every success body is `{"data": X}`; every error body is
// `{"errors": [{field, message}]}` (DESIGN §3), surfaced as an `ApiError`.
import type { Envelope, ErrorBody, FieldError } from '@bindings';
import { API_BASE } from '@/config/env';

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

/** GET `path` under the API base; resolves to the envelope's `data`. */
export async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, { signal, headers: { accept: 'application/json' } });
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
  const response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  if (!response.ok) throw await errorOf(response);
  return ((await response.json()) as Envelope<T>).data;
}

/** A fresh idempotency key for one submission attempt (kept across its retries). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
