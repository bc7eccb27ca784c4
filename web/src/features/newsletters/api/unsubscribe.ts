// POST /newsletter/unsubscribe {token}: 200 {status: "withdrawn"} (idempotent); 422 on field
// `token` when the link is invalid.
import { postData } from '@/lib/api-client';

export interface SubscriptionWithdrawn {
  status: 'withdrawn';
}

export function unsubscribe(token: string): Promise<SubscriptionWithdrawn> {
  return postData<SubscriptionWithdrawn>('/newsletter/unsubscribe', { token });
}
