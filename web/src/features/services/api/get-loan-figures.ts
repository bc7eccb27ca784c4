// GET /universal/smallbusinessloans1: the loan indicators shown in percentage circles.
import type { Figure } from '@bindings';
import { getData } from '@/lib/api-client';

export function getLoanFigures(signal?: AbortSignal): Promise<Figure[]> {
  return getData<Figure[]>('/universal/smallbusinessloans1', signal);
}
