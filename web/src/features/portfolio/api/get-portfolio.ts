// GET /portfolio/all: the portfolio categories and their projects.
import type { PortfolioCategory } from '@bindings';
import { getData } from '@/lib/api-client';

export function getPortfolio(signal?: AbortSignal): Promise<PortfolioCategory[]> {
  return getData<PortfolioCategory[]>('/portfolio/all', signal);
}
