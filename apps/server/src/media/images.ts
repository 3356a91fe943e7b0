import {
  ICON_MIN_SIZE,
  type ImageSize,
  isAllowedSize,
  isBannerImageSize,
  type MediaKind,
  PROMO_IMAGE_SIZES,
  SCREENSHOT_SIZES,
} from '@lagoon/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../http/errors.js';
import { type FileStorage, fileUrl, type StoredType } from '../storage/storage.js';

/** The rules an uploaded image is checked against: those of its kind. */
export interface ImageRules {
  kind: MediaKind;
}

export interface CheckedImage {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'webp';
}

export interface StoredImage {
  /** Storage key of the canonical file. */
  key: string;
  /** Where the canonical file is served (/files/<key>). */
  url: string;
  width: number;
  height: number;
  /** Web-friendly copies by name (webp, thumb): storage keys. */
  derivatives: Record<string, string>;
}

/**
 * What an image is for: listing media; 'package-icon', an icon read from an extension
 * package or a web-app manifest, which has no resolution rule; a storefront 'banner'; or a
 * 'wallpaper' photo, shown full screen.
 */
export type ImageKind = MediaKind | 'package-icon' | 'banner' | 'wallpaper';

/** The smallest wallpaper photo: a new tab page is at least this large. */
const WALLPAPER_MIN_SIZE = { width: 1280, height: 720 } as const;

/** Icons larger than this are refused: no screen shows them bigger. */
export const ICON_MAX_SIZE = 1024;

/**
 * The most pixels any image may have, checked on the header before a pixel is decoded and
 * handed to sharp as its own limit. 2048 x 2048 covers every allowed listing size and the
 * largest icons packages ship, and keeps a decoded image under 16 MB.
 */
export const MAX_IMAGE_PIXELS = 2048 * 2048;

/** The width and height of the `thumb` derivative's box, by kind. */
const THUMB_BOX: Record<ImageKind, { width: number; height: number }> = {
  slide: { width: 320, height: 200 },
  image: { width: 220, height: 140 },
  icon: { width: 48, height: 48 },
  'package-icon': { width: 48, height: 48 },
  banner: { width: 600, height: 200 },
  // Wallpaper cards are a few hundred pixels wide: 640 covers them on sharp screens too.
  wallpaper: { width: 640, height: 360 },
};

const WEBP_QUALITY = 82;
const THUMB_QUALITY = 80;
const JPEG_QUALITY = 90;

/**
 * Everything besides the pixels that decides the bytes of an image's derivatives, so that a
 * cache of derivatives (the demo catalog's, seed/art-cache.ts) is discarded when one changes.
 */
export const DERIVATIVE_SETTINGS = {
  thumbBox: THUMB_BOX,
  webpQuality: WEBP_QUALITY,
  thumbQuality: THUMB_QUALITY,
} as const;

type Format = CheckedImage['format'];

/**
 * The format the bytes themselves announce. Only these three signatures ever reach the
 * decoder, so sharp's other loaders (SVG, TIFF, HEIF, PDF, GIF…) never parse untrusted input.
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

/**
 * True when a PNG carries an animation control chunk before its image data (APNG). The
 * decoder would silently show only the first frame, so the chunks are walked here.
 */
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

/** The exact sizes slides and promotional images come in. */
const FIXED_SIZES: Record<'slide' | 'image', readonly ImageSize[]> = {
  slide: SCREENSHOT_SIZES,
  image: PROMO_IMAGE_SIZES,
};

function sizeMatchesKind(kind: ImageKind, width: number, height: number): boolean {
  switch (kind) {
    case 'icon':
      return width === height && width >= ICON_MIN_SIZE && width <= ICON_MAX_SIZE;
    case 'package-icon':
      return true;
    case 'banner':
      return isBannerImageSize(width, height);
    case 'wallpaper':
      return width >= WALLPAPER_MIN_SIZE.width && height >= WALLPAPER_MIN_SIZE.height;
    default:
      return isAllowedSize(FIXED_SIZES[kind], width, height);
  }
}

interface DecodedImage extends CheckedImage {
  /** 8-bit sRGB pixels, EXIF orientation applied. */
  pixels: Buffer;
  channels: 3 | 4;
}

/**
 * Checks an image and decodes it once: signature, header (format, frames, oriented size, pixel
 * count, the kind's sizes), then every pixel, so a truncated or corrupt file is refused here
 * rather than served. Sizes are those the browser shows, after EXIF orientation.
 */
async function decode(data: Buffer, kind: ImageKind): Promise<DecodedImage> {
  const format = sniffFormat(data);
  if (!format || (format === 'png' && isAnimatedPng(data))) throw new AppError('INVALID_IMAGE');

  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked just below with our own refusal.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('INVALID_IMAGE', undefined, { cause: error });
  }
  if (metadata.format !== format || (metadata.pages ?? 1) > 1) {
    throw new AppError('INVALID_IMAGE');
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new AppError('INVALID_IMAGE');
  if (width * height > MAX_IMAGE_PIXELS || !sizeMatchesKind(kind, width, height)) {
    throw new AppError('UNSUPPORTED_IMAGE_RESOLUTION');
  }

  try {
    const { data: pixels, info } = await sharp(data, {
      limitInputPixels: MAX_IMAGE_PIXELS,
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
 * Decodes an uploaded image and checks it against the rules of its kind: PNG, JPEG or WebP by
 * content (never by name or declared type), one frame, and the kind's sizes. Throws
 * INVALID_IMAGE or UNSUPPORTED_IMAGE_RESOLUTION.
 */
export async function checkImage(data: Buffer, kind: ImageKind): Promise<CheckedImage> {
  const { width, height, format } = await decode(data, kind);
  return { width, height, format };
}

function fromPixels(image: DecodedImage): Sharp {
  return sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
}

/**
 * The canonical file: re-encoded from the decoded pixels, so what is served is exactly what was
 * checked and carries no metadata. Transparency needs PNG; JPEG stays JPEG; opaque WebP
 * becomes JPEG, PNG stays PNG, and package icons are always PNG.
 */
async function encodeCanonical(
  image: DecodedImage,
  kind: ImageKind,
): Promise<{ data: Buffer; type: StoredType }> {
  const usePng =
    kind === 'package-icon' ||
    image.format === 'png' ||
    (image.format === 'webp' && image.channels === 4);
  if (usePng) return { data: await fromPixels(image).png().toBuffer(), type: 'png' };
  return { data: await fromPixels(image).jpeg({ quality: JPEG_QUALITY }).toBuffer(), type: 'jpg' };
}

/**
 * How hard the WebP encoder searches (0 to 6): libwebp's default of 4 for uploads. Measured on
 * the demo catalog's 532 pictures, effort 2 took about half the time of 4 for files about a tenth
 * larger (effort 1: a third larger), which the demo catalog, drawn on a first start, takes.
 */
const WEBP_EFFORT = 4;

/** Encodes and stores the derivatives of a decoded image; returns their keys by name. */
async function storeDerivativesOf(
  storage: FileStorage,
  image: DecodedImage,
  kind: ImageKind,
  effort = WEBP_EFFORT,
): Promise<Record<string, string>> {
  const box = THUMB_BOX[kind];
  const [webp, thumb] = await Promise.all([
    fromPixels(image).webp({ quality: WEBP_QUALITY, effort }).toBuffer(),
    fromPixels(image)
      .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMB_QUALITY, effort })
      .toBuffer(),
  ]);
  const [webpFile, thumbFile] = await Promise.all([
    storage.put(webp, 'webp'),
    storage.put(thumb, 'webp'),
  ]);
  return { webp: webpFile.key, thumb: thumbFile.key };
}

/**
 * Checks and stores an image with its derivatives: `webp` (same size) and `thumb` (a small WebP
 * that fits the kind's thumbnail box). 'package-icon' accepts any size up to the pixel limit.
 * Nothing is stored when the image is refused.
 */
export async function storeImage(
  storage: FileStorage,
  data: Buffer,
  kind: ImageKind,
): Promise<StoredImage> {
  const image = await decode(data, kind);
  const [file, derivatives] = await Promise.all([
    encodeCanonical(image, kind).then((canonical) => storage.put(canonical.data, canonical.type)),
    storeDerivativesOf(storage, image, kind),
  ]);
  return {
    key: file.key,
    url: fileUrl(file.key),
    width: image.width,
    height: image.height,
    derivatives,
  };
}

/**
 * Checks an image that is already stored (its canonical file, read back) against the rules of
 * its kind, as `checkImage` does, and stores its derivatives, for a stored image whose
 * derivatives were not kept. The derivatives are made from the stored file's pixels; a PNG
 * gives exactly the copies `storeImage` made of it. Nothing is stored when the image is refused.
 */
export async function storeDerivatives(
  storage: FileStorage,
  data: Buffer,
  kind: ImageKind,
  options: { webpEffort?: number } = {},
): Promise<CheckedImage & { derivatives: Record<string, string> }> {
  const image = await decode(data, kind);
  const derivatives = await storeDerivativesOf(storage, image, kind, options.webpEffort);
  return { width: image.width, height: image.height, format: image.format, derivatives };
}
