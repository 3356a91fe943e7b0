import type { StoreConfig } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Deployment settings: edition, version and the footer's links. */
export function getStoreConfig(signal?: AbortSignal): Promise<StoreConfig> {
  return api.get<StoreConfig>('/ajax/config', { signal });
}

/** The same for every visitor, so server-rendered pages carry it (the root route loads it). */
export const storeConfigQuery = queryOptions({
  queryKey: ['session', 'config'] as const,
  queryFn: ({ signal }) => getStoreConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
  // A failure is read as a fallback (see useSession); components mounting later keep it
  // rather than flipping the shell back to loading.
  retryOnMount: false,
});

export function useStoreConfig() {
  return useQuery(storeConfigQuery);
}
