import {
  errorMessage,
  RATING_TEXT_MAX,
  RATING_WRITES_PER_HOUR,
  type Rating,
  type RatingPage,
  XSRF_HEADER,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorOf,
  expectError,
  jsonOf,
  type TestApp,
  TestClient,
  testBackend,
} from '../test/app.js';
import {
  createItem,
  type ItemOptions,
  signedInCreator,
  signedInUser,
  signedInUsers,
} from '../test/factories.js';
import { applyToAggregate } from './aggregate.js';
import { floodScope } from './flood-limit.js';

let t: TestApp;
let anonymous: TestClient;
/** The developer who owns every item made by `item()`. */
let developer: Awaited<ReturnType<typeof signedInCreator>>;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = new TestClient(t.app);
  developer = await signedInCreator(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A live item of the developer's. */
async function item(options: ItemOptions = {}): Promise<string> {
  return (await createItem(t.database.db, { creatorId: developer.creator.id, ...options })).id;
}

const ratingsOf = (itemId: string) => `/ajax/extensions/${itemId}/ratings`;

async function rate(client: TestClient, itemId: string, score: number, text?: string) {
  const response = await client.post(ratingsOf(itemId), { score, ...(text ? { text } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<Rating>(response);
}

async function page(client: TestClient, itemId: string, query = ''): Promise<RatingPage> {
  const response = await client.get(`${ratingsOf(itemId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<RatingPage>(response);
}

/** The item's aggregate columns as stored. */
async function aggregate(itemId: string) {
  return t.database.db
    .selectFrom('items')
    .select(['rating_count', 'rating_sum', 'rating_stars', 'rating_text_count'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
}

/** What the item's visible rating rows add up to. */
async function rowsOf(itemId: string) {
  const rows = await t.database.db
    .selectFrom('ratings')
    .select(['score', 'text'])
    .where('item_id', '=', itemId)
    .where('hidden_at', 'is', null)
    .execute();
  const stars = [1, 2, 3, 4, 5].map((score) => rows.filter((row) => row.score === score).length);
  return {
    rating_count: rows.length,
    rating_sum: rows.reduce((sum, row) => sum + row.score, 0),
    rating_stars: stars,
    rating_text_count: rows.filter((row) => row.text !== null).length,
  };
}

async function ratingRowCount(itemId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('ratings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** What an administrator's hiding does to a rating (the moderation calls do it for real). */
async function hide(ratingId: string) {
  const db = t.database.db;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('ratings')
      .set({ hidden_at: new Date() })
      .where('id', '=', Number(ratingId))
      .returning(['item_id', 'score', 'text'])
      .executeTakeFirstOrThrow();
    await applyToAggregate(trx, row.item_id, { score: row.score, written: row.text !== null }, -1);
  });
}

describe('rating an item', () => {
  it('stores the rating with the published version and adds it to the summary', async () => {
    const db = t.database.db;
    const itemId = await item();
    const pkg = await db
      .insertInto('packages')
      .values({
        item_id: itemId,
        file_key: `${'1'.repeat(64)}.zip`,
        file_name: 'item.zip',
        manifest: JSON.stringify({ version: '2.3.1' }),
        manifest_version: 3,
        version: '2.3.1',
        size: 100,
        sha256: 'a'.repeat(64),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('listings')
      .set({ package_id: pkg.id })
      .where('item_id', '=', itemId)
      .execute();
    const rater = await signedInUser(t, { nickname: 'Rater Ra' });

    const created = await rate(rater.client, itemId, 4, '  Works well.  ');
    expect(created).toMatchObject({
      score: 4,
      text: 'Works well.',
      nickname: 'Rater Ra',
      version: '2.3.1',
      reply: null,
      helpfulCount: 0,
      mine: true,
      helpful: false,
      reported: false,
    });
    expect(created.ratingId).toMatch(/^[1-9][0-9]*$/);

    const response = await rater.client.get(ratingsOf(itemId));
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mine = jsonOf<RatingPage>(response);
    expect(mine.summary).toEqual({
      score: 4,
      count: 1,
      countPerStar: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      reviewCount: 1,
    });
    expect(mine.totalCount).toBe(1);
    expect(mine.ratings).toEqual([created]);
    expect(mine.mine).toEqual(created);

    const seen = await page(anonymous, itemId);
    expect(seen.ratings[0]).toMatchObject({ ratingId: created.ratingId, mine: false });
    expect(seen.mine).toBeNull();
    expect(await aggregate(itemId)).toEqual(await rowsOf(itemId));
  });

  it('refuses a second rating with the store’s words, in English and Korean', async () => {
    const itemId = await item();
    const rater = await signedInUser(t);
    await rate(rater.client, itemId, 5);
    const english = await rater.client.post(ratingsOf(itemId), { score: 1 });
    expectError(english, 409, 'RATING_ALREADY_REGISTERED');
    expect(errorOf(english).message).toBe(
      'You have already rated this item. Delete your previous rating first.',
    );
    const korean = await rater.client.post(`${ratingsOf(itemId)}?hl=ko`, { score: 1 });
    expectError(korean, 409, 'RATING_ALREADY_REGISTERED');
    expect(errorOf(korean).message).toBe(errorMessage('RATING_ALREADY_REGISTERED', 'ko'));
    expect(errorOf(korean).message).not.toBe(errorOf(english).message);
    expect((await aggregate(itemId)).rating_sum).toBe(5);
  });

  it('deletes one’s rating, which leaves the summary, and rates again', async () => {
    const itemId = await item();
    const [rater, other] = await signedInUsers(t, 2);
    await rate(other!.client, itemId, 2);
    const first = await rate(rater!.client, itemId, 5, 'Great');
    expect((await page(anonymous, itemId)).summary).toMatchObject({ count: 2, reviewCount: 1 });

    expect((await rater!.client.delete(`${ratingsOf(itemId)}/mine`)).statusCode).toBe(204);
    const after = await page(rater!.client, itemId);
    expect(after.summary).toEqual({
      score: 2,
      count: 1,
      countPerStar: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 },
      reviewCount: 0,
    });
    expect(after.mine).toBeNull();
    expectError(await rater!.client.delete(`${ratingsOf(itemId)}/mine`), 404, 'RATING_NOT_FOUND');

    const second = await rate(rater!.client, itemId, 3);
    expect(second.ratingId).not.toBe(first.ratingId);
    expect((await page(anonymous, itemId)).summary).toMatchObject({ count: 2, score: 2.5 });
    expect(await aggregate(itemId)).toEqual(await rowsOf(itemId));
  });

  it('changes a summary over earlier ratings by exactly the rating', async () => {
    const db = t.database.db;
    const itemId = await item();
    // A catalog's aggregate with no rows behind it.
    await db
      .updateTable('items')
      .set({
        rating_count: 10,
        rating_sum: 36,
        rating_stars: '{1,1,2,3,3}',
        rating_text_count: 4,
      })
      .where('id', '=', itemId)
      .execute();
    const [a, b] = await signedInUsers(t, 2);
    await rate(a!.client, itemId, 1, 'Broke my browser');
    await rate(b!.client, itemId, 5);
    expect((await page(anonymous, itemId)).summary).toEqual({
      score: 3.5,
      count: 12,
      countPerStar: { 1: 2, 2: 1, 3: 2, 4: 3, 5: 4 },
      reviewCount: 5,
    });
    await a!.client.delete(`${ratingsOf(itemId)}/mine`);
    expect((await page(anonymous, itemId)).summary).toEqual({
      score: 3.7,
      count: 11,
      countPerStar: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 },
      reviewCount: 4,
    });
  });

  it('deletes a rating with its votes, reply and reports', async () => {
    const db = t.database.db;
    const itemId = await item();
    const [rater, voter] = await signedInUsers(t, 2);
    const rating = await rate(rater!.client, itemId, 4, 'Nice');
    const ratingUrl = `${ratingsOf(itemId)}/${rating.ratingId}`;
    expect((await voter!.client.put(`${ratingUrl}/helpful`)).statusCode).toBe(200);
    expect((await voter!.client.post(`${ratingUrl}/reports`, { reason: 'spam' })).statusCode).toBe(
      201,
    );
    await db
      .insertInto('rating_replies')
      .values({ rating_id: Number(rating.ratingId), author_id: developer.user.id, text: 'Thanks!' })
      .execute();
    expect((await page(anonymous, itemId)).ratings[0]?.reply?.text).toBe('Thanks!');

    expect((await rater!.client.delete(`${ratingsOf(itemId)}/mine`)).statusCode).toBe(204);
    const id = Number(rating.ratingId);
    for (const table of ['rating_votes', 'rating_replies', 'rating_reports'] as const) {
      const left = await db
        .selectFrom(table)
        .select('rating_id')
        .where('rating_id', '=', id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('keeps a hidden rating out of the list and summary but shows it to its author', async () => {
    const itemId = await item();
    const [rater, other] = await signedInUsers(t, 2);
    const hidden = await rate(rater!.client, itemId, 1, 'Spam spam');
    await rate(other!.client, itemId, 5);
    await hide(hidden.ratingId);

    const seen = await page(other!.client, itemId);
    expect(seen.ratings.map((entry) => entry.score)).toEqual([5]);
    expect(seen.totalCount).toBe(1);
    expect(seen.summary).toMatchObject({ count: 1, score: 5, reviewCount: 0 });
    const own = await page(rater!.client, itemId);
    expect(own.ratings.map((entry) => entry.ratingId)).not.toContain(hidden.ratingId);
    expect(own.mine).toMatchObject({ ratingId: hidden.ratingId, mine: true });

    // Still the author's one rating: delete it to rate again; the summary does not change.
    expectError(
      await rater!.client.post(ratingsOf(itemId), { score: 2 }),
      409,
      'RATING_ALREADY_REGISTERED',
    );
    expect((await rater!.client.delete(`${ratingsOf(itemId)}/mine`)).statusCode).toBe(204);
    expect(await aggregate(itemId)).toEqual(await rowsOf(itemId));
    expect((await aggregate(itemId)).rating_count).toBe(1);
  });
});

describe('the list', () => {
  it('sorts, filters by score and pages', async () => {
    const itemId = await item();
    const raters = await signedInUsers(t, 6);
    const scores = [5, 3, 1, 4, 5, 2];
    const ids: string[] = [];
    for (const [index, score] of scores.entries()) {
      ids.push((await rate(raters[index]!.client, itemId, score, `Review ${index}`)).ratingId);
    }
    // Helpful votes: rating 2 gets two, rating 4 one.
    const voters = await signedInUsers(t, 2);
    for (const voter of voters) {
      await voter.client.put(`${ratingsOf(itemId)}/${ids[2]}/helpful`);
    }
    await voters[0]!.client.put(`${ratingsOf(itemId)}/${ids[4]}/helpful`);

    const order = async (query: string) =>
      (await page(anonymous, itemId, query)).ratings.map((entry) => ids.indexOf(entry.ratingId));
    expect(await order('')).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await order('?sort=recent')).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await order('?sort=helpful')).toEqual([2, 4, 5, 3, 1, 0]);
    expect(await order('?sort=highest')).toEqual([4, 0, 3, 1, 5, 2]);
    expect(await order('?sort=lowest')).toEqual([2, 5, 1, 3, 4, 0]);

    const fives = await page(anonymous, itemId, '?score=5');
    expect(fives.totalCount).toBe(2);
    expect(fives.ratings.map((entry) => ids.indexOf(entry.ratingId))).toEqual([4, 0]);

    const second = await page(anonymous, itemId, '?size=4&page=1');
    expect(second).toMatchObject({ totalCount: 6, page: 1, size: 4 });
    expect(second.ratings.map((entry) => ids.indexOf(entry.ratingId))).toEqual([1, 0]);
    expect((await page(anonymous, itemId, '?size=4&page=2')).ratings).toEqual([]);
    expect((await page(anonymous, itemId, '?score=5&size=1&page=1')).ratings[0]?.ratingId).toBe(
      ids[0],
    );

    const viewer = await page(voters[0]!.client, itemId, '?sort=helpful&size=2');
    expect(viewer.ratings.map((entry) => entry.helpful)).toEqual([true, true]);
    expect(viewer.ratings.map((entry) => entry.helpfulCount)).toEqual([2, 1]);
    expect(viewer.mine).toBeNull();
  });

  it('refuses a bad query', async () => {
    const itemId = await item();
    for (const query of [
      '?sort=best',
      '?score=0',
      '?score=6',
      '?score=x',
      '?page=-1',
      '?size=0',
      '?size=51',
    ]) {
      expectError(await anonymous.get(`${ratingsOf(itemId)}${query}`), 400, 'INVALID_REQUEST');
    }
  });
});

describe('helpful votes', () => {
  it('counts one vote per account, exactly, and can be taken back', async () => {
    const db = t.database.db;
    const itemId = await item();
    const [author, voter, other] = await signedInUsers(t, 3);
    const rating = await rate(author!.client, itemId, 4, 'Handy');
    const url = `${ratingsOf(itemId)}/${rating.ratingId}/helpful`;

    for (let round = 0; round < 2; round++) {
      const response = await voter!.client.put(url);
      expect(response.statusCode).toBe(200);
      expect(jsonOf(response)).toEqual({ helpfulCount: 1, helpful: true });
    }
    expect(jsonOf(await other!.client.put(url))).toEqual({ helpfulCount: 2, helpful: true });
    expect((await page(voter!.client, itemId)).ratings[0]).toMatchObject({
      helpful: true,
      helpfulCount: 2,
    });
    expect((await page(author!.client, itemId)).ratings[0]?.helpful).toBe(false);

    for (let round = 0; round < 2; round++) {
      expect(jsonOf(await voter!.client.delete(url))).toEqual({ helpfulCount: 1, helpful: false });
    }
    const votes = await db
      .selectFrom('rating_votes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('rating_id', '=', Number(rating.ratingId))
      .executeTakeFirstOrThrow();
    const stored = await db
      .selectFrom('ratings')
      .select('helpful_count')
      .where('id', '=', Number(rating.ratingId))
      .executeTakeFirstOrThrow();
    expect(stored.helpful_count).toBe(votes.n);
    expect(votes.n).toBe(1);

    expectError(await author!.client.put(url), 403, 'RATING_OWN_REVIEW');
    expectError(await author!.client.delete(url), 403, 'RATING_OWN_REVIEW');
  });

  it('keeps the count exact when many vote at once', async () => {
    const itemId = await item();
    const [author, repeat] = await signedInUsers(t, 2);
    const voters = await signedInUsers(t, 12);
    const rating = await rate(author!.client, itemId, 5);
    const url = `${ratingsOf(itemId)}/${rating.ratingId}/helpful`;
    const responses = await Promise.all([
      ...voters.map((voter) => voter.client.put(url)),
      ...Array.from({ length: 6 }, () => repeat!.client.put(url)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const stored = await t.database.db
      .selectFrom('ratings')
      .select('helpful_count')
      .where('id', '=', Number(rating.ratingId))
      .executeTakeFirstOrThrow();
    expect(stored.helpful_count).toBe(13);
  });

  it('finds no unknown, hidden or other item’s rating', async () => {
    const [itemId, otherItem] = [await item(), await item()];
    const [author, voter] = await signedInUsers(t, 2);
    const rating = await rate(author!.client, itemId, 2, 'Meh');
    expectError(
      await voter!.client.put(`${ratingsOf(otherItem)}/${rating.ratingId}/helpful`),
      404,
      'RATING_NOT_FOUND',
    );
    for (const id of ['999999999', '99999999999999999']) {
      expectError(
        await voter!.client.put(`${ratingsOf(itemId)}/${id}/helpful`),
        404,
        'RATING_NOT_FOUND',
      );
    }
    await hide(rating.ratingId);
    expectError(
      await voter!.client.put(`${ratingsOf(itemId)}/${rating.ratingId}/helpful`),
      404,
      'RATING_NOT_FOUND',
    );
  });
});

describe('reports', () => {
  it('takes one report per account and review', async () => {
    const db = t.database.db;
    const itemId = await item();
    const [author, reporter] = await signedInUsers(t, 2);
    const rating = await rate(author!.client, itemId, 1, 'Buy my stuff at example.test');
    const url = `${ratingsOf(itemId)}/${rating.ratingId}/reports`;

    const first = await reporter!.client.post(url, { reason: 'spam', text: 'An advert' });
    expect(first.statusCode).toBe(201);
    expect(jsonOf(first)).toEqual({ ok: true });
    expectError(
      await reporter!.client.post(url, { reason: 'other' }),
      409,
      'RATING_ALREADY_REPORTED',
    );
    expectError(await author!.client.post(url, { reason: 'spam' }), 403, 'RATING_OWN_REVIEW');
    expect((await page(reporter!.client, itemId)).ratings[0]?.reported).toBe(true);
    expect((await page(author!.client, itemId)).ratings[0]?.reported).toBe(false);

    const stored = await db
      .selectFrom('rating_reports')
      .select(['reporter_id', 'reason', 'text', 'resolved_at'])
      .where('rating_id', '=', Number(rating.ratingId))
      .execute();
    expect(stored).toEqual([
      { reporter_id: reporter!.user.id, reason: 'spam', text: 'An advert', resolved_at: null },
    ]);

    const badReason = await reporter!.client.post(url, { reason: 'boring' });
    expectError(badReason, 400, 'INVALID_REQUEST');
    expect(errorOf(badReason).fields?.[0]?.field).toBe('reason');
    expectError(
      await reporter!.client.post(url, { reason: 'other', text: 'x'.repeat(501) }),
      400,
      'INVALID_REQUEST',
    );

    await hide(rating.ratingId);
    const late = await signedInUser(t);
    expectError(await late.client.post(url, { reason: 'spam' }), 404, 'RATING_NOT_FOUND');
    expectError(
      await late.client.post(`${ratingsOf(itemId)}/424242424/reports`, { reason: 'spam' }),
      404,
      'RATING_NOT_FOUND',
    );
  });
});

describe('who may rate what', () => {
  it('refuses the developer on their own item', async () => {
    const itemId = await item();
    expectError(
      await developer.client.post(ratingsOf(itemId), { score: 5 }),
      403,
      'RATING_OWN_ITEM',
    );
    expect(await ratingRowCount(itemId)).toBe(0);
  });

  it('closes a blocked item to ratings, votes and reports, but lets ratings be read and withdrawn', async () => {
    const db = t.database.db;
    const itemId = await item();
    const [author, visitor] = await signedInUsers(t, 2);
    const rating = await rate(author!.client, itemId, 3, 'Fine');
    await db.updateTable('items').set({ blocked: true }).where('id', '=', itemId).execute();

    const seen = await page(anonymous, itemId);
    expect(seen.ratings).toHaveLength(1);
    expectError(await visitor!.client.post(ratingsOf(itemId), { score: 5 }), 403, 'RATING_CLOSED');
    const url = `${ratingsOf(itemId)}/${rating.ratingId}`;
    expectError(await visitor!.client.put(`${url}/helpful`), 403, 'RATING_CLOSED');
    expectError(
      await visitor!.client.post(`${url}/reports`, { reason: 'spam' }),
      403,
      'RATING_CLOSED',
    );
    expect((await author!.client.delete(`${ratingsOf(itemId)}/mine`)).statusCode).toBe(204);
    expect(await aggregate(itemId)).toEqual(await rowsOf(itemId));
  });

  it('answers not-found for items visitors cannot see, to everyone', async () => {
    const db = t.database.db;
    const rater = await signedInUser(t);
    const unpublished = await item({ reviewState: 'IN_REVIEW' });
    const testers = await item({ visibility: 'TRUSTED_TESTER' });
    const turnedPrivate = await item();
    await db
      .updateTable('items')
      .set({ private_at: new Date() })
      .where('id', '=', turnedPrivate)
      .execute();
    for (const itemId of [unpublished, testers, turnedPrivate, 'p'.repeat(32)]) {
      for (const client of [anonymous, rater.client, developer.client]) {
        expectError(await client.get(ratingsOf(itemId)), 404, 'EXTENSION_NOT_FOUND');
      }
      expectError(
        await rater.client.post(ratingsOf(itemId), { score: 4 }),
        404,
        'EXTENSION_NOT_FOUND',
      );
      expectError(
        await rater.client.delete(`${ratingsOf(itemId)}/mine`),
        404,
        'EXTENSION_NOT_FOUND',
      );
    }
    expectError(await anonymous.get(ratingsOf('not-an-id')), 400, 'INVALID_REQUEST');
  });

  it('asks signed-out visitors to sign in, and every write for the anti-forgery token', async () => {
    const itemId = await item();
    const author = await signedInUser(t);
    const rating = await rate(author.client, itemId, 4);
    const url = `${ratingsOf(itemId)}/${rating.ratingId}`;
    const calls: [string, string, unknown?][] = [
      ['POST', ratingsOf(itemId), { score: 5 }],
      ['POST', ratingsOf(itemId), { score: 'x' }],
      ['DELETE', `${ratingsOf(itemId)}/mine`],
      ['PUT', `${url}/helpful`],
      ['DELETE', `${url}/helpful`],
      ['POST', `${url}/reports`, { reason: 'spam' }],
    ];
    for (const [method, path, payload] of calls) {
      const response = await anonymous.request({
        method: method as 'POST',
        url: path,
        ...(payload ? { payload: payload as object } : {}),
      });
      expectError(response, 401, 'LOGIN_REQUIRED');
    }
    const forger = await signedInUser(t);
    for (const [method, path, payload] of calls) {
      const response = await forger.client.request({
        method: method as 'POST',
        url: path,
        headers: { [XSRF_HEADER.toLowerCase()]: 'forged' },
        ...(payload ? { payload: payload as object } : {}),
      });
      expectError(response, 403, 'XSRF_TOKEN_MISMATCH');
    }
    expect(await ratingRowCount(itemId)).toBe(1);
    expect((await aggregate(itemId)).rating_count).toBe(1);
  });
});

describe('bad input', () => {
  it('is refused with the contract’s codes and changes nothing', async () => {
    const itemId = await item();
    const rater = await signedInUser(t);
    // The contract names every score problem ratings.score.required: the form asks for a score.
    const cases: [unknown, string, string][] = [
      [{ score: 0 }, 'score', 'ratings.score.required'],
      [{ score: 6 }, 'score', 'ratings.score.required'],
      [{ score: 2.5 }, 'score', 'ratings.score.required'],
      [{ score: 'x' }, 'score', 'ratings.score.required'],
      [{ score: '4' }, 'score', 'ratings.score.required'],
      [{}, 'score', 'ratings.score.required'],
      [{ score: 4, text: 'x'.repeat(RATING_TEXT_MAX + 1) }, 'text', 'ratings.text.max'],
      [{ score: 4, text: 42 }, 'text', 'ratings.text.invalid'],
      [{ score: 4, text: 'Nice\u0000' }, 'text', 'text.invalidCharacter'],
    ];
    for (const [body, field, code] of cases) {
      const response = await rater.client.post(`${ratingsOf(itemId)}?hl=ko`, body as object);
      expectError(response, 400, 'INVALID_REQUEST');
      expect(errorOf(response).fields?.[0], JSON.stringify(body)).toMatchObject({ field, code });
      expect(errorOf(response).message).toBe(errorMessage('INVALID_REQUEST', 'ko'));
    }
    const broken = await rater.client.request({
      method: 'POST',
      url: ratingsOf(itemId),
      headers: { 'content-type': 'application/json' },
      payload: '{"score": 4,',
    });
    expectError(broken, 400, 'INVALID_REQUEST');
    for (const ratingId of ['abc', '0', '-1', '1e3', '1'.repeat(19)]) {
      expectError(
        await rater.client.put(`${ratingsOf(itemId)}/${ratingId}/helpful`),
        400,
        'INVALID_REQUEST',
      );
    }
    expect(await ratingRowCount(itemId)).toBe(0);
    expect(await aggregate(itemId)).toEqual({
      rating_count: 0,
      rating_sum: 0,
      rating_stars: [0, 0, 0, 0, 0],
      rating_text_count: 0,
    });
    // The longest text is taken, and a blank one is no review.
    await rate(rater.client, itemId, 4, 'y'.repeat(RATING_TEXT_MAX));
    await rater.client.delete(`${ratingsOf(itemId)}/mine`);
    expect((await rate(rater.client, itemId, 4, '   ')).text).toBeNull();
    expect((await aggregate(itemId)).rating_text_count).toBe(0);
  });
});

describe('the flood limit', () => {
  it('refuses ratings past the hourly limit, counting only those that changed something', async () => {
    const db = t.database.db;
    const rater = await signedInUser(t);
    const items: string[] = [];
    for (let index = 0; index <= RATING_WRITES_PER_HOUR; index++) items.push(await item());
    for (const itemId of items.slice(0, RATING_WRITES_PER_HOUR)) {
      await rate(rater.client, itemId, 4);
      // A refused second rating is not counted.
      expectError(
        await rater.client.post(ratingsOf(itemId), { score: 3 }),
        409,
        'RATING_ALREADY_REGISTERED',
      );
    }
    const last = items[RATING_WRITES_PER_HOUR]!;
    const refused = await rater.client.post(ratingsOf(last), { score: 4 });
    expectError(refused, 429, 'RATE_LIMITED');
    expect(await ratingRowCount(last)).toBe(0);
    expect((await aggregate(last)).rating_count).toBe(0);
    const counted = () =>
      db
        .selectFrom('attempt_limits')
        .select(['counted', 'last_at'])
        .where('scope', '=', floodScope('rating'))
        .where('key', '=', rater.user.id)
        .executeTakeFirstOrThrow();
    expect((await counted()).counted).toBe(RATING_WRITES_PER_HOUR);
    // Deleting is never refused, and votes and reports are counted apart.
    expect((await rater.client.delete(`${ratingsOf(items[0]!)}/mine`)).statusCode).toBe(204);
    const other = await signedInUser(t);
    const theirs = await rate(other.client, last, 2);
    expect(
      (await rater.client.put(`${ratingsOf(last)}/${theirs.ratingId}/helpful`)).statusCode,
    ).toBe(200);

    // The window is an hour from its first write; the next one starts the count again.
    await db
      .updateTable('attempt_limits')
      .set({ last_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where('scope', '=', floodScope('rating'))
      .where('key', '=', rater.user.id)
      .execute();
    await rate(rater.client, last, 4);
    expect((await counted()).counted).toBe(1);
  });

  it('holds for votes and reports, counted in the shared table', async () => {
    const db = t.database.db;
    const itemId = await item();
    const [author, busy] = await signedInUsers(t, 2);
    const rating = await rate(author!.client, itemId, 5, 'Solid');
    const url = `${ratingsOf(itemId)}/${rating.ratingId}`;
    // Another server of the store counted the rest of this hour's writes.
    for (const kind of ['vote', 'report'] as const) {
      await db
        .insertInto('attempt_limits')
        .values({
          scope: floodScope(kind),
          key: busy!.user.id,
          counted: RATING_WRITES_PER_HOUR,
          running: 0,
          last_at: new Date(Date.now() - 30 * 60 * 1000),
          running_until: new Date(),
        })
        .execute();
    }
    expectError(await busy!.client.put(`${url}/helpful`), 429, 'RATE_LIMITED');
    expectError(await busy!.client.post(`${url}/reports`, { reason: 'spam' }), 429, 'RATE_LIMITED');
    // A vote never given is not taken back, so nothing is counted or refused.
    expect(jsonOf(await busy!.client.delete(`${url}/helpful`))).toEqual({
      helpfulCount: 0,
      helpful: false,
    });
    const stored = await db
      .selectFrom('ratings')
      .select('helpful_count')
      .where('id', '=', Number(rating.ratingId))
      .executeTakeFirstOrThrow();
    expect(stored.helpful_count).toBe(0);
    const reports = await db
      .selectFrom('rating_reports')
      .select('id')
      .where('rating_id', '=', Number(rating.ratingId))
      .execute();
    expect(reports).toEqual([]);
  });
});

describe('at once', () => {
  it(`keeps the aggregate exact when 40 accounts rate one item together (${testBackend()})`, async () => {
    const itemId = await item();
    const raters = await signedInUsers(t, 40);
    const responses = await Promise.all(
      raters.map((rater, index) =>
        rater.client.post(ratingsOf(itemId), {
          score: (index % 5) + 1,
          ...(index % 3 === 0 ? { text: `Review ${index}` } : {}),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(raters.map(() => 201));
    const stored = await aggregate(itemId);
    expect(stored).toEqual(await rowsOf(itemId));
    expect(stored).toEqual({
      rating_count: 40,
      rating_sum: 8 * (1 + 2 + 3 + 4 + 5),
      rating_stars: [8, 8, 8, 8, 8],
      rating_text_count: 14,
    });
    const summary = (await page(anonymous, itemId)).summary;
    expect(summary).toEqual({
      score: 3,
      count: 40,
      countPerStar: { 1: 8, 2: 8, 3: 8, 4: 8, 5: 8 },
      reviewCount: 14,
    });
  });

  it('takes exactly one of the same account’s simultaneous ratings', async () => {
    const itemId = await item();
    const rater = await signedInUser(t);
    // The first call sets the client's anti-forgery cookie; the rest go together.
    await rater.client.get(ratingsOf(itemId));
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        rater.client.post(ratingsOf(itemId), { score: (index % 5) + 1 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((entry) => entry.statusCode === 409)) {
      expect(errorOf(response).code).toBe('RATING_ALREADY_REGISTERED');
    }
    expect(await ratingRowCount(itemId)).toBe(1);
    expect(await aggregate(itemId)).toEqual(await rowsOf(itemId));
  });
});

describe('the API document', () => {
  it('lists the calls under the ratings tag', async () => {
    const response = await anonymous.get('/api-docs/json');
    expect(response.statusCode).toBe(200);
    const paths = (
      JSON.parse(response.body) as { paths: Record<string, Record<string, { tags?: string[] }>> }
    ).paths;
    const base = '/ajax/extensions/{extensionId}/ratings';
    for (const [path, method] of [
      [base, 'get'],
      [base, 'post'],
      [`${base}/mine`, 'delete'],
      [`${base}/{ratingId}/helpful`, 'put'],
      [`${base}/{ratingId}/helpful`, 'delete'],
      [`${base}/{ratingId}/reports`, 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['ratings']);
    }
  });
});
