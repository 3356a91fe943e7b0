import type { Product, ProductPage } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createItem, signedInAdmin, signedInCreator } from '../test/factories.js';
import { revisionOf } from '../test/review-items.js';

// Visitors' answers are kept in the catalog cache. Writes visitors cannot see (draft saves, a
// rejected update, a profile saved unchanged) must leave it alone, so the store stays fast
// while developers work; writes they can see must show at once. A cached answer is recognised
// by what a fresh one would change: the item's update time and counters.

let t: TestApp;
let admin: TestClient;
const visitor = () => new TestClient(t.app);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

/** Changes a counter behind the cache's back: only a fresh answer shows it. */
async function countUsers(id: string, usercount: number) {
  await t.database.db.updateTable('items').set({ usercount }).where('id', '=', id).execute();
}

async function detail(id: string) {
  const response = await visitor().get(`/ajax/extensions/${id}?hl=en`);
  return { status: response.statusCode, body: response.body };
}

async function product(id: string): Promise<Product> {
  const response = await visitor().get(`/ajax/extensions/${id}?hl=en`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<Product>(response);
}

/** The newest listed extensions; each page size is a list of its own in the cache. */
async function listedIds(size = 100): Promise<string[]> {
  const response = await visitor().get(`/ajax/extensions?type=extension&sort=new&size=${size}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ProductPage>(response).items.flatMap((item) =>
    'extensionId' in item && item.extensionId ? [item.extensionId] : [],
  );
}

async function decide(id: string, action: 'approve' | 'reject' | 'private', body = {}) {
  const revision = await revisionOf(admin, id);
  const response = await admin.post(`/admin/api/items/${id}/${action}`, { revision, ...body });
  expect(response.statusCode, response.body).toBe(200);
}

describe('draft saves', () => {
  it('leave the product page visitors were shown as it was, while the developer sees the draft', async () => {
    const { creator, client } = await signedInCreator(t);
    const item = await createItem(t.database.db, { creatorId: creator.id, usercount: 10 });
    const before = await detail(item.id);
    expect(before.status).toBe(200);
    const shown = await product(item.id);
    expect(await listedIds()).toContain(item.id);

    await countUsers(item.id, 99);
    for (const text of ['First draft.', 'Second draft, saved again.']) {
      const saved = await client.patch(`/creator/api/extensions/${item.id}`, {
        description: { en: text },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    // Served from the cache: the same bytes, the old counter and update time.
    expect(await detail(item.id)).toEqual(before);
    const preview = await client.get(`/ajax/extensions/${item.id}?event=review&hl=en`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(jsonOf<Product>(preview).description).toBe('Second draft, saved again.');
    const previewed = jsonOf<Product>(preview).updateAt;
    expect(previewed > shown.updateAt).toBe(true);

    // A fresh answer shows the new counter, but the listing visitors see has not changed.
    t.app.catalogCache.clear();
    const fresh = await product(item.id);
    expect(fresh.usercount).toBe(99);
    expect(fresh.updateAt).toBe(shown.updateAt);
  });

  it('show a live item taken out of the lists at once', async () => {
    const { creator, client } = await signedInCreator(t);
    const item = await createItem(t.database.db, { creatorId: creator.id });
    expect(await listedIds(50)).toContain(item.id);
    const saved = await client.patch(`/creator/api/extensions/${item.id}`, { status: 'UNLISTED' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listedIds(50)).not.toContain(item.id);
  });
});

describe('review decisions', () => {
  it('show an approved update at once', async () => {
    const item = await createItem(t.database.db, {
      reviewState: 'IN_REVIEW',
      published: true,
      draft: true,
      names: { en: 'Harbor Notes' },
    });
    const before = await product(item.id);
    expect(before.name).toBe('Harbor Notes');
    await decide(item.id, 'approve');
    const after = await product(item.id);
    expect(after.name).toBe('Harbor Notes (draft)');
    expect(after.updateAt > before.updateAt).toBe(true);
  });

  it('keep the product page through a rejected update, and take it away when turned private', async () => {
    const item = await createItem(t.database.db, {
      reviewState: 'IN_REVIEW',
      published: true,
      draft: true,
    });
    const before = await detail(item.id);
    await countUsers(item.id, 1234);
    await decide(item.id, 'reject', { guidelines: ['SPAM'] });
    expect(await detail(item.id)).toEqual(before);

    await decide(item.id, 'private', { guidelines: ['SPAM'] });
    expect((await detail(item.id)).status).toBe(404);
  });

  it('show a block of a live item at once', async () => {
    const item = await createItem(t.database.db);
    expect((await product(item.id)).blocked).toBe(false);
    const blocked = await admin.post(`/admin/api/items/${item.id}/block`, { reason: 'Malware' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await product(item.id)).blocked).toBe(true);
  });
});

describe('developer profiles', () => {
  it('show a new name on product pages at once, and leave them alone when saved unchanged', async () => {
    const { creator, client } = await signedInCreator(t);
    const item = await createItem(t.database.db, { creatorId: creator.id, usercount: 5 });
    const before = await detail(item.id);
    await countUsers(item.id, 77);

    const unchanged = await client.patch('/creator/api/creator', { name: creator.name });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await detail(item.id)).toEqual(before);

    const renamed = await client.patch('/creator/api/creator', { name: 'Renamed Studio' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await product(item.id);
    expect(after.developer?.name).toBe('Renamed Studio');
    expect(after.usercount).toBe(77);
  });
});
