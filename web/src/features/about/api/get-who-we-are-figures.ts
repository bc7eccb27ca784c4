// GET /universal/whoweare1: the who-we-are percentages.
import type { Figure } from '@bindings';
import { getData } from '@/lib/api-client';

export function getWhoWeAreFigures(signal?: AbortSignal): Promise<Figure[]> {
  return getData<Figure[]>('/universal/whoweare1', signal);
}
