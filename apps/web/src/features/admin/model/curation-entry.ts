import {
  BANNER_TYPES,
  type BannerType,
  CATEGORY_TYPES,
  type CategoryType,
  EXTENSION_ID_PATTERN,
  INSTALL_POLICIES,
  type InstallPolicy,
  PRIZES,
  type Prize,
} from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

/**
 * What a curation change was about, read from its log target ("banner:12", "item:<id>",
 * "banners:theme", "winners:2019/gold", "category:theme/city", "categories:app", "event:12",
 * "mobile_site:3", "mobile_sites", "social_links"), or whose administrator role changed
 * ("user:<email>").
 * Anything else is shown as it is.
 */
export type CurationTarget =
  | { kind: 'user'; email: string }
  | { kind: 'item'; extensionId: string }
  | { kind: 'banner'; id: string }
  | { kind: 'banners'; bannerType: BannerType }
  | { kind: 'winners'; year: string; prize: Prize }
  | { kind: 'category'; categoryType: CategoryType; code: string }
  | { kind: 'categories'; categoryType: CategoryType }
  | { kind: 'event'; id: string }
  | { kind: 'mobileSite'; id: string }
  /** The mobile websites as a whole: their order. */
  | { kind: 'mobileSites' }
  /** The footer's social links. */
  | { kind: 'socialLinks' }
  | { kind: 'other'; text: string };

/** An address as accounts store it: something, one @, something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export function readCurationTarget(target: string): CurationTarget {
  const colon = target.indexOf(':');
  const kind = colon > 0 ? target.slice(0, colon) : '';
  const rest = target.slice(colon + 1);
  const other = { kind: 'other', text: target } as const;
  if (target === 'mobile_sites') return { kind: 'mobileSites' };
  if (target === 'social_links') return { kind: 'socialLinks' };
  // Read whole: an address may hold a slash.
  if (kind === 'user') return EMAIL_PATTERN.test(rest) ? { kind: 'user', email: rest } : other;
  const [first, second, ...more] = rest.split('/');
  if (more.length > 0) return other;
  // A row's number, as banners, events and mobile websites are named.
  const rowId = second === undefined && first !== undefined && /^\d+$/.test(first) ? first : null;
  switch (kind) {
    case 'item':
      return second === undefined && first !== undefined && EXTENSION_ID_PATTERN.test(first)
        ? { kind: 'item', extensionId: first }
        : other;
    case 'banner':
      return rowId ? { kind: 'banner', id: rowId } : other;
    case 'event':
      return rowId ? { kind: 'event', id: rowId } : other;
    case 'mobile_site':
      return rowId ? { kind: 'mobileSite', id: rowId } : other;
    case 'banners':
      return second === undefined && isOneOf(BANNER_TYPES, first)
        ? { kind: 'banners', bannerType: first }
        : other;
    case 'winners':
      return isOneOf(PRIZES, second) && first !== undefined && /^\d{4}$/.test(first)
        ? { kind: 'winners', year: first, prize: second }
        : other;
    case 'category':
      return isOneOf(CATEGORY_TYPES, first) && second
        ? { kind: 'category', categoryType: first, code: second }
        : other;
    case 'categories':
      return second === undefined && isOneOf(CATEGORY_TYPES, first)
        ? { kind: 'categories', categoryType: first }
        : other;
    default:
      return other;
  }
}

/** The fields a change can name, by their key in the log's details. */
export const CHANGE_FIELDS = {
  title_en: 'titleEn',
  title_ko: 'titleKo',
  description_en: 'descriptionEn',
  description_ko: 'descriptionKo',
  link_url: 'linkUrl',
  image_key: 'image',
  background_color: 'backgroundColor',
  language: 'language',
  position: 'position',
  active: 'active',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
  nameEn: 'nameEn',
  nameKo: 'nameKo',
  slug: 'slug',
  state: 'state',
  cover_key: 'cover',
  items: 'items',
  name: 'name',
  url: 'url',
  icon_key: 'icon',
  category: 'category',
} as const;
export type ChangeField = (typeof CHANGE_FIELDS)[keyof typeof CHANGE_FIELDS];

/** A value as the summary shows it; long text is cut. */
export type FactValue = string | number | boolean | null;

/** One part of a change's summary; the log words and formats each kind. */
export type CurationFact =
  | { kind: 'title'; text: string }
  | { kind: 'link'; url: string }
  | { kind: 'names'; en: string; ko: string }
  /** A changed field, with its values when they read well (not for an image's file). */
  | { kind: 'changed'; field: ChangeField; before?: FactValue; after?: FactValue }
  | { kind: 'order'; entries: string[] }
  | { kind: 'winners'; count: number; before: number }
  | { kind: 'item'; extensionId: string }
  /** How managed browsers get an item, before and after (Browsers page). */
  | { kind: 'installPolicy'; from: InstallPolicy; to: InstallPolicy };

/** Longest text a summary repeats before cutting it. */
export const FACT_TEXT_MAX = 60;

function shorten(text: string): string {
  return text.length > FACT_TEXT_MAX ? `${text.slice(0, FACT_TEXT_MAX - 1)}…` : text;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? shorten(value) : null;
}

function factValue(value: unknown): FactValue | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return shorten(value);
  return undefined;
}

function list(value: unknown): string[] | null {
  return Array.isArray(value) ? value.map((entry) => String(entry)) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every field a change recorded as { field: { before, after } }, in a fixed order. */
function changes(details: Record<string, unknown>): CurationFact[] {
  const recorded = details.changes;
  if (!isRecord(recorded)) return [];
  return Object.entries(CHANGE_FIELDS).flatMap(([key, field]): CurationFact[] => {
    const change = recorded[key];
    if (!isRecord(change)) return [];
    if (field === 'image' || field === 'cover' || field === 'icon') {
      return [{ kind: 'changed', field }];
    }
    const before = factValue(change.before);
    const after = factValue(change.after);
    return before === undefined || after === undefined
      ? [{ kind: 'changed', field }]
      : [{ kind: 'changed', field, before, after }];
  });
}

/**
 * The facts of a curation change worth a line in the log: a banner's or an event's title, a
 * mobile website's name, their links, what an update changed, a new order, how many winners, a
 * category's names. Details of a shape the log does not know give nothing rather than noise.
 */
export function curationFacts(
  action: string,
  details: Record<string, unknown> | null,
): CurationFact[] {
  if (!details) return [];
  const facts: CurationFact[] = [];
  const title = text(details.titleEn);
  const name = text(details.name);
  // Banners keep their link as linkUrl, mobile websites as url.
  const url = text(details.linkUrl) ?? text(details.url);
  switch (action) {
    case 'banner.create':
    case 'banner.delete':
      if (title) facts.push({ kind: 'title', text: title });
      if (url) facts.push({ kind: 'link', url });
      break;
    case 'banner.update':
      if (title) facts.push({ kind: 'title', text: title });
      facts.push(...changes(details));
      break;
    case 'category.update':
      facts.push(...changes(details));
      break;
    case 'event.create':
    case 'event.delete':
      if (title) facts.push({ kind: 'title', text: title });
      break;
    case 'event.update':
    case 'event.publish':
    case 'event.unpublish':
      if (title) facts.push({ kind: 'title', text: title });
      facts.push(...changes(details));
      break;
    case 'mobile_site.create':
    case 'mobile_site.delete':
      if (name) facts.push({ kind: 'title', text: name });
      if (url) facts.push({ kind: 'link', url });
      break;
    case 'mobile_site.update':
      if (name) facts.push({ kind: 'title', text: name });
      facts.push(...changes(details));
      break;
    case 'mobile_site.check':
    case 'outside_item.create':
    case 'outside_item.delete':
    case 'fleet_alert.acknowledge':
      if (name) facts.push({ kind: 'title', text: name });
      break;
    case 'banner.reorder':
    case 'mobile_site.reorder':
    case 'category.reorder': {
      const after = list(details.after);
      if (after) {
        facts.push({
          kind: 'order',
          entries: action === 'category.reorder' ? after : after.map((id) => `#${id}`),
        });
      }
      break;
    }
    case 'social_links.set': {
      // The list after the change, by name, in the footer's order.
      const after = Array.isArray(details.after) ? details.after : null;
      if (after) {
        facts.push({
          kind: 'order',
          entries: after.flatMap((link) => (isRecord(link) ? (text(link.name) ?? []) : [])),
        });
      }
      break;
    }
    case 'winners.set': {
      const after = list(details.after);
      const before = list(details.before);
      if (after) facts.push({ kind: 'winners', count: after.length, before: before?.length ?? 0 });
      break;
    }
    case 'winner.remove':
      if (typeof details.itemId === 'string' && EXTENSION_ID_PATTERN.test(details.itemId)) {
        facts.push({ kind: 'item', extensionId: details.itemId });
      }
      break;
    case 'install_policy.set': {
      const from = typeof details.from === 'string' ? details.from : null;
      const to = typeof details.to === 'string' ? details.to : null;
      if (isOneOf(INSTALL_POLICIES, from) && isOneOf(INSTALL_POLICIES, to)) {
        facts.push({ kind: 'installPolicy', from, to });
      }
      break;
    }
    case 'category.create':
    case 'category.delete': {
      const en = text(details.nameEn);
      const ko = text(details.nameKo);
      if (en && ko) facts.push({ kind: 'names', en, ko });
      break;
    }
  }
  return facts;
}

/** Who ran `npm run admin` to change a role, and on which machine. */
export interface ShellOperator {
  by: string;
  host: string;
}

/** The operator a role change recorded, or null when its details do not name one. */
export function readShellOperator(details: Record<string, unknown> | null): ShellOperator | null {
  const by = text(details?.by);
  const host = text(details?.host);
  return by && host ? { by, host } : null;
}
