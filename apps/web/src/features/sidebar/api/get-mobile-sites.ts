import type { Language, MobileSite, MobileSiteCategory, MobileSiteFraming } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/*
 * The contract's categories and framing verdicts, as sets the compiler checks against its types
 * (every value, no other). Importing the contract's lists would bring its schemas (and the
 * schema library) into the module graph the store's entry names.
 */
const CATEGORIES: Readonly<Record<MobileSiteCategory, true>> = {
  news: true,
  search: true,
  shopping: true,
  social: true,
  tools: true,
  entertainment: true,
};
const FRAMINGS: Readonly<Record<MobileSiteFraming, true>> = {
  allowed: true,
  refused: true,
  unknown: true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isKey<K extends string>(set: Readonly<Record<K, true>>, value: unknown): value is K {
  return typeof value === 'string' && Object.hasOwn(set, value);
}

/**
 * A structural check of a site as GET /ajax/mobile-sites sends it (read without the schema
 * library, like the product lists). A site with an unknown category or framing verdict, or an
 * address that is not http(s), is left out: the panel could neither place nor open it safely.
 */
export function isMobileSite(value: unknown): value is MobileSite {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.url === 'string' &&
    /^https?:\/\//i.test(value.url) &&
    (value.icon === null || typeof value.icon === 'string') &&
    isKey(CATEGORIES, value.category) &&
    isKey(FRAMINGS, value.framing)
  );
}

/** The sites of an answer, in its order; what does not look like a site is skipped. */
export function readMobileSites(body: unknown): MobileSite[] {
  const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return items.filter(isMobileSite);
}

/** GET /ajax/mobile-sites?hl=: the curated mobile websites listed for the interface language. */
export async function getMobileSites(
  language: Language,
  signal?: AbortSignal,
): Promise<MobileSite[]> {
  return readMobileSites(
    await api.get<unknown>('/ajax/mobile-sites', { query: { hl: language }, signal }),
  );
}
