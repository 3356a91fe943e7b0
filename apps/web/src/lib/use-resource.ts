import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  hashKey,
  type ResourceKey,
  type ResourceState,
  type ResourceStatus,
  resources,
} from './resource';

/** How long data counts as fresh unless a resource says otherwise. */
export const DEFAULT_STALE_MS = 60_000;

export interface ResourceOptions<T> {
  key: ResourceKey;
  load: (signal: AbortSignal) => Promise<T>;
  /** A reader mounting within this time uses the data without asking again. */
  staleTime?: number;
  /** false: a failure is final (see ResourceCache.fetch). */
  retry?: boolean;
  /** false: a failed resource is not asked again because another reader mounts. */
  retryOnMount?: boolean;
  /** false: nothing is loaded (the state stays pending). */
  enabled?: boolean;
  /** While a new key loads, the last key's data is shown (suggestions as the visitor types). */
  keepPrevious?: boolean;
}

export interface ResourceResult<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  /** data belongs to the previous key (keepPrevious). */
  isPlaceholderData: boolean;
  refetch: () => Promise<void>;
}

function needsLoad(state: ResourceState<unknown>, options: ResourceOptions<unknown>): boolean {
  if (state.isFetching) return false;
  if (state.status === 'pending') return true;
  if (state.status === 'error') return options.retryOnMount !== false;
  return Date.now() - state.updatedAt >= (options.staleTime ?? DEFAULT_STALE_MS);
}

/** Reads a resource from the shared cache, loading it when it is missing or stale. */
export function useResource<T>(options: ResourceOptions<T>): ResourceResult<T> {
  const { key, enabled = true } = options;
  const hash = hashKey(key);
  const latest = useRef(options);
  latest.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key
  const subscribe = useCallback(
    (listener: () => void) => resources.subscribe(key, listener),
    [hash],
  );
  const state = useSyncExternalStore(subscribe, () => resources.read<T>(key));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key
  useEffect(() => {
    const current = latest.current;
    if (!enabled || !needsLoad(resources.read(current.key), current)) return;
    void resources.fetch(current.key, current.load, { retry: current.retry });
  }, [hash, enabled]);

  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const placeholder =
    options.keepPrevious === true && state.data === undefined && previous.current !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key
  const refetch = useCallback(
    () => resources.fetch(key, latest.current.load, { retry: latest.current.retry }),
    [hash],
  );

  const status: ResourceStatus = placeholder ? 'success' : state.status;
  return {
    status,
    data: placeholder ? previous.current : state.data,
    error: state.error,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.isFetching,
    isPlaceholderData: placeholder,
    refetch,
  };
}

export interface Paged<P> {
  pages: P[];
  params: number[];
}

export interface PagedOptions<P> extends Omit<ResourceOptions<Paged<P>>, 'load' | 'keepPrevious'> {
  loadPage: (param: number, signal: AbortSignal) => Promise<P>;
  initialParam: number;
  /** The next page's parameter, or undefined after the last page. */
  nextParam: (page: P) => number | undefined;
}

export interface PagedResult<P> extends ResourceResult<Paged<P>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<void>;
}

/**
 * A list read page by page. Reading it again reads as many pages as were shown, in order, so
 * a visitor coming back finds the list as long as they left it.
 */
export function usePagedResource<P>(options: PagedOptions<P>): PagedResult<P> {
  const { key, loadPage, initialParam, nextParam, retry } = options;
  const load = async (signal: AbortSignal): Promise<Paged<P>> => {
    const shown = resources.read<Paged<P>>(key).data?.pages.length ?? 1;
    const paged: Paged<P> = { pages: [], params: [] };
    let param: number | undefined = initialParam;
    while (param !== undefined && paged.pages.length < Math.max(1, shown)) {
      const page = await loadPage(param, signal);
      paged.pages.push(page);
      paged.params.push(param);
      param = nextParam(page);
    }
    return paged;
  };
  const result = useResource<Paged<P>>({ ...options, load });
  const state = resources.read<Paged<P>>(key);
  const last = result.data?.pages.at(-1);
  const next = last === undefined ? undefined : nextParam(last);

  const fetchNextPage = () => {
    if (next === undefined) return Promise.resolve();
    return resources.fetch(
      key,
      async (signal): Promise<Paged<P>> => {
        const page = await loadPage(next, signal);
        const current = resources.read<Paged<P>>(key).data ?? { pages: [], params: [] };
        return { pages: [...current.pages, page], params: [...current.params, next] };
      },
      { retry, more: true },
    );
  };

  return {
    ...result,
    hasNextPage: next !== undefined,
    isFetchingNextPage: state.isFetchingMore,
    fetchNextPage,
  };
}
