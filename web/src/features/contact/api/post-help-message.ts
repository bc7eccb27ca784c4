// POST /help: a help message (name, email, phone, subject, message); 201 {id}.
import type { Created } from '@bindings';
import { postData } from '@/lib/api-client';

export function postHelpMessage(payload: Record<string, unknown>, idempotencyKey: string): Promise<Created> {
  return postData<Created>('/help', payload, idempotencyKey);
}
