import type {
  AdminMobileSite,
  Language,
  MobileSite,
  MobileSiteCategory,
  MobileSiteFraming,
} from '@lagoon/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MobileSitesTable } from '../db/schema.js';
import { fileUrl } from '../storage/storage.js';

/** The curated mobile websites: what the console edits and what the sidebar store lists. */

type MobileSiteRow = Selectable<MobileSitesTable>;

/** The largest id a site can have; anything else names no site. */
const ID_PATTERN = /^\d{1,15}$/;

/** The site id an address names, or null when it cannot name one. */
export function mobileSiteId(value: string): number | null {
  return ID_PATTERN.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function presentMobileSite(row: MobileSiteRow): MobileSite {
  return {
    id: String(row.id),
    name: row.name,
    url: row.url,
    icon: row.icon_key ? fileUrl(row.icon_key) : null,
    category: row.category as MobileSiteCategory,
    language: row.language as Language | null,
    framing: row.framing as MobileSiteFraming,
  };
}

export function presentAdminMobileSite(row: MobileSiteRow): AdminMobileSite {
  return {
    ...presentMobileSite(row),
    position: row.position,
    framingDetail: row.framing_detail,
    checkedAt: row.checked_at?.toISOString() ?? null,
    createAt: row.created_at.toISOString(),
  };
}

/** Every site in the console's order. */
export async function loadMobileSites(db: Db): Promise<AdminMobileSite[]> {
  const rows = await db
    .selectFrom('mobile_sites')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(presentAdminMobileSite);
}

export async function findMobileSite(db: Db, id: number): Promise<AdminMobileSite | null> {
  const row = await db
    .selectFrom('mobile_sites')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? presentAdminMobileSite(row) : null;
}

/**
 * The sites visitors see in an interface language (those of that language and those of every
 * language), of one category or all, in the console's order.
 */
export async function loadPublicMobileSites(
  db: Db,
  language: Language,
  category: MobileSiteCategory | undefined,
): Promise<MobileSite[]> {
  let query = db
    .selectFrom('mobile_sites')
    .selectAll()
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]));
  if (category) query = query.where('category', '=', category);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map(presentMobileSite);
}

/** The position after the last site: new sites go last. */
export async function nextMobileSitePosition(db: Db): Promise<number> {
  const last = await db
    .selectFrom('mobile_sites')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return last?.max == null ? 0 : Number(last.max) + 1;
}

/** The columns a new site is written with. */
export interface NewMobileSite {
  name: string;
  url: string;
  iconKey: string | null;
  category: MobileSiteCategory;
  language: Language | null;
  framing: MobileSiteFraming;
  framingDetail: string;
  checkedAt: Date | null;
}

/** Adds a site last; returns its id. */
export async function insertMobileSite(db: Db, site: NewMobileSite): Promise<number> {
  const row = await db
    .insertInto('mobile_sites')
    .values({
      name: site.name,
      url: site.url,
      icon_key: site.iconKey,
      category: site.category,
      language: site.language,
      framing: site.framing,
      framing_detail: site.framingDetail,
      checked_at: site.checkedAt,
      position: await nextMobileSitePosition(db),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A site's row, locked until the transaction ends. */
export function lockMobileSite(db: Db, id: number): Promise<MobileSiteRow | undefined> {
  return db
    .selectFrom('mobile_sites')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The columns a change may write. */
export type MobileSiteChanges = Partial<
  Pick<
    MobileSiteRow,
    | 'name'
    | 'url'
    | 'icon_key'
    | 'category'
    | 'language'
    | 'position'
    | 'framing'
    | 'framing_detail'
    | 'checked_at'
  >
>;

export async function updateMobileSite(
  db: Db,
  id: number,
  changes: MobileSiteChanges,
): Promise<void> {
  await db
    .updateTable('mobile_sites')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a site; returns what it was, or undefined when there was none. */
export function deleteMobileSite(db: Db, id: number): Promise<MobileSiteRow | undefined> {
  return db.deleteFrom('mobile_sites').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every site's id in the current order, locked until the transaction ends. */
export async function lockMobileSiteOrder(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('mobile_sites')
    .select('id')
    .orderBy('position')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => String(row.id));
}

/** Gives each site its place in `ids`. */
export async function setMobileSiteOrder(db: Db, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.updateTable('mobile_sites').set({ position }).where('id', '=', Number(id)).execute();
  }
}
