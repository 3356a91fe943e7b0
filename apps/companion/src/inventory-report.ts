import {
  FLEET_NAME_MAX,
  FLEET_PERMISSION_MAX,
  FLEET_PERMISSIONS_MAX,
  FLEET_REPORT_MAX_EXTENSIONS,
  FLEET_REPORT_PATH,
  FLEET_UPDATE_URL_MAX,
  FLEET_VERSION_MAX,
  FleetInstallType,
  type FleetReport,
  type FleetReportedExtension,
} from '@lagoon/contract';
import { z } from 'zod';
import type { Browser, ExtensionRecord } from './browser.js';
import type { ManagedSettingsSource } from './managed-settings.js';
import type { StoreConfigSource } from './store-config.js';

/**
 * The inventory report: when the browser's managed settings allow it (`inventoryReports`, which
 * the group's policy file sets), the companion sends the store every extension installed here,
 * from any source, so administrators see what their fleet actually runs. It is sent when the
 * service worker starts, whenever the list changed (an install, update, uninstall, or an
 * extension turned on or off, a few seconds after the last of a burst of such events), and at
 * least once a day.
 *
 * The browser is a random id the companion makes the first time and keeps in `storage.local`
 * with a random secret: the store registers the id with the secret on the first report and
 * takes later reports of the id only with the same secret, so no one can write this browser's
 * list without it. Neither names a person or a device; the store keeps no address.
 */

export const INVENTORY_STORAGE_KEY = 'inventoryReport';
/** A burst of extension events is reported this long after its last event. */
export const INVENTORY_DEBOUNCE_MS = 5_000;
/** An unchanged list is sent again after this long, so the store knows the browser is alive. */
export const INVENTORY_RESEND_MS = 24 * 60 * 60 * 1000;

const KeptInventory = z.object({
  browserId: z.string().uuid(),
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  /** A digest of the last list the store took, and when. */
  sentDigest: z.string().nullable().default(null),
  sentAt: z.number().nullable().default(null),
});
type KeptInventory = z.infer<typeof KeptInventory>;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new identity: a random UUID and 32 random bytes. */
export function newIdentity(): KeptInventory {
  return {
    browserId: crypto.randomUUID(),
    secret: base64Url(crypto.getRandomValues(new Uint8Array(32))),
    sentDigest: null,
    sentAt: null,
  };
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * What a report says of each extension, sorted by id, the companion itself left out: texts cut
 * to the store's limits (a name longer than the store keeps is still the same extension), an
 * unknown install type read as `other`, and at most the number of extensions a report takes.
 */
export function inventoryList(
  extensions: readonly ExtensionRecord[],
  selfId: string,
): FleetReportedExtension[] {
  const permissionList = (values: readonly string[] | undefined) =>
    [...new Set(values ?? [])]
      .filter((value) => value.length <= FLEET_PERMISSION_MAX)
      .sort()
      .slice(0, FLEET_PERMISSIONS_MAX);
  return extensions
    .filter((extension) => extension.id !== selfId)
    .map((extension) => {
      const installType = FleetInstallType.safeParse(extension.installType);
      const updateUrl = extension.updateUrl ?? null;
      return {
        id: extension.id,
        name: cut(extension.name ?? extension.id, FLEET_NAME_MAX),
        version: cut(extension.version, FLEET_VERSION_MAX),
        enabled: extension.enabled,
        installType: installType.success ? installType.data : 'other',
        permissions: permissionList(extension.permissions),
        hostPermissions: permissionList(extension.hostPermissions),
        updateUrl: updateUrl && updateUrl.length <= FLEET_UPDATE_URL_MAX ? updateUrl : null,
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, FLEET_REPORT_MAX_EXTENSIONS);
}

/** A short digest of a list (FNV-1a over its JSON), to tell an unchanged list without keeping it. */
export function listDigest(list: readonly FleetReportedExtension[]): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(list);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length}:${hash.toString(16)}`;
}

export type InventoryOutcome =
  | { sent: number }
  | { skipped: 'off' | 'incognito' | 'no-store' | 'unchanged' }
  | { error: string };

export interface InventoryReporter {
  /**
   * Sends the list when it changed since the store last took it, when a day has passed, or
   * always with `force` (the worker's start). Checks run one at a time.
   */
  report(options?: { force?: boolean }): Promise<InventoryOutcome>;
  /** Reports a few seconds after the last of a burst of calls (extension events). */
  schedule(): void;
}

export interface InventoryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: InventoryTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createInventoryReporter(
  browser: Browser,
  config: StoreConfigSource,
  managed: ManagedSettingsSource,
  now: () => number = Date.now,
  timers: InventoryTimers = realTimers,
): InventoryReporter {
  const check = async (force: boolean): Promise<InventoryOutcome> => {
    if (browser.incognito) return { skipped: 'incognito' };
    const settings = await managed.get();
    if (!settings.inventoryReports) return { skipped: 'off' };
    const { storeUrl } = await config.get();
    if (!storeUrl) return { skipped: 'no-store' };
    const parsed = KeptInventory.safeParse(await browser.storage.get(INVENTORY_STORAGE_KEY));
    let kept = parsed.success ? parsed.data : null;
    if (!kept) {
      kept = newIdentity();
      // Kept before the first report: a report that reached the store registered this secret.
      await browser.storage.set(INVENTORY_STORAGE_KEY, kept);
    }
    const list = inventoryList(await browser.management.getAll(), browser.selfId);
    const digest = listDigest(list);
    const due = kept.sentAt === null || now() - kept.sentAt >= INVENTORY_RESEND_MS;
    if (!force && !due && kept.sentDigest === digest) return { skipped: 'unchanged' };
    const body: FleetReport = {
      browserId: kept.browserId,
      secret: kept.secret,
      groupId: settings.groupId,
      extensions: list,
    };
    try {
      await browser.postJson(`${storeUrl}${FLEET_REPORT_PATH}`, body);
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
    await browser.storage.set(INVENTORY_STORAGE_KEY, {
      ...kept,
      sentDigest: digest,
      sentAt: now(),
    });
    return { sent: list.length };
  };

  let last: Promise<unknown> = Promise.resolve();
  const report = (options: { force?: boolean } = {}): Promise<InventoryOutcome> => {
    const next = last.then(() => check(options.force === true));
    last = next.catch(() => undefined);
    return next;
  };

  let pending: unknown;
  let release: (() => void) | undefined;
  return {
    report,
    schedule() {
      if (pending !== undefined) timers.clearTimeout(pending);
      // The worker stays up until the report is sent, however long the burst lasts.
      release ??= browser.keepAlive();
      pending = timers.setTimeout(() => {
        pending = undefined;
        const done = release;
        release = undefined;
        report()
          .then(
            (outcome) => {
              if ('error' in outcome) browser.log(`Inventory report (changes): ${outcome.error}`);
            },
            (error: unknown) => browser.log('Inventory report (changes) failed', error),
          )
          .finally(() => done?.());
      }, INVENTORY_DEBOUNCE_MS);
    },
  };
}
