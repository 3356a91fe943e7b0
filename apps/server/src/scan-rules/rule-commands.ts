import {
  SCAN_RULES_MAX,
  type ScanRuleInput,
  type ScanRuleMatch,
  type ScanRulePatch,
  scanPatternProblem,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import type { ScanRuleRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { countRules, findRule } from './rule-queries.js';

/** Administrators' changes to scan rules, each recorded in the administrators' log. */

function assertPattern(match: ScanRuleMatch): void {
  const problem = scanPatternProblem(match);
  if (problem) throw new AppError(problem);
}

function ruleSummary(row: ScanRuleRow) {
  return {
    name: row.name,
    severity: row.severity,
    match: { kind: row.match_kind, target: row.match_target, pattern: row.pattern },
    action: row.action,
    enabled: row.enabled,
  };
}

/**
 * Resets a rule's retro-hunt to read every package stored now, from the first; the runner
 * (retro-hunt.ts) takes it from there. Packages stored later are scanned on upload.
 */
export async function startHunt(db: Db, ruleId: string): Promise<void> {
  await db
    .updateTable('scan_rules')
    .set({
      hunt_started_at: sql<Date>`date_trunc('milliseconds', now())`,
      hunt_finished_at: null,
      hunt_scanned: 0,
      hunt_cursor: 0,
      hunt_until: sql<number>`(select coalesce(max(id), 0) from packages)`,
      hunt_total: sql<number>`(select count(*) from packages)`,
      hunt_lease_until: null,
    })
    .where('id', '=', ruleId)
    .execute();
}

/** Creates a rule (SCAN_RULE_TOO_MANY past SCAN_RULES_MAX); an enabled one starts a hunt. */
export async function createRule(db: Db, actorId: string, input: ScanRuleInput): Promise<string> {
  assertPattern(input.match);
  return db.transaction().execute(async (trx) => {
    if ((await countRules(trx)) >= SCAN_RULES_MAX) throw new AppError('SCAN_RULE_TOO_MANY');
    const row = await trx
      .insertInto('scan_rules')
      .values({
        name: input.name,
        description: input.description,
        severity: input.severity,
        match_kind: input.match.kind,
        match_target: input.match.target,
        pattern: input.match.pattern,
        action: input.action,
        enabled: input.enabled,
        created_by: actorId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.enabled) await startHunt(trx, row.id);
    await recordAction(trx, {
      actorId,
      action: 'scan-rule.create',
      target: `scan-rule:${row.id}`,
      details: ruleSummary(row),
      reason: null,
    });
    return row.id;
  });
}

/**
 * Changes a rule. A new match drops what the old one found (it no longer says anything) and,
 * like enabling a rule, starts its hunt again; `hunt: true` starts one without a change.
 */
export async function updateRule(
  db: Db,
  actorId: string,
  ruleId: string,
  patch: ScanRulePatch & { hunt?: boolean | undefined },
): Promise<void> {
  if (patch.match) assertPattern(patch.match);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('scan_rules')
      .selectAll()
      .where('id', '=', ruleId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('SCAN_RULE_NOT_FOUND');
    const match = patch.match;
    const matchChanged =
      !!match &&
      (match.kind !== before.match_kind ||
        match.target !== before.match_target ||
        match.pattern !== before.pattern);
    const after = await trx
      .updateTable('scan_rules')
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.severity !== undefined && { severity: patch.severity }),
        ...(patch.action !== undefined && { action: patch.action }),
        ...(patch.enabled !== undefined && { enabled: patch.enabled }),
        ...(match && {
          match_kind: match.kind,
          match_target: match.target,
          pattern: match.pattern,
        }),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', ruleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (matchChanged) await trx.deleteFrom('scan_matches').where('rule_id', '=', ruleId).execute();
    const enabledNow = after.enabled && !before.enabled;
    if (after.enabled && (matchChanged || enabledNow || patch.hunt)) await startHunt(trx, ruleId);
    if (!after.enabled) {
      // A disabled rule stops hunting; what it found stays until it is deleted or changed.
      await trx
        .updateTable('scan_rules')
        .set({ hunt_finished_at: sql<Date>`coalesce(hunt_finished_at, now())` })
        .where('id', '=', ruleId)
        .where('hunt_started_at', 'is not', null)
        .execute();
    }
    await recordAction(trx, {
      actorId,
      action: 'scan-rule.change',
      target: `scan-rule:${ruleId}`,
      details: { before: ruleSummary(before), after: ruleSummary(after) },
      reason: null,
    });
  });
}

/** Deletes a rule and what it found. */
export async function deleteRule(db: Db, actorId: string, ruleId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findRule(trx, ruleId);
    if (!row) throw new AppError('SCAN_RULE_NOT_FOUND');
    await trx.deleteFrom('scan_rules').where('id', '=', ruleId).execute();
    await recordAction(trx, {
      actorId,
      action: 'scan-rule.delete',
      target: `scan-rule:${ruleId}`,
      details: ruleSummary(row),
      reason: null,
    });
  });
}

/**
 * Clears the matches on an item's package so that it can be approved: the administrator
 * overrides the hold with a reason, which the log keeps. Answers how many were cleared.
 */
export async function clearPackageMatches(
  db: Db,
  actorId: string,
  itemId: string,
  packageId: number,
  reason: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cleared = await trx
      .updateTable('scan_matches')
      .set({ cleared_at: sql<Date>`now()`, cleared_by: actorId })
      .where('package_id', '=', packageId)
      .where('cleared_at', 'is', null)
      .returning(['id', 'rule_id'])
      .execute();
    if (cleared.length > 0) {
      await recordAction(trx, {
        actorId,
        action: 'scan-rule.clear',
        target: `item:${itemId}`,
        details: {
          packageId,
          matches: cleared.length,
          rules: [...new Set(cleared.map((m) => m.rule_id))],
        },
        reason,
      });
    }
    return cleared.length;
  });
}
