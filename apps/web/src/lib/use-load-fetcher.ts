import { useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';

export interface LoadFetcher<T> {
  /** 'loading' while a read is under way. */
  state: 'idle' | 'loading' | 'submitting';
  /** What the last read returned, once one has. */
  data: T | undefined;
  /** Runs the loader of the route at href and keeps what it returns as data. */
  load: (href: string) => Promise<void>;
}

/**
 * React Router's fetcher for reads (useFetcher's load, state and data; keyed the same way, so
 * components that pass one key share one fetcher), without its submissions: the app writes
 * through useWrite, and useFetcher's form and submit code would otherwise load with the first
 * page. It drives the router as useFetcher does (router.fetch, and the fetcher dropped when
 * the last component using it goes).
 */
export function useLoadFetcher<T>({ key }: { key?: string } = {}): LoadFetcher<T> {
  const router = useContext(DataRouterContext)?.router;
  const routerState = useContext(DataRouterStateContext);
  const fetchersData = useContext(FetchersContext);
  const { matches } = useContext(RouteContext);
  const routeId = matches[matches.length - 1]?.route.id;
  if (!router || !routerState || routeId === undefined) {
    throw new Error('useLoadFetcher is used outside a route of a data router');
  }
  const defaultKey = useId();
  const [fetcherKey, setFetcherKey] = useState(key ?? defaultKey);
  if (key && key !== fetcherKey) setFetcherKey(key);
  const { getFetcher, deleteFetcher, fetch } = router;
  useEffect(() => {
    getFetcher(fetcherKey);
    return () => deleteFetcher(fetcherKey);
  }, [getFetcher, deleteFetcher, fetcherKey]);
  const load = useCallback(
    (href: string) => fetch(fetcherKey, routeId, href),
    [fetch, fetcherKey, routeId],
  );
  const state = routerState.fetchers.get(fetcherKey)?.state ?? 'idle';
  const data = fetchersData.get(fetcherKey) as T | undefined;
  return useMemo(() => ({ state, data, load }), [state, data, load]);
}
