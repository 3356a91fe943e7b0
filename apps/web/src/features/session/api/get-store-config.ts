import type { StoreConfig } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { StoreConfigShape } from '../../../lib/session-shapes';

/** Deployment settings: edition, version and the footer's links. */
export function getStoreConfig(): Promise<StoreConfig> {
  return api.get('/ajax/config', { schema: StoreConfigShape });
}

export const storeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'config'],
    queryFn: getStoreConfig,
    staleTime: Number.POSITIVE_INFINITY,
    // A failure is read as a fallback (see useSession); components mounting later keep it
    // rather than flipping the shell back to loading.
    retryOnMount: false,
  });

export function useStoreConfig() {
  return useQuery(storeConfigQueryOptions());
}
