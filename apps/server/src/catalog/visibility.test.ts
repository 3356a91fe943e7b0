import type { Product, ProductPage, SearchResultGroup } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexOf } from '../search/routes.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';

type Actor = 'anonymous' | 'other' | 'owner' | 'admin';

describe('who sees which item', () => {
  let t: TestApp;
  const clients = {} as Record<Actor, TestClient>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const ownerUser = await createUser(db);
    const creator = await createCreator(db, ownerUser.id);
    const otherUser = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    clients.anonymous = new TestClient(t.app);
    clients.other = new TestClient(t.app);
    clients.owner = new TestClient(t.app);
    clients.admin = new TestClient(t.app);
    await signIn(db, clients.other, otherUser.id);
    await signIn(db, clients.owner, ownerUser.id);
    await signIn(db, clients.admin, admin.id);

    const item = async (key: string, options: Parameters<typeof createItem>[1]) => {
      ids[key] = (await createItem(db, { creatorId: creator.id, ...options })).id;
    };
    await item('listing', { names: { en: 'Zebra Listing' } });
    await item('unlisted', { visibility: 'UNLISTED', names: { en: 'Zebra Unlisted' } });
    await item('tester', { visibility: 'TRUSTED_TESTER', names: { en: 'Zebra Tester' } });
    await item('inReview', { reviewState: 'IN_REVIEW', names: { en: 'Zebra Review' } });
    await item('updating', { draft: true, names: { en: 'Zebra Updating' } });
    await item('blocked', { blocked: true, names: { en: 'Zebra Blocked' } });
    await item('whale', { provider: 'NAVER,WHALE', names: { en: 'Zebra Whale' } });
    // Written straight to the database: search's index catches up at its next check, run now.
    await searchIndexOf(t.app).refresh();
  });
  afterAll(async () => t.close());

  const detail = (actor: Actor, key: string, query = '') =>
    clients[actor].get(`/ajax/extensions/${ids[key]}${query}`);

  const everyone: Actor[] = ['anonymous', 'other', 'owner', 'admin'];

  it.each(everyone)('opens LISTING and UNLISTED items for %s', async (actor) => {
    for (const key of ['listing', 'unlisted']) {
      const response = await detail(actor, key);
      expect(response.statusCode).toBe(200);
      expect(jsonOf<Product>(response).extensionId).toBe(ids[key]);
    }
  });

  it.each([
    ['anonymous', 404],
    ['other', 404],
    ['owner', 200],
    ['admin', 200],
  ] as const)('opens a TRUSTED_TESTER item for %s: %i', async (actor, status) => {
    const response = await detail(actor, 'tester');
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(jsonOf<Product>(response).status).toBe('TRUSTED_TESTER');
  });

  it.each([
    ['anonymous', 404],
    ['other', 404],
    ['owner', 200],
    ['admin', 200],
  ] as const)('previews an item in review (event=review) for %s: %i', async (actor, status) => {
    const response = await detail(actor, 'inReview', '?event=review');
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(jsonOf<Product>(response)).toMatchObject({
        name: 'Zebra Review (draft)',
        review: 'IN_REVIEW',
      });
    }
  });

  it.each(everyone)('never opens an unpublished item without preview for %s', async (actor) => {
    expect((await detail(actor, 'inReview')).statusCode).toBe(404);
  });

  it.each([
    ['anonymous', 'Zebra Updating', 404],
    ['other', 'Zebra Updating', 404],
    ['owner', 'Zebra Updating (draft)', 200],
    ['admin', 'Zebra Updating (draft)', 200],
  ] as const)(
    'shows the draft of a published item in preview to %s',
    async (actor, name, status) => {
      const published = await detail(actor, 'updating');
      expect(jsonOf<Product>(published).name).toBe('Zebra Updating');
      const preview = await detail(actor, 'updating', '?event=review');
      expect(preview.statusCode).toBe(status);
      if (status === 200) expect(jsonOf<Product>(preview).name).toBe(name);
    },
  );

  it('answers a hidden item exactly like a missing one', async () => {
    const hidden = await detail('other', 'tester');
    const missing = await clients.other.get(`/ajax/extensions/${'a'.repeat(32)}`);
    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    const strip = (body: { error: { logref?: string } }) => ({ ...body.error, logref: undefined });
    expect(strip(jsonOf(hidden))).toEqual(strip(jsonOf(missing)));
    expect(jsonOf<{ error: { code: string } }>(hidden).error.code).toBe('EXTENSION_NOT_FOUND');
    expect(hidden.body).not.toContain('Zebra');
  });

  it.each(everyone)('keeps a blocked item visible with its state for %s', async (actor) => {
    const response = await detail(actor, 'blocked');
    expect(response.statusCode).toBe(200);
    expect(jsonOf<Product>(response).blocked).toBe(true);
  });

  it('returns NAVER,WHALE as NAVER with byWhale', async () => {
    const product = jsonOf<Product>(await detail('anonymous', 'whale'));
    expect(product).toMatchObject({ provider: 'NAVER', byWhale: true });
    expect(jsonOf<Product>(await detail('anonymous', 'listing')).byWhale).toBe(false);
  });

  it('lists only LISTING, unblocked items, whoever asks', async () => {
    for (const actor of everyone) {
      const page = jsonOf<ProductPage>(
        await clients[actor].get('/ajax/extensions?type=extension&size=100'),
      );
      const listed = page.items.map((entry) => ('name' in entry ? entry.name : entry.message));
      expect(listed.sort()).toEqual(['Zebra Listing', 'Zebra Updating', 'Zebra Whale']);
    }
  });

  it('finds LISTING items and blocked ones with their state, never the others', async () => {
    for (const actor of everyone) {
      const [extensions] = jsonOf<SearchResultGroup[]>(
        await clients[actor].get('/ajax/search2?keyword=zebra&type=EXTENSION'),
      );
      const found = extensions?.items.map((entry) => entry.name).sort();
      expect(found).toEqual(['Zebra Blocked', 'Zebra Listing', 'Zebra Updating', 'Zebra Whale']);
      expect(extensions?.items.find((entry) => entry.name === 'Zebra Blocked')?.blocked).toBe(true);
    }
  });

  it('never caches what only the owner may see', async () => {
    expect((await detail('owner', 'tester')).statusCode).toBe(200);
    expect((await detail('anonymous', 'tester')).statusCode).toBe(404);
    expect((await detail('owner', 'inReview', '?event=review')).statusCode).toBe(200);
    expect((await detail('anonymous', 'inReview', '?event=review')).statusCode).toBe(404);
  });
});
