import type {
  BrowserPolicyFile,
  BrowsersOverview,
  InstallPolicy,
  Language,
  PolicyItem,
} from '@lagoon/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PolicyTarget } from '../model/browser-policy';
import { CONSOLE_FRESH_MS, MODERATION_QUERY_KEY } from './moderation-api';

/**
 * The Browsers page's queries sit under the moderation key, so a block or unblock decided on an
 * item's page (which changes the policy) refreshes them too.
 */
export const BROWSERS_QUERY_KEY = [...MODERATION_QUERY_KEY, 'browsers'] as const;

/** GET /admin/api/browsers: the store's connection details and every item the policy names. */
export const browsersOverviewQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...BROWSERS_QUERY_KEY, 'overview', language],
    queryFn: ({ signal }) =>
      api.get<BrowsersOverview>('/admin/api/browsers', { query: { hl: language }, signal }),
    staleTime: CONSOLE_FRESH_MS,
  });

/** GET /admin/api/browser-policy: the policy as the file for one browser and operating system. */
export const browserPolicyQueryOptions = (target: PolicyTarget) =>
  queryOptions({
    queryKey: [...BROWSERS_QUERY_KEY, 'policy', target.browser, target.platform],
    queryFn: ({ signal }) =>
      api.get<BrowserPolicyFile>('/admin/api/browser-policy', {
        query: { browser: target.browser, platform: target.platform },
        signal,
      }),
    staleTime: CONSOLE_FRESH_MS,
    // Switching browser or system keeps the last file on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });

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
