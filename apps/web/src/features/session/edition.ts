import { isNotebookUserAgent } from '../../lib/browser-bridge';
import { useStoreConfig } from './api/get-store-config';

/**
 * Whether this is the notebook edition, which alone has web apps: the deployment says so or the
 * browser identifies itself as one. Undefined while the configuration is still loading.
 */
export function useNotebookEdition(): boolean | undefined {
  const config = useStoreConfig();
  if (isNotebookUserAgent()) return true;
  if (config.isPending) return undefined;
  return config.data?.notebookEdition === true;
}
