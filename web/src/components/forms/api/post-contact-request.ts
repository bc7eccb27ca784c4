// POST /user: a contact request ("Write us"); 201 {id}.
import type { Created } from '@bindings';
import { postData } from '@/lib/api-client';

export function postContactRequest(payload: Record<string, unknown>, idempotencyKey: string): Promise<Created> {
  return postData<Created>('/user', payload, idempotencyKey);
}
