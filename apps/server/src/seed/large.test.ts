import { type ProductPage, WRITTEN_SHARE } from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { storedPackageReports } from '../test/stored-packages.js';
import { deferTextIndexes, restoreDeferredIndexes } from './deferred-indexes.js';
import { seedLargeCatalog } from './large.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function textIndexes(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where tablename = 'localizations' and indexdef ilike '% using gin %'
    order by indexname`.execute(t.database.db);
  return rows.map((row) => row.name);
}

describe('the large catalog', () => {
  it('lists every added item with its texts, media and package, and keeps the text indexes', async () => {
    const indexes = await textIndexes();
    expect(indexes.length).toBeGreaterThan(0);
    // Larger than the catalog: the text indexes are built once at the end.
    expect(await seedLargeCatalog(t.database.db, t.storage, 1500)).toEqual({
      added: 1500,
      total: 1500,
    });
    expect(await textIndexes()).toEqual(indexes);

    const incomplete = await sql<{ count: number }>`
      select count(*)::int as count from items i
      join listings l on l.id = i.published_listing_id
      join packages p on p.id = l.package_id and p.item_id = i.id
      where (select count(*) from localizations t where t.listing_id = l.id) <> 2
         or (select count(*) from media m where m.listing_id = l.id) <> 3`.execute(t.database.db);
    expect(incomplete.rows[0]?.count).toBe(0);
    // The packages the items share would each pass an upload.
    for (const [key, report] of await storedPackageReports(t.database.db, t.storage)) {
      expect(report.errors, key).toEqual([]);
    }

    // Each item's stars add up to its count and sum, with a share of written reviews.
    const ratings = await sql<{ rated: number; inconsistent: number }>`
      select count(*) filter (where rating_count > 0)::int as rated,
        count(*) filter (where
          rating_count <> (select coalesce(sum(s), 0) from unnest(rating_stars) as s)
          or rating_sum <> (select coalesce(sum(s * o), 0)
            from unnest(rating_stars) with ordinality as u(s, o))
          or rating_text_count not between floor(rating_count * ${WRITTEN_SHARE}::numeric)
            and ceil(rating_count * ${WRITTEN_SHARE}::numeric))::int as inconsistent
      from items`.execute(t.database.db);
    expect(ratings.rows[0]?.rated).toBeGreaterThan(1000);
    expect(ratings.rows[0]?.inconsistent).toBe(0);

    const visitor = new TestClient(t.app);
    const page = jsonOf<ProductPage>(
      await visitor.get('/ajax/extensions?type=extension&sort=new&size=5'),
    );
    expect(page.totalCount).toBeGreaterThanOrEqual(1400);
  }, 120_000);

  it('builds text indexes an interrupted load dropped before it adds anything', async () => {
    const indexes = await textIndexes();
    await deferTextIndexes(t.database.db);
    expect(await textIndexes()).toEqual([]);
    // The next run (a small one, which keeps the indexes) builds them first.
    expect(await seedLargeCatalog(t.database.db, t.storage, 10)).toMatchObject({ added: 10 });
    expect(await textIndexes()).toEqual(indexes);
    await restoreDeferredIndexes(t.database.db, () => {});
    expect(await textIndexes()).toEqual(indexes);
  }, 120_000);
});
