import type { StoreConfig } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { StoreConfigShape } from '../../../lib/session-shapes';
import { useResource } from '../../../lib/use-resource';

/** Deployment settings: edition, version and the footer's links. */
export function getStoreConfig(signal?: AbortSignal): Promise<StoreConfig> {
  return api.get('/ajax/config', { schema: StoreConfigShape, signal });
}

export function useStoreConfig() {
  return useResource({
    key: ['session', 'config'],
    load: getStoreConfig,
    staleTime: Number.POSITIVE_INFINITY,
    // A failure is read as a fallback (see useSession); components mounting later keep it
    // rather than flipping the shell back to loading.
    retryOnMount: false,
  });
}
