// GET /service/all/+services+it-solutions: the IT solutions service and its categories.
import type { ServiceTree } from '@bindings';
import { getData } from '@/lib/api-client';
import { serviceApiPath } from '@/lib/service-api-path';

export const IT_SOLUTIONS_PATH = serviceApiPath('services/it-solutions');

export function getItSolutionCategories(signal?: AbortSignal): Promise<ServiceTree> {
  return getData<ServiceTree>(`/service/all/${IT_SOLUTIONS_PATH}`, signal);
}
