import {
  type ApiErrorBody,
  addDays,
  type ItemUsage,
  type Rating,
  USAGE_RANGE_MAX_DAYS,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { publishedExtension, signedInDeveloper } from '../test/update-checks.js';

/*
 * The developer's usage call: the ratings per day beside the counts, only for the item's owner,
 * and only for ranges of calendar days it can answer. What the counts count is tested in
 * update-check-counts.test.ts.
 */

/** An id no item has. */
const UNKNOWN = 'p'.repeat(32);

let t: TestApp;
let admin: TestClient;
/** The developer of `item` and `sibling`. */
let owner: TestClient;
let item: string;
let sibling: string;
let stranger: TestClient;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  const adminUser = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, adminUser.id);
  owner = await signedInDeveloper(t);
  stranger = await signedInDeveloper(t);
  item = await publishedExtension(t, admin, owner);
  sibling = await publishedExtension(t, admin, owner);
});
afterAll(async () => t.close());

function usageOf(client: TestClient, id: string, query = '') {
  return client.get(`/creator/api/extensions/${id}/usage${query}`);
}

describe('GET /creator/api/extensions/{id}/usage', () => {
  it("answers the item's ratings per day with their average, and the rating visitors see", async () => {
    const scores = [5, 4, 2];
    const ratingIds: string[] = [];
    for (const score of scores) {
      const user = await createUser(t.database.db);
      const visitor = new TestClient(t.app);
      await signIn(t.database.db, visitor, user.id);
      const rated = await visitor.post(`/ajax/extensions/${sibling}/ratings`, { score });
      expect(rated.statusCode, rated.body).toBe(201);
      ratingIds.push(jsonOf<Rating>(rated).ratingId);
    }
    // The first was given yesterday; the last is hidden by an administrator.
    await sql`update ratings set created_at = created_at - interval '1 day'
      where id = ${Number(ratingIds[0])}`.execute(t.database.db);
    expect((await admin.post(`/admin/api/ratings/${ratingIds[2]}/hide`, {})).statusCode).toBe(200);

    const response = await usageOf(owner, sibling, '?hl=ko');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const usage = jsonOf<ItemUsage>(response);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage).toMatchObject({
      extensionId: sibling,
      name: '페이퍼 트레일',
      productType: 'extension',
      to: today,
      from: addDays(today, -29),
      today,
      rating: { count: 2, average: 4.5 },
    });
    expect(usage.icon).toMatch(/^\/files\//);
    expect(usage.days).toHaveLength(30);
    expect(usage.days.at(-2)).toMatchObject({
      day: addDays(today, -1),
      ratings: 1,
      ratingAverage: 5,
    });
    expect(usage.days.at(-1)).toMatchObject({ day: today, ratings: 1, ratingAverage: 4 });
    expect(usage.days.at(0)).toMatchObject({ ratings: 0, ratingAverage: null });
  });

  it("is the owner's alone: another developer, a visitor and a signed-out caller are refused", async () => {
    const foreign = await usageOf(stranger, item);
    expect(foreign.statusCode).toBe(404);
    expect(jsonOf<ApiErrorBody>(foreign).error.code).toBe('EXTENSION_NOT_FOUND');
    const plain = new TestClient(t.app);
    await signIn(t.database.db, plain, (await createUser(t.database.db)).id);
    expect(jsonOf<ApiErrorBody>(await usageOf(plain, item)).error.code).toBe('NOT_A_CREATOR');
    const anonymous = await usageOf(new TestClient(t.app), item);
    expect(anonymous.statusCode).toBe(401);
    expect(jsonOf<ApiErrorBody>(anonymous).error.code).toBe('LOGIN_REQUIRED');
    // An id that is no item at all answers the same as another developer's.
    expect(jsonOf<ApiErrorBody>(await usageOf(owner, UNKNOWN)).error.code).toBe(
      'EXTENSION_NOT_FOUND',
    );
  });

  it('refuses ranges that are not ranges of calendar days, or too long, with 400 and a code', async () => {
    const cases: [string, string][] = [
      ['?from=2026-03-10&to=2026-03-01', 'USAGE_RANGE_INVALID'],
      ['?from=2026-02-30&to=2026-03-01', 'USAGE_RANGE_INVALID'],
      ['?from=yesterday', 'USAGE_RANGE_INVALID'],
      ['?to=2026-13-01', 'USAGE_RANGE_INVALID'],
      [`?from=${'9'.repeat(41)}`, 'INVALID_REQUEST'],
      ['?from=2025-01-01&to=2026-01-01', 'USAGE_RANGE_TOO_LONG'],
    ];
    for (const [query, code] of cases) {
      const response = await usageOf(owner, item, query);
      expect(response.statusCode, query).toBe(400);
      expect(jsonOf<ApiErrorBody>(response).error.code, query).toBe(code);
    }
    const korean = await t.app.inject({
      url: `/creator/api/extensions/${item}/usage?from=2025-01-01&to=2026-01-01&hl=ko`,
      headers: { cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(jsonOf<ApiErrorBody>(korean).error.message).toContain('365일');
    const longest = await usageOf(owner, item, '?from=2025-01-02&to=2026-01-01');
    expect(longest.statusCode).toBe(200);
    expect(jsonOf<ItemUsage>(longest).days).toHaveLength(USAGE_RANGE_MAX_DAYS);
  });
});
