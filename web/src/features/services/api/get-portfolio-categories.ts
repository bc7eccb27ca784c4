// GET /portfolio/all: the IT solutions categories (their names label the category tiles).
import type { PortfolioCategory } from '@bindings';
import { getData } from '@/lib/api-client';

export function getPortfolioCategories(signal?: AbortSignal): Promise<PortfolioCategory[]> {
  return getData<PortfolioCategory[]>('/portfolio/all', signal);
}
