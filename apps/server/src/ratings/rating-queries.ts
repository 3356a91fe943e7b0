import {
  RATINGS_PAGE_SIZE,
  type RatingListQuery,
  type RatingPage,
  type RatingSort,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isPublicItem } from '../db/item-visibility.js';
import { ReusedStatement } from '../db/reused-statement.js';
import { AppError } from '../http/errors.js';
import { presentSummary } from './aggregate.js';
import { presentRating, type RatingRow, ratingRows } from './present.js';

/**
 * The item behind a ratings call: its row (visibility, blocked state and aggregate), the
 * account of its developer and the version of its published package (null for items without
 * one, such as wallpapers and web apps). With `lock`, the item's row stays locked until the
 * transaction ends (FOR NO KEY UPDATE: ratings may still reference it meanwhile), so the
 * writes of one item queue on it in a fixed order: the item first, then its ratings.
 */
export function findRatedItem(db: Db, itemId: string, { lock = false } = {}) {
  const query = db
    .selectFrom('items')
    .selectAll('items')
    .select((eb) => [
      eb
        .selectFrom('creators')
        .select('creators.user_id')
        .whereRef('creators.id', '=', 'items.creator_id')
        .as('owner_user_id'),
      eb
        .selectFrom('listings')
        .innerJoin('packages', 'packages.id', 'listings.package_id')
        .select('packages.version')
        .whereRef('listings.id', '=', 'items.published_listing_id')
        .as('published_version'),
    ])
    .where('items.id', '=', itemId);
  return (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

export type RatedItem = NonNullable<Awaited<ReturnType<typeof findRatedItem>>>;

/**
 * The item if visitors may see it, else EXTENSION_NOT_FOUND, as the public detail answers: a
 * live item that is not for trusted testers only. Its owner's preview does not count here.
 * Blocked items stay visible (the detail shows them with their state), so their ratings can be
 * read; new ratings, votes and reports are closed (see rating-commands.ts).
 */
export function visibleItem(item: RatedItem | undefined): RatedItem {
  if (!item || !isPublicItem(item)) throw new AppError('EXTENSION_NOT_FOUND');
  return item;
}

/** The order of each sort; newer ratings first among equals, the id settles the rest. */
const ORDERS: Record<
  RatingSort,
  { column: 'r.created_at' | 'r.helpful_count' | 'r.score'; direction: 'asc' | 'desc' }
> = {
  recent: { column: 'r.created_at', direction: 'desc' },
  helpful: { column: 'r.helpful_count', direction: 'desc' },
  highest: { column: 'r.score', direction: 'desc' },
  lowest: { column: 'r.score', direction: 'asc' },
};

/** Ratings of an item that visitors see (not hidden), of one score when given. */
function visibleRatings(db: Db, itemId: string, score: number | undefined) {
  let query = db
    .selectFrom('ratings')
    .where('ratings.item_id', '=', itemId)
    .where('ratings.hidden_at', 'is', null);
  if (score !== undefined) query = query.where('ratings.score', '=', score);
  return query;
}

/**
 * An item's ratings page: the summary from the item's aggregate, one page of its visible
 * ratings in the asked order (hidden ones are in neither), how many match the score filter,
 * and the viewer's own rating. `mine` is the viewer's rating even when an administrator hid it:
 * the one-rating-per-item rule still counts it, so its author must be able to find and delete
 * it before rating again; nobody else sees it, in the list or in the aggregate.
 */
export async function loadRatingPage(
  db: Db,
  item: RatedItem,
  viewerId: string | null,
  query: RatingListQuery,
): Promise<RatingPage> {
  const { sort, score, page, size } = query;
  const order = ORDERS[sort];
  let list = ratingRows(db, viewerId)
    .where('r.item_id', '=', item.id)
    .where('r.hidden_at', 'is', null);
  if (score !== undefined) list = list.where('r.score', '=', score);
  list = list.orderBy(order.column, order.direction);
  if (order.column !== 'r.created_at') list = list.orderBy('r.created_at', 'desc');
  // The aggregate counts exactly the visible ratings (aggregate.ts): when it holds none of the
  // asked score, as for most items of a store, there is nothing to list or count.
  const none = (score === undefined ? item.rating_count : item.rating_stars[score - 1]) === 0;
  // Each page carries the number of ratings matching (a window over the same rows), so a page
  // that lists any needs no second count; only a page past the last one counts apart.
  const [rows, mine] = await Promise.all([
    none
      ? []
      : list
          .select(sql<number>`count(*) over ()`.as('matching'))
          .orderBy('r.id', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
    viewerId === null
      ? Promise.resolve(undefined)
      : ratingRows(db, viewerId)
          .where('r.item_id', '=', item.id)
          .where('r.user_id', '=', viewerId)
          .executeTakeFirst(),
  ]);
  const totalCount =
    rows[0] !== undefined
      ? Number(rows[0].matching)
      : none || page === 0
        ? 0
        : (
            await visibleRatings(db, item.id, score)
              .select(sql<number>`count(*)::int`.as('count'))
              .executeTakeFirstOrThrow()
          ).count;
  return {
    summary: presentSummary(item),
    ratings: rows.map((row) => presentRating(row, viewerId)),
    totalCount,
    page,
    size,
    mine: mine ? presentRating(mine, viewerId) : null,
  };
}

/** One rating as its author or another viewer sees it, or undefined when there is none. */
export async function findPresentedRating(db: Db, ratingId: number, viewerId: string | null) {
  const row = await ratingRows(db, viewerId).where('r.id', '=', ratingId).executeTakeFirst();
  return row ? presentRating(row, viewerId) : undefined;
}

/**
 * An anonymous visitor's page of an item's ratings, read with the item in one statement: the
 * item's visibility and aggregate ride on every row, its page of visible ratings is joined
 * beside it (none when the aggregate holds none of the asked score, the statement's own check),
 * and a rated item's page carries how many match. Null when visitors may not see the item.
 * The detail page's own view (newest first, every score, first page) is one prepared statement
 * on the embedded database (ReusedStatement). Same answer as loadRatingPage with no viewer.
 */
export async function loadPublicRatingPage(
  db: Db,
  itemId: string,
  query: RatingListQuery,
): Promise<RatingPage | null> {
  const { sort, score, page, size } = query;
  const reused = score === undefined && page === 0 && size === RATINGS_PAGE_SIZE;
  const rows = reused
    ? await firstPageStatement(sort).rows(db, [itemId])
    : await publicPageQuery(db, [itemId], query).execute();
  const item = rows[0];
  if (!item || !isPublicItem(item)) return null;
  const ratings = item.id === null ? [] : (rows as RatingRow[]);
  const none = (score === undefined ? item.rating_count : item.rating_stars[score - 1]) === 0;
  const totalCount =
    ratings[0] !== undefined
      ? Number(item.matching)
      : none || page === 0
        ? 0
        : (
            await visibleRatings(db, itemId, score)
              .select(sql<number>`count(*)::int`.as('count'))
              .executeTakeFirstOrThrow()
          ).count;
  return {
    summary: presentSummary(item),
    ratings: ratings.map((row) => presentRating(row, null)),
    totalCount,
    page,
    size,
    mine: null,
  };
}

/**
 * The item (its visibility and aggregate) with one page of its visible ratings as an anonymous
 * visitor sees them, a row per rating or one row of the item alone. The ids are one array
 * parameter and the page's figures are written in, so a view's text is the same for any item.
 */
function publicPageQuery(db: Db, ids: readonly string[], query: RatingListQuery) {
  const { sort, score, page, size } = query;
  const order = ORDERS[sort];
  const any =
    score === undefined
      ? sql<boolean>`rated.rating_count > 0`
      : sql<boolean>`rated.rating_stars[${sql.lit(score)}] > 0`;
  return db
    .selectFrom('items as rated')
    .leftJoinLateral(
      () => {
        let list = ratingRows(db, null)
          .where(sql<boolean>`r.item_id = rated.id`)
          .where('r.hidden_at', 'is', null)
          .where(any);
        if (score !== undefined) list = list.where('r.score', '=', sql.lit(score));
        list = list.orderBy(order.column, order.direction);
        if (order.column !== 'r.created_at') list = list.orderBy('r.created_at', 'desc');
        return list
          .select(sql<number>`count(*) over ()`.as('matching'))
          .orderBy('r.id', 'desc')
          .limit(sql.lit(size))
          .offset(sql.lit(page * size))
          .as('p');
      },
      (join) => join.onTrue(),
    )
    .selectAll('p')
    .select([
      'rated.live',
      'rated.visibility',
      'rated.rating_count',
      'rated.rating_sum',
      'rated.rating_stars',
      'rated.rating_text_count',
    ])
    .where(sql<boolean>`rated.id = any(${ids}::bpchar[])`)
    .orderBy(sql.ref(order.column.replace('r.', 'p.')), order.direction)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

type PublicPageRow = Awaited<ReturnType<ReturnType<typeof publicPageQuery>['execute']>>[number];

/** The first page of each sort, every score, prepared once (see ReusedStatement). */
const firstPageStatements = new Map<RatingSort, ReusedStatement<PublicPageRow>>();

function firstPageStatement(sort: RatingSort): ReusedStatement<PublicPageRow> {
  let statement = firstPageStatements.get(sort);
  if (!statement) {
    statement = new ReusedStatement(`public_ratings_${sort}`, (db, ids) =>
      publicPageQuery(db, ids, { sort, page: 0, size: RATINGS_PAGE_SIZE }).compile(),
    );
    firstPageStatements.set(sort, statement);
  }
  return statement;
}
