// A location held in memory around components that link and read the address but are not routes
// (a component under test, a page the prerender renders alone): no route matching, no params.
import { useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './context';
import { createMemoryRouter, type MemoryRouterOptions } from './router';
import { useRouterState } from './use-router-state';

export function MemoryRouter({ children, ...options }: MemoryRouterOptions & { children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], options));
  const { location } = useRouterState(router);
  const context = useMemo(() => ({ router, location }), [router, location]);
  return <RouterContext value={context}>{children}</RouterContext>;
}
