import type { CurationAction, EventState, Language } from '@lagoon/contract';
import { recordAction } from '../audit/audit-log.js';
import type { BannerImage } from '../curation/curation-images.js';
import { PRODUCT_TYPES_OF } from '../curation/item-queries.js';
import { type Db, isUniqueViolation } from '../db/database.js';
import { AppError, fieldError } from '../http/errors.js';
import { fileUrl } from '../storage/storage.js';
import {
  deleteEvent,
  describeItems,
  type EventChanges,
  type EventRow,
  eventItemIds,
  insertEvent,
  lockEvent,
  setEventItems,
  slugTaken,
  updateEvent,
} from './event-queries.js';

/**
 * The changes administrators make to event pages. Each runs in one transaction with its line
 * in the curation log ("event:<id>"), so a refused change leaves both the event and the log as
 * they were. The rules, in the order they are checked:
 * - the slug is unique (EVENT_SLUG_TAKEN);
 * - the items exist (EXTENSION_NOT_FOUND), are extensions, wallpapers or web apps
 *   (WRONG_ITEM_TYPE) and are named once each;
 * - a live event has at least one item visitors can see (EVENT_NO_ITEMS), so publishing never
 *   makes an empty page.
 */

/** Who changes what, and the note for the log. */
export interface Author {
  actorId: string;
  reason: string | null;
}

/** Product types an event may list: every kind the store shows. */
const LISTABLE = new Set<string>([
  ...PRODUCT_TYPES_OF.extension,
  ...PRODUCT_TYPES_OF.theme,
  ...PRODUCT_TYPES_OF.app,
]);

/**
 * Checks an event's item list; answers how many of them visitors see now. Nothing is locked:
 * an item turned private meanwhile simply drops out of the page, which is what visitors
 * would see anyway.
 */
async function checkItems(db: Db, itemIds: readonly string[], language: Language): Promise<number> {
  const duplicate = itemIds.findIndex((id, index) => itemIds.indexOf(id) !== index);
  if (duplicate >= 0) {
    throw fieldError(
      'INVALID_REQUEST',
      `itemIds.${duplicate}`,
      'admin.curation.events.items.duplicate',
      language,
    );
  }
  const found = await describeItems(db, itemIds);
  let listed = 0;
  for (const [index, id] of itemIds.entries()) {
    const item = found.get(id);
    if (!item) {
      throw fieldError('EXTENSION_NOT_FOUND', `itemIds.${index}`, 'EXTENSION_NOT_FOUND', language);
    }
    if (!LISTABLE.has(item.productType)) {
      throw fieldError('WRONG_ITEM_TYPE', `itemIds.${index}`, 'WRONG_ITEM_TYPE', language);
    }
    if (item.listed) listed += 1;
  }
  return listed;
}

function slugRefusal(language: Language): AppError {
  return fieldError('EVENT_SLUG_TAKEN', 'slug', 'EVENT_SLUG_TAKEN', language);
}

function emptyRefusal(language: Language): AppError {
  return fieldError('EVENT_NO_ITEMS', 'itemIds', 'EVENT_NO_ITEMS', language);
}

/** A new event's fields, checked by the route's schema; the cover a stored image. */
export interface NewEvent {
  slug: string;
  titleEn: string;
  titleKo: string | null;
  descriptionEn: string | null;
  descriptionKo: string | null;
  cover: BannerImage | null;
  itemIds: readonly string[];
  state: EventState;
  startsAt: string | null;
  endsAt: string | null;
}

export async function createEvent(
  db: Db,
  author: Author,
  input: NewEvent,
  language: Language,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const listed = await checkItems(trx, input.itemIds, language);
    if (input.state === 'live' && listed === 0) throw emptyRefusal(language);
    const id = await insertEvent(trx, {
      slug: input.slug,
      titleEn: input.titleEn,
      titleKo: input.titleKo,
      descriptionEn: input.descriptionEn,
      descriptionKo: input.descriptionKo,
      coverKey: input.cover?.key ?? null,
      coverDerivatives: input.cover?.derivatives ?? {},
      state: input.state,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    });
    if (id === null) throw slugRefusal(language);
    await setEventItems(trx, id, input.itemIds);
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'event.create',
      target: `event:${id}`,
      details: {
        slug: input.slug,
        titleEn: input.titleEn,
        state: input.state,
        itemIds: [...input.itemIds],
        cover: input.cover ? fileUrl(input.cover.key) : null,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
      },
      reason: author.reason,
    });
    return id;
  });
}

/** The fields of a change: undefined leaves a field as it is. */
export interface EventChange {
  slug?: string | undefined;
  titleEn?: string | undefined;
  titleKo?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  descriptionKo?: string | null | undefined;
  /** A stored image, or null to take the cover away. */
  cover?: BannerImage | null | undefined;
  itemIds?: readonly string[] | undefined;
  state?: EventState | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
}

/** A column's value as the log compares and records it. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** An instant as the database gives it back, so an unchanged date is no change. */
function instant(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? new Date(value).toISOString() : value;
}

/**
 * The action a change is logged as: publishing or unpublishing when the state changes, else
 * an update. The details hold every field that changed either way.
 */
function actionOf(before: EventRow, set: EventChanges): CurationAction {
  if (set.state === 'live' && before.state !== 'live') return 'event.publish';
  if (set.state === 'draft' && before.state === 'live') return 'event.unpublish';
  return 'event.update';
}

export async function changeEvent(
  db: Db,
  author: Author,
  id: number,
  change: EventChange,
  language: Language,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockEvent(trx, id);
    if (!before) throw new AppError('EVENT_NOT_FOUND');
    const next: Record<string, unknown> = {
      slug: change.slug,
      title_en: change.titleEn,
      title_ko: change.titleKo,
      description_en: change.descriptionEn,
      description_ko: change.descriptionKo,
      cover_key: change.cover === undefined ? undefined : (change.cover?.key ?? null),
      state: change.state,
      starts_at: instant(change.startsAt),
      ends_at: instant(change.endsAt),
    };
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    const set: EventChanges = {};
    for (const [column, value] of Object.entries(next)) {
      if (value === undefined) continue;
      const previous = comparable(before[column as keyof EventRow]);
      if (previous === value) continue;
      changes[column] =
        column === 'cover_key'
          ? {
              before: previous ? fileUrl(previous as string) : null,
              after: value ? fileUrl(value as string) : null,
            }
          : { before: previous, after: value };
      (set as Record<string, unknown>)[column] = value;
    }
    const startsAt = 'starts_at' in set ? set.starts_at : before.starts_at;
    const endsAt = 'ends_at' in set ? set.ends_at : before.ends_at;
    if (startsAt && endsAt && new Date(startsAt) >= new Date(endsAt)) {
      throw fieldError('INVALID_REQUEST', 'endsAt', 'admin.curation.schedule.order', language);
    }
    if (set.slug !== undefined && (await slugTaken(trx, set.slug, id))) {
      throw slugRefusal(language);
    }
    const itemsBefore = await eventItemIds(trx, id);
    const itemsAfter = change.itemIds ?? itemsBefore;
    const itemsChanged = itemsAfter.join() !== itemsBefore.join();
    const listed = await checkItems(trx, itemsAfter, language);
    const state = set.state ?? before.state;
    // Publishing, or changing the items of a live event, must leave something to see.
    if (state === 'live' && listed === 0 && (set.state !== undefined || itemsChanged)) {
      throw emptyRefusal(language);
    }
    if (Object.keys(set).length === 0 && !itemsChanged) return;
    // The copies follow the cover; they are not a change of their own in the log.
    if (set.cover_key !== undefined) {
      set.cover_derivatives = JSON.stringify(change.cover?.derivatives ?? {});
    }
    try {
      await updateEvent(trx, id, set);
    } catch (error) {
      // Another administrator took the slug since it was checked.
      if (isUniqueViolation(error)) throw slugRefusal(language);
      throw error;
    }
    if (itemsChanged) {
      await setEventItems(trx, id, itemsAfter);
      changes.items = { before: itemsBefore, after: [...itemsAfter] };
    }
    await recordAction(trx, {
      actorId: author.actorId,
      action: actionOf(before, set),
      target: `event:${id}`,
      details: { slug: before.slug, titleEn: before.title_en, changes },
      reason: author.reason,
    });
  });
}

export async function removeEvent(db: Db, author: Author, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const itemIds = await eventItemIds(trx, id);
    const removed = await deleteEvent(trx, id);
    if (!removed) throw new AppError('EVENT_NOT_FOUND');
    await recordAction(trx, {
      actorId: author.actorId,
      action: 'event.delete',
      target: `event:${id}`,
      details: {
        slug: removed.slug,
        titleEn: removed.title_en,
        titleKo: removed.title_ko,
        state: removed.state,
        itemIds,
      },
      reason: author.reason,
    });
  });
}
