import { z } from 'zod';
import { CurationItem, curationReason } from './curation.js';
import { ExtensionId, Product, Timestamp } from './entities.js';
import { optionalChangedText, singleLineText } from './text-fields.js';

/**
 * Event pages: collections of items that administrators put together for an occasion
 * ("Security Week", "Back to school"), shown at /event/{slug} and usually announced by a
 * banner. Administrators build them in the console's Curation section
 * (/admin/api/curation/events); visitors read a live one through GET /ajax/events/{slug}?hl=.
 *
 * An event is written in English and, optionally, in Korean; a Korean visitor sees the English
 * text where the Korean is missing. Its items are an ordered list of any kind (extensions,
 * wallpapers, web apps); visitors see only those that are listed (live, LISTING, not blocked),
 * in that order. Visitors see an event while it is live and within its dates; a draft, one not
 * started yet or one that has ended is not found, exactly like a slug that names nothing.
 * Messages of field rules are catalog keys of the web app (admin.curation.events.*).
 */

/** A slug: lower-case letters and digits in words joined by single hyphens ("security-week"). */
export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EVENT_SLUG_MIN = 2;
export const EVENT_SLUG_MAX = 60;
export const EVENT_TITLE_MAX = 80;
export const EVENT_DESCRIPTION_MAX = 1000;
/** Most items one event lists. */
export const EVENT_ITEMS_MAX = 60;

/** What an administrator set: a draft is the administrators' own, a live event is published. */
export const EVENT_STATES = ['draft', 'live'] as const;
export const EventState = z.enum(EVENT_STATES);
export type EventState = z.infer<typeof EventState>;

/**
 * Where an event stands for visitors now, by its state and dates (the database clock): only a
 * `live` one is shown; `scheduled` starts later, `ended` is over.
 */
export const EVENT_STATUSES = ['draft', 'scheduled', 'live', 'ended'] as const;
export const EventStatus = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatus>;

/** True when a text may be an event's slug. */
export function isEventSlug(value: string): boolean {
  return (
    value.length >= EVENT_SLUG_MIN &&
    value.length <= EVENT_SLUG_MAX &&
    EVENT_SLUG_PATTERN.test(value)
  );
}

/** GET /ajax/events/{slug}: a live event in the interface language, with its visible items. */
export const StoreEvent = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The cover picture's address (a banner-shaped image), or null. */
  cover: z.string().nullable(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  /** The listed items, in the administrators' order, as the store's item cards show them. */
  items: z.array(Product),
});
export type StoreEvent = z.infer<typeof StoreEvent>;

/** An event as the console edits it: both languages, every item (listed or not), its state. */
export const AdminEvent = z.object({
  id: z.string(),
  slug: z.string(),
  titleEn: z.string(),
  titleKo: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionKo: z.string().nullable(),
  cover: z.string().nullable(),
  state: EventState,
  status: EventStatus,
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  /** Every item in order; `listed` says whether visitors see it now. */
  items: z.array(CurationItem),
  createAt: Timestamp,
  updateAt: Timestamp,
});
export type AdminEvent = z.infer<typeof AdminEvent>;

/** GET /admin/api/curation/events: every event, newest first. */
export const AdminEventList = z.object({ items: z.array(AdminEvent) });
export type AdminEventList = z.infer<typeof AdminEventList>;

const EventSlug = z
  .string()
  .trim()
  .min(EVENT_SLUG_MIN, 'admin.curation.events.slug.invalid')
  .max(EVENT_SLUG_MAX, 'admin.curation.events.slug.invalid')
  .regex(EVENT_SLUG_PATTERN, 'admin.curation.events.slug.invalid');

/** An instant with its offset, e.g. 2026-12-01T09:00:00.000Z. */
const Instant = z.iso.datetime({ offset: true, message: 'admin.curation.schedule.invalid' });

const eventFields = {
  slug: EventSlug,
  titleEn: singleLineText()
    .trim()
    .min(1, 'admin.curation.events.title.required')
    .max(EVENT_TITLE_MAX, 'admin.curation.events.title.max'),
  titleKo: optionalChangedText(EVENT_TITLE_MAX, 'admin.curation.events.title.max', {
    singleLine: true,
  }),
  descriptionEn: optionalChangedText(
    EVENT_DESCRIPTION_MAX,
    'admin.curation.events.description.max',
  ),
  descriptionKo: optionalChangedText(
    EVENT_DESCRIPTION_MAX,
    'admin.curation.events.description.max',
  ),
  /**
   * The cover: the address of a picture uploaded through POST
   * /admin/api/curation/banner-images (banner rules), or another banner's or event's; null
   * for none.
   */
  cover: z.string().max(300).nullable().optional(),
  /** The items in the order visitors see them; each at most once. */
  itemIds: z.array(ExtensionId).max(EVENT_ITEMS_MAX, 'admin.curation.events.items.max'),
  state: EventState.optional(),
  startsAt: Instant.nullable().optional(),
  endsAt: Instant.nullable().optional(),
};

function datesInOrder(value: { startsAt?: string | null; endsAt?: string | null }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return Date.parse(value.startsAt) < Date.parse(value.endsAt);
}
const DATES_ORDER = { message: 'admin.curation.schedule.order', path: ['endsAt'] };

/** POST /admin/api/curation/events: a new event, a draft unless `state` says live. */
export const EventCreateInput = z
  .object({ ...eventFields, itemIds: eventFields.itemIds.default([]), reason: curationReason })
  .refine(datesInOrder, DATES_ORDER);
export type EventCreateInput = z.input<typeof EventCreateInput>;

/**
 * PATCH /admin/api/curation/events/{id}: the fields to change. `itemIds` replaces the whole
 * list (adding, removing and reordering are one change); `state` publishes or unpublishes.
 */
export const EventUpdateInput = z
  .object({
    ...eventFields,
    slug: EventSlug.optional(),
    titleEn: eventFields.titleEn.optional(),
    itemIds: eventFields.itemIds.optional(),
    reason: curationReason,
  })
  .refine(datesInOrder, DATES_ORDER);
export type EventUpdateInput = z.input<typeof EventUpdateInput>;
