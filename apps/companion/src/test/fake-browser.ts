import { createBlocklistEnforcer } from '../blocklist.js';
import type { Browser, ExtensionRecord } from '../browser.js';
import type { BridgeDeps } from '../handlers.js';
import { createManagedSettings } from '../managed-settings.js';
import { type CompanionConfig, NO_STORE, type StoreConfigSource } from '../store-config.js';
import { createWallpaperKeeper } from '../wallpaper.js';

export const SELF_ID = 'cccccccccccccccccccccccccccccccc';
export const STORE_ORIGIN = 'http://localhost:8080';
/** The store's update service, which the store writes into the packages it signs. */
export const STORE_UPDATE_URL = `${STORE_ORIGIN}/service/update2/crx`;

export interface FakeBrowserOptions {
  extensions?: ExtensionRecord[];
  /** Bodies (or failures) `fetchText` answers, by URL. */
  responses?: Record<string, string | Error>;
  /** Failures `setEnabled` throws, by extension id. */
  setEnabledFailures?: Record<string, string>;
  /** Whether `management.getAll` lists the companion itself. */
  getAllListsSelf?: boolean;
  /** Files (or failures) `fetchFile` answers, by URL. */
  files?: Record<string, FakeFile | Error>;
  /** The message `photos.put` fails with. */
  photoPutFailure?: string;
  /** The message `sidePanel.open` fails with. */
  sidePanelFailure?: string;
  /** The manifest's externally_connectable origins (the store's by default). */
  connectableOrigins?: string[];
  /** The companion's update URL (the store's by default; null: an unpacked build). */
  selfUpdateUrl?: string | null;
  /** Whether the companion runs for an incognito profile. */
  incognito?: boolean;
  /** Failures `postJson` throws, by URL (every post succeeds otherwise). */
  postFailures?: Record<string, Error>;
  /** What `storage.managed` holds (the policy's settings); empty by default. */
  managed?: Record<string, unknown>;
  /** The failure `storage.managed.get()` rejects with. */
  managedFailure?: Error;
}

/** A file the fake network answers: its media type, its size, and where it ends after redirects. */
export interface FakeFile {
  type: string;
  size?: number;
  redirectedTo?: string;
}

/** An in-memory Browser: extensions, storage and events as plain data the test can read. */
export function createFakeBrowser(options: FakeBrowserOptions = {}) {
  const extensions = new Map<string, ExtensionRecord>();
  const selfUpdateUrl =
    options.selfUpdateUrl === undefined ? STORE_UPDATE_URL : options.selfUpdateUrl;
  extensions.set(SELF_ID, {
    id: SELF_ID,
    version: '1.2.3.4',
    enabled: true,
    installType: 'admin',
    ...(selfUpdateUrl ? { updateUrl: selfUpdateUrl } : {}),
  });
  for (const extension of options.extensions ?? []) extensions.set(extension.id, extension);
  const storage = new Map<string, unknown>();
  const listeners = new Set<(extension: ExtensionRecord) => void>();
  let managed: Record<string, unknown> = structuredClone(options.managed ?? {});
  const managedListeners = new Set<() => void>();
  let managedReads = 0;
  const setEnabledCalls: [string, boolean][] = [];
  const fetched: string[] = [];
  /** The bodies `postJson` sent, in order (failed ones included). */
  const posted: { url: string; body: unknown }[] = [];
  const photos = new Map<string, { type: string; size: number }>();
  const tabsCreated: (number | undefined)[] = [];
  /** Side panel calls in the order they were made: `setPath <path>`, `open <windowId>`. */
  const sidePanelCalls: string[] = [];
  const logs: string[] = [];
  let holders = 0;

  const browser: Browser = {
    selfId: SELF_ID,
    selfVersion: '1.2.3.4',
    selfUpdateUrl,
    incognito: options.incognito ?? false,
    connectableOrigins: options.connectableOrigins ?? [STORE_ORIGIN],
    management: {
      async get(id) {
        const extension = extensions.get(id);
        return extension ? { ...extension } : null;
      },
      async getAll() {
        return [...extensions.values()]
          .filter((extension) => options.getAllListsSelf !== false || extension.id !== SELF_ID)
          .map((extension) => ({ ...extension }));
      },
      async setEnabled(id, enabled) {
        setEnabledCalls.push([id, enabled]);
        const failure = options.setEnabledFailures?.[id];
        if (failure) throw new Error(failure);
        const extension = extensions.get(id);
        if (!extension) throw new Error(`Failed to find extension with id ${id}.`);
        extensions.set(id, { ...extension, enabled });
      },
      onInstalledOrEnabled(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    storage: {
      async get(key) {
        return storage.get(key);
      },
      async set(key, value) {
        storage.set(key, structuredClone(value));
      },
      async remove(keys) {
        for (const key of keys) storage.delete(key);
      },
    },
    managedStorage: {
      async read() {
        managedReads += 1;
        if (options.managedFailure) throw options.managedFailure;
        return structuredClone(managed);
      },
      onChanged(listener) {
        managedListeners.add(listener);
        return () => managedListeners.delete(listener);
      },
    },
    photos: {
      async put(key, file) {
        if (options.photoPutFailure) throw new Error(options.photoPutFailure);
        photos.set(key, { type: file.type, size: file.bytes.byteLength });
      },
      async keys() {
        return [...photos.keys()];
      },
      async delete(keys) {
        for (const key of keys) photos.delete(key);
      },
    },
    tabs: {
      async create(windowId) {
        tabsCreated.push(windowId);
      },
    },
    sidePanel: {
      async setPath(path) {
        sidePanelCalls.push(`setPath ${path}`);
      },
      async open(windowId) {
        sidePanelCalls.push(`open ${windowId}`);
        if (options.sidePanelFailure) throw new Error(options.sidePanelFailure);
      },
    },
    async readPackagedFile(name) {
      throw new Error(`${name}: not in the fake package`);
    },
    async fetchText(url) {
      fetched.push(url);
      const answer = options.responses?.[url];
      if (answer === undefined) throw new Error(`${url}: HTTP 404`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async postJson(url, body) {
      posted.push({ url, body: structuredClone(body) });
      const failure = options.postFailures?.[url];
      if (failure) throw failure;
    },
    async fetchFile(url, { maxBytes }) {
      fetched.push(url);
      const answer = options.files?.[url];
      if (answer === undefined) throw new Error(`${url}: HTTP 404`);
      if (answer instanceof Error) throw answer;
      const size = answer.size ?? 1000;
      if (size > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
      return { url: answer.redirectedTo ?? url, type: answer.type, bytes: new ArrayBuffer(size) };
    },
    keepAlive() {
      holders += 1;
      let released = false;
      return () => {
        if (!released) holders -= 1;
        released = true;
      };
    },
    log(message) {
      logs.push(message);
    },
  };

  return {
    browser,
    extensions,
    storage,
    setEnabledCalls,
    fetched,
    posted,
    photos,
    tabsCreated,
    sidePanelCalls,
    logs,
    listenerCount: () => listeners.size,
    /** How many times `storage.managed` was read. */
    managedReads: () => managedReads,
    /**
     * The policy changes: `storage.managed` holds `values`, and its listeners hear of it (unless
     * it arrives `silently`).
     */
    setManaged(values: Record<string, unknown>, options: { silently?: boolean } = {}) {
      managed = structuredClone(values);
      // Chromium may hand an extension its policy's settings after its worker started, with no
      // change event: `silently` is that arrival.
      if (options.silently) return;
      for (const listener of [...managedListeners]) listener();
    },
    keptAlive: () => holders,
    /** The browser reports an extension installed or enabled. */
    emit(extension: ExtensionRecord) {
      extensions.set(extension.id, extension);
      for (const listener of [...listeners]) listener({ ...extension });
    },
  };
}

/** A store configuration already read (or, with `pending`, one still being read). */
export function fixedConfig(
  config: CompanionConfig = {
    storeUrl: STORE_ORIGIN,
    origins: [STORE_ORIGIN],
    blocklistUrl: `${STORE_ORIGIN}/ajax/blocklist`,
  },
  { pending = false } = {},
): StoreConfigSource {
  return {
    get: async () => config,
    peek: () => (pending ? undefined : config),
  };
}

export const NO_STORE_CONFIG = fixedConfig(NO_STORE);

/** An extension record with defaults: a normal, enabled install. */
export function extension(id: string, overrides: Partial<ExtensionRecord> = {}): ExtensionRecord {
  return { id, version: '1.0', enabled: true, installType: 'normal', ...overrides };
}

/** What the router and the handlers get, on a fake browser and a store configuration. */
export function bridgeDeps(
  browser: Browser,
  config: StoreConfigSource = fixedConfig(),
): BridgeDeps {
  return {
    browser,
    config,
    blocklist: createBlocklistEnforcer(browser, config),
    wallpaper: createWallpaperKeeper(browser, config),
    managed: createManagedSettings(browser),
  };
}
