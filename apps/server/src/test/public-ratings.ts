import type { Rating, RatingPage } from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { applyToAggregate } from '../ratings/aggregate.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from './app.js';
import { createItem, type ItemOptions, signedInCreator } from './factories.js';

/*
 * The public ratings' test files share one set-up: each file opens its own app (live bindings
 * below, set by `useRatingsApp`) with a developer who owns every item the tests rate.
 */

export let t: TestApp;
export let anonymous: TestClient;
/** The developer who owns every item made by `item()`. */
export let developer: Awaited<ReturnType<typeof signedInCreator>>;

/** Opens the calling test file's app before its tests and closes it after them. */
export function useRatingsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    anonymous = new TestClient(t.app);
    developer = await signedInCreator(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
}

/** A live item of the developer's. */
export async function item(options: ItemOptions = {}): Promise<string> {
  return (await createItem(t.database.db, { creatorId: developer.creator.id, ...options })).id;
}

export const ratingsOf = (itemId: string) => `/ajax/extensions/${itemId}/ratings`;

export async function rate(client: TestClient, itemId: string, score: number, text?: string) {
  const response = await client.post(ratingsOf(itemId), { score, ...(text ? { text } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<Rating>(response);
}

export async function page(client: TestClient, itemId: string, query = ''): Promise<RatingPage> {
  const response = await client.get(`${ratingsOf(itemId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<RatingPage>(response);
}

/** The item's aggregate columns as stored. */
export async function aggregate(itemId: string) {
  return t.database.db
    .selectFrom('items')
    .select(['rating_count', 'rating_sum', 'rating_stars', 'rating_text_count'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
}

/** What the item's visible rating rows add up to. */
export async function rowsOf(itemId: string) {
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

export async function ratingRowCount(itemId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('ratings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** What an administrator's hiding does to a rating (the moderation calls do it for real). */
export async function hide(ratingId: string) {
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
