import type { SearchResultGroup } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { createItem, signedInAdmin } from '../test/factories.js';
import type { CatalogIndex } from './catalog-index.js';
import { readCatalogIndex } from './index-build.js';
import { searchIndexOf } from './routes.js';

const silent = { info: () => {}, error: () => {} };
const KEYWORDS = ['a', 'la', 'lan', 'lantern', 'lantern b', 'glow', 'glo', 'new', 'k', '등불'];

/**
 * The index of a running server follows changes that name their items without building
 * anew, and answers every search and suggestion as a fresh build of the database would.
 */
describe('the search index following item changes', () => {
  let t: TestApp;
  let admin: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await signedInAdmin(t);
    const names = ['Lantern', 'Lantern Board', 'Lantern Glow', 'Glow Lamp', 'Night Light'];
    for (const [index, name] of names.entries()) {
      ids[name] = (
        await createItem(db, { names: { en: name, ko: '등불' }, usercount: 100 - index * 10 })
      ).id;
    }
    ids.theme = (await createItem(db, { productType: 'theme', names: { en: 'Lantern Theme' } }))
      .id as string;
    await searchIndexOf(t.app).refresh();
  });
  afterAll(async () => t.close());

  const search = async (keyword: string) => {
    const response = await t.app.inject(`/ajax/search2?keyword=${encodeURIComponent(keyword)}`);
    expect(response.statusCode).toBe(200);
    return jsonOf<SearchResultGroup[]>(response);
  };

  /** Every answer of the server's index equals a fresh build's. */
  const expectFreshAnswers = async () => {
    const holder = searchIndexOf(t.app);
    await holder.settled();
    const followed = holder.ready as CatalogIndex;
    const { index: fresh } = await readCatalogIndex(t.database.db, silent);
    for (const keyword of KEYWORDS) {
      for (const language of ['en', 'ko'] as const) {
        for (const sort of ['relevance', 'popular', 'rating', 'new'] as const) {
          const filter = { sort, category: null };
          expect(followed.search(keyword, [0, 1, 2], 0, 20, language, filter), keyword).toEqual(
            fresh.search(keyword, [0, 1, 2], 0, 20, language, filter),
          );
        }
        expect(followed.complete(keyword, [0, 1, 2], 0, 20, language), keyword).toEqual(
          fresh.complete(keyword, [0, 1, 2], 0, 20, language),
        );
      }
    }
  };

  it('takes in publishing, blocking, renaming, new versions and unpublishing item by item', async () => {
    const db = t.database.db;
    const holder = searchIndexOf(t.app);
    const builds = holder.builds;
    const changed = async (id: string) => {
      // What every write that changes an item does after it commits.
      t.app.catalogCache.clear([id]);
      await expectFreshAnswers();
    };

    // Published: found at once.
    ids.new = (await createItem(db, { names: { en: 'Lantern New' }, usercount: 55 })).id;
    await changed(ids.new as string);
    expect((await search('lantern new'))[0]?.items.map((card) => card.name)).toEqual([
      'Lantern New',
    ]);

    // Blocked through the administrators' call: shown as blocked, where it was.
    const blocked = await admin.post(`/admin/api/items/${ids['Lantern Glow']}/block`, {
      reason: 'Malware',
    });
    expect(blocked.statusCode).toBe(200);
    await expectFreshAnswers();
    const glow = (await search('lantern glow'))[0]?.items[0];
    expect(glow?.blocked).toBe(true);

    // A listing edit approved: the old name is gone, the new one found.
    const listing = await db
      .selectFrom('items')
      .select('published_listing_id')
      .where('id', '=', ids['Lantern Board'] as string)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('localizations')
      .set({ name: 'Glow Board', description: 'A board that glows.' })
      .where('listing_id', '=', listing.published_listing_id as number)
      .where('locale', '=', 'en')
      .execute();
    await db
      .updateTable('items')
      .set({ last_approved_at: new Date() })
      .where('id', '=', ids['Lantern Board'] as string)
      .execute();
    await changed(ids['Lantern Board'] as string);
    expect((await search('lantern board'))[0]?.totalCount).toBe(0);
    expect((await search('glow board'))[0]?.items.map((card) => card.name)).toEqual(['Glow Board']);

    // A new version changes nothing search shows.
    await changed(ids.Lantern as string);

    // Counters moved (the daily users), then taken private: gone from search and suggestions.
    await db
      .updateTable('items')
      .set({ usercount: 1000 })
      .where('id', '=', ids['Glow Lamp'] as string)
      .execute();
    await changed(ids['Glow Lamp'] as string);
    expect((await search('glow'))[0]?.items[0]?.name).toBe('Glow Lamp');
    await db
      .updateTable('items')
      .set({ visibility: 'UNLISTED' })
      .where('id', '=', ids['Glow Lamp'] as string)
      .execute();
    await changed(ids['Glow Lamp'] as string);
    expect((await search('glow lamp'))[0]?.totalCount).toBe(0);

    // None of it built the index anew, and the periodic comparison with the database agrees
    // with what the index holds.
    expect(holder.builds).toBe(builds);
    await holder.refresh();
    expect(holder.builds).toBe(builds);
  });

  it('builds anew for a clear that names no items, and when the database differs', async () => {
    const holder = searchIndexOf(t.app);
    const builds = holder.builds;
    t.app.catalogCache.clear();
    await holder.settled();
    expect(holder.builds).toBe(builds + 1);
    // Written straight to the database, as another process would: caught by the comparison.
    await t.database.db
      .updateTable('items')
      .set({ usercount: 7 })
      .where('id', '=', ids['Night Light'] as string)
      .execute();
    await holder.refresh();
    expect(holder.builds).toBe(builds + 2);
    await expectFreshAnswers();
  });
});
