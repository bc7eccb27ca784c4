// POST /newsletter/unsubscribe {token}: 200 {status: "withdrawn"} (idempotent); 422 on field
// `token` when the link is invalid or its subscription no longer exists (the page shows the
// API's message).
import type { EmailLinkRequest, Subscription } from '@bindings';
import { postData } from '@/lib/api-client';

export function unsubscribe(token: string): Promise<Subscription> {
  const body: EmailLinkRequest = { token };
  return postData<Subscription>('/newsletter/unsubscribe', body);
}
