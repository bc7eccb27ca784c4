// GET /portfolio/all: the portfolio categories and their projects (the portfolio pages; the IT
// solutions page labels its category tiles with their names).
import type { PortfolioCategory } from '@bindings';
import { getData } from '@/lib/api-client';

export function getPortfolio(signal?: AbortSignal): Promise<PortfolioCategory[]> {
  return getData<PortfolioCategory[]>('/portfolio/all', signal);
}
