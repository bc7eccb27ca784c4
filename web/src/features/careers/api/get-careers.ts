// GET /about/all/careers: the career openings (child cards of the careers page).
import type { AboutChild, AboutChildren } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getCareers(signal?: AbortSignal): Promise<AboutChild[]> {
  const data = await getData<AboutChildren>('/about/all/careers', signal);
  return data.allChildren;
}
