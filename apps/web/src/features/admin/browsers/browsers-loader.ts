import type { BrowserGroupList, BrowserPolicyFile, BrowsersOverview } from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { guessPolicyTarget, type PolicyTarget, readPolicyTarget } from './browser-policy';
import { getBrowserPolicy, getBrowsersOverview } from './browsers-api';
import { readGroups } from './groups-loader';

/**
 * What /admin/browsers shows: the connection details and named items, one policy file (the
 * default group's), and the browser groups.
 */
export interface BrowsersData {
  target: PolicyTarget;
  overview: Read<BrowsersOverview>;
  policy: Read<BrowserPolicyFile>;
  groups: Read<BrowserGroupList>;
}

/**
 * /admin/browsers: the connection details and named items, and the policy file for the
 * browser and system the address names (else the administrator's own, as the page guesses).
 */
export const browsersLoader: PageLoader<BrowsersData | null> = privatePageLoader(
  async (env, { request }) => {
    const { signal } = request;
    const target = readPolicyTarget(
      new URL(request.url).searchParams,
      guessPolicyTarget(navigator.userAgent),
    );
    const language = requestLanguage(env, request);
    const [overview, policy, groups] = await Promise.all([
      read(() => getBrowsersOverview(language, signal), { signal }),
      read(() => getBrowserPolicy(target, signal), { signal }),
      readGroups(signal),
    ]);
    return { target, overview, policy, groups };
  },
);
