// GET /service/all/{path}: a service (the parent, with its text) and its children. The path is
// the service's permalink with every `/` replaced by `+` (`services/it-solutions` →
// `+services+it-solutions`). Used by the service pages, the home IT categories and the advisory
// form's sub-service list.
import type { ServiceTree } from '@bindings';
import { getData } from '@/lib/api-client';

/** The API path segment of a site path such as `/services/advisory/strategic-planning`. */
export function serviceTreePath(permalink: string): string {
  const segments = permalink.split('/').filter((segment) => segment !== '');
  return segments.map((segment) => `+${encodeURIComponent(segment)}`).join('');
}

export function getServiceTree(permalink: string, signal?: AbortSignal): Promise<ServiceTree> {
  return getData<ServiceTree>(`/service/all/${serviceTreePath(permalink)}`, signal);
}
