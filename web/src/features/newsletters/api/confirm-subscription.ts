// POST /newsletter/confirm {token}: 200 {status: "confirmed"} (also when already confirmed);
// 422 on field `token` when the link is invalid, expired or its subscription withdrawn.
import type { EmailLinkRequest, Subscription } from '@bindings';
import { postData } from '@/lib/api-client';

export function confirmSubscription(token: string, signal?: AbortSignal): Promise<Subscription> {
  const body: EmailLinkRequest = { token };
  return postData<Subscription>('/newsletter/confirm', body, undefined, signal);
}
