import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { usageDayOf } from './usage-day.js';

/** What a companion report says of its browser's policy file: the group and the file's version. */
export interface PolicyReport {
  groupId: string;
  /** The group's policyChangedAt when the file was made (the contract's PolicyVersion). */
  policyVersion: string;
}

/**
 * Adds one browser to the day's count of its group and policy file version, in one statement:
 * a group the store does not have (deleted, or never one of its groups) is dropped by the join
 * with `browser_groups`, as an id naming no item is in the usage counts. The companion sends the
 * group with its first report of the day only, so each browser counts once a day. Nothing of
 * the sender is kept: the row is a count per group, version and day.
 */
export async function recordPolicyReport(
  db: Db,
  report: PolicyReport,
  now: Date = new Date(),
): Promise<void> {
  await sql`insert into group_policy_reports_daily (group_id, day, policy_version, reports)
    select g.id, ${usageDayOf(now)}::date, ${report.policyVersion}::timestamptz, 1
    from browser_groups g
    where g.id = ${report.groupId.toLowerCase()}::uuid
    on conflict (group_id, day, policy_version) do update set
      reports = group_policy_reports_daily.reports + 1`.execute(db);
}
