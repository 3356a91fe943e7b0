import {
  errorMessage,
  HOT_THEMES_COUNT,
  LIKE_WRITES_PER_HOUR,
  type LikeState,
  likePath,
  type Product,
  type ProductDetail,
  type ThemeTab,
  XSRF_HEADER,
} from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floodScope } from '../ratings/flood-limit.js';
import {
  createTestApp,
  errorOf,
  expectError,
  jsonOf,
  type TestApp,
  TestClient,
  testBackend,
} from '../test/app.js';
import { createTheme, type ThemeOptions } from '../test/catalog-factories.js';
import { createItem, signedInUser, signedInUsers } from '../test/factories.js';

let t: TestApp;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = new TestClient(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A live, listed wallpaper whose count starts at `likeCount` (the demo catalog's base). */
async function wallpaper(options: ThemeOptions = {}): Promise<string> {
  return (await createTheme(t.database.db, { likeCount: 5, ...options })).id;
}

function expectState(response: LightMyRequestResponse, state: LikeState) {
  expect(response.statusCode, response.body).toBe(200);
  expect(jsonOf<LikeState>(response)).toEqual(state);
  expect(response.headers['cache-control']).toBe('private, no-store');
}

/** The count as stored and the like rows behind it. */
async function stored(itemId: string) {
  const db = t.database.db;
  const item = await db
    .selectFrom('items')
    .select('like_count')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('item_likes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return { likeCount: item.like_count, rows: rows.n };
}

async function allLikeRows(): Promise<number> {
  const row = await t.database.db
    .selectFrom('item_likes')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('liking a wallpaper', () => {
  it('likes, unlikes, and repeats either without changing anything', async () => {
    const itemId = await wallpaper({ likeCount: 5 });
    const visitor = await signedInUser(t);
    const url = likePath(itemId);

    expectState(await anonymous.get(url), { likeCount: 5, liked: false });
    expectState(await visitor.client.get(url), { likeCount: 5, liked: false });
    expectState(await visitor.client.put(url), { likeCount: 6, liked: true });
    expectState(await visitor.client.put(url), { likeCount: 6, liked: true });
    expectState(await visitor.client.get(url), { likeCount: 6, liked: true });
    // Others see the count, not the like.
    expectState(await anonymous.get(url), { likeCount: 6, liked: false });
    expect(await stored(itemId)).toEqual({ likeCount: 6, rows: 1 });

    expectState(await visitor.client.delete(url), { likeCount: 5, liked: false });
    expectState(await visitor.client.delete(url), { likeCount: 5, liked: false });
    expectState(await visitor.client.get(`${url}?hl=ko`), { likeCount: 5, liked: false });
    expect(await stored(itemId)).toEqual({ likeCount: 5, rows: 0 });
  });

  it('never takes a like back that was not given: the base stays', async () => {
    const itemId = await wallpaper({ likeCount: 2 });
    const strangers = await signedInUsers(t, 3);
    for (const stranger of strangers) {
      expectState(await stranger.client.delete(likePath(itemId)), { likeCount: 2, liked: false });
    }
    expect(await stored(itemId)).toEqual({ likeCount: 2, rows: 0 });
  });

  it(`stays exact when 30 accounts like at once, then take it back at once (${testBackend()})`, async () => {
    const itemId = await wallpaper({ likeCount: 7 });
    const likers = await signedInUsers(t, 30);
    const url = likePath(itemId);
    const liked = await Promise.all(likers.map((liker) => liker.client.put(url)));
    expect(liked.map((response) => response.statusCode)).toEqual(likers.map(() => 200));
    // Each answer is the count right after its own like: 8 to 37, once each.
    expect(liked.map((response) => jsonOf<LikeState>(response).likeCount).sort()).toEqual(
      Array.from({ length: 30 }, (_, index) => 8 + index).sort(),
    );
    expect(await stored(itemId)).toEqual({ likeCount: 37, rows: 30 });
    expectState(await anonymous.get(url), { likeCount: 37, liked: false });

    const taken = await Promise.all(likers.map((liker) => liker.client.delete(url)));
    expect(taken.map((response) => response.statusCode)).toEqual(likers.map(() => 200));
    expect(await stored(itemId)).toEqual({ likeCount: 7, rows: 0 });
  });

  it(`counts one account once when its likes race (${testBackend()})`, async () => {
    const itemId = await wallpaper({ likeCount: 0 });
    const visitor = await signedInUser(t);
    const url = likePath(itemId);
    const responses = await Promise.all(Array.from({ length: 8 }, () => visitor.client.put(url)));
    for (const response of responses) expectState(response, { likeCount: 1, liked: true });
    expect(await stored(itemId)).toEqual({ likeCount: 1, rows: 1 });

    // Likes and unlikes racing end wherever the last one leaves them, with the count matching.
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? visitor.client.delete(url) : visitor.client.put(url),
      ),
    );
    expect(mixed.map((response) => response.statusCode)).toEqual(mixed.map(() => 200));
    const after = await stored(itemId);
    expect(after.likeCount).toBe(after.rows);
    expect(after.rows).toBeLessThanOrEqual(1);
  });
});

describe('who may like what', () => {
  it('asks signed-out visitors to sign in and every write for the anti-forgery token', async () => {
    const itemId = await wallpaper({ likeCount: 3 });
    const url = likePath(itemId);
    for (const method of ['PUT', 'DELETE'] as const) {
      expectError(await anonymous.request({ method, url }), 401, 'LOGIN_REQUIRED');
    }
    const visitor = await signedInUser(t);
    for (const method of ['PUT', 'DELETE'] as const) {
      const forged = await visitor.client.request({
        method,
        url,
        headers: { [XSRF_HEADER.toLowerCase()]: 'forged' },
      });
      expectError(forged, 403, 'XSRF_TOKEN_MISMATCH');
      // The session cookie alone, as a page of another site would send it: no token at all.
      const cookie = [...visitor.client.cookies].map(([name, value]) => `${name}=${value}`);
      const bare = await t.app.inject({ method, url, headers: { cookie: cookie.join('; ') } });
      expectError(bare, 403, 'XSRF_TOKEN_MISMATCH');
    }
    expect(await stored(itemId)).toEqual({ likeCount: 3, rows: 0 });
  });

  it('likes wallpapers only', async () => {
    const visitor = await signedInUser(t);
    for (const productType of ['extension', 'app'] as const) {
      const { id } = await createItem(t.database.db, { productType });
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await visitor.client.request({ method, url: `${likePath(id)}?hl=ko` });
        expectError(response, 400, 'LIKE_NOT_WALLPAPER');
        expect(errorOf(response).message).toBe(errorMessage('LIKE_NOT_WALLPAPER', 'ko'));
      }
      expect(await stored(id)).toEqual({ likeCount: 0, rows: 0 });
    }
  });

  it('closes blocked wallpapers to new likes; a like given before may be taken back', async () => {
    const itemId = await wallpaper({ likeCount: 4 });
    const early = await signedInUser(t);
    const late = await signedInUser(t);
    const url = likePath(itemId);
    expectState(await early.client.put(url), { likeCount: 5, liked: true });
    await t.database.db
      .updateTable('items')
      .set({ blocked: true })
      .where('id', '=', itemId)
      .execute();

    expectError(await late.client.put(url), 403, 'LIKE_CLOSED');
    expectState(await late.client.get(url), { likeCount: 5, liked: false });
    expect(await stored(itemId)).toEqual({ likeCount: 5, rows: 1 });
    expectState(await early.client.delete(url), { likeCount: 4, liked: false });
    expectError(await early.client.put(url), 403, 'LIKE_CLOSED');
    expect(await stored(itemId)).toEqual({ likeCount: 4, rows: 0 });
  });

  it('answers wallpapers visitors cannot see as missing, and bad ids as bad', async () => {
    const db = t.database.db;
    const visitor = await signedInUser(t);
    const unpublished = await wallpaper({ reviewState: 'IN_REVIEW' });
    const testers = await wallpaper({ visibility: 'TRUSTED_TESTER' });
    const turnedPrivate = await wallpaper();
    await db
      .updateTable('items')
      .set({ private_at: new Date() })
      .where('id', '=', turnedPrivate)
      .execute();
    // An unlisted wallpaper opens by its link, so it can be liked like a listed one.
    const unlisted = await wallpaper({ visibility: 'UNLISTED', likeCount: 1 });
    expectState(await visitor.client.put(likePath(unlisted)), { likeCount: 2, liked: true });

    const before = await allLikeRows();
    for (const itemId of [unpublished, testers, turnedPrivate, 'p'.repeat(32)]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        for (const client of [anonymous, visitor.client]) {
          const response = await client.request({ method, url: likePath(itemId) });
          const expected =
            client === anonymous && method !== 'GET'
              ? [401, 'LOGIN_REQUIRED']
              : [404, 'EXTENSION_NOT_FOUND'];
          expectError(response, expected[0] as number, expected[1] as string);
        }
      }
    }
    for (const badId of ['not-an-id', 'A'.repeat(32), 'q'.repeat(32), 'a'.repeat(33), '%00']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await visitor.client.request({ method, url: likePath(badId) });
        expect(response.statusCode, `${method} ${badId}`).toBe(400);
        expect(errorOf(response).code).toBe('INVALID_REQUEST');
      }
    }
    expect(await allLikeRows()).toBe(before);
    for (const itemId of [unpublished, testers, turnedPrivate]) {
      expect(await stored(itemId)).toEqual({ likeCount: 5, rows: 0 });
    }
  });
});

describe('one count everywhere', () => {
  /** What the store's lists and detail say of a wallpaper, read past the catalog's cache. */
  async function shownCounts(itemId: string) {
    t.app.catalogCache.clear();
    const read = async <T>(url: string) => {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      return jsonOf<T>(response);
    };
    const detail = await read<ProductDetail>(`/ajax/extensions/${itemId}`);
    const tab = await read<ThemeTab>('/ajax/theme-tab');
    const around = await read<Product[]>('/ajax/theme-around?size=60');
    const listed = [...tab.hot, ...tab.forMe, ...around].filter(
      (product) => product.extensionId === itemId,
    );
    expect(listed.length).toBeGreaterThan(0);
    const counts = new Set<number>();
    for (const product of [detail, ...listed]) {
      counts.add(product.likeCount);
      for (const draft of product.theme?.themeDrafts ?? []) counts.add(draft.likeCount);
    }
    return [...counts];
  }

  it('repeats the wallpaper’s count on its photos, in detail and lists', async () => {
    const itemId = await wallpaper({ likeCount: 900 });
    // The photo's own number (the demo catalog's per-photo base) is not what visitors see.
    await t.database.db
      .updateTable('media')
      .set({ like_count: 3 })
      .where('kind', '=', 'theme')
      .where('listing_id', 'in', (eb) =>
        eb.selectFrom('listings').select('listings.id').where('listings.item_id', '=', itemId),
      )
      .execute();
    expect(await shownCounts(itemId)).toEqual([900]);
    const visitor = await signedInUser(t);
    expectState(await visitor.client.put(likePath(itemId)), { likeCount: 901, liked: true });
    expect(await shownCounts(itemId)).toEqual([901]);
  });

  it('moves a wallpaper liked by visitors into the Like Top 30', async () => {
    // Counts far above the other tests' wallpapers, so these are the top of the store.
    const top: { id: string; likeCount: number }[] = [];
    for (let index = 0; index < HOT_THEMES_COUNT; index++) {
      const likeCount = 10_000 + index * 10;
      top.push({ id: await wallpaper({ likeCount }), likeCount });
    }
    const last = top[0]!;
    const rising = await wallpaper({ likeCount: last.likeCount - 1 });
    const hot = async () => {
      t.app.catalogCache.clear();
      const response = await t.app.inject('/ajax/theme-tab');
      return jsonOf<ThemeTab>(response).hot.map((product) => product.extensionId);
    };
    const before = await hot();
    expect(before).toHaveLength(HOT_THEMES_COUNT);
    expect(before).toContain(last.id);
    expect(before).not.toContain(rising);

    const [first, second] = await signedInUsers(t, 2);
    await first!.client.put(likePath(rising));
    await second!.client.put(likePath(rising));
    const after = await hot();
    expect(after).toHaveLength(HOT_THEMES_COUNT);
    expect(after.at(-1)).toBe(rising);
    expect(after).not.toContain(last.id);
  });

  it('refuses likes past the hourly limit of an account, changing nothing', async () => {
    const itemId = await wallpaper();
    const busy = await signedInUser(t);
    // Another server of the store counted the rest of this hour's likes.
    await t.database.db
      .insertInto('attempt_limits')
      .values({
        scope: floodScope('like'),
        key: busy.user.id,
        counted: LIKE_WRITES_PER_HOUR,
        running: 0,
        last_at: new Date(Date.now() - 30 * 60 * 1000),
        running_until: new Date(),
      })
      .execute();
    expectError(await busy.client.put(likePath(itemId)), 429, 'RATE_LIMITED');
    expect(await stored(itemId)).toEqual({ likeCount: 5, rows: 0 });
    // Another account is not held back.
    const other = await signedInUser(t);
    expectState(await other.client.put(likePath(itemId)), { likeCount: 6, liked: true });
  });
});
