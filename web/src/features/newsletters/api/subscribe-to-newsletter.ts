// POST /newsletterandeventletters/addemail/{id} {email}: 202 {status: "pending"} for every valid
// address, whatever it was before (double opt-in: the confirmation email does the rest, and no
// one learns from the answer who is subscribed).
import { postData } from '@/lib/api-client';

export async function subscribeToNewsletter(newsletterId: string, email: string, idempotencyKey: string): Promise<void> {
  await postData<unknown>(`/newsletterandeventletters/addemail/${encodeURIComponent(newsletterId)}`, { email }, idempotencyKey);
}
