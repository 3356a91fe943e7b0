import type { Rating } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Ratings with what every screen shows of them: the author's public name and picture, the
 * developer's reply (under the developer's public name), and what the viewer did with each
 * (their own rating, marked helpful, reported). Callers add their own filter, order and page.
 * `viewerId` is the signed-in account, or null for an anonymous visitor.
 */
export function ratingRows(db: Db, viewerId: string | null) {
  return db
    .selectFrom('ratings as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .leftJoin('rating_replies as rr', 'rr.rating_id', 'r.id')
    .leftJoin('creators as c', 'c.id', 'i.creator_id')
    .select([
      'r.id',
      'r.item_id',
      'r.user_id',
      'r.score',
      'r.text',
      'r.version',
      'r.helpful_count',
      'r.hidden_at',
      'r.created_at',
      'r.updated_at',
      'u.nickname',
      'u.profile_image',
      'rr.text as reply_text',
      'rr.created_at as reply_created_at',
      'rr.updated_at as reply_updated_at',
      'c.name as reply_author',
      viewerId === null
        ? sql<boolean>`false`.as('helpful')
        : sql<boolean>`exists (select 1 from rating_votes v
            where v.rating_id = r.id and v.user_id = ${viewerId})`.as('helpful'),
      viewerId === null
        ? sql<boolean>`false`.as('reported')
        : sql<boolean>`exists (select 1 from rating_reports p
            where p.rating_id = r.id and p.reporter_id = ${viewerId})`.as('reported'),
    ]);
}

/** One row of ratingRows. */
export interface RatingRow {
  id: number | string;
  item_id: string;
  user_id: string;
  score: number;
  text: string | null;
  version: string | null;
  helpful_count: number;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
  nickname: string;
  profile_image: string | null;
  reply_text: string | null;
  reply_created_at: Date | null;
  reply_updated_at: Date | null;
  reply_author: string | null;
  helpful: boolean;
  reported: boolean;
}

export function presentRating(row: RatingRow, viewerId: string | null): Rating {
  return {
    ratingId: String(row.id),
    score: row.score,
    text: row.text,
    nickname: row.nickname,
    profileImage: row.profile_image,
    createAt: row.created_at.toISOString(),
    updateAt: row.updated_at.toISOString(),
    version: row.version,
    reply:
      row.reply_text === null || row.reply_created_at === null
        ? null
        : {
            text: row.reply_text,
            author: row.reply_author ?? '',
            createAt: row.reply_created_at.toISOString(),
            updateAt: (row.reply_updated_at ?? row.reply_created_at).toISOString(),
          },
    helpfulCount: row.helpful_count,
    mine: viewerId !== null && row.user_id === viewerId,
    helpful: row.helpful,
    reported: row.reported,
    hidden: row.hidden_at !== null,
  };
}
