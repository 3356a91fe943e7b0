import type { Language, StoreStats } from '@lagoon/contract';
import { sql } from 'kysely';
import { presentProduct } from '../catalog/product-presenter.js';
import { loadProductParts } from '../catalog/product-repository.js';
import type { Db } from '../db/database.js';

/** The review states the statistics count, in the order the console shows them. */
const COUNTED_STATES = [
  'PREPARE_FOR_SUBMISSION',
  'IN_REVIEW',
  'READY_FOR_OPEN',
  'REJECTED',
  'REJECTED_UPDATE',
] as const;

/** How many paths and items the statistics rank. */
const TOP_PATHS = 20;
const TOP_ITEMS = 10;

/**
 * The store's statistics over the last `days` days (today included): page views per path and
 * day and in total, the most used live items, and how many items are in each review state.
 */
export async function loadStoreStats(
  db: Db,
  days: number,
  { language, publicUrl }: { language: Language; publicUrl: string },
): Promise<StoreStats> {
  const since = new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const views = await db
    .selectFrom('page_view_daily')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'path', 'count'])
    .where('day', '>=', since)
    .orderBy('day')
    .orderBy('path')
    .execute();
  const totals = await db
    .selectFrom('page_view_daily')
    .select(['path', (eb) => eb.fn.sum<string>('count').as('total')])
    .where('day', '>=', since)
    .groupBy('path')
    .orderBy('total', 'desc')
    .limit(TOP_PATHS)
    .execute();
  const top = await db
    .selectFrom('items')
    .select(['id', 'product_type', 'usercount', 'downloadcount'])
    .where('live', '=', true)
    .orderBy('usercount', 'desc')
    .orderBy('id')
    .limit(TOP_ITEMS)
    .execute();
  const names = await loadProductParts(
    db,
    top.map((row) => row.id),
    { listing: 'published', language },
  );
  const nameOf = new Map(
    names.map((entry) => [entry.item.id, presentProduct(entry, language, publicUrl).name]),
  );
  const states = await db
    .selectFrom('items')
    .select(['review_state', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('review_state')
    .execute();
  const blocked = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('blocked', '=', true)
    .executeTakeFirstOrThrow();
  return {
    days,
    pageViews: views.map((row) => ({ day: row.day, path: row.path, count: Number(row.count) })),
    pageViewTotals: totals.map((row) => ({ path: row.path, count: Number(row.total) })),
    topItems: top.map((row) => ({
      extensionId: row.id,
      name: nameOf.get(row.id) ?? row.id,
      productType: row.product_type as StoreStats['topItems'][number]['productType'],
      usercount: Number(row.usercount),
      downloadcount: Number(row.downloadcount),
    })),
    reviewStates: COUNTED_STATES.map((review) => ({
      review,
      count: Number(states.find((row) => row.review_state === review)?.n ?? 0),
    })),
    blockedCount: Number(blocked.n),
  };
}
