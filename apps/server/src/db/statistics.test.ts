import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createItem } from '../test/factories.js';
import { refreshStatistics, STATISTICS_INTERVAL_MS, statisticsDueIn } from './statistics.js';

// One database for the file, in the order a store lives it: new, refreshed, then migrated.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('when the planner statistics are refreshed', () => {
  it('is at once on a database whose tables were never analyzed', async () => {
    expect(await statisticsDueIn(t.database.db)).toBe(0);
  });

  it('is an interval after the last refresh, which a restart does not bring forward', async () => {
    await refreshStatistics(t.database.db);
    const now = Date.now();
    const due = await statisticsDueIn(t.database.db, now);
    expect(due).toBeGreaterThan(STATISTICS_INTERVAL_MS - MINUTE);
    expect(due).toBeLessThanOrEqual(STATISTICS_INTERVAL_MS);
    expect(await statisticsDueIn(t.database.db, now + 30 * MINUTE)).toBeLessThanOrEqual(
      STATISTICS_INTERVAL_MS - 29 * MINUTE,
    );
    expect(await statisticsDueIn(t.database.db, now + STATISTICS_INTERVAL_MS)).toBe(0);
  });

  it('is at once when a table has none yet, as one a new migration creates', async () => {
    await refreshStatistics(t.database.db);
    await sql`create table statistics_probe (id integer)`.execute(t.database.db);
    expect(await statisticsDueIn(t.database.db)).toBe(0);
    await refreshStatistics(t.database.db);
    expect(await statisticsDueIn(t.database.db)).toBeGreaterThan(0);
  });

  it('is at once when the clock reads earlier than the last refresh', async () => {
    await refreshStatistics(t.database.db);
    expect(await statisticsDueIn(t.database.db, Date.now() - 10 * MINUTE)).toBe(0);
  });

  it('leaves the items pages visible to every reader, so lists read their index alone', async () => {
    const db = t.database.db;
    await createItem(db, { category: 'social' });
    await db.updateTable('items').set({ usercount: 7 }).execute();
    const visible = async () => {
      const { rows } = await sql<{ all_visible: boolean }>`
        select relallvisible = relpages as all_visible from pg_class where relname = 'items'`.execute(
        db,
      );
      return rows[0]?.all_visible;
    };
    await refreshStatistics(db);
    expect(await visible()).toBe(true);
  });
});
