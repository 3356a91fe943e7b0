import type { BrowserPolicyFile, BrowsersOverview } from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { guessPolicyTarget, type PolicyTarget, readPolicyTarget } from './browser-policy';
import { getBrowserPolicy, getBrowsersOverview } from './browsers-api';

/** What /admin/browsers shows: the connection details and named items, and one policy file. */
export interface BrowsersData {
  target: PolicyTarget;
  overview: Read<BrowsersOverview>;
  policy: Read<BrowserPolicyFile>;
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
    const [overview, policy] = await Promise.all([
      read(() => getBrowsersOverview(language, signal), { signal }),
      read(() => getBrowserPolicy(target, signal), { signal }),
    ]);
    return { target, overview, policy };
  },
);
