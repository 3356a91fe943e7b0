import { z } from 'zod';

/**
 * `store.json`, which the store writes into the package it signs: where the store is, which
 * origins may talk to the companion, and where the blocklist is read.
 */
export const StoreConfig = z.object({
  storeUrl: z.url(),
  origins: z.array(z.url()),
  blocklistUrl: z.url(),
});
export type StoreConfig = z.infer<typeof StoreConfig>;

/** An unpacked development build has no store.json: it answers nobody and reads no blocklist. */
export interface CompanionConfig {
  storeUrl: string | null;
  origins: readonly string[];
  blocklistUrl: string | null;
}

export const NO_STORE: CompanionConfig = { storeUrl: null, origins: [], blocklistUrl: null };

export interface StoreConfigSource {
  /** The configuration, read once and kept for the life of the service worker. */
  get(): Promise<CompanionConfig>;
  /** The configuration when it has been read already. */
  peek(): CompanionConfig | undefined;
}

export function createStoreConfig(
  readFile: () => Promise<string>,
  log: (message: string, detail?: unknown) => void,
): StoreConfigSource {
  let loaded: CompanionConfig | undefined;
  let loading: Promise<CompanionConfig> | undefined;
  const load = async (): Promise<CompanionConfig> => {
    try {
      const parsed = StoreConfig.safeParse(JSON.parse(await readFile()));
      if (parsed.success) return parsed.data;
      log('store.json is not valid; the companion answers no page', parsed.error.issues);
    } catch (error) {
      log('No store.json in this package (unpacked build?); the companion answers no page', error);
    }
    return NO_STORE;
  };
  return {
    get() {
      loading ??= load().then((config) => {
        loaded = config;
        return config;
      });
      return loading;
    },
    peek: () => loaded,
  };
}
