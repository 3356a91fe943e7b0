import { errorMessage, RATING_TEXT_MAX, type RatingPage } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { errorOf, expectError, jsonOf, testBackend } from '../test/app.js';
import { signedInUser, signedInUsers } from '../test/factories.js';
import {
  aggregate,
  anonymous,
  developer,
  hide,
  item,
  page,
  rate,
  ratingRowCount,
  ratingsOf,
  rowsOf,
  t,
  useRatingsApp,
} from '../test/public-ratings.js';

/* A visitor's own rating: writing, deleting and rating again, bad input, many at once. */

useRatingsApp();

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
      // The headline is the refused field's own words, in Korean.
      expect(errorOf(response).message).toBe(errorOf(response).fields?.[0]?.message);
      expect(errorOf(response).message).not.toBe(errorMessage('INVALID_REQUEST', 'ko'));
      expect(errorOf(response).message).toMatch(/[가-힣]/);
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
