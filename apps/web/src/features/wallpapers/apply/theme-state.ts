import { EXTENSION_ID_PATTERN, THEME_LISTS, type ThemeList } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';

/**
 * What this browser remembers of wallpapers between visits, in localStorage: the wallpaper
 * last applied from here and the wallpaper list last looked at. It is a first guess that paints
 * at once; the companion's own answer (`themeState`) wins whenever it comes. Anything stored
 * under the key that does not read as this shape (another version, a hand edit, a full or
 * disabled storage) reads as nothing remembered, and the server, which has no storage, sees
 * the same.
 */

/** The storage key; a new shape of the state gets a new version rather than a migration. */
export const THEME_STATE_KEY = 'lagoon.themeState.v1';

/** The wallpaper applied from this browser, as the store remembers it. */
export interface AppliedWallpaperMemory {
  extensionId: string;
  name: string;
  /** ISO 8601: when the companion applied it. */
  appliedAt: string;
}

export interface ThemeState {
  applied: AppliedWallpaperMemory | null;
  lastList: ThemeList | null;
}

/** The part of the Web Storage API this module uses (tests pass their own). */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

const NOTHING: ThemeState = { applied: null, lastList: null };

/** localStorage when this runs in a browser that lets the page use it, else null. */
export function browserStorage(): ThemeStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading window.localStorage throws where the visitor blocked site data.
    return null;
  }
}

function readApplied(value: unknown): AppliedWallpaperMemory | null {
  if (typeof value !== 'object' || value === null) return null;
  const { extensionId, name, appliedAt } = value as Record<string, unknown>;
  if (typeof extensionId !== 'string' || !EXTENSION_ID_PATTERN.test(extensionId)) return null;
  if (typeof name !== 'string' || typeof appliedAt !== 'string') return null;
  return { extensionId, name, appliedAt };
}

/** The state a stored value holds; each part that does not read is left out on its own. */
export function parseThemeState(raw: string | null): ThemeState {
  if (!raw) return NOTHING;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NOTHING;
  }
  if (typeof value !== 'object' || value === null) return NOTHING;
  const record = value as Record<string, unknown>;
  const lastList = typeof record.lastList === 'string' ? record.lastList : null;
  return {
    applied: readApplied(record.applied),
    lastList: isOneOf(THEME_LISTS, lastList) ? lastList : null,
  };
}

function readRaw(storage: ThemeStorage | null): string | null {
  try {
    return storage?.getItem(THEME_STATE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readThemeState(storage: ThemeStorage | null = browserStorage()): ThemeState {
  return parseThemeState(readRaw(storage));
}

const listeners = new Set<() => void>();

/**
 * Changes part of the state, keeping the rest. A storage that refuses (full, disabled) leaves
 * the state as it was: the store then simply does not remember.
 */
export function updateThemeState(
  change: Partial<ThemeState>,
  storage: ThemeStorage | null = browserStorage(),
): void {
  if (!storage) return;
  const next = { ...readThemeState(storage), ...change };
  try {
    storage.setItem(THEME_STATE_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function rememberAppliedWallpaper(
  applied: AppliedWallpaperMemory | null,
  storage?: ThemeStorage | null,
): void {
  updateThemeState({ applied }, storage);
}

/**
 * Calls `listener` whenever the state may have changed: written from this page, or from
 * another tab of the store (the `storage` event). Returns the unsubscribe.
 */
export function subscribeThemeState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STATE_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

let lastRaw: string | null = null;
let lastApplied: AppliedWallpaperMemory | null = null;

/**
 * The applied wallpaper as remembered now, the same object for as long as the stored value
 * does not change (what React's useSyncExternalStore asks of a snapshot).
 */
export function appliedWallpaperSnapshot(): AppliedWallpaperMemory | null {
  const raw = readRaw(browserStorage());
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastApplied = parseThemeState(raw).applied;
  }
  return lastApplied;
}
