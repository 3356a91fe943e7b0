import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { parseKey } from '../storage/storage.js';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/** Splits a header on a separator that is not inside a quoted parameter value. */
function splitList(header: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < header.length; index += 1) {
    const char = header[index]!;
    if (quoted && char === '\\') {
      current += char + (header[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The media ranges of an Accept header; malformed entries are left out. */
function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const entry of splitList(header, ',')) {
    const [range = '', ...parameters] = splitList(entry, ';').map((part) => part.trim());
    const match = /^([!#$%&'*+.^_`|~\w-]+)\/([!#$%&'*+.^_`|~\w-]+)$/.exec(range);
    if (!match) continue;
    let q = 1;
    let valid = true;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=', 2).map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
      // Anything after q is an accept extension, not part of the range.
      break;
    }
    if (valid) {
      ranges.push({ type: match[1]!.toLowerCase(), subtype: match[2]!.toLowerCase(), q });
    }
  }
  return ranges;
}

/**
 * The quality a client gives a content type: that of the most specific range naming it (the
 * first of equals), or 0 when none does. With `exact`, only a range naming the type itself
 * counts, not a wildcard range.
 */
function qualityOf(ranges: MediaRange[], contentType: string, exact = false): number {
  const [type, subtype] = contentType.split('/') as [string, string];
  let best: { specificity: number; q: number } | null = null;
  for (const range of ranges) {
    let specificity: number;
    if (range.type === type && range.subtype === subtype) specificity = 2;
    else if (exact) continue;
    else if (range.type === type && range.subtype === '*') specificity = 1;
    else if (range.type === '*' && range.subtype === '*') specificity = 0;
    else continue;
    if (!best || specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best?.q ?? 0;
}

/**
 * Whether a client should get the WebP copy of an image stored as `canonicalType`: its Accept
 * header names image/webp with a quality above 0, at least as high as the canonical type's.
 * Wildcard ranges (any image, anything) do not count as WebP support: every browser that decodes
 * WebP names it, while clients that send only wildcards (feed readers, scripts, old browsers)
 * may not decode it.
 */
export function prefersWebp(accept: string | undefined, canonicalType: string): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const webp = qualityOf(ranges, 'image/webp', true);
  return webp > 0 && webp >= qualityOf(ranges, canonicalType);
}

/**
 * The storage key of the WebP copy stored for a canonical image, or null. Listing media,
 * uploads awaiting a listing and banners keep the derivatives `storeImage` made; the first
 * with a WebP copy answers.
 */
export async function findWebpCopyKey(db: Db, key: string): Promise<string | null> {
  const result = await sql<{ webp: string }>`
    (SELECT derivatives->>'webp' AS webp FROM media
      WHERE file_key = ${key} AND derivatives->>'webp' IS NOT NULL LIMIT 1)
    UNION ALL
    (SELECT derivatives->>'webp' FROM media_uploads
      WHERE file_key = ${key} AND derivatives->>'webp' IS NOT NULL LIMIT 1)
    UNION ALL
    (SELECT derivatives->>'webp' FROM banners
      WHERE image_key = ${key} AND derivatives->>'webp' IS NOT NULL LIMIT 1)
    LIMIT 1
  `.execute(db);
  const webp = result.rows[0]?.webp;
  return webp && parseKey(webp)?.type === 'webp' ? webp : null;
}

export interface WebpCopyIndexOptions {
  /** Canonical keys remembered at most; the least recently used go first. */
  maxEntries?: number;
  /** How long "no copy" is believed: a later upload of the same image may add one. */
  missTtlMs?: number;
  now?: () => number;
  /** The database lookup; `findWebpCopyKey` unless a test counts calls. */
  lookup?: (key: string) => Promise<string | null>;
}

/**
 * Remembers which canonical images have a WebP copy. Keys are content hashes, so a copy once
 * found stays the copy of that image for good; "no copy" is kept only briefly. Concurrent
 * requests for one image share a single query, and a failed query is not remembered.
 */
export class WebpCopyIndex {
  private readonly cache: TtlCache;
  private readonly lookup: (key: string) => Promise<string | null>;

  constructor(db: Db, options: WebpCopyIndexOptions = {}) {
    const missTtlMs = options.missTtlMs ?? 60_000;
    this.cache = new TtlCache({
      ttlMs: missTtlMs,
      ttlFor: (webp) => (webp === null ? missTtlMs : Number.POSITIVE_INFINITY),
      maxEntries: options.maxEntries ?? 20_000,
      ...(options.now ? { now: options.now } : {}),
    });
    this.lookup = options.lookup ?? ((key) => findWebpCopyKey(db, key));
  }

  /** The storage key of the WebP copy of `key`, or null when none is recorded. */
  find(key: string): Promise<string | null> {
    return this.cache.get(key, () => this.lookup(key));
  }

  get size(): number {
    return this.cache.size;
  }
}
