import { Blocklist, stripXssiPrefix } from '@lagoon/contract';
import type { Browser, ExtensionRecord } from './browser.js';
import type { ManagedSettingsSource } from './managed-settings.js';
import { errorMessage } from './replies.js';
import type { StoreConfigSource } from './store-config.js';

/** Where the last blocklist read from the store is kept, so that it still applies offline. */
export const BLOCKLIST_STORAGE_KEY = 'blocklist';

/**
 * Install types the companion turns off. `admin` installs belong to the policy (which blocks
 * or removes them itself); `other` is left alone too.
 */
const ENFORCED_INSTALL_TYPES: ReadonlySet<string> = new Set(['normal', 'development', 'sideload']);

/** The blocklist from the body of `GET /ajax/blocklist`, with or without the XSSI prefix. */
export function parseBlocklist(body: string): Blocklist {
  return Blocklist.parse(JSON.parse(stripXssiPrefix(body)));
}

/**
 * The blocklist address for this browser: with the group the policy names, the store answers
 * the group's blocks too (items the group blocks, and those it no longer allows that the store
 * gave its browsers), which take effect without a new policy file.
 */
export function blocklistUrlFor(blocklistUrl: string, groupId: string | null): string {
  if (!groupId) return blocklistUrl;
  const url = new URL(blocklistUrl);
  url.searchParams.set('group', groupId);
  return url.href;
}

/** True when the companion must turn this extension off. It never turns itself off. */
export function shouldDisable(
  extension: ExtensionRecord,
  blocked: ReadonlySet<string>,
  selfId: string,
): boolean {
  return (
    extension.id !== selfId &&
    blocked.has(extension.id) &&
    extension.enabled &&
    ENFORCED_INSTALL_TYPES.has(extension.installType)
  );
}

export interface RefreshResult {
  /** Ids this run turned off. */
  disabled: string[];
  /** Why the store's list could not be read (the stored list was applied instead). */
  error?: string;
}

export interface BlocklistEnforcer {
  /** The ids of the last list read from the store (empty before the first read). */
  blockedIds(): Promise<ReadonlySet<string>>;
  /** Reads the store's list, keeps it, and turns off every blocked extension. */
  refresh(): Promise<RefreshResult>;
  /** Applies the kept list to one extension just installed or enabled; true when turned off. */
  applyTo(extension: ExtensionRecord): Promise<boolean>;
}

export function createBlocklistEnforcer(
  browser: Browser,
  config: StoreConfigSource,
  managed?: ManagedSettingsSource,
): BlocklistEnforcer {
  const blockedIds = async (): Promise<ReadonlySet<string>> => {
    const parsed = Blocklist.safeParse(await browser.storage.get(BLOCKLIST_STORAGE_KEY));
    return new Set(parsed.success ? parsed.data.ids : []);
  };

  const disable = async (extension: ExtensionRecord): Promise<boolean> => {
    try {
      await browser.management.setEnabled(extension.id, false);
      return true;
    } catch (error) {
      browser.log(`Could not turn off blocked extension ${extension.id}`, error);
      return false;
    }
  };

  const enforce = async (blocked: ReadonlySet<string>): Promise<string[]> => {
    if (blocked.size === 0) return [];
    const disabled: string[] = [];
    for (const extension of await browser.management.getAll()) {
      if (shouldDisable(extension, blocked, browser.selfId) && (await disable(extension))) {
        disabled.push(extension.id);
      }
    }
    return disabled;
  };

  const fetchAndKeep = async (): Promise<string | undefined> => {
    const { blocklistUrl } = await config.get();
    if (!blocklistUrl) return 'This companion has no store configuration (store.json).';
    try {
      const groupId = managed ? (await managed.get()).groupId : null;
      const blocklist = parseBlocklist(
        await browser.fetchText(blocklistUrlFor(blocklistUrl, groupId)),
      );
      await browser.storage.set(BLOCKLIST_STORAGE_KEY, blocklist);
      return undefined;
    } catch (error) {
      browser.log('Could not read the blocklist; applying the kept one', error);
      return `Could not read the blocklist: ${errorMessage(error)}`;
    }
  };

  // Startup, the alarm and a page may ask at once: they share one run.
  let running: Promise<RefreshResult> | undefined;
  const refresh = (): Promise<RefreshResult> => {
    running ??= (async () => {
      try {
        const error = await fetchAndKeep();
        const disabled = await enforce(await blockedIds());
        return error === undefined ? { disabled } : { disabled, error };
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  return {
    blockedIds,
    refresh,
    async applyTo(extension) {
      if (!shouldDisable(extension, await blockedIds(), browser.selfId)) return false;
      return disable(extension);
    },
  };
}
