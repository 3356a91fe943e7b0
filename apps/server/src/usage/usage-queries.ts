import {
  addDays,
  averageScore,
  type ItemUsage,
  type Language,
  type ProductType,
  type UsageDay,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { itemIconColumn, itemNameColumn } from '../ratings/moderation-queries.js';
import { fileUrl } from '../storage/storage.js';

export interface UsageRequest {
  creatorId: string;
  itemId: string;
  from: string;
  to: string;
  today: string;
  language: Language;
}

/**
 * The daily series of one of the developer's items over `from`..`to` (calendar days, UTC),
 * every day present. Another developer's item answers like a missing one (EXTENSION_NOT_FOUND),
 * so ids can't be probed.
 */
export async function loadItemUsage(db: Db, request: UsageRequest): Promise<ItemUsage> {
  const { creatorId, itemId, from, to } = request;
  const item = await db
    .selectFrom('items as i')
    .select([
      'i.id',
      'i.product_type',
      'i.rating_count',
      'i.rating_sum',
      itemNameColumn(request.language),
      itemIconColumn(),
    ])
    .where('i.id', '=', itemId)
    .where('i.creator_id', '=', creatorId)
    .executeTakeFirst();
  if (!item) throw new AppError('EXTENSION_NOT_FOUND');

  const [usage, ratings] = await Promise.all([
    db
      .selectFrom('item_usage_daily')
      .select(['day', 'active_installs', 'new_installs', 'update_checks'])
      .where('item_id', '=', itemId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    // Ratings by the UTC day they were given; the index on (item_id, created_at) finds them.
    db
      .selectFrom('ratings')
      .select([
        sql<string>`to_char(created_at at time zone 'utc', 'YYYY-MM-DD')`.as('day'),
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) => eb.fn.sum<number>('score').as('score_sum'),
      ])
      .where('item_id', '=', itemId)
      .where('hidden_at', 'is', null)
      .where('created_at', '>=', sql<Date>`${from}::timestamp at time zone 'utc'`)
      .where('created_at', '<', sql<Date>`(${to}::date + 1)::timestamp at time zone 'utc'`)
      .groupBy(sql`1`)
      .execute(),
  ]);

  const usageByDay = new Map(usage.map((row) => [row.day, row]));
  const ratingsByDay = new Map(ratings.map((row) => [row.day, row]));
  const days: UsageDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const counted = usageByDay.get(day);
    const rated = ratingsByDay.get(day);
    const ratingCount = Number(rated?.count ?? 0);
    days.push({
      day,
      activeInstalls: counted?.active_installs ?? 0,
      newInstalls: counted?.new_installs ?? 0,
      updateChecks: counted?.update_checks ?? 0,
      ratings: ratingCount,
      ratingAverage:
        ratingCount > 0 ? averageScore(ratingCount, Number(rated?.score_sum ?? 0)) : null,
    });
  }
  return {
    extensionId: item.id,
    name: item.item_name ?? '',
    icon: item.item_icon ? fileUrl(item.item_icon) : null,
    // The table's check allows only the contract's product types.
    productType: item.product_type as ProductType,
    from,
    to,
    today: request.today,
    days,
    rating: {
      count: item.rating_count,
      average: item.rating_count > 0 ? averageScore(item.rating_count, item.rating_sum) : null,
    },
  };
}
