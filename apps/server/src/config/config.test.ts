import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/tmp/x',
      PUBLIC_URL: 'https://store.example/',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/tmp/x',
      publicUrl: 'https://store.example',
    });
  });

  it('names every bad value in one clear message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT="eighty"');
      expect((error as Error).message).toContain('DATABASE_URL="mysql://x"');
    }
  });

  it('rejects footer links that are not JSON', () => {
    expect(() => loadConfig({ STORE_LINKS: '{oops' })).toThrow(/STORE_LINKS/);
    expect(loadConfig({ STORE_LINKS: '{"terms":"https://corp.example/terms"}' }).links.terms).toBe(
      'https://corp.example/terms',
    );
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
