import type { ProductPage } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { createItem, signedInAdmin, signedInDeveloper } from '../test/factories.js';
import { publish, readyExtension, revisionOf } from '../test/review-items.js';
import { countPublicItems, listPublicItemIds } from './catalog-queries.js';

/**
 * A list in a category reads the category kept on the item (migration 0040); these follow an
 * item through the store's real decisions and check the page and its total at each step.
 */
describe('lists in a category', () => {
  let t: TestApp;
  let admin: TestClient;
  let developer: TestClient;
  let itemId: string;
  /** Items of the category made beside the test's own one, most popular first. */
  const neighbours: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    admin = await signedInAdmin(t);
    developer = await signedInDeveloper(t);
    const db = t.database.db;
    for (const [usercount, productType] of [
      [300, 'extension'],
      [200, 'sidebar'],
    ] as const) {
      neighbours.push(
        (await createItem(db, { category: 'productivity', usercount, productType })).id,
      );
    }
    await createItem(db, { category: 'social', usercount: 50 });
    await createItem(db, { category: 'productivity', blocked: true });
    await createItem(db, { category: 'productivity', visibility: 'UNLISTED' });
    await createItem(db, { category: 'productivity', reviewState: 'IN_REVIEW' });
    itemId = await readyExtension(t, developer, '1.0.0');
  });
  afterAll(async () => t.close());

  const page = async (category: string, query = '') => {
    const response = await t.app.inject(
      `/ajax/extensions?type=extension&sort=popular&category=${category}${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = jsonOf<ProductPage>(response);
    return {
      ids: answer.items.map((item) => ('extensionId' in item ? item.extensionId : item.message)),
      total: answer.totalCount,
    };
  };

  it('lists an item in its category once it is approved, and not before', async () => {
    expect(await page('productivity')).toEqual({ ids: neighbours, total: 2 });
    await publish(t, admin, itemId);
    expect(await page('productivity')).toEqual({ ids: [...neighbours, itemId], total: 3 });
    expect(await page('social')).toMatchObject({ total: 1 });
  });

  it('moves the item to another category when the edit that moves it is approved', async () => {
    const edited = await developer.patch(`/creator/api/extensions/${itemId}`, {
      category: 'social',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The draft waits for review: visitors still find the live listing where it was.
    expect(await page('productivity')).toEqual({ ids: [...neighbours, itemId], total: 3 });
    expect((await page('social')).ids).not.toContain(itemId);

    await publish(t, admin, itemId);
    expect(await page('productivity')).toEqual({ ids: neighbours, total: 2 });
    expect(await page('social')).toMatchObject({ total: 2 });
    expect((await page('social')).ids).toContain(itemId);
  });

  it('pages through a category in list order, newest first as well', async () => {
    expect(await page('productivity', '&size=1&offset=1')).toEqual({
      ids: [neighbours[1]],
      total: 2,
    });
    const newest = await t.app.inject(
      '/ajax/extensions?type=sidebar&sort=new&category=productivity',
    );
    expect(jsonOf<ProductPage>(newest)).toMatchObject({ totalCount: 1 });
  });

  it('takes a blocked, private or unlisted item out of the page and its total', async () => {
    const block = await admin.post(`/admin/api/items/${itemId}/block`, { reason: 'Malware' });
    expect(block.statusCode, block.body).toBe(200);
    expect(await page('social')).toMatchObject({ total: 1 });
    expect((await page('social')).ids).not.toContain(itemId);
    const unblock = await admin.post(`/admin/api/items/${itemId}/unblock`, { reason: 'Cleared' });
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect(await page('social')).toMatchObject({ total: 2 });

    const unlisted = await developer.patch(`/creator/api/extensions/${itemId}`, {
      status: 'UNLISTED',
    });
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect(await page('social')).toMatchObject({ total: 1 });
    const listed = await developer.patch(`/creator/api/extensions/${itemId}`, {
      status: 'LISTING',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(await page('social')).toMatchObject({ total: 2 });

    const turned = await admin.post(`/admin/api/items/${itemId}/private`, {
      revision: await revisionOf(admin, itemId),
      guidelines: ['USER_DATA_POLICY'],
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(await page('social')).toMatchObject({ total: 1 });
    expect((await page('social')).ids).not.toContain(itemId);
  });

  it('follows a change of a published listing made outside the editor', async () => {
    const db = t.database.db;
    const [moved] = neighbours;
    const item = await db
      .selectFrom('items')
      .select('published_listing_id')
      .where('id', '=', moved!)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('listings')
      .set({ category_code: 'shopping' })
      .where('id', '=', item.published_listing_id!)
      .execute();
    const filter = { productTypes: ['extension', 'sidebar'], category: 'shopping' };
    expect(await listPublicItemIds(db, { ...filter, sort: 'new', offset: 0, size: 10 })).toEqual([
      moved,
    ]);
    expect(await countPublicItems(db, filter)).toBe(1);
    expect(await countPublicItems(db, { ...filter, category: 'productivity' })).toBe(1);
  });

  it('keeps every total equal to a count of the listed items, deletions and providers included', async () => {
    const db = t.database.db;
    await createItem(db, { category: 'social', provider: 'NAVER,WHALE' });
    await createItem(db, { category: 'social', provider: 'CONTEST' });
    const gone = await createItem(db, { category: 'shopping' });
    await db.deleteFrom('items').where('id', '=', gone.id).execute();
    const counted = async (filter: { category?: string; provider?: string }) => {
      const row = await db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('live', '=', true)
        .where('visibility', '=', 'LISTING')
        .where('blocked', '=', false)
        .where('product_type', 'in', ['extension', 'sidebar'])
        .$if(filter.category === 'naver', (q) => q.where('provider', 'like', '%NAVER%'))
        .$if(filter.category === 'contest', (q) => q.where('provider', 'like', '%CONTEST%'))
        .$if(filter.category === 'sidebar', (q) => q.where('product_type', '=', 'sidebar'))
        .$if(!['naver', 'contest', 'sidebar', undefined].includes(filter.category), (q) =>
          q.where('category_code', '=', filter.category!),
        )
        .$if(filter.provider !== undefined, (q) => q.where('provider', 'like', '%WHALE%'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    for (const filter of [
      {},
      { category: 'social' },
      { category: 'shopping' },
      { category: 'productivity' },
      { category: 'naver' },
      { category: 'contest' },
      { category: 'sidebar' },
      { category: 'social', provider: 'whale' },
    ]) {
      const total = await countPublicItems(db, {
        productTypes: ['extension', 'sidebar'],
        ...filter,
      });
      expect({ filter, total }).toEqual({ filter, total: await counted(filter) });
    }
    expect(await countPublicItems(db, { productTypes: ['extension'], category: 'naver' })).toBe(1);
    expect(await countPublicItems(db, { productTypes: ['extension'], category: 'shopping' })).toBe(
      1,
    );
  });
});
