import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { errorOf, expectError, jsonOf } from '../test/app.js';
import { signedInUser, signedInUsers } from '../test/factories.js';
import {
  anonymous,
  hide,
  item,
  page,
  rate,
  ratingsOf,
  t,
  useRatingsApp,
} from '../test/public-ratings.js';

/* The list of an item's ratings, helpful votes and reports of a rating, and the API document. */

useRatingsApp();

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
    // Past the last page: nothing listed, still the count of every rating.
    expect(await page(anonymous, itemId, '?size=4&page=2')).toMatchObject({
      ratings: [],
      totalCount: 6,
    });
    expect((await page(anonymous, itemId, '?score=5&size=1&page=1')).ratings[0]?.ratingId).toBe(
      ids[0],
    );

    const viewer = await page(voters[0]!.client, itemId, '?sort=helpful&size=2');
    expect(viewer.ratings.map((entry) => entry.helpful)).toEqual([true, true]);
    expect(viewer.ratings.map((entry) => entry.helpfulCount)).toEqual([2, 1]);
    expect(viewer.mine).toBeNull();
  });

  it('shows an empty list where nothing is visible, and still the author their hidden rating', async () => {
    const itemId = await item();
    const [author, other] = await signedInUsers(t, 2);
    expect(await page(anonymous, itemId)).toMatchObject({ ratings: [], totalCount: 0, mine: null });

    const hidden = await rate(author!.client, itemId, 2, 'Too loud');
    await hide(hidden.ratingId);
    await rate(other!.client, itemId, 5, 'Lovely');
    expect((await page(anonymous, itemId, '?score=2')).ratings).toEqual([]);
    expect((await page(anonymous, itemId, '?score=3')).totalCount).toBe(0);
    const own = await page(author!.client, itemId, '?score=2');
    expect(own).toMatchObject({ ratings: [], totalCount: 0 });
    expect(own.mine?.ratingId).toBe(hidden.ratingId);
    const all = await page(anonymous, itemId);
    expect(all.totalCount).toBe(1);
    expect(all.ratings.map((entry) => entry.text)).toEqual(['Lovely']);
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
