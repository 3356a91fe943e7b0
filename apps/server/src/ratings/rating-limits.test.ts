import { RATING_WRITES_PER_HOUR, XSRF_HEADER } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { expectError, jsonOf } from '../test/app.js';
import { signedInUser, signedInUsers } from '../test/factories.js';
import {
  aggregate,
  anonymous,
  developer,
  item,
  page,
  rate,
  ratingRowCount,
  ratingsOf,
  rowsOf,
  t,
  useRatingsApp,
} from '../test/public-ratings.js';
import { floodScope } from './flood-limit.js';

/* Who may rate, vote on and report what, and the hourly limit on those writes. */

useRatingsApp();

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
