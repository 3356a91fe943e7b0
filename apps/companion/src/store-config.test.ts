import { describe, expect, it } from 'vitest';
import { createStoreConfig, NO_STORE } from './store-config.js';

const STORE_JSON = JSON.stringify({
  storeUrl: 'http://localhost:8080',
  origins: ['http://localhost:8080'],
  blocklistUrl: 'http://localhost:8080/ajax/blocklist',
});

describe('createStoreConfig', () => {
  it('reads store.json once and keeps it', async () => {
    let reads = 0;
    const config = createStoreConfig(
      async () => {
        reads += 1;
        return STORE_JSON;
      },
      () => {},
    );
    expect(config.peek()).toBeUndefined();
    const [first, second] = await Promise.all([config.get(), config.get()]);
    expect(first.origins).toEqual(['http://localhost:8080']);
    expect(second).toBe(first);
    expect(config.peek()).toBe(first);
    expect(reads).toBe(1);
  });

  it('accepts no origin and logs when store.json is missing or invalid', async () => {
    const logs: string[] = [];
    const missing = createStoreConfig(
      async () => {
        throw new Error('store.json: HTTP 404');
      },
      (message) => logs.push(message),
    );
    expect(await missing.get()).toEqual(NO_STORE);
    const invalid = createStoreConfig(
      async () => '{"origins": "everywhere"}',
      (message) => logs.push(message),
    );
    expect(await invalid.get()).toEqual(NO_STORE);
    expect(logs).toHaveLength(2);
  });
});
