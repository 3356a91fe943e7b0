import { type ItemLocale, LOCALE_CODES } from '@lagoon/contract';

/** A parsed `_locales/<folder>/messages.json`: message text by lower-cased key. */
export type Messages = ReadonlyMap<string, string>;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** JSON from a file's bytes: UTF-8, a leading BOM dropped; undefined when it is not JSON. */
export function parseJson(data: Buffer): unknown {
  try {
    // TextDecoder drops the BOM itself (ignoreBOM is false).
    return JSON.parse(UTF8.decode(data));
  } catch {
    return undefined;
  }
}

/** Half of a UTF-16 surrogate pair: with the `u` flag a complete pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/** U+0000 or an unpaired surrogate: what neither a PostgreSQL text nor a JSON column holds. */
function isUnstorable(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * Why parsed JSON cannot be kept as it is, or null: a key or string holding U+0000 or half of a
 * surrogate pair (JSON escapes can spell both), or objects and arrays nested deeper than
 * `maxDepth` (serialising them again would exhaust the stack). Walks iteratively.
 */
export function unstorableJson(
  value: unknown,
  maxDepth: number,
): 'MANIFEST_INVALID_CHARACTERS' | 'MANIFEST_TOO_DEEP' | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return 'MANIFEST_INVALID_CHARACTERS';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return 'MANIFEST_TOO_DEEP';
    for (const [key, child] of Object.entries(current)) {
      if (isUnstorable(key)) return 'MANIFEST_INVALID_CHARACTERS';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The messages of a catalog (a messages.json parsed by parseJson), or null when it is not a
 * valid one. Keys and placeholder names are case-insensitive in Chromium; named `$placeholders$`
 * are replaced by their content when the catalog is loaded, as Chromium does, while `$1`-style
 * substitutions stay as written.
 */
export function messagesFromJson(json: unknown): Messages | null {
  if (!isRecord(json)) return null;
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(json)) {
    if (!isRecord(value) || typeof value.message !== 'string') return null;
    const placeholders = new Map<string, string>();
    if (value.placeholders !== undefined) {
      if (!isRecord(value.placeholders)) return null;
      for (const [name, placeholder] of Object.entries(value.placeholders)) {
        if (!isRecord(placeholder) || typeof placeholder.content !== 'string') return null;
        placeholders.set(name.toLowerCase(), placeholder.content);
      }
    }
    const text = value.message.replace(
      /\$([A-Za-z0-9_@]+)\$/g,
      (whole, name: string) => placeholders.get(name.toLowerCase()) ?? whole,
    );
    messages.set(key.toLowerCase(), text);
  }
  return messages;
}

const MESSAGE_PATTERN = /__MSG_([A-Za-z0-9_@]+?)__/g;

/**
 * Replaces every `__MSG_key__` in a manifest string, looking the key up in `messages` first and
 * then in `fallback` (the default locale), as Chromium does for a user's language. Returns the
 * keys found in neither.
 */
export function resolveMessages(
  text: string,
  messages: Messages | null,
  fallback: Messages | null,
): { text: string; missing: string[] } {
  const missing: string[] = [];
  const resolved = text.replace(MESSAGE_PATTERN, (whole, key: string) => {
    const lower = key.toLowerCase();
    const message = messages?.get(lower) ?? fallback?.get(lower);
    if (message === undefined) {
      missing.push(key);
      return whole;
    }
    return message;
  });
  return { text: resolved, missing };
}

const LOCALES_BY_LOWER = new Map<string, ItemLocale>(
  LOCALE_CODES.map((code) => [code.toLowerCase(), code]),
);

/** The store's code for a Chromium locale folder name (`en`, `en_US`, `pt_BR`), or null. */
export function itemLocaleOf(folder: string): ItemLocale | null {
  return LOCALES_BY_LOWER.get(folder.toLowerCase()) ?? null;
}
