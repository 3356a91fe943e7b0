import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../apps/server/src/accounts/password.js';
import { seedLargeCatalog } from '../../apps/server/src/seed/large.js';
import { createTestApp, type TestApp } from '../../apps/server/src/test/app.js';
import {
  BENCH_DEVELOPER_PASSWORD,
  benchDeveloperEmail,
  seedBenchDevelopers,
} from './developers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedLargeCatalog(t.database.db, t.storage, 100);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('benchmark developers', () => {
  it('can sign in and each own live items of the bulk catalog', async () => {
    await seedBenchDevelopers(t.database.db, 3, 4);
    // A second run adds nothing.
    await seedBenchDevelopers(t.database.db, 3, 4);
    for (const index of [1, 2, 3]) {
      const user = await t.database.db
        .selectFrom('users')
        .innerJoin('creators', 'creators.user_id', 'users.id')
        .select(['users.password_hash', 'creators.id as creatorId'])
        .where('users.email', '=', benchDeveloperEmail(index))
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(BENCH_DEVELOPER_PASSWORD, user.password_hash)).toBe(true);
      const owned = await t.database.db
        .selectFrom('items')
        .select(['live', 'draft_listing_id'])
        .where('creator_id', '=', user.creatorId)
        .execute();
      expect(owned).toHaveLength(4);
      expect(owned.every((item) => item.live && item.draft_listing_id === null)).toBe(true);
    }
  }, 60_000);
});
