import { errorMessage, type FieldIssue, type Language } from '@lagoon/contract';
import { AppError } from '../http/errors.js';
import { storeDerivatives, storeImage } from '../media/images.js';
import { type FileStorage, keyFromReference } from '../storage/storage.js';

export interface BannerImage {
  /** Storage key of the stored file. */
  key: string;
  width: number;
  height: number;
  /** Its web-friendly copies by name (webp, thumb): storage keys. */
  derivatives: Record<string, string>;
}

/**
 * Checks and stores an uploaded banner image with the listing media's rules: PNG, JPEG or WebP
 * by content, one frame, a banner's size, every pixel decoded and re-encoded without metadata.
 */
export async function storeBannerImage(storage: FileStorage, data: Buffer): Promise<BannerImage> {
  const stored = await storeImage(storage, data, 'banner');
  return {
    key: stored.key,
    width: stored.width,
    height: stored.height,
    derivatives: stored.derivatives,
  };
}

/**
 * An image uploaded before (a banner image upload, or another banner's picture), named by its
 * address. It is checked again against the banner rules, so only a stored file that is a
 * readable banner-sized picture can be used, and its derivatives are made again from it: a
 * banner image upload keeps no record of the ones made then.
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
  const key = keyFromReference(reference);
  const data = key ? await storage.read(key) : null;
  if (!key || !data) throw refuse('INVALID_IMAGE');
  try {
    const image = await storeDerivatives(storage, data, 'banner');
    return { key, width: image.width, height: image.height, derivatives: image.derivatives };
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_IMAGE_RESOLUTION') {
      throw refuse('UNSUPPORTED_IMAGE_RESOLUTION', error);
    }
    // A failure to store the derivatives is the server's, not the image's.
    if (!(error instanceof AppError && error.code === 'INVALID_IMAGE')) throw error;
    throw refuse('INVALID_IMAGE', error);
  }
}
