import { GroupId, PolicyVersion } from '@lagoon/contract';
import type { Browser } from './browser.js';
import { parseUrl } from './parse-url.js';

/**
 * The companion's managed settings: what the organisation's policy file says about this
 * browser (`3rdparty.extensions.<companion id>` on Linux, the registry key or the macOS payload
 * of the same name elsewhere), which Chromium checks against `managed-schema.json` and hands
 * over through `chrome.storage.managed`. Only the policy sets them; a store page cannot.
 */
export interface ManagedSettings {
  /** The browser group the policy puts this browser in; null when it names none. */
  groupId: string | null;
  /** The origin of the store whose policy this is; null when it names none. */
  storeOrigin: string | null;
  /**
   * Whether the companion reports every extension of the browser to the store
   * (inventory-report.ts); false unless the group's policy turns it on.
   */
  inventoryReports: boolean;
  /**
   * The version of the group's policy file (the group's `policyChangedAt` when the store made
   * it), which the daily usage report names so the console can tell browsers running an older
   * copy; null when the policy names none (a file made before versions were written).
   */
  policyVersion: string | null;
}

export const NO_MANAGED_SETTINGS: ManagedSettings = {
  groupId: null,
  storeOrigin: null,
  inventoryReports: false,
  policyVersion: null,
};

/** `scheme://host[:port]` of http or https, exactly as URL writes an origin. */
function originOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = parseUrl(value);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  return parsed.origin === value ? value : null;
}

/**
 * Reads each setting on its own: a value of the wrong type or shape reads as unset, and never
 * spoils the others. Chromium already drops values its schema refuses; this is the same rule
 * again, for policy sources that check less (and for the group id, a UUID, and the policy
 * version, an ISO instant in UTC).
 */
export function parseManagedSettings(raw: Record<string, unknown>): ManagedSettings {
  const group = GroupId.safeParse(raw.groupId);
  const version = PolicyVersion.safeParse(raw.policyVersion);
  return {
    groupId: group.success ? group.data.toLowerCase() : null,
    storeOrigin: originOrNull(raw.storeOrigin),
    inventoryReports: raw.inventoryReports === true,
    policyVersion: version.success ? version.data : null,
  };
}

/** Whether a read found none of the policy's settings. */
function isEmpty(settings: ManagedSettings): boolean {
  return (
    settings.groupId === null &&
    settings.storeOrigin === null &&
    settings.policyVersion === null &&
    !settings.inventoryReports
  );
}

export interface ManagedSettingsSource {
  /** The settings as last read (read at once when the service worker has not read them yet). */
  get(): Promise<ManagedSettings>;
}

/**
 * Keeps the managed settings for the life of the service worker: read when first asked for and
 * again whenever Chromium reports a change, so a new policy (another group, say) reaches the
 * companion without a restart. Reads that overlap are answered in order: `get` always waits
 * for the latest one. The change listener is registered here, synchronously: the service
 * worker calls this at its top level, as Manifest V3 requires for events to wake it.
 */
export function createManagedSettings(
  browser: Pick<Browser, 'managedStorage' | 'log'>,
): ManagedSettingsSource {
  let latest: Promise<ManagedSettings> | undefined;
  const read = (): Promise<ManagedSettings> => {
    const reading = browser.managedStorage.read().then(parseManagedSettings, (error: unknown) => {
      browser.log('Could not read the managed settings', error);
      return NO_MANAGED_SETTINGS;
    });
    latest = reading;
    // An empty read is not kept: Chromium may hand the extension its policy's settings after the
    // worker started (the worker's first tasks read them at once) without any change event, so
    // until a read finds settings, each question reads again (a local read, no network).
    void reading.then((settings) => {
      if (latest === reading && isEmpty(settings)) latest = undefined;
    });
    return reading;
  };
  browser.managedStorage.onChanged(() => {
    void read();
  });
  return { get: () => latest ?? read() };
}
