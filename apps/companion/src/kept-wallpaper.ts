import type { AppliedWallpaper } from '@lagoon/contract';

/**
 * Where the companion keeps the applied wallpaper, shared by the service worker (which writes)
 * and the new tab page (which reads). Type-only imports: the new tab page bundles this module
 * and must stay free of zod.
 *
 * The settings live in `storage.local`; the photos, as downloaded bytes, in the Cache Storage
 * cache below, which the service worker and the extension's pages share (one origin). A
 * photo's cache key is a made-up https: address (the Cache API takes only http(s) keys); it is
 * never fetched.
 */

/** `storage.local` key of the applied wallpaper (a KeptWallpaper), absent when none. */
export const WALLPAPER_KEY = 'wallpaper';
/** `storage.local` key of the index of the photo the next new tab shows. */
export const NEXT_PHOTO_KEY = 'wallpaperNextPhoto';
/** `storage.local` key of the store's notices (KeptNotices), kept while a theme shows them. */
export const NOTICES_KEY = 'notices';
/** The Cache Storage cache that holds the photos. */
export const PHOTO_CACHE = 'wallpaper';

const PHOTO_KEY_BASE = 'https://wallpaper.companion.invalid/';

/** Every download of a wallpaper gets its own generation, so a new apply never overwrites. */
export function photoKey(generation: string, index: number): string {
  return `${PHOTO_KEY_BASE}${generation}/${index}`;
}

/** The generation a photo key belongs to, or null for a key that is not a photo's. */
export function generationOf(key: string): string | null {
  if (!key.startsWith(PHOTO_KEY_BASE)) return null;
  return key.slice(PHOTO_KEY_BASE.length).split('/')[0] || null;
}

export interface KeptWallpaper {
  theme: AppliedWallpaper;
  appliedAt: string;
  /** Its photos are `photoKey(generation, 0 … theme.photos.length - 1)`. */
  generation: string;
}

/** One live banner of the store's home, as the new tab shows it: text, never HTML. */
export interface Notice {
  title: string;
  /** Absolute http(s) address. */
  link: string;
  /** Absolute address on the store, or null. */
  image: string | null;
}

export interface KeptNotices {
  /** The store origin and language they were read for. */
  origin: string;
  language: 'en' | 'ko';
  fetchedAt: string;
  items: Notice[];
}
