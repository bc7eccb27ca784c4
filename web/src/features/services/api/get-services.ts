// GET /service/all: the top-level services.
import type { ServiceChildren } from '@bindings';
import { getData } from '@/lib/api-client';

export function getServices(signal?: AbortSignal): Promise<ServiceChildren> {
  return getData<ServiceChildren>('/service/all', signal);
}
