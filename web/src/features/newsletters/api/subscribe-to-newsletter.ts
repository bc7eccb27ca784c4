// POST /newsletterandeventletters/addemail/{id} {email}: 201 subscribed, 200 already subscribed;
// both count as subscribed.
import type { Subscribed } from '@bindings';
import { postData } from '@/lib/api-client';

export function subscribeToNewsletter(newsletterId: string, email: string, idempotencyKey: string): Promise<Subscribed> {
  return postData<Subscribed>(`/newsletterandeventletters/addemail/${encodeURIComponent(newsletterId)}`, { email }, idempotencyKey);
}
