// GET /service/all/+services+{id}: the children of a top-level service (the sub-service list).
import type { Service, ServiceTree } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getSubServices(parentId: string, signal?: AbortSignal): Promise<Service[]> {
  return (await getData<ServiceTree>(`/service/all/+services+${encodeURIComponent(parentId)}`, signal)).allChildren;
}
