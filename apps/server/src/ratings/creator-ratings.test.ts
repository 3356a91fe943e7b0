import {
  type ApiErrorBody,
  type CreatorRatingPage,
  errorMessage,
  RATING_REPLY_MAX,
  type Rating,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { applyToAggregate } from './aggregate.js';
import { presentRating, ratingRows } from './present.js';

let t: TestApp;
/** The developer of `item` and `second`. */
let developer: TestClient;
let studioName: string;
/** Another developer, owner of `foreign`. */
let stranger: TestClient;
let visitor: TestClient;
let item: string;
let second: string;
let foreign: string;
const raters: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await createUser(db, { nickname: 'Dev Owner' });
  const creator = await createCreator(db, owner.id);
  studioName = creator.name;
  developer = new TestClient(t.app);
  await signIn(db, developer, owner.id);
  const other = await createUser(db, { nickname: 'Dev Other' });
  const otherCreator = await createCreator(db, other.id);
  stranger = new TestClient(t.app);
  await signIn(db, stranger, other.id);
  const plain = await createUser(db, { nickname: 'Just Visiting' });
  visitor = new TestClient(t.app);
  await signIn(db, visitor, plain.id);
  item = (
    await createItem(db, { creatorId: creator.id, names: { en: 'Tide Clock', ko: '조수 시계' } })
  ).id;
  second = (await createItem(db, { creatorId: creator.id, names: { en: 'Reef Notes' } })).id;
  foreign = (await createItem(db, { creatorId: otherCreator.id, names: { en: 'Foreign Tool' } }))
    .id;
  for (let index = 0; index < 6; index += 1) {
    raters.push((await createUser(db, { nickname: `Rater ${index}` })).id);
  }
});
afterAll(async () => {
  await t.close();
});

/** A rating as the visitors' call would store it: the row and its share of the aggregate. */
async function rate(
  itemId: string,
  userId: string,
  score: number,
  text: string | null,
  createdAt: Date,
): Promise<string> {
  return t.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('ratings')
      .values({
        item_id: itemId,
        user_id: userId,
        score,
        text,
        version: '1.0.0',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyToAggregate(trx, itemId, { score, written: text !== null }, 1);
    return String(row.id);
  });
}

/** The rating as the public presenter shows it to an anonymous visitor. */
async function publicRating(ratingId: string): Promise<Rating> {
  const row = await ratingRows(t.database.db, null)
    .where('r.id', '=', Number(ratingId))
    .executeTakeFirstOrThrow();
  return presentRating(row, null);
}

async function replyCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('rating_replies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function errorOf(response: Parameters<typeof jsonOf>[0]) {
  return jsonOf<ApiErrorBody>(response).error;
}

const replyUrl = (itemId: string, ratingId: string) =>
  `/creator/api/extensions/${itemId}/ratings/${ratingId}/reply`;

const day = (n: number) => new Date(Date.UTC(2024, 0, n, 12));

let older: string;
let newer: string;
let onSecond: string;
let hidden: string;
let onForeign: string;

describe("the developer's list of ratings", () => {
  beforeAll(async () => {
    older = await rate(item, raters[0]!, 4, 'Keeps good time.', day(1));
    newer = await rate(item, raters[1]!, 2, null, day(3));
    onSecond = await rate(second, raters[2]!, 5, 'Lovely notes.', day(2));
    hidden = await rate(item, raters[3]!, 1, 'Spam spam spam', day(4));
    await t.database.db
      .updateTable('ratings')
      .set({ hidden_at: sql`now()` })
      .where('id', '=', Number(hidden))
      .execute();
    onForeign = await rate(foreign, raters[4]!, 3, 'Someone else’s item.', day(5));
  });

  it("lists the visible ratings of the developer's items, newest first, with their item", async () => {
    const response = await developer.get('/creator/api/ratings?hl=ko');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = jsonOf<CreatorRatingPage>(response);
    expect(page.ratings.map((rating) => rating.ratingId)).toEqual([newer, onSecond, older]);
    expect(page).toMatchObject({ totalCount: 3, page: 0, size: 10 });
    expect(page.ratings[0]).toMatchObject({
      extensionId: item,
      itemName: '조수 시계',
      score: 2,
      text: null,
      nickname: 'Rater 1',
      reply: null,
      mine: false,
    });
    expect(page.ratings[1]).toMatchObject({ extensionId: second, itemName: 'Reef Notes' });
  });

  it('pages and narrows the list to one of the items', async () => {
    const firstPage = jsonOf<CreatorRatingPage>(await developer.get('/creator/api/ratings?size=2'));
    expect(firstPage.ratings.map((rating) => rating.ratingId)).toEqual([newer, onSecond]);
    const secondPage = jsonOf<CreatorRatingPage>(
      await developer.get('/creator/api/ratings?size=2&page=1'),
    );
    expect(secondPage.ratings.map((rating) => rating.ratingId)).toEqual([older]);
    expect(secondPage.totalCount).toBe(3);
    const one = jsonOf<CreatorRatingPage>(
      await developer.get(`/creator/api/ratings?extensionId=${item}`),
    );
    expect(one.ratings.map((rating) => rating.ratingId)).toEqual([newer, older]);
    expect(one.totalCount).toBe(2);
  });

  it("refuses another developer's item, signed-out callers and non-developers", async () => {
    const response = await developer.get(`/creator/api/ratings?extensionId=${foreign}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('EXTENSION_NOT_FOUND');
    const missing = await developer.get(`/creator/api/ratings?extensionId=${'b'.repeat(32)}`);
    expect(errorOf(missing).code).toBe('EXTENSION_NOT_FOUND');
    expect(errorOf(await new TestClient(t.app).get('/creator/api/ratings')).code).toBe(
      'LOGIN_REQUIRED',
    );
    expect(errorOf(await visitor.get('/creator/api/ratings')).code).toBe('NOT_A_CREATOR');
    for (const query of ['extensionId=abc', 'page=-1', 'page=1001', 'size=0', 'size=51']) {
      const bad = await developer.get(`/creator/api/ratings?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(errorOf(bad).code, query).toBe('INVALID_REQUEST');
    }
  });
});

describe("the developer's reply", () => {
  it('is written, shown under the rating in public, edited and deleted', async () => {
    const created = await developer.put(replyUrl(item, older), { text: '  Thank you!  ' });
    expect(created.statusCode).toBe(200);
    const rating = jsonOf<Rating>(created);
    expect(rating).toMatchObject({ ratingId: older, text: 'Keeps good time.' });
    expect(rating.reply).toMatchObject({ text: 'Thank you!', author: studioName });
    expect((await publicRating(older)).reply).toEqual(rating.reply);

    const edited = jsonOf<Rating>(
      await developer.put(replyUrl(item, older), { text: 'Thank you, fixed in 1.1.' }),
    );
    expect(edited.reply?.text).toBe('Thank you, fixed in 1.1.');
    expect(edited.reply?.createAt).toBe(rating.reply?.createAt);
    expect(Date.parse(edited.reply!.updateAt)).toBeGreaterThanOrEqual(
      Date.parse(rating.reply!.updateAt),
    );
    expect((await publicRating(older)).reply?.text).toBe('Thank you, fixed in 1.1.');
    expect(await replyCount()).toBe(1);
    const listed = jsonOf<CreatorRatingPage>(
      await developer.get(`/creator/api/ratings?extensionId=${item}`),
    );
    expect(listed.ratings.find((entry) => entry.ratingId === older)?.reply?.text).toBe(
      'Thank you, fixed in 1.1.',
    );

    const removed = await developer.delete(replyUrl(item, older));
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await publicRating(older)).reply).toBeNull();
    const again = await developer.delete(replyUrl(item, older));
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe('RATING_NOT_FOUND');
  });

  it("is refused on another developer's item, like a missing item", async () => {
    for (const response of [
      await stranger.put(replyUrl(item, newer), { text: 'Not mine to answer' }),
      await stranger.delete(replyUrl(item, newer)),
      await developer.put(replyUrl(foreign, onForeign), { text: 'Not mine either' }),
      await developer.put(replyUrl('c'.repeat(32), newer), { text: 'No such item' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('EXTENSION_NOT_FOUND');
    }
    expect(errorOf(await visitor.put(replyUrl(item, newer), { text: 'Hi' })).code).toBe(
      'NOT_A_CREATOR',
    );
    expect(errorOf(await new TestClient(t.app).put(replyUrl(item, newer), {})).code).toBe(
      'LOGIN_REQUIRED',
    );
    expect(await replyCount()).toBe(0);
  });

  it("is refused for a rating of another item, a hidden one or one that doesn't exist", async () => {
    for (const [itemId, ratingId] of [
      [item, onForeign],
      [item, onSecond],
      [item, hidden],
      [item, '999999999999999999'],
    ] as const) {
      const response = await developer.put(replyUrl(itemId, ratingId), { text: 'Thanks' });
      expect(response.statusCode, ratingId).toBe(404);
      expect(errorOf(response).code, ratingId).toBe('RATING_NOT_FOUND');
    }
    expect(await replyCount()).toBe(0);
  });

  it('refuses bad input with the contract codes and changes nothing', async () => {
    await developer.put(replyUrl(item, newer), { text: 'Original reply' });
    const cases: [string, unknown, string][] = [
      [replyUrl(item, newer), { text: '   ' }, 'ratings.reply.required'],
      [replyUrl(item, newer), {}, 'ratings.text.invalid'],
      [replyUrl(item, newer), { text: 'x'.repeat(RATING_REPLY_MAX + 1) }, 'ratings.reply.max'],
      [replyUrl(item, newer), { text: 'bad\u0000byte' }, 'text.invalidCharacter'],
      [replyUrl(item, newer), { text: 'lone \uD800 half' }, 'text.invalidCharacter'],
      [replyUrl(item, '0'), { text: 'Fine' }, ''],
      [replyUrl(item, 'abc'), { text: 'Fine' }, ''],
      [replyUrl(item, '1'.repeat(19)), { text: 'Fine' }, ''],
      [replyUrl('NOT-AN-ID', newer), { text: 'Fine' }, ''],
    ];
    for (const [url, body, code] of cases) {
      const response = await developer.put(url, body as Record<string, unknown>);
      expect(response.statusCode, url).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('INVALID_REQUEST');
      if (code) expect(error.fields?.map((field) => field.code)).toContain(code);
      // The headline says what is wrong, not the generic words.
      expect(error.message).not.toBe(errorMessage('INVALID_REQUEST', 'en'));
    }
    const korean = await developer.request({
      method: 'PUT',
      url: replyUrl(item, newer),
      payload: { text: '' },
      headers: { 'accept-language': 'ko' },
    });
    expect(errorOf(korean).message).toBe('“text” 값이 필요합니다.');
    expect(errorOf(korean).fields?.[0]?.code).toBe('ratings.reply.required');
    expect((await developer.delete(replyUrl(item, 'abc'))).statusCode).toBe(400);
    expect((await publicRating(newer)).reply?.text).toBe('Original reply');
    expect(await replyCount()).toBe(1);
  });
});
