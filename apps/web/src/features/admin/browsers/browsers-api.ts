import type {
  BrowserPolicyFile,
  BrowsersOverview,
  InstallPolicy,
  Language,
  PolicyItem,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import type { PolicyTarget } from './browser-policy';

/** GET /admin/api/browsers: the store's connection details and every item the policy names. */
export function getBrowsersOverview(
  language: Language,
  signal?: AbortSignal,
): Promise<BrowsersOverview> {
  return api.get<BrowsersOverview>('/admin/api/browsers', { query: { hl: language }, signal });
}

/** GET /admin/api/browser-policy: the policy as the file for one browser and operating system. */
export function getBrowserPolicy(
  target: PolicyTarget,
  signal?: AbortSignal,
): Promise<BrowserPolicyFile> {
  return api.get<BrowserPolicyFile>('/admin/api/browser-policy', {
    query: { browser: target.browser, platform: target.platform },
    signal,
  });
}

/**
 * PUT /admin/api/items/{id}/install-policy: how managed browsers get one item. Answers the item
 * as the policy now names it, or null when the policy no longer names it (set to none, not
 * blocked).
 */
export function setInstallPolicy(
  extensionId: string,
  installPolicy: InstallPolicy,
  language: Language,
): Promise<PolicyItem | null> {
  return api.put<PolicyItem | null>(
    `/admin/api/items/${encodeURIComponent(extensionId)}/install-policy`,
    {
      query: { hl: language },
      body: { installPolicy },
    },
  );
}
