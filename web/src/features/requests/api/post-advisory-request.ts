// POST /form/advisory-service: an advisory services request; 201 {id}.
import type { Created } from '@bindings';
import { postData } from '@/lib/api-client';

export function postAdvisoryRequest(payload: Record<string, unknown>, idempotencyKey: string): Promise<Created> {
  return postData<Created>('/form/advisory-service', payload, idempotencyKey);
}
