import type { Browser, ExtensionRecord } from '../browser.js';
import { type CompanionConfig, NO_STORE, type StoreConfigSource } from '../store-config.js';

export const SELF_ID = 'cccccccccccccccccccccccccccccccc';
export const STORE_ORIGIN = 'http://localhost:8080';

export interface FakeBrowserOptions {
  extensions?: ExtensionRecord[];
  /** Bodies (or failures) `fetchText` answers, by URL. */
  responses?: Record<string, string | Error>;
  /** Failures `setEnabled` throws, by extension id. */
  setEnabledFailures?: Record<string, string>;
  /** Whether `management.getAll` lists the companion itself. */
  getAllListsSelf?: boolean;
}

/** An in-memory Browser: extensions, storage and events as plain data the test can read. */
export function createFakeBrowser(options: FakeBrowserOptions = {}) {
  const extensions = new Map<string, ExtensionRecord>();
  extensions.set(SELF_ID, {
    id: SELF_ID,
    version: '1.2.3.4',
    enabled: true,
    installType: 'admin',
  });
  for (const extension of options.extensions ?? []) extensions.set(extension.id, extension);
  const storage = new Map<string, unknown>();
  const listeners = new Set<(extension: ExtensionRecord) => void>();
  const setEnabledCalls: [string, boolean][] = [];
  const fetched: string[] = [];
  const logs: string[] = [];
  let holders = 0;

  const browser: Browser = {
    selfId: SELF_ID,
    selfVersion: '1.2.3.4',
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
    logs,
    listenerCount: () => listeners.size,
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
