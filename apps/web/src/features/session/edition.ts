import type { StoreConfig } from '@lagoon/contract';
import { isNotebookUserAgent } from '../../lib/browser-bridge';
import { useRenderEnv } from '../../lib/render-env';
import { useStoreConfig } from './api/get-store-config';

/** The notebook edition, which alone has web apps: the deployment or the browser says so. */
export function isNotebookEdition(config: StoreConfig | undefined, userAgent: string): boolean {
  return isNotebookUserAgent({ userAgent, bridge: undefined }) || config?.notebookEdition === true;
}

/** Whether this is the notebook edition (the root route has read the settings by now). */
export function useNotebookEdition(): boolean {
  const config = useStoreConfig();
  const { userAgent } = useRenderEnv();
  return isNotebookEdition(config, userAgent);
}
