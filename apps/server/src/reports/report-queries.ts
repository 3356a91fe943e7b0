import {
  ITEM_REPORT_QUEUE_MAX,
  type ItemReportEntry,
  type ItemReportState,
  type Language,
  type ProductType,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { itemNameColumn } from '../ratings/moderation-queries.js';

/** A report's id as a query parameter: the address's decimal text, compared as a bigint. */
export function reportIdValue(reportId: string) {
  return sql<number>`${reportId}::bigint`;
}

/** Which reports to load: a view of the queue, or one report by id. */
export type ItemReportSelection = { state: ItemReportState } | { reportId: string };

/** How many reports of the report `r`'s item are open. */
const openReportCount = sql<number>`(select count(*)::int from item_reports o
  where o.item_id = r.item_id and o.closed_at is null)`;

/**
 * Reports as administrators see them, with the item (its name in the interface language, kind
 * and block) and the reporter's public name. `open`: the oldest report first, so none waits
 * for ever. `closed`: the most recently closed first, so a mistake is found quickly. Each view
 * answers at most ITEM_REPORT_QUEUE_MAX reports.
 */
export async function loadItemReports(
  db: Db,
  selection: ItemReportSelection,
  language: Language,
): Promise<ItemReportEntry[]> {
  let query = db
    .selectFrom('item_reports as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .leftJoin('users as c', 'c.id', 'r.closed_by')
    .select([
      'r.id',
      'r.item_id',
      'r.reason',
      'r.text',
      'r.created_at',
      'r.closed_at',
      'r.resolution',
      'r.note',
      'i.product_type',
      'i.blocked',
      'u.nickname as reporter',
      'c.nickname as closer',
      itemNameColumn(language),
      openReportCount.as('open_count'),
    ]);
  if ('reportId' in selection) {
    query = query.where('r.id', '=', reportIdValue(selection.reportId));
  } else if (selection.state === 'open') {
    query = query
      .where('r.closed_at', 'is', null)
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc');
  } else {
    query = query
      .where('r.closed_at', 'is not', null)
      .orderBy('r.closed_at', 'desc')
      .orderBy('r.id', 'desc');
  }
  const rows = await query.limit(ITEM_REPORT_QUEUE_MAX).execute();
  return rows.map(
    (row): ItemReportEntry => ({
      reportId: String(row.id),
      extensionId: row.item_id,
      itemName: row.item_name ?? '',
      productType: row.product_type as ProductType,
      itemBlocked: row.blocked,
      reason: row.reason,
      text: row.text,
      reporter: row.reporter,
      createAt: new Date(row.created_at).toISOString(),
      openReportCount: Number(row.open_count),
      state: row.closed_at === null ? 'open' : 'closed',
      resolution: row.resolution,
      closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
      closedBy: row.closer ?? null,
      note: row.note,
    }),
  );
}
