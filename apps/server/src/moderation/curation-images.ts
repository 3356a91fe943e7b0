import {
  BANNER_IMAGE_MAX_HEIGHT,
  BANNER_IMAGE_MAX_WIDTH,
  errorMessage,
  type FieldIssue,
  isBannerImageSize,
  type Language,
} from '@lagoon/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors.js';
import { type FileStorage, parseKey, type StoredType } from '../storage/storage.js';

export interface BannerImage {
  /** Storage key of the stored file. */
  key: string;
  width: number;
  height: number;
}

type Format = 'png' | 'jpeg' | 'webp';

/** The largest banner in pixels; also the decoder's own limit. */
const MAX_PIXELS = BANNER_IMAGE_MAX_WIDTH * BANNER_IMAGE_MAX_HEIGHT;
const JPEG_QUALITY = 90;

/**
 * The format the bytes announce. Only these three signatures reach the decoder, so sharp's
 * other loaders (SVG, TIFF, PDF…) never parse what an upload carries.
 */
function sniffFormat(data: Buffer): Format | null {
  if (
    data.length >= 8 &&
    data.readUInt32BE(0) === 0x89504e47 &&
    data.readUInt32BE(4) === 0x0d0a1a0a
  ) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** An animated PNG announces itself with an acTL chunk before its image data. */
function isAnimatedPng(data: Buffer): boolean {
  let offset = 8;
  while (offset + 8 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    offset += 12 + length;
  }
  return false;
}

interface Decoded {
  width: number;
  height: number;
  format: Format;
  pixels: Buffer;
  channels: 3 | 4;
}

/**
 * Checks a banner image and decodes every pixel: signature, one frame, a banner's size (as
 * shown, after EXIF orientation), then the full decode, so a truncated file is refused here
 * rather than served. Throws INVALID_IMAGE or UNSUPPORTED_IMAGE_RESOLUTION.
 */
async function decodeBanner(data: Buffer): Promise<Decoded> {
  const format = sniffFormat(data);
  if (!format || (format === 'png' && isAnimatedPng(data))) throw new AppError('INVALID_IMAGE');
  let metadata: Metadata;
  try {
    // The header only; the size rule below refuses oversized images before any decoding.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('INVALID_IMAGE', undefined, { cause: error });
  }
  if (metadata.format !== format || (metadata.pages ?? 1) > 1) throw new AppError('INVALID_IMAGE');
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new AppError('INVALID_IMAGE');
  if (!isBannerImageSize(width, height)) throw new AppError('UNSUPPORTED_IMAGE_RESOLUTION');
  try {
    const { data: pixels, info } = await sharp(data, {
      limitInputPixels: MAX_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== width || info.height !== height) throw new Error('size changed on decode');
    if (info.channels !== 3 && info.channels !== 4) throw new Error('unexpected channel count');
    return { width, height, format, pixels, channels: info.channels };
  } catch (error) {
    throw new AppError('INVALID_IMAGE', undefined, { cause: error });
  }
}

/**
 * Checks and stores an uploaded banner image, re-encoded from the checked pixels so the served
 * file carries no metadata: PNG when the source is PNG or has transparency, JPEG otherwise.
 */
export async function storeBannerImage(storage: FileStorage, data: Buffer): Promise<BannerImage> {
  const image = await decodeBanner(data);
  const pixels = sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
  const png = image.format === 'png' || image.channels === 4;
  const encoded = png
    ? await pixels.png().toBuffer()
    : await pixels.jpeg({ quality: JPEG_QUALITY }).toBuffer();
  const type: StoredType = png ? 'png' : 'jpg';
  const stored = await storage.put(encoded, type);
  return { key: stored.key, width: image.width, height: image.height };
}

/** The storage key an image address names: "/files/<key>", an absolute URL to it, or the key. */
export function imageKeyOf(reference: string): string | null {
  let path = reference.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  const key = path.startsWith('/files/') ? path.slice('/files/'.length) : path;
  const parsed = parseKey(key);
  return parsed && parsed.type !== 'zip' ? key : null;
}

/**
 * An image uploaded before (a banner image upload, or another banner's picture), named by its
 * address. It is checked again against the banner rules, so only a stored file that is a
 * readable banner-sized picture can be used.
 */
export async function findStoredBannerImage(
  storage: FileStorage,
  reference: string,
  language: Language,
): Promise<BannerImage> {
  const refuse = (code: 'INVALID_IMAGE' | 'UNSUPPORTED_IMAGE_RESOLUTION', cause?: unknown) => {
    const fields: FieldIssue[] = [
      {
        field: 'image',
        code: 'admin.curation.image.invalid',
        message: errorMessage(code, language),
      },
    ];
    return new AppError(code, fields, { cause });
  };
  const key = imageKeyOf(reference);
  const data = key ? await storage.read(key) : null;
  if (!key || !data) throw refuse('INVALID_IMAGE');
  try {
    const image = await decodeBanner(data);
    return { key, width: image.width, height: image.height };
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_IMAGE_RESOLUTION') {
      throw refuse('UNSUPPORTED_IMAGE_RESOLUTION', error);
    }
    throw refuse('INVALID_IMAGE', error);
  }
}
