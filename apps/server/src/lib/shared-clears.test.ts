import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { ClearSignal } from './clear-signal.js';
import { type SharedClears, shareClears } from './shared-clears.js';
import { TtlCache } from './ttl-cache.js';

const url = process.env.TEST_DATABASE_URL;
const silent = { warn: () => {}, info: () => {} };

/** Two servers' catalog caches on one PostgreSQL server (LISTEN/NOTIFY needs a real one). */
describe.skipIf(!url)('catalog cache clears shared through PostgreSQL', () => {
  let db: Db;
  const channel = `lagoon_test_${randomBytes(6).toString('hex')}`;
  const caches = [0, 1].map(() => new TtlCache({ ttlMs: 60_000, maxEntries: 100 }));
  // Each server's group policy clears, on a channel of their own.
  const groupChannel = `${channel}_groups`;
  const signals = [0, 1].map(() => new ClearSignal());
  const shared: SharedClears[] = [];

  beforeAll(async () => {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
    });
    for (const cache of caches) {
      shared.push(await shareClears(cache, { databaseUrl: url!, db, channel, log: silent }));
    }
    for (const signal of signals) {
      shared.push(
        await shareClears(signal, { databaseUrl: url!, db, channel: groupChannel, log: silent }),
      );
    }
  });
  afterAll(async () => {
    for (const one of shared) await one.close();
    await db?.destroy();
  });

  it('a clear on one server empties the cache of the other', async () => {
    const [first, second] = caches as [TtlCache, TtlCache];
    expect(await second.get('list:popular', async () => 'before')).toBe('before');
    expect(await first.get('list:popular', async () => 'before')).toBe('before');
    first.clear();
    // The first forgot at once; the second as soon as the notification arrives.
    expect(first.size).toBe(0);
    await vi.waitFor(() => expect(second.size).toBe(0), { timeout: 5_000, interval: 10 });
    expect(await second.get('list:popular', async () => 'after')).toBe('after');
  });

  it('a burst of clears reaches the other server too', async () => {
    const [first, second] = caches as [TtlCache, TtlCache];
    await second.get('detail:x', async () => 1);
    let heard = 0;
    const stop = second.onForget(() => heard++);
    for (let i = 0; i < 20; i += 1) first.clear();
    await vi.waitFor(() => expect(second.size).toBe(0), { timeout: 5_000, interval: 10 });
    // The first clear is sent at once and the other nineteen, made while it was on its way, as
    // one more notification after it: both arrive, and nothing of the burst is left to reach
    // the next test.
    await vi.waitFor(() => expect(heard).toBe(2), { timeout: 5_000, interval: 10 });
    stop();
  });

  it('a clear naming items names them on the other server; a burst joins them', async () => {
    const [first, second] = caches as [TtlCache, TtlCache];
    const heard: (readonly string[] | null)[] = [];
    const stop = second.onForget((items) => heard.push(items));
    first.clear(['aaaa', 'bbbb']);
    await vi.waitFor(() => expect(heard).toEqual([['aaaa', 'bbbb']]), {
      timeout: 5_000,
      interval: 10,
    });
    // Clears made while one notification is on its way arrive as one naming all their items,
    // and one naming none makes the joined one name none.
    heard.length = 0;
    for (let i = 0; i < 5; i += 1) first.clear([`item${i}`]);
    await vi.waitFor(() => expect(heard.flat().sort()).toContain('item4'), {
      timeout: 5_000,
      interval: 10,
    });
    expect(new Set(heard.flatMap((items) => items ?? []))).toEqual(
      new Set(['item0', 'item1', 'item2', 'item3', 'item4']),
    );
    heard.length = 0;
    first.clear([]);
    await vi.waitFor(() => expect(heard).toEqual([[]]), { timeout: 5_000, interval: 10 });
    heard.length = 0;
    first.clear(['cccc']);
    first.clear();
    first.clear(Array.from({ length: 300 }, (_, i) => `many${i}`));
    await vi.waitFor(() => expect(heard).toContain(null), { timeout: 5_000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.every((items) => items === null || items.includes('cccc'))).toBe(true);
    stop();
  });

  it("a group policy clear makes the other server's tables forget, and leaves the catalog cache", async () => {
    const [first, second] = signals as [ClearSignal, ClearSignal];
    const forgot = [0, 0];
    first.onForget(() => forgot[0]!++);
    second.onForget(() => forgot[1]!++);
    const [catalog] = caches as [TtlCache, TtlCache];
    await catalog.get('list:groups', async () => 'kept');
    first.clear();
    expect(forgot[0]).toBe(1);
    await vi.waitFor(() => expect(forgot[1]).toBe(1), { timeout: 5_000, interval: 10 });
    // A server skips its own notification, and the catalog's channel carried nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(forgot).toEqual([1, 1]);
    expect(catalog.size).toBe(1);
  });

  it('listens again after PostgreSQL ended its connection, forgetting what it may have missed', async () => {
    const [first, second] = caches as [TtlCache, TtlCache];
    await second.get('list:new', async () => 'cached');
    const ended = await sql<{ ended: boolean }>`
      SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE query = ${`LISTEN "${channel}"`} AND pid <> pg_backend_pid()
    `.execute(db);
    expect(ended.rows.length).toBe(2);
    // Clears announced while nobody listened are lost, so the cache starts afresh.
    await vi.waitFor(() => expect(second.size).toBe(0), { timeout: 5_000, interval: 10 });
    // Once it listens again, clears reach it as before.
    await vi.waitFor(
      async () => {
        await second.get('list:new', async () => 'cached again');
        first.clear();
        await vi.waitFor(() => expect(second.size).toBe(0), { timeout: 500, interval: 10 });
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
