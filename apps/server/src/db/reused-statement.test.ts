import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createItem } from '../test/factories.js';
import { ReusedStatement } from './reused-statement.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Live items' names among some ids: a list and a fixed value, like the catalog's reads. */
const liveNames = new ReusedStatement('test_live_names', (db, ids) =>
  db
    .selectFrom('items')
    .innerJoin('localizations', 'localizations.listing_id', 'items.published_listing_id')
    .select(['items.id', 'localizations.name'])
    .where(sql<boolean>`items.id = any(${ids}::bpchar[])`)
    .where('items.review_state', '=', 'READY_FOR_OPEN')
    .orderBy('localizations.name')
    .compile(),
);

describe('a statement reused with a new list each time', () => {
  it('reads the same rows alone, side by side, in a transaction and for odd ids', async () => {
    const db = t.database.db;
    const tabs = await createItem(db, { names: { en: "Tab's Tidy" } });
    const notes = await createItem(db, { names: { en: 'Notes' } });
    await createItem(db, { reviewState: 'IN_REVIEW', names: { en: 'Waiting' } });
    const expected = [
      { id: notes.id, name: 'Notes' },
      { id: tabs.id, name: "Tab's Tidy" },
    ];
    // Several first calls at once prepare the statement once.
    const together = await Promise.all(
      Array.from({ length: 4 }, () => liveNames.rows(db, [tabs.id, notes.id])),
    );
    for (const rows of together) expect(rows).toEqual(expected);
    expect(await liveNames.rows(db, [notes.id])).toEqual([expected[0]]);
    expect(await liveNames.rows(db, [])).toEqual([]);
    expect(
      await db.transaction().execute((trx) => liveNames.rows(trx, [tabs.id, notes.id])),
    ).toEqual(expected);
    // An id no item has, written as a literal would have to quote it, is only not found.
    expect(await liveNames.rows(db, [tabs.id, "x'y,{z}"])).toEqual([expected[1]]);
  });
});
