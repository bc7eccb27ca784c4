// GET /service/all/+services+{id}: the children of a top-level service (the sub-service list).
import type { Service, ServiceTree } from '@bindings';
import { getData } from '@/lib/api-client';
import { serviceApiPath } from '@/lib/service-api-path';

export async function getSubServices(parentId: string, signal?: AbortSignal): Promise<Service[]> {
  return (await getData<ServiceTree>(`/service/all/${serviceApiPath(`services/${parentId}`)}`, signal)).allChildren;
}
