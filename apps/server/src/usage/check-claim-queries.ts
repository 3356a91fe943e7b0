import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What a claim counts: the check itself, a roll-call's active installation, a new install. */
export type ClaimKind = 'check' | 'active' | 'new';

/** One update check to be counted unless its claim was counted already. */
export interface CheckClaim {
  /** The calendar day (UTC, YYYY-MM-DD) it counts under. */
  day: string;
  /** The salted hash of the client address, the item and the kind (hex). */
  digest: string;
  itemId: string;
  kind: ClaimKind;
}

/**
 * The salt of a day's claims, shared by every server: the first server to ask draws it at
 * random, the others read it.
 */
export async function loadDaySalt(db: Db, day: string): Promise<Buffer> {
  await db
    .insertInto('usage_day_salts')
    .values({ day, salt: randomBytes(16) })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('usage_day_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.salt);
}

/**
 * Counts the claims not counted before, in one statement: each claim of an existing item is
 * inserted unless its day already has it (by this server's last batch or another server's),
 * and only the claims inserted now add to `item_usage_daily`. The claims are inserted in key
 * order and the counts in item order, so two servers writing at once never wait on each other
 * in opposite orders; a claim another server is inserting makes this one wait for its commit,
 * then count nothing for it.
 */
export async function addClaimedChecks(db: Db, claims: readonly CheckClaim[]): Promise<void> {
  if (claims.length === 0) return;
  const rows = JSON.stringify(
    claims.map((claim) => ({
      day: claim.day,
      digest: claim.digest,
      item_id: claim.itemId,
      kind: claim.kind,
    })),
  );
  await sql`with claims as (
      select v.day, decode(v.digest, 'hex') as digest, v.item_id, v.kind
      from jsonb_to_recordset(${rows}::jsonb)
        as v(day date, digest text, item_id char(32), kind text)
      join items i on i.id = v.item_id
    ), counted as (
      insert into update_check_claims (day, digest)
      select day, digest from claims order by day, digest
      on conflict (day, digest) do nothing
      returning day, digest
    )
    insert into item_usage_daily (item_id, day, active_installs, new_installs, update_checks)
    select c.item_id, c.day,
      (count(*) filter (where c.kind = 'active'))::integer,
      (count(*) filter (where c.kind = 'new'))::integer,
      (count(*) filter (where c.kind = 'check'))::integer
    from counted n join claims c on c.day = n.day and c.digest = n.digest
    group by c.item_id, c.day
    order by c.item_id, c.day
    on conflict (item_id, day) do update set
      active_installs = item_usage_daily.active_installs + excluded.active_installs,
      new_installs = item_usage_daily.new_installs + excluded.new_installs,
      update_checks = item_usage_daily.update_checks + excluded.update_checks`.execute(db);
}

/** Deletes the claims and salts of days before `day`; the counts stay. */
export async function expireClaimsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('update_check_claims').where('day', '<', day).execute();
  await db.deleteFrom('usage_day_salts').where('day', '<', day).execute();
}
