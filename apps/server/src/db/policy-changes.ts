import type { Db } from './database.js';

/**
 * When anything the managed-browser policy says last changed: an install policy, a block or its
 * end, the companion's id. Kept here, below the item lifecycle and distribution, because both
 * record changes and distribution reads them.
 */

/** Settings row holding when anything the managed-browser policy says last changed. */
const POLICY_CHANGED_SETTING = 'policy_changed_at';

/** Records that the policy changed now: an install policy, a block, the companion's id. */
export async function touchPolicy(db: Db): Promise<void> {
  const now = JSON.stringify(new Date().toISOString());
  await db
    .insertInto('settings')
    .values({ key: POLICY_CHANGED_SETTING, value: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: now }))
    .execute();
}

/** When the policy last changed; null before anything was ever recorded. */
export async function policyChangedAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', POLICY_CHANGED_SETTING)
    .executeTakeFirst();
  return typeof row?.value === 'string' ? row.value : null;
}
