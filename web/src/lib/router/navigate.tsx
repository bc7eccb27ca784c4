// Sends the visitor elsewhere as soon as it renders (an unknown address to the home page).
import { useEffect } from 'react';
import { useRouterContext } from './hooks';

export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const { router } = useRouterContext();
  useEffect(() => {
    void router.navigate(to, { replace });
  }, [router, to, replace]);
  return null;
}
