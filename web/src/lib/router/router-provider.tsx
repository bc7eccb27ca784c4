// Renders the routes serving the router's location, and re-renders them on each navigation.
import { useMemo } from 'react';
import { RouterContext } from './context';
import { renderMatches } from './render-matches';
import type { Router } from './router';
import { useRouterState } from './use-router-state';

export function RouterProvider({ router }: { router: Router }) {
  const state = useRouterState(router);
  const context = useMemo(() => ({ router, location: state.location }), [router, state.location]);
  return <RouterContext value={context}>{renderMatches(state)}</RouterContext>;
}
