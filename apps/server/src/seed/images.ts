import os from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { type ImageKind, storeDerivatives } from '../media/images.js';
import type { FileStorage, StoredFile } from '../storage/storage.js';

export type ImageFormat = 'png' | 'jpg';

/** A picture the catalog refers to before it is drawn; the key is known after rendering. */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
}

interface ImageJob extends ImageRef {
  format: ImageFormat;
  render: () => Promise<Buffer>;
}

export interface RenderedImage extends StoredFile {
  data: Buffer;
}

async function encode(input: Sharp, format: ImageFormat): Promise<Buffer> {
  return format === 'png'
    ? input.png({ compressionLevel: 8, adaptiveFiltering: false }).toBuffer()
    : input.jpeg({ quality: 84, mozjpeg: false }).toBuffer();
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
 * Collects the images of a catalog as SVG drawings, then rasterises them all in parallel and
 * stores them. Identical drawings share one id, so a screenshot pool is drawn once.
 */
export class ImageBatch {
  private readonly jobs = new Map<string, ImageJob>();
  private readonly rendered = new Map<string, Promise<Buffer>>();

  /** Registers an SVG drawing to be rasterised to exactly width x height. */
  svg(id: string, width: number, height: number, format: ImageFormat, svg: () => string): ImageRef {
    if (!this.jobs.has(id)) {
      this.jobs.set(id, {
        id,
        width,
        height,
        format,
        render: () => encode(sharp(Buffer.from(svg())), format),
      });
    }
    return { id, width, height };
  }

  /** Registers a smaller copy of another image, cropped to fill width x height. */
  resized(id: string, source: ImageRef, width: number, height: number, format: ImageFormat) {
    if (!this.jobs.has(id)) {
      this.jobs.set(id, {
        id,
        width,
        height,
        format,
        render: async () =>
          encode(
            sharp(await this.bufferOf(source.id)).resize(width, height, { fit: 'cover' }),
            format,
          ),
      });
    }
    return { id, width, height };
  }

  get size(): number {
    return this.jobs.size;
  }

  private bufferOf(id: string): Promise<Buffer> {
    let pending = this.rendered.get(id);
    if (!pending) {
      const job = this.jobs.get(id);
      if (!job) throw new Error(`Unknown image ${id}`);
      pending = job.render();
      this.rendered.set(id, pending);
    }
    return pending;
  }

  /** Draws every registered image and stores it; returns the stored file of each id. */
  async renderAll(storage: FileStorage): Promise<Map<string, RenderedImage>> {
    const jobs = [...this.jobs.values()];
    const stored = await mapLimit(jobs, renderConcurrency(), async (job) => {
      const data = await this.bufferOf(job.id);
      const file = await storage.put(data, job.format);
      return [job.id, { ...file, data }] as const;
    });
    this.rendered.clear();
    return new Map(stored);
  }
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
    const { derivatives } = await storeDerivatives(storage, image.data, kind);
    return [id, derivatives] as const;
  });
  return new Map(copies);
}
