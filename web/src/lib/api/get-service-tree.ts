// GET /service/all/{path}: a service (the parent, with its text) and its children. The path is
// the service's permalink with every `/` replaced by `+` (`services/it-solutions` →
// `+services+it-solutions`). Used by the service pages, the home IT categories and the advisory
// form's sub-service list.
import type { ServiceTree } from '@bindings';
import { getData } from '@/lib/api-client';
import { serviceApiPath } from '@/lib/service-api-path';

export function getServiceTree(permalink: string, signal?: AbortSignal): Promise<ServiceTree> {
  return getData<ServiceTree>(`/service/all/${serviceApiPath(permalink)}`, signal);
}
