/** Item ids are 32 letters from a to p. */
const ITEM_ID = /^[a-p]{32}$/;
const ITEM_ID_IN_TEXT = /(?:^|[^a-z])([a-p]{32})(?![a-z])/;

export function isItemId(value: string | undefined): value is string {
  return value !== undefined && ITEM_ID.test(value);
}

/**
 * The item an administrator means by what they pasted: an id, or any store address that holds
 * one (/detail/{id}, its preview, a developer's edit page). Null when there is none.
 */
export function itemIdFrom(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (ITEM_ID.test(text)) return text;
  let path = text;
  try {
    path = new URL(text, 'http://store.invalid').pathname;
  } catch {
    // Not an address: search the text as it is.
  }
  return ITEM_ID_IN_TEXT.exec(path)?.[1] ?? null;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** How long ago a moment was, in the largest whole unit: "3 days ago", "3일 전". */
export function formatAge(value: string, now: Date, language: string): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const seconds = Math.max(0, Math.round((now.getTime() - time) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
