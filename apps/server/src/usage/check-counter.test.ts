import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import {
  atMoment,
  checkEntry,
  chromiumUpdateCheckFrom,
  dayOf,
  noonUtc,
  publishedExtension,
  signedInDeveloper,
} from '../test/update-checks.js';
import { UpdateCheckCounter } from './update-check-counter.js';

/*
 * How the update checks' counts reach the database: kept in memory, written in batches, the
 * last one when the application closes, and counted once per address however many servers
 * answer it.
 */

let t: TestApp;
let admin: TestClient;
let owner: TestClient;
/** Yesterday: every check here counts under one day, whatever the hour the test runs. */
const moment = noonUtc(-1);
const day = dayOf(moment);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  const adminUser = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, adminUser.id);
  owner = await signedInDeveloper(t);
  await withoutTimer(t.app);
});
afterAll(async () => t.close());

/**
 * Stops a server's periodic writes (closing its counter writes nothing now and stops the timer),
 * so that the test alone decides when a batch is written.
 */
async function withoutTimer(app: FastifyInstance): Promise<FastifyInstance> {
  await app.updateCheckCounter.close();
  return app;
}

/** The item's update checks as stored for the day; 0 while nothing was written. */
async function storedChecks(itemId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('item_usage_daily')
    .select('update_checks')
    .where('item_id', '=', itemId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.update_checks ?? 0;
}

const checkFrom = (app: FastifyInstance, address: string, itemId: string) =>
  atMoment(moment, async () => {
    const answer = await chromiumUpdateCheckFrom({ app }, address, checkEntry(itemId));
    expect(answer.statusCode).toBe(200);
  });

describe('the update checks counter', () => {
  it('keeps the counts in memory until its next write, then adds them to the day', async () => {
    const item = await publishedExtension(t, admin, owner);
    await checkFrom(t.app, '198.51.100.1', item);
    await checkFrom(t.app, '198.51.100.2', item);
    expect(await storedChecks(item)).toBe(0);
    await t.app.updateCheckCounter.flush();
    expect(await storedChecks(item)).toBe(2);
  });

  it('writes what is pending when the application closes', async () => {
    const item = await publishedExtension(t, admin, owner);
    const server = await withoutTimer(await createSiblingApp(t));
    await checkFrom(server, '198.51.100.1', item);
    expect(await storedChecks(item)).toBe(0);
    await server.close();
    expect(await storedChecks(item)).toBe(1);
  });

  it('counts an address once however many servers answer it, and after a restart', async () => {
    const item = await publishedExtension(t, admin, owner);
    const other = await withoutTimer(await createSiblingApp(t));
    try {
      await checkFrom(t.app, '198.51.100.1', item);
      await checkFrom(other, '198.51.100.1', item);
      await checkFrom(other, '2001:db8:5::1', item);
      await checkFrom(t.app, '2001:db8:5::2', item);
      // Both servers write at once.
      await Promise.all([t.app.updateCheckCounter.flush(), other.updateCheckCounter.flush()]);
      expect(await storedChecks(item)).toBe(2);
    } finally {
      await other.close();
    }
    // A server started afterwards remembers nothing, and the database still knows.
    const restarted = await createSiblingApp(t);
    try {
      await checkFrom(restarted, '198.51.100.1', item);
      await checkFrom(restarted, '198.51.100.3', item);
    } finally {
      await restarted.close();
    }
    expect(await storedChecks(item)).toBe(3);
  });

  it('keeps no address, only salted hashes, and forgets them and their salt after the day', async () => {
    const item = await publishedExtension(t, admin, owner);
    await checkFrom(t.app, '198.51.100.77', item);
    await t.app.updateCheckCounter.flush();
    const claims = await t.database.db
      .selectFrom('update_check_claims')
      .selectAll()
      .where('day', '=', day)
      .execute();
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim.digest.byteLength).toBe(16);
    const stored = JSON.stringify(
      await t.database.db.selectFrom('update_check_claims').selectAll().execute(),
    );
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain(item);

    // Two days later, the first write deletes the claims and salts of the days before yesterday.
    const later = new Date(moment.getTime() + 2 * 24 * 60 * 60 * 1000);
    const counter = new UpdateCheckCounter({
      db: t.database.db,
      log: { warn: () => {} },
      now: () => later,
    });
    await counter.count(dayOf(later), '198.51.100.77', [
      { itemId: item, reportsActive: false, installsNew: false },
    ]);
    await counter.close();
    const days = async (table: 'update_check_claims' | 'usage_day_salts') =>
      (await t.database.db.selectFrom(table).select('day').where('day', '<=', day).execute())
        .length;
    expect(await days('update_check_claims')).toBe(0);
    expect(await days('usage_day_salts')).toBe(0);
    // The counts stay.
    expect(await storedChecks(item)).toBe(1);
  });
});
