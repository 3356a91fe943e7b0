/**
 * The companion's new tab page (`chrome_url_overrides.newtab`). It paints from what the
 * companion keeps, never from the network: the applied wallpaper's photo (a different one on
 * each new tab when there are several, and another every ten minutes while the tab is open),
 * its clock, the most visited sites and the store's notices when the wallpaper shows them,
 * and a link back to the wallpaper in the store. Without a wallpaper: a calm background, the
 * clock and a link to the store's wallpapers. No zod here: the page must stay small and fast.
 */
import {
  type KeptNotices,
  type KeptWallpaper,
  NEXT_PHOTO_KEY,
  NOTICES_KEY,
  PHOTO_CACHE,
  photoKey,
  WALLPAPER_KEY,
} from '../kept-wallpaper.js';
import { storeLanguage } from '../sidebar-address.js';
import { createClock } from './clock.js';
import { showNotices, showStoreLink, showTopSites } from './newtab-parts.js';
import { readStoreUrl } from './store-url.js';
import { STRINGS } from './strings.js';

const PHOTO_INTERVAL_MS = 10 * 60_000;

function element<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

/** The kept wallpaper when it has the shape the service worker writes. */
function asKept(value: unknown): KeptWallpaper | null {
  const kept = value as Partial<KeptWallpaper> | undefined;
  const theme = kept?.theme;
  if (!kept || typeof kept.generation !== 'string' || !theme) return null;
  if (!Array.isArray(theme.photos) || theme.photos.length === 0) return null;
  return kept as KeptWallpaper;
}

/** An object URL of a kept photo, or null when it is not (or no longer) kept. */
async function photoUrl(generation: string, index: number): Promise<string | null> {
  try {
    const cache = await caches.open(PHOTO_CACHE);
    const response = await cache.match(photoKey(generation, index));
    return response ? URL.createObjectURL(await response.blob()) : null;
  } catch {
    return null;
  }
}

/** Shows the photos in turn, starting at `first`; false when the first one is not kept. */
async function showPhotos(kept: KeptWallpaper, first: number): Promise<boolean> {
  const photo = element<HTMLImageElement>('photo');
  const count = kept.theme.photos.length;
  let index = first % count;
  let current: string | null = null;
  const show = async (): Promise<boolean> => {
    const url = await photoUrl(kept.generation, index);
    if (!url) return false;
    // Decoded before it replaces the photo on screen, so the change is one step.
    const next = new Image();
    next.src = url;
    await next.decode().catch(() => undefined);
    photo.src = url;
    photo.hidden = false;
    if (current) URL.revokeObjectURL(current);
    current = url;
    return true;
  };
  const shown = await show();
  if (shown && count > 1) {
    setInterval(() => {
      index = (index + 1) % count;
      void show();
    }, PHOTO_INTERVAL_MS);
  }
  return shown;
}

async function main(): Promise<void> {
  const stored = await chrome.storage.local.get([WALLPAPER_KEY, NEXT_PHOTO_KEY, NOTICES_KEY]);
  const kept = asKept(stored[WALLPAPER_KEY]);
  const language = kept?.theme.language ?? storeLanguage(chrome.i18n.getUILanguage());
  const strings = STRINGS[language];
  document.documentElement.lang = language;
  document.title = strings.newTab;
  element('clock').replaceWith(createClock(kept?.theme.clock ?? 'digital', language, strings));

  const link = element('store-link-slot');
  if (!kept) {
    const storeUrl = await readStoreUrl();
    showStoreLink(
      link,
      storeUrl && `${storeUrl}/wallpapers?hl=${language}`,
      strings.findWallpapers,
    );
    document.documentElement.dataset.ready = 'true';
    return;
  }
  showStoreLink(link, kept.theme.storeUrl, strings.wallpaperInStore, kept.theme.name);
  if (kept.theme.notices) {
    const notices = stored[NOTICES_KEY] as KeptNotices | undefined;
    showNotices(element('notices'), notices, kept, strings);
  }
  const count = kept.theme.photos.length;
  const next = stored[NEXT_PHOTO_KEY];
  const first = typeof next === 'number' && Number.isInteger(next) && next >= 0 ? next % count : 0;
  const [shown] = await Promise.all([
    showPhotos(kept, first),
    kept.theme.topSites
      ? showTopSites(element('top-sites'), strings).catch(() => undefined)
      : undefined,
  ]);
  if (shown) {
    document.body.classList.add('has-photo');
    // The next new tab shows the next photo.
    await chrome.storage.local.set({ [NEXT_PHOTO_KEY]: (first + 1) % count });
  }
  document.documentElement.dataset.ready = 'true';
}

void main();
