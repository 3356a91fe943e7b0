import {
  SCAN_MATCHES_SHOWN_MAX,
  type ScanHunt,
  type ScanMatch,
  type ScanRule,
  type ScanRuleAction,
  type ScanRuleSeverity,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ScanRuleRow } from '../db/schema.js';

/** Reading scan rules, their matches and a case's holds. */

/** A rule's retro-hunt as the console shows it. */
function presentHunt(row: ScanRuleRow): ScanHunt {
  const state = !row.hunt_started_at ? 'idle' : row.hunt_finished_at ? 'done' : 'running';
  return {
    state,
    scanned: Number(row.hunt_scanned),
    total: Number(row.hunt_total),
    startedAt: row.hunt_started_at?.toISOString() ?? null,
    finishedAt: row.hunt_finished_at?.toISOString() ?? null,
  };
}

export function presentRule(row: ScanRuleRow, matchCount: number): ScanRule {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    severity: row.severity as ScanRuleSeverity,
    match: {
      kind: row.match_kind as ScanRule['match']['kind'],
      target: row.match_target as ScanRule['match']['target'],
      pattern: row.pattern,
    },
    action: row.action as ScanRuleAction,
    enabled: row.enabled,
    starter: row.starter,
    matchCount,
    hunt: presentHunt(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function findRule(db: Db, ruleId: string): Promise<ScanRuleRow | undefined> {
  return db.selectFrom('scan_rules').selectAll().where('id', '=', ruleId).executeTakeFirst();
}

/** Every rule, by severity (critical first), then name, with its matches not cleared. */
export async function loadRules(db: Db): Promise<ScanRule[]> {
  const rows = await db.selectFrom('scan_rules').selectAll().orderBy('name').execute();
  const counts = await matchCounts(db);
  const rank = { critical: 0, high: 1, medium: 2, low: 3 } as Record<string, number>;
  return rows
    .sort((a, b) => (rank[a.severity] ?? 9) - (rank[b.severity] ?? 9))
    .map((row) => presentRule(row, counts.get(row.id) ?? 0));
}

export async function countRules(db: Db): Promise<number> {
  const row = await db
    .selectFrom('scan_rules')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function matchCounts(db: Db, ruleId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('scan_matches')
    .select(['rule_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('cleared_at', 'is', null)
    .groupBy('rule_id');
  if (ruleId) query = query.where('rule_id', '=', ruleId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.rule_id, Number(row.count)]));
}

export async function matchCountOf(db: Db, ruleId: string): Promise<number> {
  return (await matchCounts(db, ruleId)).get(ruleId) ?? 0;
}

/** Matches with their rule, item and version, newest first; `where` narrows them. */
function matchQuery(db: Db) {
  return db
    .selectFrom('scan_matches as m')
    .innerJoin('scan_rules as r', 'r.id', 'm.rule_id')
    .innerJoin('packages as p', 'p.id', 'm.package_id')
    .leftJoin('users as u', 'u.id', 'm.cleared_by')
    .select([
      'm.id',
      'm.rule_id',
      'r.name as rule_name',
      'r.severity',
      'r.action',
      'm.item_id',
      'm.package_id',
      'p.version',
      'm.file_path',
      'm.line',
      'm.excerpt',
      'm.timed_out',
      'm.source',
      'm.found_at',
      'm.cleared_at',
      'u.email as cleared_by',
      sql<string | null>`(select l.name from localizations l
          join items i on i.id = m.item_id
          where l.listing_id = coalesce(i.published_listing_id, i.draft_listing_id)
          order by l.locale limit 1)`.as('item_name'),
    ])
    .orderBy('m.found_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(SCAN_MATCHES_SHOWN_MAX);
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>['execute']>>[number];

function presentMatch(row: MatchRow): ScanMatch {
  return {
    id: String(row.id),
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    severity: row.severity as ScanRuleSeverity,
    action: row.action as ScanRuleAction,
    extensionId: row.item_id.trim(),
    itemName: row.item_name,
    packageId: Number(row.package_id),
    version: row.version,
    file: row.file_path === '' ? null : row.file_path,
    line: row.line,
    excerpt: row.excerpt,
    timedOut: row.timed_out,
    source: row.source as ScanMatch['source'],
    foundAt: row.found_at.toISOString(),
    clearedAt: row.cleared_at?.toISOString() ?? null,
    clearedBy: row.cleared_by ?? null,
  };
}

export async function loadRuleMatches(db: Db, ruleId: string): Promise<ScanMatch[]> {
  const rows = await matchQuery(db).where('m.rule_id', '=', ruleId).execute();
  return rows.map(presentMatch);
}

/** The package an item's review is about: its draft's, else its live one. */
export async function submittedPackageId(db: Db, itemId: string): Promise<number | null> {
  const row = await db
    .selectFrom('items as i')
    .leftJoin('listings as d', 'd.id', 'i.draft_listing_id')
    .leftJoin('listings as p', 'p.id', 'i.published_listing_id')
    .select(['d.package_id as draft', 'p.package_id as live'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  const id = row?.draft ?? row?.live ?? null;
  return id === null ? null : Number(id);
}

/** The matches of an item's submitted package. */
export async function loadCaseMatches(db: Db, itemId: string): Promise<ScanMatch[]> {
  const packageId = await submittedPackageId(db, itemId);
  if (packageId === null) return [];
  const rows = await matchQuery(db).where('m.package_id', '=', packageId).execute();
  return rows.map(presentMatch);
}

/** Whether a match not cleared, of a rule that holds or blocks, is on a case's package. */
export function isHeld(matches: readonly ScanMatch[]): boolean {
  return matches.some((match) => match.clearedAt === null && match.action !== 'flag');
}

/**
 * For the review queue: per item, the submitted package's matches not cleared and whether
 * one holds it, or the rules could not run on it (held until they do, before approval).
 */
export async function queueScanSummary(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, { count: number; held: boolean }>> {
  const found = new Map<string, { count: number; held: boolean }>();
  if (itemIds.length === 0) return found;
  const rows = await db
    .selectFrom('scan_matches as m')
    .innerJoin('scan_rules as r', 'r.id', 'm.rule_id')
    .innerJoin('items as i', 'i.id', 'm.item_id')
    .innerJoin('listings as d', 'd.id', 'i.draft_listing_id')
    .select(['m.item_id', 'r.action'])
    .whereRef('d.package_id', '=', 'm.package_id')
    .where('m.cleared_at', 'is', null)
    .where('m.item_id', 'in', itemIds)
    .execute();
  for (const row of rows) {
    const id = row.item_id.trim();
    const entry = found.get(id) ?? { count: 0, held: false };
    entry.count++;
    if (row.action !== 'flag') entry.held = true;
    found.set(id, entry);
  }
  const unscanned = await db
    .selectFrom('items as i')
    .innerJoin('listings as d', 'd.id', 'i.draft_listing_id')
    .innerJoin('packages as p', 'p.id', 'd.package_id')
    .select('i.id')
    .where('p.rules_scan_failed_at', 'is not', null)
    .where('i.id', 'in', itemIds)
    .execute();
  for (const row of unscanned) {
    const id = row.id.trim();
    found.set(id, { count: found.get(id)?.count ?? 0, held: true });
  }
  return found;
}
