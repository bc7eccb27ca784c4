// GET /service/all: the top-level services (What we do, the home carousel, the services list, the
// advisory form's service list).
import type { Service, ServiceChildren } from '@bindings';
import { getData } from '@/lib/api-client';

export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  const data = await getData<ServiceChildren>('/service/all', signal);
  return data.allChildren;
}
