// The address's query as URLSearchParams, and a setter that navigates to the same path with a new
// query (the fragment dropped), adding a history entry unless told to replace it.
import { useMemo } from 'react';
import { useLocation, useNavigate } from './hooks';
import type { NavigateOptions } from './router';

export type SearchParamsInit = URLSearchParams | Record<string, string> | string;

export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: SearchParamsInit, options?: NavigateOptions) => {
    void navigate(`?${new URLSearchParams(next).toString()}`, options);
  };
  return [params, setParams];
}
