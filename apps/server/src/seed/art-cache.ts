import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ImageBatch } from '@lagoon/demo-catalog';
import sharp from 'sharp';
import { DERIVATIVE_SETTINGS, type ImageKind } from '../media/images.js';
import { type FileStorage, parseKey } from '../storage/storage.js';
import {
  DEMO_ENCODING,
  mapLimit,
  type RenderedImage,
  renderImages,
  storeImageCopies,
} from './images.js';

/**
 * The demo catalog's pictures (about 550 drawings and 530 pairs of WebP copies) are the same on
 * every first start, and drawing them is most of a first start's work: about 26 s of CPU on two
 * cores. They are therefore kept, after the first drawing, in a cache beside the installed
 * packages (node_modules/.cache/lagoon-demo-art, the place build tools keep theirs), by a
 * fingerprint of everything that decides their bytes: every drawing's SVG text, size and format,
 * which pictures get copies of which kind, the encoders' settings, and the versions of sharp and
 * libvips. A later first start on a new data directory (another store on this machine, a reset,
 * the tests' many stores) stores the kept files instead of drawing them again.
 *
 * The cache only saves time: every kept file is checked against the content hash its key names
 * before it is stored, so a damaged cache is noticed, removed and drawn anew; a cache that cannot
 * be written is skipped.
 */

/** Raised when the layout or meaning of the cached files changes. */
const CACHE_FORMAT = 1;
const MANIFEST = 'manifest.json';

export interface DemoArt {
  /** Every drawn picture by image id, stored, with its bytes (packages embed icons). */
  images: Map<string, RenderedImage>;
  /** The keys of each shown picture's WebP copies by image id. */
  copies: Map<string, Record<string, string>>;
  /** Whether the files came from the cache rather than being drawn. */
  fromCache: boolean;
}

interface Manifest {
  format: number;
  images: Record<string, string>;
  copies: Record<string, Record<string, string>>;
}

/**
 * The cache directory beside the installed packages (the node_modules folder that holds
 * sharp), or null when it cannot be found.
 */
export function defaultArtCacheDir(): string | null {
  try {
    const sharpEntry = createRequire(import.meta.url).resolve('sharp');
    const marker = `${path.sep}node_modules${path.sep}`;
    const index = sharpEntry.lastIndexOf(marker);
    if (index < 0) return null;
    return path.join(sharpEntry.slice(0, index + marker.length), '.cache', 'lagoon-demo-art');
  } catch {
    return null;
  }
}

/** A hash of everything that decides the bytes of the pictures and their copies. */
export function artFingerprint(batch: ImageBatch, kinds: Map<string, ImageKind>): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      format: CACHE_FORMAT,
      versions: sharp.versions,
      encoding: DEMO_ENCODING,
      derivatives: DERIVATIVE_SETTINGS,
    }),
  );
  for (const job of batch.jobs()) {
    const source = 'svg' in job.source ? job.source.svg() : `from ${job.source.resizedFrom.id}`;
    hash.update(`\0image\0${job.id}\0${job.width}x${job.height}\0${job.format}\0${source}`);
  }
  for (const [id, kind] of kinds) hash.update(`\0copies\0${id}\0${kind}`);
  return hash.digest('hex').slice(0, 40);
}

/** True when `cacheDir` holds this exact catalog's pictures (written whole, see save). */
export function hasCachedArt(
  batch: ImageBatch,
  kinds: Map<string, ImageKind>,
  cacheDir: string,
): boolean {
  return fs.existsSync(path.join(cacheDir, artFingerprint(batch, kinds), MANIFEST));
}

/** Wraps a storage so that every file put through it is also remembered, bytes and all. */
function recording(storage: FileStorage): { storage: FileStorage; files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  const wrapped: FileStorage = {
    put: async (data, type) => {
      const file = await storage.put(data, type);
      files.set(file.key, data);
      return file;
    },
    open: (key) => storage.open(key),
    read: (key) => storage.read(key),
    remove: (key) => storage.remove(key),
    list: () => storage.list(),
    removeLeftovers: (before) => storage.removeLeftovers(before),
  };
  return { storage: wrapped, files };
}

/** Stores one cached file again and checks that it is the file the cache names. */
async function restore(storage: FileStorage, folder: string, key: string): Promise<RenderedImage> {
  const parsed = parseKey(key);
  if (!parsed) throw new Error(`not a storage key: ${key}`);
  const data = await fs.promises.readFile(path.join(folder, key));
  if (createHash('sha256').update(data).digest('hex') !== parsed.sha256) {
    throw new Error(`${key} was changed in the cache`);
  }
  return { ...(await storage.put(data, parsed.type)), data };
}

async function load(
  folder: string,
  storage: FileStorage,
): Promise<Omit<DemoArt, 'fromCache'> | null> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(folder, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  if (manifest.format !== CACHE_FORMAT) return null;
  const images = new Map(
    await mapLimit(
      Object.entries(manifest.images),
      8,
      async ([id, key]) => [id, await restore(storage, folder, key)] as const,
    ),
  );
  const copyKeys = Object.values(manifest.copies).flatMap((copy) => Object.values(copy));
  await mapLimit([...new Set(copyKeys)], 8, (key) => restore(storage, folder, key));
  return { images, copies: new Map(Object.entries(manifest.copies)) };
}

/**
 * Writes the drawn files under a new name and renames it into place, so a reader never sees a
 * half-written folder; another process that got there first wins. Other fingerprints' folders
 * are removed: the cache keeps the current catalog's pictures only.
 */
async function save(
  root: string,
  fingerprint: string,
  art: Omit<DemoArt, 'fromCache'>,
  files: Map<string, Buffer>,
): Promise<void> {
  await fs.promises.mkdir(root, { recursive: true });
  const staging = path.join(root, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.promises.mkdir(staging);
  try {
    const manifest: Manifest = {
      format: CACHE_FORMAT,
      images: Object.fromEntries([...art.images].map(([id, image]) => [id, image.key])),
      copies: Object.fromEntries(art.copies),
    };
    const keys = new Set([
      ...Object.values(manifest.images),
      ...Object.values(manifest.copies).flatMap((copy) => Object.values(copy)),
    ]);
    await mapLimit([...keys], 8, async (key) => {
      const data = files.get(key);
      if (!data) throw new Error(`${key} was not drawn here`);
      await fs.promises.writeFile(path.join(staging, key), data);
    });
    await fs.promises.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
    await fs.promises.rename(staging, path.join(root, fingerprint));
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
  for (const entry of await fs.promises.readdir(root)) {
    if (entry !== fingerprint && !entry.startsWith('.staging-')) {
      await fs.promises.rm(path.join(root, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Draws and stores the batch's pictures and the WebP copies of those shown as `kinds`, or
 * stores them from the cache in `cacheDir` when it holds this exact catalog's; null draws
 * without a cache.
 */
export async function drawDemoArt(
  batch: ImageBatch,
  kinds: Map<string, ImageKind>,
  storage: FileStorage,
  cacheDir: string | null,
  log: (message: string) => void = () => {},
): Promise<DemoArt> {
  const fingerprint = cacheDir ? artFingerprint(batch, kinds) : null;
  if (cacheDir && fingerprint) {
    const folder = path.join(cacheDir, fingerprint);
    try {
      const cached = await load(folder, storage);
      if (cached && cached.images.size === batch.size) return { ...cached, fromCache: true };
    } catch (error) {
      log(`The demo pictures' cache is damaged and is drawn again: ${String(error)}`);
      await fs.promises.rm(folder, { recursive: true, force: true }).catch(() => {});
    }
  }
  const recorder = recording(storage);
  const images = await renderImages(batch, recorder.storage);
  const copies = await storeImageCopies(kinds, images, recorder.storage);
  const art = { images, copies };
  if (cacheDir && fingerprint) {
    await save(cacheDir, fingerprint, art, recorder.files).catch((error: unknown) => {
      log(`The demo pictures could not be kept for the next first start: ${String(error)}`);
    });
  }
  return { ...art, fromCache: false };
}
