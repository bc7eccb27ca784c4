// GET /service/all: the top-level services (the advisory form's service list).
import type { Service, ServiceChildren } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getTopServices(signal?: AbortSignal): Promise<Service[]> {
  return (await getData<ServiceChildren>('/service/all', signal)).allChildren;
}
