import {
  type Language,
  type OutsideItem,
  outsideSourceLabel,
  type PublicOutsideItem,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { fileUrl } from '../storage/storage.js';

/** Items from elsewhere as the console lists them and as a group's visitors see them. */

function outsideQuery(db: Db) {
  return db
    .selectFrom('outside_items as o')
    .selectAll('o')
    .select(
      sql<number>`(select count(*) from browser_group_outside_items go where go.outside_id = o.id)`.as(
        'group_count',
      ),
    );
}

type OutsideRow = Awaited<ReturnType<ReturnType<typeof outsideQuery>['executeTakeFirstOrThrow']>>;

function present(row: OutsideRow): OutsideItem {
  return {
    extensionId: row.id,
    updateUrl: row.update_url,
    source: outsideSourceLabel(row.update_url),
    name: row.name,
    nameKo: row.name_ko,
    description: row.description,
    descriptionKo: row.description_ko,
    icon: row.icon_key ? fileUrl(row.icon_key) : null,
    pageUrl: row.page_url,
    blocked: row.blocked,
    groupCount: Number(row.group_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every outside item, by name. */
export async function loadOutsideItems(db: Db): Promise<OutsideItem[]> {
  const rows = await outsideQuery(db).orderBy(sql`lower(o.name)`).orderBy('o.id').execute();
  return rows.map(present);
}

/** One outside item, or null. */
export async function findOutsideItem(db: Db, id: string): Promise<OutsideItem | null> {
  const row = await outsideQuery(db).where('o.id', '=', id).executeTakeFirst();
  return row ? present(row) : null;
}

/** Whether the store hosts an item with this id (of any kind or state). */
export async function isStoreItem(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('items').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether `key` is an image someone uploaded as an icon (checked and re-encoded on upload). */
export async function isUploadedIcon(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('media_uploads')
    .select('file_key')
    .where('kind', '=', 'icon')
    .where('file_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The group a visitor's companion names, when the store has it; otherwise (no group, an
 * unknown or malformed id) the default group.
 */
export async function resolveGroupId(db: Db, groupId: string | undefined): Promise<string> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (groupId && uuid.test(groupId)) {
    const row = await db
      .selectFrom('browser_groups')
      .select('id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (row) return row.id;
  }
  const standard = await db
    .selectFrom('browser_groups')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  return standard.id;
}

/**
 * The outside items a group lets its browsers have (allowed, pre-installed or required), in the
 * visitor's language, by name; an item blocked for the whole store is left out. With
 * `extensionId`, only that one.
 */
export async function loadGroupOutsideItems(
  db: Db,
  groupId: string,
  language: Language,
  extensionId?: string,
): Promise<PublicOutsideItem[]> {
  let query = db
    .selectFrom('browser_group_outside_items as go')
    .innerJoin('outside_items as o', 'o.id', 'go.outside_id')
    .select([
      'o.id',
      'o.update_url',
      'o.name',
      'o.name_ko',
      'o.description',
      'o.description_ko',
      'o.icon_key',
      'o.page_url',
      'go.mode',
    ])
    .where('go.group_id', '=', groupId)
    .where('go.mode', 'in', ['allowed', 'normal_installed', 'force_installed'])
    .where('o.blocked', '=', false);
  if (extensionId) query = query.where('o.id', '=', extensionId);
  const rows = await query.orderBy('o.id').execute();
  const items = rows.map((row) => ({
    extensionId: row.id,
    name: (language === 'ko' && row.name_ko) || row.name,
    description: (language === 'ko' && row.description_ko) || row.description,
    icon: row.icon_key ? fileUrl(row.icon_key) : null,
    source: outsideSourceLabel(row.update_url, language),
    pageUrl: row.page_url,
    mode: row.mode as PublicOutsideItem['mode'],
  }));
  return items.sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The ids of outside items blocked for the whole store, with how: every group's file blocks them. */
export async function loadBlockedOutsideIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('outside_items')
    .select('id')
    .where('blocked', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
