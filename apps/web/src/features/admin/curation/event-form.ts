import {
  type AdminEvent,
  type CurationItem,
  EVENT_ITEMS_MAX,
  EVENT_SLUG_MAX,
  type EventCreateInput,
  type EventState,
  type EventUpdateInput,
  type Language,
} from '@lagoon/contract';
import { fromLocalInput, toLocalInput } from './local-time';
import { moved } from './shared';

/**
 * The event dialog's form as plain data, and the rules that turn it into the console's calls:
 * pure functions, so the dialog only renders and the rules are tested without a browser.
 */
export interface EventForm {
  slug: string;
  /** The administrator typed the slug: it no longer follows the English title. */
  slugEdited: boolean;
  titleEn: string;
  titleKo: string;
  descriptionEn: string;
  descriptionKo: string;
  /** A new cover picked from the disk, uploaded when the event is saved. */
  file: File | null;
  /** Take the current cover away. */
  removeCover: boolean;
  /** The items in the order visitors will see them. */
  items: CurationItem[];
  state: EventState;
  startsAt: string;
  endsAt: string;
  reason: string;
}

export function eventFormOf(event: AdminEvent | null): EventForm {
  return {
    slug: event?.slug ?? '',
    slugEdited: event !== null,
    titleEn: event?.titleEn ?? '',
    titleKo: event?.titleKo ?? '',
    descriptionEn: event?.descriptionEn ?? '',
    descriptionKo: event?.descriptionKo ?? '',
    file: null,
    removeCover: false,
    items: event?.items ?? [],
    state: event?.state ?? 'draft',
    startsAt: toLocalInput(event?.startsAt ?? null),
    endsAt: toLocalInput(event?.endsAt ?? null),
    reason: '',
  };
}

/**
 * A slug made from a title: lower-case Latin letters and digits, words joined by single
 * hyphens ("Back to School!" → "back-to-school"). Letters outside a–z are left out, so a
 * Korean title suggests nothing and the administrator types the slug.
 */
export function suggestSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, EVENT_SLUG_MAX)
    .replace(/-+$/, '');
}

/** The form after the English title changed: a slug nobody typed follows it. */
export function withTitleEn(form: EventForm, titleEn: string): EventForm {
  return form.slugEdited ? { ...form, titleEn } : { ...form, titleEn, slug: suggestSlug(titleEn) };
}

/** The form with an item added last; an item already chosen, or one too many, changes nothing. */
export function withItem(form: EventForm, item: CurationItem): EventForm {
  if (form.items.length >= EVENT_ITEMS_MAX) return form;
  if (form.items.some((entry) => entry.extensionId === item.extensionId)) return form;
  return { ...form, items: [...form.items, item] };
}

export function withoutItem(form: EventForm, extensionId: string): EventForm {
  return { ...form, items: form.items.filter((entry) => entry.extensionId !== extensionId) };
}

export function withItemMoved(form: EventForm, from: number, to: number): EventForm {
  if (to < 0 || to >= form.items.length) return form;
  return { ...form, items: moved(form.items, from, to) };
}

/** How many of the chosen items visitors would see now. */
export function visibleCount(form: EventForm): number {
  return form.items.filter((item) => item.listed).length;
}

/** The fields every save sends; the cover is added by the caller once uploaded. */
function commonFields(form: EventForm) {
  return {
    slug: form.slug.trim(),
    titleEn: form.titleEn,
    titleKo: form.titleKo || null,
    descriptionEn: form.descriptionEn || null,
    descriptionKo: form.descriptionKo || null,
    itemIds: form.items.map((item) => item.extensionId),
    state: form.state,
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
    reason: form.reason,
  };
}

/** A new event's call; `cover` is the address of the uploaded cover, if any. */
export function createInputOf(form: EventForm, cover: string | null): EventCreateInput {
  return { ...commonFields(form), ...(cover ? { cover } : {}) };
}

/**
 * A change's call: every field (unchanged ones change nothing on the server), the cover only
 * when a new one was uploaded (its address) or the old one is taken away (null).
 */
export function updateInputOf(form: EventForm, cover: string | null): EventUpdateInput {
  const fields = commonFields(form);
  if (cover) return { ...fields, cover };
  return form.removeCover ? { ...fields, cover: null } : fields;
}

/** An event's title in the console's language; Korean falls back to English like visitors'. */
export function eventTitleIn(event: AdminEvent, language: Language): string {
  return (language === 'ko' ? event.titleKo : null) ?? event.titleEn;
}
