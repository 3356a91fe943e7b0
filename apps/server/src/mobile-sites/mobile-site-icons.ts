import {
  errorMessage,
  type FieldIssue,
  type Language,
  MOBILE_SITE_ICON_MAX_SIZE,
  MOBILE_SITE_ICON_MIN_SIZE,
} from '@lagoon/contract';
import { AppError } from '../http/errors.js';
import { checkImage, storeImage } from '../media/images.js';
import { type FileStorage, keyFromReference } from '../storage/storage.js';

/**
 * Icons of the curated mobile websites: square PNG, JPEG or WebP pictures of
 * MOBILE_SITE_ICON_MIN_SIZE to MOBILE_SITE_ICON_MAX_SIZE pixels a side, checked and stored the
 * way banner images are (every pixel decoded, re-encoded as PNG without metadata).
 */

export interface SiteIcon {
  key: string;
  width: number;
  height: number;
}

function refusal(
  code: 'INVALID_IMAGE' | 'UNSUPPORTED_IMAGE_RESOLUTION',
  field: string,
  language: Language,
  cause?: unknown,
): AppError {
  const fields: FieldIssue[] = [
    {
      field,
      code:
        code === 'INVALID_IMAGE'
          ? 'admin.curation.mobileSite.icon.invalid'
          : 'admin.curation.mobileSite.icon.size',
      message: errorMessage(code, language),
    },
  ];
  return new AppError(code, fields, { cause });
}

/** Checks a picture against the icon rules; throws the refusal for `field`. */
async function checkIcon(data: Buffer, field: string, language: Language): Promise<void> {
  let size: { width: number; height: number };
  try {
    // Any size passes the decoder; the icon rules are applied below.
    size = await checkImage(data, 'package-icon');
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_IMAGE_RESOLUTION') {
      throw refusal('UNSUPPORTED_IMAGE_RESOLUTION', field, language, error);
    }
    if (error instanceof AppError && error.code === 'INVALID_IMAGE') {
      throw refusal('INVALID_IMAGE', field, language, error);
    }
    throw error;
  }
  const { width, height } = size;
  if (width !== height || width < MOBILE_SITE_ICON_MIN_SIZE || width > MOBILE_SITE_ICON_MAX_SIZE) {
    throw refusal('UNSUPPORTED_IMAGE_RESOLUTION', field, language);
  }
}

/** Checks and stores an uploaded icon; nothing is stored when it is refused. */
export async function storeSiteIcon(
  storage: FileStorage,
  data: Buffer,
  language: Language,
): Promise<SiteIcon> {
  await checkIcon(data, 'file', language);
  const stored = await storeImage(storage, data, 'package-icon');
  return { key: stored.key, width: stored.width, height: stored.height };
}

/**
 * An icon uploaded before (or another site's), named by its address: it must be a stored file
 * that still passes the icon rules, so an address cannot smuggle in any other stored file.
 */
export async function findStoredSiteIcon(
  storage: FileStorage,
  reference: string,
  language: Language,
): Promise<string> {
  const key = keyFromReference(reference);
  const data = key ? await storage.read(key) : null;
  if (!key || !data) throw refusal('INVALID_IMAGE', 'icon', language);
  await checkIcon(data, 'icon', language);
  return key;
}
