// POST /newsletter/confirm {token}: 200 {status: "confirmed"} (also when already confirmed);
// 422 on field `token` when the link is invalid, expired or its subscription withdrawn.
import { postData } from '@/lib/api-client';

export interface SubscriptionConfirmed {
  status: 'confirmed';
}

export function confirmSubscription(token: string, signal?: AbortSignal): Promise<SubscriptionConfirmed> {
  return postData<SubscriptionConfirmed>('/newsletter/confirm', { token }, undefined, signal);
}
