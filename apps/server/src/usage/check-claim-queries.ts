import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * What a claim counts: the check itself, a roll-call's active installation, a new install, or
 * (`report`, written by addReportedInstalls) a companion's report of the item from the address.
 */
export type ClaimKind = 'check' | 'active' | 'new' | 'report';

/** One update check to be counted unless its claim was counted already. */
export interface CheckClaim {
  /** The calendar day (UTC, YYYY-MM-DD) it counts under. */
  day: string;
  /** The salted hash of the client address, the item and the kind (hex). */
  digest: string;
  itemId: string;
  kind: ClaimKind;
  /**
   * For a roll-call (`active`): the digest a companion's report of the item from the same
   * address makes that day. A roll-call counts no installation the report counted already.
   */
  report?: string;
}

/** A companion's report of one item from one address, as claims (hex digests). */
export interface ReportClaim {
  itemId: string;
  /** The report's own claim (kind `report`). */
  report: string;
  /** The claim a roll-call for the item from the same address makes (kind `active`). */
  active: string;
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
      report: claim.report ?? null,
    })),
  );
  await sql`with claims as (
      select v.day, decode(v.digest, 'hex') as digest, v.item_id, v.kind,
        decode(v.report, 'hex') as report
      from jsonb_to_recordset(${rows}::jsonb)
        as v(day date, digest text, item_id char(32), kind text, report text)
      join items i on i.id = v.item_id
    ), counted as (
      insert into update_check_claims (day, digest)
      select day, digest from claims order by day, digest
      on conflict (day, digest) do nothing
      returning day, digest
    )
    insert into item_usage_daily (item_id, day, active_installs, new_installs, update_checks)
    select c.item_id, c.day,
      (count(*) filter (where c.kind = 'active' and not exists (
        select 1 from update_check_claims r where r.day = c.day and r.digest = c.report
      )))::integer,
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

/**
 * Counts a companion's report of these items from one address under `day`, in one statement:
 * one active installation per item, as the companion counts browsers (two behind one address
 * count two), except the address's first report of an item that day when a roll-call from the
 * address already counted it (one browser that sends both counts once). The report's claim
 * marks the first report, and tells later roll-calls from the address (addClaimedChecks) that
 * the installation is counted. Ids that name no item are dropped; rows are written in id order.
 */
export async function addReportedInstalls(
  db: Db,
  day: string,
  reports: readonly ReportClaim[],
): Promise<void> {
  if (reports.length === 0) return;
  const rows = JSON.stringify(
    reports.map((entry) => ({ item_id: entry.itemId, report: entry.report, active: entry.active })),
  );
  await sql`with reports as (
      select v.item_id, decode(v.report, 'hex') as report, decode(v.active, 'hex') as active
      from jsonb_to_recordset(${rows}::jsonb) as v(item_id char(32), report text, active text)
      join items i on i.id = v.item_id
    ), first as (
      insert into update_check_claims (day, digest)
      select ${day}::date, report from reports order by report
      on conflict (day, digest) do nothing
      returning digest
    )
    insert into item_usage_daily (item_id, day, active_installs, new_installs, update_checks)
    select r.item_id, ${day}::date, 1, 0, 0
    from reports r
    where not (
      r.report in (select digest from first)
      and exists (
        select 1 from update_check_claims a where a.day = ${day}::date and a.digest = r.active
      )
    )
    order by r.item_id
    on conflict (item_id, day) do update set
      active_installs = item_usage_daily.active_installs + excluded.active_installs`.execute(db);
}

/** Deletes the claims and salts of days before `day`; the counts stay. */
export async function expireClaimsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('update_check_claims').where('day', '<', day).execute();
  await db.deleteFrom('usage_day_salts').where('day', '<', day).execute();
}
