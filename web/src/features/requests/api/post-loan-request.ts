// POST /form/business-loan: a business loan request; 201 {id}.
import type { Created } from '@bindings';
import { postData } from '@/lib/api-client';

export function postLoanRequest(payload: Record<string, unknown>, idempotencyKey: string): Promise<Created> {
  return postData<Created>('/form/business-loan', payload, idempotencyKey);
}
