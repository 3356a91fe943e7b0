import { DEMO_CREATOR } from '@lagoon/demo-catalog';
import { sql } from 'kysely';
import { birthDateForAge } from '../../apps/server/src/accounts/age.js';
import { hashPassword } from '../../apps/server/src/accounts/password.js';
import type { Db } from '../../apps/server/src/db/database.js';
import { ensureCreator, ensureUser } from '../../apps/server/src/seed/write.js';

/** The password of every benchmark developer account; they exist only in benchmark stores. */
export const BENCH_DEVELOPER_PASSWORD = 'lagoon-bench-developer';

/** Live items each benchmark developer owns. */
export const BENCH_ITEMS_PER_DEVELOPER = 4;

/** The sign-in email of benchmark developer `index` (from 1). */
export function benchDeveloperEmail(index: number): string {
  return `bench-developer-${index}@lagoon.test`;
}

/**
 * Adds `count` developer accounts that can sign in (`benchDeveloperEmail`, the password above)
 * and hands each `itemsEach` live bulk extensions, so a benchmark can save drafts of published
 * items through the real API. The items are the least popular live ones without a draft, so
 * the lists a benchmark reads are unaffected. Running it again keeps existing accounts and
 * only hands over items an account does not have yet.
 */
export async function seedBenchDevelopers(
  db: Db,
  count: number,
  itemsEach: number,
  options: { log?: (message: string) => void } = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  const now = new Date();
  // One hash for every account: argon2 is deliberately slow.
  const passwordHash = await hashPassword(BENCH_DEVELOPER_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (let index = 1; index <= count; index++) {
      const email = benchDeveloperEmail(index);
      const userId = await ensureUser(trx, {
        email,
        passwordHash,
        nickname: `Bench Developer ${index}`,
        birthDate: birthDateForAge(30, now),
        isAdmin: false,
      });
      const creatorId = await ensureCreator(
        trx,
        userId,
        { name: `Bench Studio ${index}`, email, homepage: null },
        now,
      );
      const owned = await trx
        .selectFrom('items')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('creator_id', '=', creatorId)
        .executeTakeFirstOrThrow();
      const missing = itemsEach - owned.count;
      if (missing <= 0) continue;
      const handed = await trx
        .selectFrom('items')
        .innerJoin('creators', 'creators.id', 'items.creator_id')
        .select('items.id')
        .where('items.live', '=', true)
        .where('items.visibility', '=', 'LISTING')
        .where('items.blocked', '=', false)
        .where('items.product_type', '=', 'extension')
        .where('items.draft_listing_id', 'is', null)
        .where('creators.email', 'not like', 'bench-developer-%')
        .where('creators.email', '<>', DEMO_CREATOR.email)
        .orderBy('items.usercount')
        .orderBy('items.id')
        .limit(missing)
        .execute();
      if (handed.length === 0) continue;
      await trx
        .updateTable('items')
        .set({ creator_id: creatorId })
        .where(
          'id',
          'in',
          handed.map((row) => row.id),
        )
        .execute();
    }
  });
  log(`${count} benchmark developers (${BENCH_DEVELOPER_PASSWORD}), ${itemsEach} live items each`);
}
