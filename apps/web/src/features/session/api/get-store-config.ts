import type { StoreConfig } from '@lagoon/contract';
import { useRouteLoaderData } from 'react-router';
import { api } from '../../../lib/api-client';
import type { Read } from '../../../lib/read';

/** Deployment settings: edition, version and the footer's links. */
export function getStoreConfig(signal?: AbortSignal): Promise<StoreConfig> {
  return api.get<StoreConfig>('/ajax/config', { signal });
}

/** The id of the route every page hangs from; its loader reads the store's settings. */
export const ROOT_ROUTE_ID = 'root';

/** What the root route's loader returns. */
export interface RootData {
  config: Read<StoreConfig>;
}

/**
 * The store's settings, the same for every visitor: the root route reads them once for the
 * visit (and the server for each rendered page, which carries them). Undefined when they could
 * not be read; screens then use their defaults.
 */
export function useStoreConfig(): StoreConfig | undefined {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.config.data;
}
