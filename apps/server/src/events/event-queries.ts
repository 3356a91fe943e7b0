import type { AdminEvent, EventState, EventStatus, Language } from '@lagoon/contract';
import { type Selectable, sql } from 'kysely';
import { loadCurationItems } from '../curation/item-queries.js';
import type { Db } from '../db/database.js';
import type { EventsTable } from '../db/schema.js';
import { fileUrl } from '../storage/storage.js';

/**
 * The event pages' SQL: what the console edits (every event, each with all its items) and the
 * one live event a visitor asks for by its slug.
 */

export type EventRow = Selectable<EventsTable>;

/** The largest id an event can have; anything else names no event. */
const ID_PATTERN = /^\d{1,15}$/;

/** The event id an address names, or null when it cannot name one. */
export function eventId(value: string): number | null {
  return ID_PATTERN.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Where each event stands by its state and dates, by the database clock (see EventStatus). */
const statusSql = sql<EventStatus>`case
  when state <> 'live' then 'draft'
  when starts_at is not null and starts_at > now() then 'scheduled'
  when ends_at is not null and ends_at <= now() then 'ended'
  else 'live' end`;

/** The ids of each event's items, in order. */
async function itemIdsByEvent(db: Db, eventIds: readonly number[]): Promise<Map<number, string[]>> {
  const byEvent = new Map<number, string[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .selectFrom('event_items')
    .select(['event_id', 'item_id'])
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const id = Number(row.event_id);
    byEvent.set(id, [...(byEvent.get(id) ?? []), row.item_id]);
  }
  return byEvent;
}

/**
 * Events as the console shows them, newest first (or the one `id` names), with their items
 * named in the interface language and whether visitors see each.
 */
export async function loadAdminEvents(
  db: Db,
  language: Language,
  id?: number,
): Promise<AdminEvent[]> {
  let query = db
    .selectFrom('events')
    .selectAll()
    .select(statusSql.as('status'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.execute();
  const itemIds = await itemIdsByEvent(
    db,
    rows.map((row) => Number(row.id)),
  );
  const allIds = [...new Set([...itemIds.values()].flat())];
  const items = new Map(
    (await loadCurationItems(db, { ids: allIds }, language)).map((item) => [
      item.extensionId,
      item,
    ]),
  );
  return rows.map((row) => ({
    id: String(row.id),
    slug: row.slug,
    titleEn: row.title_en,
    titleKo: row.title_ko,
    descriptionEn: row.description_en,
    descriptionKo: row.description_ko,
    cover: row.cover_key ? fileUrl(row.cover_key) : null,
    state: row.state as EventState,
    status: row.status,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    items: (itemIds.get(Number(row.id)) ?? []).flatMap((itemId) => {
      const item = items.get(itemId);
      return item ? [item] : [];
    }),
    createAt: row.created_at.toISOString(),
    updateAt: row.updated_at.toISOString(),
  }));
}

export async function findAdminEvent(
  db: Db,
  id: number,
  language: Language,
): Promise<AdminEvent | null> {
  const [event] = await loadAdminEvents(db, language, id);
  return event ?? null;
}

/**
 * The condition of an event visitors can open now: live, and within its dates by the database
 * clock (the event page and the sitemap use the same one).
 */
export const LIVE_NOW = sql<boolean>`(state = 'live' and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()))`;

/**
 * The event visitors may see under a slug: live and within its dates by the database clock,
 * with its items' ids in order (listed or not: the caller shows only the listed ones).
 */
export async function findLiveEvent(
  db: Db,
  slug: string,
): Promise<{ event: EventRow; itemIds: string[] } | null> {
  const event = await db
    .selectFrom('events')
    .selectAll()
    .where('slug', '=', slug)
    .where(LIVE_NOW)
    .executeTakeFirst();
  if (!event) return null;
  const itemIds = await itemIdsByEvent(db, [Number(event.id)]);
  return { event, itemIds: itemIds.get(Number(event.id)) ?? [] };
}

/** The items of a list as the event checks see them: kind and whether visitors see each. */
export async function describeItems(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { productType: string; listed: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('items as i')
    .select([
      'i.id',
      'i.product_type',
      sql<boolean>`(i.live and i.visibility = 'LISTING' and not i.blocked)`.as('listed'),
    ])
    .where('i.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { productType: row.product_type, listed: row.listed }]),
  );
}

/** An event's row, locked until the transaction ends. */
export function lockEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The ids of an event's items, in order. */
export async function eventItemIds(db: Db, id: number): Promise<string[]> {
  return (await itemIdsByEvent(db, [id])).get(id) ?? [];
}

/** True when another event than `exceptId` has the slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('events').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The columns a new event is written with. */
export interface NewEventRow {
  slug: string;
  titleEn: string;
  titleKo: string | null;
  descriptionEn: string | null;
  descriptionKo: string | null;
  coverKey: string | null;
  coverDerivatives: Record<string, string>;
  state: EventState;
  startsAt: string | null;
  endsAt: string | null;
}

/** Adds an event; returns its id, or null when its slug is taken. */
export async function insertEvent(db: Db, event: NewEventRow): Promise<number | null> {
  const row = await db
    .insertInto('events')
    .values({
      slug: event.slug,
      title_en: event.titleEn,
      title_ko: event.titleKo,
      description_en: event.descriptionEn,
      description_ko: event.descriptionKo,
      cover_key: event.coverKey,
      cover_derivatives: JSON.stringify(event.coverDerivatives),
      state: event.state,
      starts_at: event.startsAt,
      ends_at: event.endsAt,
    })
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The columns a change may write. */
export type EventChanges = Partial<
  Pick<
    EventRow,
    | 'slug'
    | 'title_en'
    | 'title_ko'
    | 'description_en'
    | 'description_ko'
    | 'cover_key'
    | 'state'
    | 'starts_at'
    | 'ends_at'
  >
> & { cover_derivatives?: string };

export async function updateEvent(db: Db, id: number, changes: EventChanges): Promise<void> {
  await db
    .updateTable('events')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Replaces an event's items with `itemIds`, in that order. */
export async function setEventItems(db: Db, id: number, itemIds: readonly string[]): Promise<void> {
  await db.deleteFrom('event_items').where('event_id', '=', id).execute();
  if (itemIds.length === 0) return;
  await db
    .insertInto('event_items')
    .values(itemIds.map((itemId, position) => ({ event_id: id, item_id: itemId, position })))
    .execute();
}

/** Deletes an event (its items go with it); returns what it was, or undefined. */
export function deleteEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.deleteFrom('events').where('id', '=', id).returningAll().executeTakeFirst();
}
