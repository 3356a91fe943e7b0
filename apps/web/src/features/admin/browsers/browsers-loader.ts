import type {
  BrowserGroupList,
  BrowserPolicyFile,
  BrowsersOverview,
  InstallProblems,
} from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { guessPolicyTarget, type PolicyTarget, readPolicyTarget } from './browser-policy';
import { getBrowserPolicy, getBrowsersOverview } from './browsers-api';
import { readGroups } from './groups-loader';
import { getInstallProblems } from './installs-api';

/**
 * What /admin/browsers shows: the connection details and named items, one policy file (the
 * default group's), the browser groups, and the installs that seem to fail.
 */
export interface BrowsersData {
  target: PolicyTarget;
  overview: Read<BrowsersOverview>;
  policy: Read<BrowserPolicyFile>;
  groups: Read<BrowserGroupList>;
  installs: Read<InstallProblems>;
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
    const [overview, policy, groups, installs] = await Promise.all([
      read(() => getBrowsersOverview(language, signal), { signal }),
      read(() => getBrowserPolicy(target, signal), { signal }),
      readGroups(signal),
      read(() => getInstallProblems(language, signal), { signal }),
    ]);
    return { target, overview, policy, groups, installs };
  },
);
