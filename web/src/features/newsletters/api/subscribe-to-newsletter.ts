// POST /newsletterandeventletters/addemail/{id} {email}: 202 {status: "pending"} for every valid
// address, whatever it was before (double opt-in: the confirmation email does the rest, and no
// one learns from the answer who is subscribed).
// The visit's attribution goes with it when the app noted one (docs/operating.md#attribution-and-funnel).
import type { Attribution } from '@bindings';
import { postData } from '@/lib/api-client';

export async function subscribeToNewsletter(newsletterId: string, email: string, idempotencyKey: string, attribution?: Attribution): Promise<void> {
  const body = attribution ? { email, attribution } : { email };
  await postData<unknown>(`/newsletterandeventletters/addemail/${encodeURIComponent(newsletterId)}`, body, idempotencyKey);
}
