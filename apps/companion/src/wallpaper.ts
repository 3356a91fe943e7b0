import { AppliedWallpaper } from '@lagoon/contract';
import { z } from 'zod';
import type { Browser } from './browser.js';
import {
  generationOf,
  type KeptNotices,
  type KeptWallpaper,
  NEXT_PHOTO_KEY,
  NOTICES_KEY,
  photoKey,
  WALLPAPER_KEY,
} from './kept-wallpaper.js';
import { noticesUrl, parseNotices } from './notices.js';
import { isStoreAddress } from './origin.js';
import { errorMessage } from './replies.js';
import type { StoreConfigSource } from './store-config.js';

/** The largest photo the companion keeps. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Raster images only: what an <img> shows and nothing that runs. */
export const PHOTO_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
]);
/** The store answers with its smaller WebP copy of a photo when the request names WebP. */
const PHOTO_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif';

const Kept = z.object({
  theme: AppliedWallpaper,
  appliedAt: z.string(),
  generation: z.string().min(1),
});

/** Why a wallpaper was not applied, with the bridge's error code. */
export class WallpaperError extends Error {
  constructor(
    readonly code: 'NOT_ALLOWED' | 'FAILED',
    message: string,
  ) {
    super(message);
  }
}

export interface WallpaperKeeper {
  /**
   * Downloads the photos and keeps them with the settings; the new tab shows it from then on.
   * Throws a WallpaperError; the wallpaper applied before stays whole when it fails.
   */
  apply(theme: AppliedWallpaper): Promise<KeptWallpaper>;
  /** The wallpaper applied now, or null. */
  current(): Promise<KeptWallpaper | null>;
  /** Forgets the wallpaper and deletes its photos: the new tab goes back to the plain page. */
  clear(): Promise<void>;
  /**
   * Reads the store's notices again when the applied wallpaper shows them (and forgets them
   * when it does not). On failure the notices read before are kept. Resolves with the error.
   */
  refreshNotices(): Promise<string | undefined>;
}

/** A name nobody used before for one download of a wallpaper's photos. */
function newGeneration(): string {
  return `${Date.now().toString(36)}-${crypto.randomUUID()}`;
}

export function createWallpaperKeeper(
  browser: Browser,
  config: StoreConfigSource,
): WallpaperKeeper {
  // Applies and clears run one at a time: each ends by deleting every photo but its own.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const current = async (): Promise<KeptWallpaper | null> => {
    const parsed = Kept.safeParse(await browser.storage.get(WALLPAPER_KEY));
    return parsed.success ? parsed.data : null;
  };

  /** Deletes the photos of every generation but `keep` (all of them without one). */
  const deletePhotosExcept = async (keep: string | null): Promise<void> => {
    const stale = (await browser.photos.keys()).filter((key) => generationOf(key) !== keep);
    if (stale.length > 0) await browser.photos.delete(stale);
  };

  const deleteGeneration = async (generation: string): Promise<void> => {
    const own = (await browser.photos.keys()).filter((key) => generationOf(key) === generation);
    if (own.length > 0) await browser.photos.delete(own);
  };

  const download = async (url: string, origins: readonly string[]) => {
    let file: Awaited<ReturnType<Browser['fetchFile']>>;
    try {
      file = await browser.fetchFile(url, { accept: PHOTO_ACCEPT, maxBytes: PHOTO_MAX_BYTES });
    } catch (error) {
      throw new WallpaperError('FAILED', `Could not download ${url}: ${errorMessage(error)}`);
    }
    // A redirect must not lead the companion off the store.
    if (!isStoreAddress(file.url, origins)) {
      throw new WallpaperError('NOT_ALLOWED', `${url} leads off the store (${file.url}).`);
    }
    if (!PHOTO_TYPES.has(file.type)) {
      throw new WallpaperError('FAILED', `${url} is not a photo (${file.type || 'no type'}).`);
    }
    if (file.bytes.byteLength === 0) throw new WallpaperError('FAILED', `${url} is empty.`);
    return file;
  };

  const refreshNotices = async (): Promise<string | undefined> => {
    const kept = await current();
    if (!kept?.theme.notices) {
      await browser.storage.remove([NOTICES_KEY]);
      return undefined;
    }
    const { origins } = await config.get();
    if (!isStoreAddress(kept.theme.storeUrl, origins)) return 'the wallpaper is not on the store';
    const origin = new URL(kept.theme.storeUrl).origin;
    const { language } = kept.theme;
    try {
      const items = parseNotices(await browser.fetchText(noticesUrl(origin, language)), origin);
      const notices: KeptNotices = { origin, language, fetchedAt: new Date().toISOString(), items };
      await browser.storage.set(NOTICES_KEY, notices);
      return undefined;
    } catch (error) {
      return `Could not read the notices: ${errorMessage(error)}`;
    }
  };

  return {
    current,
    refreshNotices,

    async apply(theme) {
      const { origins } = await config.get();
      const foreign = [theme.storeUrl, ...theme.photos].find(
        (url) => !isStoreAddress(url, origins),
      );
      if (foreign !== undefined) {
        throw new WallpaperError('NOT_ALLOWED', `${foreign} is not on the store.`);
      }
      return serially(async () => {
        const generation = newGeneration();
        let kept: KeptWallpaper;
        // Downloads may outlast the service worker's idle timeout.
        const release = browser.keepAlive();
        try {
          try {
            // One at a time: at most one photo's bytes in memory.
            for (const [index, url] of theme.photos.entries()) {
              const file = await download(url, origins);
              await browser.photos.put(photoKey(generation, index), file);
            }
            kept = { theme, appliedAt: new Date().toISOString(), generation };
            await browser.storage.set(WALLPAPER_KEY, kept);
          } catch (error) {
            await deleteGeneration(generation).catch((cleanup: unknown) =>
              browser.log('Could not delete the photos of a failed apply', cleanup),
            );
            if (error instanceof WallpaperError) throw error;
            throw new WallpaperError('FAILED', `Could not keep the photos: ${errorMessage(error)}`);
          }
          // The next new tab starts with the first photo.
          await browser.storage
            .set(NEXT_PHOTO_KEY, 0)
            .catch((error: unknown) => browser.log('Could not reset the photo order', error));
          // The previous wallpaper's photos go only now that the new one is complete.
          await deletePhotosExcept(generation).catch((error: unknown) =>
            browser.log('Could not delete the previous photos', error),
          );
          const noticeError = await refreshNotices();
          if (noticeError) browser.log(noticeError);
          return kept;
        } finally {
          release();
        }
      });
    },

    clear() {
      return serially(async () => {
        await browser.storage.remove([WALLPAPER_KEY, NEXT_PHOTO_KEY, NOTICES_KEY]);
        await deletePhotosExcept(null);
      });
    },
  };
}
