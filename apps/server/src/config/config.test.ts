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

describe('STORAGE_URL', () => {
  it('keeps files under DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).storage).toEqual({
      kind: 'local',
      directory: '/tmp/x/files',
    });
  });

  it('reads a bucket and prefix, with the endpoint and region from the usual variables', () => {
    const config = loadConfig({
      STORAGE_URL: 's3://lagoon-files/store/one/',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
      AWS_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'lagoon-files',
      prefix: 'store/one/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://lagoon-files' }).storage).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('takes a directory as a file URL', () => {
    expect(loadConfig({ STORAGE_URL: 'file:///srv/lagoon/files' }).storage).toEqual({
      kind: 'local',
      directory: '/srv/lagoon/files',
    });
  });

  it('refuses what it cannot use, naming the setting', () => {
    for (const value of ['ftp://x/y', 's3://Bad_Bucket/x', 's3://bucket:9000/x', 'file://host/x']) {
      expect(() => loadConfig({ STORAGE_URL: value }), value).toThrow(/STORAGE_URL/);
    }
  });
});
