import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImageBatch } from '@lagoon/demo-catalog';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageKind } from '../media/images.js';
import { LocalFileStorage } from '../storage/storage.js';
import { artFingerprint, defaultArtCacheDir, drawDemoArt, hasCachedArt } from './art-cache.js';

const folders: string[] = [];

function folder(prefix: string): string {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(made);
  return made;
}

afterEach(() => {
  for (const made of folders.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

/** A small catalog's pictures: two drawings (PNG and JPEG) and a smaller copy of one. */
function smallBatch(fill = '#2f6fdf'): ImageBatch {
  const batch = new ImageBatch();
  const drawing = (width: number, height: number) => () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${fill}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#ffffff"/></svg>`;
  const icon = batch.svg('icon', 128, 128, 'png', drawing(128, 128));
  batch.svg('photo', 1280, 800, 'jpg', drawing(1280, 800));
  batch.resized('icon-small', icon, 48, 48, 'png');
  return batch;
}

const KINDS = new Map<string, ImageKind>([
  ['icon', 'icon'],
  ['photo', 'wallpaper'],
]);

function newStorage(): LocalFileStorage {
  return new LocalFileStorage(folder('lagoon-art-files-'));
}

async function storedKeys(storage: LocalFileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  return keys.sort();
}

describe('the demo pictures kept between first starts', () => {
  it('says whether the cache holds this exact catalog, as npm start asks before drawing it', async () => {
    const cache = folder('lagoon-art-cache-');
    expect(hasCachedArt(smallBatch(), KINDS, cache)).toBe(false);
    await drawDemoArt(smallBatch(), KINDS, newStorage(), cache);
    expect(hasCachedArt(smallBatch(), KINDS, cache)).toBe(true);
    expect(hasCachedArt(smallBatch('#df2f2f'), KINDS, cache)).toBe(false);
    const next = await drawDemoArt(smallBatch(), KINDS, newStorage(), cache);
    expect(next.fromCache).toBe(true);
  });

  it('draws on the first start and stores the same files from the cache on the next', async () => {
    const cache = folder('lagoon-art-cache-');
    const first = newStorage();
    const drawn = await drawDemoArt(smallBatch(), KINDS, first, cache);
    expect(drawn.fromCache).toBe(false);
    expect([...drawn.images.keys()]).toEqual(['icon', 'photo', 'icon-small']);
    const small = await sharp(drawn.images.get('icon-small')!.data).metadata();
    expect({ width: small.width, height: small.height, format: small.format }).toEqual({
      width: 48,
      height: 48,
      format: 'png',
    });
    expect(Object.keys(drawn.copies.get('photo')!).sort()).toEqual(['thumb', 'webp']);

    const second = newStorage();
    const kept = await drawDemoArt(smallBatch(), KINDS, second, cache);
    expect(kept.fromCache).toBe(true);
    expect(await storedKeys(second)).toEqual(await storedKeys(first));
    for (const [id, image] of drawn.images) {
      expect(kept.images.get(id)?.key).toBe(image.key);
      expect(kept.images.get(id)?.data.equals(image.data)).toBe(true);
    }
    expect(Object.fromEntries(kept.copies)).toEqual(Object.fromEntries(drawn.copies));
  });

  it('draws again when a drawing changes, and keeps only the current pictures', async () => {
    const cache = folder('lagoon-art-cache-');
    await drawDemoArt(smallBatch(), KINDS, newStorage(), cache);
    expect(artFingerprint(smallBatch('#dd3311'), KINDS)).not.toBe(
      artFingerprint(smallBatch(), KINDS),
    );
    const changed = await drawDemoArt(smallBatch('#dd3311'), KINDS, newStorage(), cache);
    expect(changed.fromCache).toBe(false);
    expect(fs.readdirSync(cache)).toEqual([artFingerprint(smallBatch('#dd3311'), KINDS)]);
  });

  it('notices a damaged cache, draws the pictures again and replaces it', async () => {
    const cache = folder('lagoon-art-cache-');
    const drawn = await drawDemoArt(smallBatch(), KINDS, newStorage(), cache);
    const kept = path.join(
      cache,
      artFingerprint(smallBatch(), KINDS),
      drawn.images.get('icon')!.key,
    );
    fs.writeFileSync(kept, Buffer.from('not the picture'));
    const messages: string[] = [];
    const storage = newStorage();
    const again = await drawDemoArt(smallBatch(), KINDS, storage, cache, (message) =>
      messages.push(message),
    );
    expect(again.fromCache).toBe(false);
    expect(messages.join('\n')).toMatch(/damaged/);
    expect(again.images.get('icon')?.key).toBe(drawn.images.get('icon')?.key);
    expect(
      (await storage.read(drawn.images.get('icon')!.key))?.equals(drawn.images.get('icon')!.data),
    ).toBe(true);
    expect(fs.readFileSync(kept).equals(drawn.images.get('icon')!.data)).toBe(true);
    expect((await drawDemoArt(smallBatch(), KINDS, newStorage(), cache)).fromCache).toBe(true);
  });

  it('draws without a cache when none is given', async () => {
    const art = await drawDemoArt(smallBatch(), KINDS, newStorage(), null);
    expect(art.fromCache).toBe(false);
    expect(art.images.size).toBe(3);
  });

  it('keeps its cache beside the installed packages', () => {
    expect(defaultArtCacheDir()).toMatch(/node_modules[/\\]\.cache[/\\]lagoon-demo-art$/);
  });
});
