import type { Language, RatingReport, ReportedRating } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { presentRating, ratingRows } from './present.js';

/** The longest queue one call answers: the oldest reports first, so nothing waits for ever. */
export const REPORT_QUEUE_MAX = 100;

/** A rating's id as a query parameter: the address's decimal text, compared as a bigint. */
export function ratingIdValue(ratingId: string) {
  return sql<number>`${ratingId}::bigint`;
}

/** The item's listing the screens name it by: the published one, else the draft. */
const shownListing = sql<number>`coalesce(i.published_listing_id, i.draft_listing_id)`;

/**
 * The item's name in the interface language (else its English, else any), for queries built
 * on ratingRows (where the item is `i`).
 */
export function itemNameColumn(language: Language) {
  return sql<string | null>`(select l.name from localizations l
    where l.listing_id = ${shownListing}
    order by l.locale = ${language} desc, split_part(l.locale, '_', 1) = ${language} desc,
      l.locale like 'en%' desc, l.locale
    limit 1)`.as('item_name');
}

/** The storage key of the item's icon, or a wallpaper's thumbnail, for queries on ratingRows. */
export function itemIconColumn() {
  return sql<string | null>`(select coalesce(m.derivatives->>'thumb', m.file_key) from media m
    where m.listing_id = ${shownListing} and m.kind in ('icon', 'theme')
    order by m.kind = 'icon' desc, m.position
    limit 1)`.as('item_icon');
}

/** When the oldest open report of the rating `r` arrived; null when none is open. */
const oldestOpenReport = sql<Date | null>`(select min(p.created_at) from rating_reports p
  where p.rating_id = r.id and p.resolved_at is null)`;

export type ReportQueueState = 'open' | 'hidden';

/** Which ratings to load: a queue, or one rating by id. */
export type ReportedRatingSelection = { state: ReportQueueState } | { ratingId: string };

/**
 * Reported ratings as administrators see them. `open`: ratings with open reports, the one
 * whose oldest open report came first leading. `hidden`: hidden ratings, the most recently
 * hidden first, so a mistake is found and restored quickly. Each comes with the reports behind
 * its state: the open ones, and for a hidden rating also those resolved by hiding it.
 */
export async function loadReportedRatings(
  db: Db,
  selection: ReportedRatingSelection,
  viewerId: string,
  language: Language,
): Promise<ReportedRating[]> {
  let query = ratingRows(db, viewerId).select([
    itemNameColumn(language),
    oldestOpenReport.as('open_reported_at'),
  ]);
  if ('ratingId' in selection) {
    query = query.where('r.id', '=', ratingIdValue(selection.ratingId));
  } else if (selection.state === 'open') {
    query = query
      .where(sql<boolean>`exists (select 1 from rating_reports p
        where p.rating_id = r.id and p.resolved_at is null)`)
      .orderBy(oldestOpenReport, 'asc')
      .orderBy('r.id', 'asc');
  } else {
    query = query
      .where('r.hidden_at', 'is not', null)
      .orderBy('r.hidden_at', 'desc')
      .orderBy('r.id', 'desc');
  }
  const rows = await query.limit(REPORT_QUEUE_MAX).execute();
  if (rows.length === 0) return [];

  const reports = await db
    .selectFrom('rating_reports as p')
    .innerJoin('users as u', 'u.id', 'p.reporter_id')
    .select([
      'p.rating_id',
      'p.reason',
      'p.text',
      'p.created_at',
      'p.resolved_at',
      'p.resolution',
      'u.nickname',
    ])
    .where(
      'p.rating_id',
      'in',
      rows.map((row) => row.id),
    )
    .where((eb) => eb.or([eb('p.resolved_at', 'is', null), eb('p.resolution', '=', 'hidden')]))
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();

  return rows.map((row) => {
    const hidden = row.hidden_at !== null;
    const shown = reports.filter(
      (report) =>
        Number(report.rating_id) === Number(row.id) &&
        (report.resolved_at === null || (hidden && report.resolution === 'hidden')),
    );
    const reportedAt =
      row.open_reported_at ?? shown[0]?.created_at ?? row.hidden_at ?? row.created_at;
    return {
      ...presentRating(row, viewerId),
      extensionId: row.item_id,
      itemName: row.item_name ?? '',
      reports: shown.map(
        (report): RatingReport => ({
          reason: report.reason,
          text: report.text,
          reporter: report.nickname,
          createAt: report.created_at.toISOString(),
        }),
      ),
      reportedAt: new Date(reportedAt).toISOString(),
    };
  });
}
