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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The messages of a catalog, or null when it is not a valid one. Keys and placeholder names are
 * case-insensitive in Chromium; named `$placeholders$` are replaced by their content when the
 * catalog is loaded, as Chromium does, while `$1`-style substitutions stay as written.
 */
export function parseMessages(data: Buffer): Messages | null {
  const json = parseJson(data);
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
