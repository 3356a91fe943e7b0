import type {
  AuditAction,
  AuditArea,
  AuditEntry,
  CurationAction,
  ItemReportAction,
  RatingModerationAction,
  ReleaseAction,
  RoleAction,
  ScanRuleAuditAction,
  StagedReleaseAction,
  TokenAction,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern, itemNameLike } from '../db/name-match.js';

/**
 * Writes one line of the administrators' log (admin_actions): a curation change, an access
 * token created or revoked ("token:<id>", never its secret), a decision
 * about a visitor's rating ("rating:<id>", its item's id in details.extensionId) or report of
 * an item ("item-report:<id>", the item's id in details.extensionId), a release change such as
 * a rollback ("item:<id>", the versions in details), or a role
 * change made from the server's shell, where no account acts (actorId null).
 */
export async function recordAction(
  db: Db,
  entry: {
    actorId: string | null;
    action:
      | CurationAction
      | RoleAction
      | TokenAction
      | RatingModerationAction
      | ItemReportAction
      | ReleaseAction
      | StagedReleaseAction
      | ScanRuleAuditAction;
    target: string;
    details: Record<string, unknown>;
    reason: string | null;
  },
): Promise<{ id: number; createdAt: Date }> {
  const row = await db
    .insertInto('admin_actions')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target,
      details: JSON.stringify(entry.details),
      reason: entry.reason,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), createdAt: row.created_at };
}

export interface AuditFilter {
  q?: string | undefined;
  action?: AuditAction | undefined;
  area?: AuditArea | undefined;
  /**
   * Only what concerns this item: its reviews, the curation changes that target it and the
   * decisions about its ratings.
   */
  itemId?: string | undefined;
}

/**
 * Both logs as one relation, in the shape of a log entry: review_events (requests and
 * decisions) and admin_actions (curation changes; role changes made with `npm run admin`,
 * whose area is access; decisions about ratings, whose area is ratings). A curation change
 * aimed at one item ("item:<id>") and a decision about one of an item's ratings ("rating:<id>"
 * with the item in details.extensionId) carry that item's id, so they join, search and filter
 * like a review.
 */
function logEntries(db: Db) {
  const reviews = db
    .selectFrom('review_events as e')
    .select([
      sql<AuditArea>`'review'::text`.as('area'),
      sql<string>`e.id::text`.as('source_id'),
      sql<number>`e.id`.as('sort_id'),
      sql<AuditAction>`e.action`.as('action'),
      sql<string | null>`e.item_id`.as('item_id'),
      sql<string | null>`null::text`.as('target'),
      sql<Record<string, unknown> | null>`null::jsonb`.as('details'),
      sql<string[]>`e.guidelines`.as('guidelines'),
      sql<string | null>`e.message`.as('message'),
      sql<string | null>`e.actor_id`.as('actor_id'),
      sql<Date>`e.created_at`.as('created_at'),
    ]);
  const changes = db.selectFrom('admin_actions as a').select([
    sql<AuditArea>`case when a.action like 'role.%' or a.action like 'token.%' then 'access'
        when a.action like 'rating.%' then 'ratings'
        when a.action like 'report.%' then 'reports'
        when a.action like 'release.%' then 'releases'
        when a.action like 'scan-rule.%' then 'scans' else 'curation' end`.as('area'),
    sql<string>`a.id::text`.as('source_id'),
    sql<number>`a.id`.as('sort_id'),
    sql<AuditAction>`a.action`.as('action'),
    // char(32) like review_events.item_id, so the join below can use the items' key.
    sql<string | null>`case when a.target ~ '^item:[a-p]{32}$'
        then substr(a.target, 6)::char(32)
        when (a.action like 'rating.%' or a.action like 'report.%')
          and a.details->>'extensionId' ~ '^[a-p]{32}$'
        then (a.details->>'extensionId')::char(32) end`.as('item_id'),
    sql<string | null>`a.target`.as('target'),
    sql<Record<string, unknown> | null>`a.details`.as('details'),
    sql<string[]>`'{}'::text[]`.as('guidelines'),
    sql<string | null>`a.reason`.as('message'),
    sql<string | null>`a.actor_id`.as('actor_id'),
    sql<Date>`a.created_at`.as('created_at'),
  ]);
  return reviews.unionAll(changes);
}

/**
 * One page of the accountability log, newest first (ties by source and id, so paging never
 * repeats or skips an entry), with the count of every entry that matches.
 */
export async function loadAuditLog(
  db: Db,
  filter: AuditFilter,
  offset: number,
  size: number,
): Promise<{ totalCount: number; items: AuditEntry[] }> {
  let query = db
    .selectFrom(logEntries(db).as('x'))
    .leftJoin('users as u', 'u.id', 'x.actor_id')
    // A left join: entries about items deleted since stay in the log.
    .leftJoin('items as i', 'i.id', 'x.item_id');
  if (filter.area) query = query.where('x.area', '=', filter.area);
  if (filter.action) query = query.where('x.action', '=', filter.action);
  if (filter.itemId) query = query.where('x.item_id', '=', filter.itemId);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(x.item_id)`, 'like', pattern),
        eb(sql`lower(coalesce(x.message, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(x.target, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(x.details::text, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(u.email, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(u.nickname, ''))`, 'like', pattern),
        itemNameLike(pattern),
      ]),
    );
  }
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'x.area',
      'x.source_id',
      'x.action',
      'x.item_id',
      'x.target',
      'x.details',
      'x.guidelines',
      'x.message',
      'x.created_at',
      'u.nickname',
      'u.email',
      (eb) =>
        eb
          .selectFrom('localizations as l')
          .select('l.name')
          .whereRef('l.listing_id', '=', sql`coalesce(i.published_listing_id, i.draft_listing_id)`)
          .orderBy(sql`l.locale = 'en'`, 'desc')
          .orderBy('l.locale')
          .limit(1)
          .as('item_name'),
    ])
    .orderBy('x.created_at', 'desc')
    .orderBy('x.area', 'desc')
    .orderBy('x.sort_id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return {
    totalCount: Number(total.n),
    items: rows.map((row) => ({
      id: `${row.area}-${row.source_id}`,
      area: row.area,
      action: row.action,
      extensionId: row.item_id,
      itemName: row.item_name ?? null,
      target: row.target,
      actor: row.nickname ? `${row.nickname} <${row.email}>` : null,
      guidelines: row.guidelines,
      message: row.message,
      details: row.details,
      createAt: row.created_at.toISOString(),
    })),
  };
}
