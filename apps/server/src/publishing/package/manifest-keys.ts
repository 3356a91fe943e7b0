import { isRecord } from './messages.js';
import type { Report } from './report.js';

const MANIFEST = 'manifest.json';

/**
 * Top-level manifest keys only Firefox reads: MDN's browser compatibility data lists no support
 * in Chrome, Edge or Opera, and Chromium loads the extension with "Unrecognized manifest key".
 * A developer bringing a Firefox add-on learns here that these do nothing in Chromium.
 *
 * Left out on purpose: `sidebar_action`, which Opera and Whale (Chromium browsers this store
 * serves) read and from which the store makes sidebar items; `developer`, which Opera reads;
 * `omnibox`, `chrome_settings_overrides` and `commands`, which Chromium reads as well.
 */
export const FIREFOX_ONLY_KEYS: readonly string[] = [
  // Firefox's own settings: the add-on id, minimum version and update URL.
  'browser_specific_settings',
  // The older name of browser_specific_settings (Manifest V2).
  'applications',
  'dictionaries',
  'protocol_handlers',
  'theme_experiment',
  // Firefox's Manifest V2 user scripts ({ "api_script": … }); Chromium has a permission instead.
  'user_scripts',
];

/**
 * Manifest V2 keys Chromium ignores in a Manifest V3 manifest: `browser_action` and
 * `page_action` became `action`, and a background page or scripts became
 * `background.service_worker` (Firefox's Manifest V3 keeps `background.scripts`, Chromium does
 * not run them).
 */
export const MV3_IGNORED_KEYS: readonly string[] = [
  'browser_action',
  'page_action',
  'background.scripts',
  'background.page',
];

/** Warns about the keys above that a manifest has, one grouped finding each. */
export function checkBrowserKeys(
  manifest: Record<string, unknown>,
  manifestVersion: number | null,
  report: Report,
): void {
  for (const key of FIREFOX_ONLY_KEYS) {
    if (manifest[key] !== undefined) report.add('FIREFOX_ONLY_KEY', MANIFEST, { label: key });
  }
  if (manifestVersion !== 3) return;
  const background = isRecord(manifest.background) ? manifest.background : {};
  for (const key of MV3_IGNORED_KEYS) {
    const [head, tail] = key.split('.') as [string, string | undefined];
    const present =
      tail === undefined ? manifest[head] !== undefined : background[tail] !== undefined;
    if (present) report.add('MV3_IGNORED_KEY', MANIFEST, { label: key });
  }
}
