import type { AdminBanner, BannerType, Language } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fileUrl } from '../storage/storage.js';

/** Every column of a banner plus where it stands by the database clock. */
export function selectBanners(db: Db) {
  return db
    .selectFrom('banners')
    .selectAll()
    .select(
      sql<AdminBanner['state']>`case
        when not active then 'inactive'
        when starts_at is not null and starts_at > now() then 'scheduled'
        when ends_at is not null and ends_at <= now() then 'ended'
        else 'live' end`.as('state'),
    )
    .orderBy('type')
    .orderBy('position')
    .orderBy('id');
}

type BannerRow = Awaited<ReturnType<ReturnType<typeof selectBanners>['executeTakeFirstOrThrow']>>;

/** A banner as the console shows it, its state by the database clock. */
export function presentBanner(row: BannerRow): AdminBanner {
  return {
    id: String(row.id),
    type: row.type as AdminBanner['type'],
    image: fileUrl(row.image_key),
    linkUrl: row.link_url,
    titleEn: row.title_en,
    titleKo: row.title_ko,
    descriptionEn: row.description_en,
    descriptionKo: row.description_ko,
    backgroundColor: row.background_color,
    language: row.language as AdminBanner['language'],
    position: row.position,
    active: row.active,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    state: row.state,
    createAt: row.created_at.toISOString(),
  };
}

/** One banner as the console shows it, or null when there is none with the id. */
export async function findBanner(db: Db, id: number): Promise<AdminBanner | null> {
  const row = await selectBanners(db).where('id', '=', id).executeTakeFirst();
  return row ? presentBanner(row) : null;
}

/** The banners of the console, of every type or of one, in their order. */
export async function listBanners(db: Db, type?: BannerType): Promise<AdminBanner[]> {
  let query = selectBanners(db);
  if (type) query = query.where('type', '=', type);
  return (await query.execute()).map(presentBanner);
}

/**
 * The banners visitors see on a screen: active, for every language or the one asked for, and
 * within their schedule, in order.
 */
export function loadLiveBanners(db: Db, type: BannerType, language: Language) {
  return (
    db
      .selectFrom('banners')
      .selectAll()
      .where('type', '=', type)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
      // The database clock decides, so every server instance agrees on the schedule.
      .where(sql<boolean>`(starts_at is null or starts_at <= now())`)
      .where(sql<boolean>`(ends_at is null or ends_at > now())`)
      .orderBy('position')
      .orderBy('id')
      .execute()
  );
}
