export type ImageFormat = 'png' | 'jpg';

/** A picture the catalog refers to before it is drawn; the key is known after rendering. */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
}

/** How a picture is made: an SVG drawing, or a smaller copy of another picture, cropped. */
export type ImageSource = { svg: () => string } | { resizedFrom: ImageRef };

/** A picture to rasterise to exactly width x height, encoded as `format`. */
export interface ImageJob extends ImageRef {
  format: ImageFormat;
  source: ImageSource;
}

/**
 * Collects the pictures of a catalog as drawings, before anything is rasterised: the seed
 * then draws them all in parallel and stores them. Identical drawings share one id, so a
 * screenshot pool is drawn once.
 */
export class ImageBatch {
  private readonly byId = new Map<string, ImageJob>();

  /** Registers an SVG drawing to be rasterised to exactly width x height. */
  svg(id: string, width: number, height: number, format: ImageFormat, svg: () => string): ImageRef {
    if (!this.byId.has(id)) this.byId.set(id, { id, width, height, format, source: { svg } });
    return { id, width, height };
  }

  /** Registers a smaller copy of another image, cropped to fill width x height. */
  resized(
    id: string,
    source: ImageRef,
    width: number,
    height: number,
    format: ImageFormat,
  ): ImageRef {
    if (!this.byId.has(id)) {
      this.byId.set(id, { id, width, height, format, source: { resizedFrom: source } });
    }
    return { id, width, height };
  }

  get size(): number {
    return this.byId.size;
  }

  /** The registered pictures, in the order they were first registered. */
  jobs(): ImageJob[] {
    return [...this.byId.values()];
  }

  job(id: string): ImageJob | undefined {
    return this.byId.get(id);
  }
}
