import type { StoreConfig } from '@lagoon/contract';
import { useRenderEnv } from '../../app/render-env';
import { isNotebookUserAgent } from '../../lib/browser-bridge';
import { useStoreConfig } from './api/get-store-config';

/** The notebook edition, which alone has web apps: the deployment or the browser says so. */
export function isNotebookEdition(config: StoreConfig | undefined, userAgent: string): boolean {
  return isNotebookUserAgent({ userAgent, bridge: undefined }) || config?.notebookEdition === true;
}

/**
 * Whether this is the notebook edition. Undefined while the configuration is still loading
 * (unless the browser already says so).
 */
export function useNotebookEdition(): boolean | undefined {
  const config = useStoreConfig();
  const { userAgent } = useRenderEnv();
  if (isNotebookUserAgent({ userAgent, bridge: undefined })) return true;
  if (config.isPending) return undefined;
  return isNotebookEdition(config.data, userAgent);
}
