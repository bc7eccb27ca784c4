// Loads data for a page: starts empty, fills from the response, aborts when the page
// goes away or its inputs change. Called like an effect: `useApi(load, deps)`, where `deps` lists
// the values `load` reads (ESLint's exhaustive-deps checks the callers, see eslint.config.js);
// the request is made again when one of them changes (compared as React compares an effect's).
import { useEffect, useState, type DependencyList } from 'react';

export interface ApiState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

type Load<T> = (signal: AbortSignal) => Promise<T>;

/** Whether two dependency lists hold the same values, as React compares an effect's. */
function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

export function useApi<T>(load: Load<T>, deps: DependencyList): ApiState<T> {
  // The request to make: the `load` of the render in which `deps` last changed. Replacing it
  // while rendering (React's "adjusting state when a prop changes") runs the effect below again.
  const [request, setRequest] = useState<{ load: Load<T>; deps: DependencyList }>(() => ({ load, deps }));
  if (!sameDeps(request.deps, deps)) setRequest({ load, deps });
  const [state, setState] = useState<ApiState<T>>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ data: undefined, error: undefined, loading: true });
    request.load(controller.signal).then(
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
  }, [request]);
  return state;
}
