// A router's state as React state: components re-render when it navigates.
import { useSyncExternalStore } from 'react';
import type { Router, RouterState } from './router';

export function useRouterState(router: Router): RouterState {
  const read = () => router.state;
  return useSyncExternalStore(router.subscribe, read, read);
}
