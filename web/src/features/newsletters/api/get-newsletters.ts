// GET /newsletterandeventletters/all?limit=2[&id=lastId]: one batch of newsletters (newest
// first) and the cursor to the next.
import { NEWSLETTER_BATCH_SIZE, type NewsletterPage } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getNewsletters(lastId: string | null, signal?: AbortSignal): Promise<NewsletterPage> {
  const cursor = lastId === null ? '' : `&id=${encodeURIComponent(lastId)}`;
  const [page] = await getData<NewsletterPage[]>(`/newsletterandeventletters/all?limit=${NEWSLETTER_BATCH_SIZE}${cursor}`, signal);
  return page ?? { isNextAvailable: false, lastNewsLetterId: null, foundNewsLetters: [] };
}
