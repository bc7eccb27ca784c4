// Loads data for a page: starts empty, fills from the response, aborts when the page
// goes away or its inputs change.
import { useEffect, useState } from 'react';

export interface ApiState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ data: undefined, error: undefined, loading: true });
    load(controller.signal).then(
      (data) => {
        setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, loading: false });
      },
    );
    return () => {
      controller.abort();
    };
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
