import {
  addDays,
  type BrowserGroup,
  POLICY_ROLLOUT_DAYS,
  type PolicyRollout,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';

/** One count of companion reports: browsers of a group that ran one version of its file on a day. */
export interface PolicyReportCount {
  day: string;
  /** The file's version, as `toISOString` writes it. */
  policyVersion: string;
  reports: number;
}

/**
 * Which copy of its file a group's browsers run, from the counts of the group's reports: the
 * last full day (UTC, before `today`) with reports, or today when no earlier day has any (a
 * day still under way counts only the browsers that started so far). A version later than the
 * group's current one was never in a file of the group and is left out. Null without reports.
 */
export function summarizeRollout(
  counts: readonly PolicyReportCount[],
  currentVersion: string,
  today: string,
): PolicyRollout | null {
  const known = counts.filter((count) => count.policyVersion <= currentVersion);
  const days = [...new Set(known.map((count) => count.day))].sort();
  const day = days.filter((candidate) => candidate < today).pop() ?? days.pop();
  if (!day) return null;
  let current = 0;
  let behind = 0;
  let oldestBehind: string | null = null;
  for (const count of known) {
    if (count.day !== day) continue;
    if (count.policyVersion === currentVersion) {
      current += count.reports;
    } else {
      behind += count.reports;
      if (oldestBehind === null || count.policyVersion < oldestBehind) {
        oldestBehind = count.policyVersion;
      }
    }
  }
  return { day, reported: current + behind, current, behind, oldestBehind };
}

/**
 * The rollout of each group's file (see summarizeRollout), by group id, from the reports of
 * the last POLICY_ROLLOUT_DAYS days; a group without reports is left out.
 */
export async function loadPolicyRollouts(
  db: Db,
  groups: readonly { id: string; policyChangedAt: string }[],
  now: Date = new Date(),
): Promise<Map<string, PolicyRollout>> {
  if (groups.length === 0) return new Map();
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('group_policy_reports_daily')
    .select(['group_id', 'day', 'policy_version', 'reports'])
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .where('day', '>=', addDays(today, -POLICY_ROLLOUT_DAYS))
    .where('day', '<=', today)
    .execute();
  const byGroup = new Map<string, PolicyReportCount[]>();
  for (const row of rows) {
    const counts = byGroup.get(row.group_id) ?? [];
    counts.push({
      day: row.day,
      policyVersion: row.policy_version.toISOString(),
      reports: row.reports,
    });
    byGroup.set(row.group_id, counts);
  }
  const rollouts = new Map<string, PolicyRollout>();
  for (const group of groups) {
    const rollout = summarizeRollout(byGroup.get(group.id) ?? [], group.policyChangedAt, today);
    if (rollout) rollouts.set(group.id, rollout);
  }
  return rollouts;
}

/** The groups, each with which copy of its file its browsers run. */
export async function withRollouts(
  db: Db,
  groups: readonly Omit<BrowserGroup, 'policyRollout'>[],
): Promise<BrowserGroup[]> {
  const rollouts = await loadPolicyRollouts(db, groups);
  return groups.map((group) => ({ ...group, policyRollout: rollouts.get(group.id) ?? null }));
}

/** One group, with which copy of its file its browsers run. */
export async function withRollout(
  db: Db,
  group: Omit<BrowserGroup, 'policyRollout'>,
): Promise<BrowserGroup> {
  const rollouts = await loadPolicyRollouts(db, [group]);
  return { ...group, policyRollout: rollouts.get(group.id) ?? null };
}
