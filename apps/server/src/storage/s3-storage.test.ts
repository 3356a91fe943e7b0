import { randomBytes } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testBackend } from '../test/app.js';
import { createBanner } from '../test/catalog-factories.js';
import { type TestObjectStore, testObjectStore } from '../test/object-store.js';
import { COLLECTOR_LOCK_KEY, collectUnusedFiles, collectUnusedFilesOnce } from './collect.js';
import { S3FileStorage, type S3StorageOptions } from './s3-storage.js';

const DAY = 24 * 60 * 60 * 1000;

let store: TestObjectStore;
beforeAll(async () => {
  store = await testObjectStore();
});
afterAll(async () => store?.close());

async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('S3 file storage', () => {
  let options: S3StorageOptions;
  let storage: S3FileStorage;
  beforeAll(() => {
    options = store.options();
    storage = new S3FileStorage(options);
  });
  afterAll(() => storage.close());

  it('stores by content hash and reads back the same bytes, from any server', async () => {
    const data = randomBytes(4096);
    const first = await storage.put(data, 'zip');
    const second = await storage.put(Buffer.from(data), 'zip');
    expect(first.key).toBe(second.key);
    expect(first).toMatchObject({ size: 4096, contentType: 'application/zip' });
    expect(first.key).toMatch(/^[a-f0-9]{64}\.zip$/);
    // Another server of the store: its own client on the same bucket and prefix.
    const other = new S3FileStorage(options);
    try {
      expect((await other.read(first.key))?.equals(data)).toBe(true);
      const opened = await other.open(first.key);
      expect(opened?.size).toBe(4096);
      expect(opened?.contentType).toBe('application/zip');
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(data)).toBe(true);
    } finally {
      other.close();
    }
  });

  it('answers null for unknown and malformed keys, so no key can leave the prefix', async () => {
    expect(await storage.open(`${'0'.repeat(64)}.png`)).toBeNull();
    expect(await storage.read(`${'0'.repeat(64)}.png`)).toBeNull();
    expect(await storage.open('../other-store/secret.png')).toBeNull();
    expect(await storage.read(`${'a'.repeat(64)}.exe`)).toBeNull();
  });

  it("lists its own files only, not other prefixes' nor foreign objects", async () => {
    const own = await storage.put(randomBytes(100), 'png');
    const neighbour = new S3FileStorage(store.options());
    const theirs = await neighbour.put(randomBytes(100), 'png');
    neighbour.close();
    const client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: true,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: `${options.prefix}notes.txt`,
        Body: 'x',
      }),
    );
    client.destroy();
    const keys = (await collectAll(storage.list())).map((entry) => entry.key);
    expect(keys).toContain(own.key);
    expect(keys).not.toContain(theirs.key);
    expect(keys).not.toContain('notes.txt');
    await storage.remove(own.key);
    expect(await storage.read(own.key)).toBeNull();
    expect(await storage.removeLeftovers()).toBe(0);
  });
});

describe('the store on S3', () => {
  let t: TestApp;
  let storage: S3FileStorage;
  beforeAll(async () => {
    storage = new S3FileStorage(store.options());
    t = await createTestApp({}, { storage });
  });
  afterAll(async () => {
    await t?.close();
    storage?.close();
  });

  it('serves stored files from the bucket, immutable, and 404 for unknown ones', async () => {
    const data = randomBytes(2048);
    const { key } = await storage.put(data, 'zip');
    const response = await t.client.get(`/files/${key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(data)).toBe(true);
    expect((await t.client.get(`/files/${'1'.repeat(64)}.zip`)).statusCode).toBe(404);
  });

  it('collects the unused files of the bucket and keeps the ones in use', async () => {
    const used = (await storage.put(randomBytes(512), 'png')).key;
    const unused = (await storage.put(randomBytes(700), 'png')).key;
    const banner = await createBanner(t.database.db);
    await t.database.db
      .updateTable('banners')
      .set({ image_key: used })
      .where('id', '=', banner.id)
      .execute();
    // Nothing young is touched: both were just written.
    expect((await collectUnusedFiles(t.database.db, storage)).removedFiles).toBe(0);
    const later = { now: new Date(Date.now() + 2 * DAY) };
    const result = await collectUnusedFilesOnce(t.database.db, t.database.kind, storage, later);
    expect(result?.removedFiles).toBeGreaterThanOrEqual(1);
    expect((await t.client.get(`/files/${unused}`)).statusCode).toBe(404);
    expect((await t.client.get(`/files/${used}`)).statusCode).toBe(200);
  });

  it.skipIf(testBackend() !== 'postgres')(
    'skips a collection while another server holds the collector lock',
    async () => {
      const unused = (await storage.put(randomBytes(300), 'png')).key;
      const later = { now: new Date(Date.now() + 2 * DAY) };
      await t.database.db.connection().execute(async (other) => {
        const key = COLLECTOR_LOCK_KEY.toString();
        await sql`SELECT pg_advisory_lock(${key}::bigint)`.execute(other);
        try {
          expect(
            await collectUnusedFilesOnce(t.database.db, t.database.kind, storage, later),
          ).toBeNull();
          expect((await t.client.get(`/files/${unused}`)).statusCode).toBe(200);
        } finally {
          await sql`SELECT pg_advisory_unlock(${key}::bigint)`.execute(other);
        }
      });
      const result = await collectUnusedFilesOnce(t.database.db, t.database.kind, storage, later);
      expect(result?.removedFiles).toBe(1);
      expect((await t.client.get(`/files/${unused}`)).statusCode).toBe(404);
    },
  );
});
