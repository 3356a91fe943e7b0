import os from 'node:os';
import type { ImageBatch, ImageFormat, ImageJob } from '@lagoon/demo-catalog';
import sharp, { type Sharp } from 'sharp';
import { type ImageKind, storeDerivatives } from '../media/images.js';
import type { FileStorage, StoredFile } from '../storage/storage.js';

export interface RenderedImage extends StoredFile {
  data: Buffer;
}

/**
 * How the demo pictures are encoded, and how hard the WebP encoder searches for their copies: a
 * quicker effort than uploads get (half the time, a tenth larger; media/images.ts). Part of the
 * art cache's fingerprint (art-cache.ts), so changing one draws the pictures again.
 */
export const DEMO_ENCODING = {
  png: { compressionLevel: 8, adaptiveFiltering: false },
  jpeg: { quality: 84, mozjpeg: false },
  webpEffort: 2,
} as const;

async function encode(input: Sharp, format: ImageFormat): Promise<Buffer> {
  return format === 'png'
    ? input.png(DEMO_ENCODING.png).toBuffer()
    : input.jpeg(DEMO_ENCODING.jpeg).toBuffer();
}

/** Runs `task` over `items` with at most `limit` running at once, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** How many images to draw at once: sharp works on the libuv pool, which has four threads. */
export function renderConcurrency(): number {
  return Math.max(2, Math.min(4, os.availableParallelism()));
}

/**
 * Rasterises every picture of a batch, in parallel, and stores it; returns the stored file of
 * each id. A resized copy waits for the picture it is cut from, which is drawn once.
 */
export async function renderImages(
  batch: ImageBatch,
  storage: FileStorage,
): Promise<Map<string, RenderedImage>> {
  const rendered = new Map<string, Promise<Buffer>>();
  const bufferOf = (id: string): Promise<Buffer> => {
    let pending = rendered.get(id);
    if (!pending) {
      const job = batch.job(id);
      if (!job) throw new Error(`Unknown image ${id}`);
      pending = render(job, bufferOf);
      rendered.set(id, pending);
    }
    return pending;
  };
  const stored = await mapLimit(batch.jobs(), renderConcurrency(), async (job) => {
    const data = await bufferOf(job.id);
    const file = await storage.put(data, job.format);
    return [job.id, { ...file, data }] as const;
  });
  return new Map(stored);
}

async function render(job: ImageJob, bufferOf: (id: string) => Promise<Buffer>) {
  if ('svg' in job.source) return encode(sharp(Buffer.from(job.source.svg())), job.format);
  const source = await bufferOf(job.source.resizedFrom.id);
  return encode(sharp(source).resize(job.width, job.height, { fit: 'cover' }), job.format);
}

/**
 * Stores the upload pipeline's copies (a WebP of the same size and a thumbnail) of each image
 * shown as `kind`, so the demo catalog is served like uploaded images: browsers that take WebP
 * get the smaller copy. Returns the copies' keys by image id.
 */
export async function storeImageCopies(
  kinds: Map<string, ImageKind>,
  images: Map<string, RenderedImage>,
  storage: FileStorage,
): Promise<Map<string, Record<string, string>>> {
  const entries = [...kinds.entries()];
  const copies = await mapLimit(entries, renderConcurrency(), async ([id, kind]) => {
    const image = images.get(id);
    if (!image) throw new Error(`Image ${id} was not drawn`);
    const { derivatives } = await storeDerivatives(storage, image.data, kind, {
      webpEffort: DEMO_ENCODING.webpEffort,
    });
    return [id, derivatives] as const;
  });
  return new Map(copies);
}
