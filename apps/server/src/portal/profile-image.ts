import sharp from 'sharp';
import { type FileStorage, fileUrl } from '../storage/storage.js';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const BIG_SIZE = 256;
const SMALL_SIZE = 64;

export class ProfileImageError extends Error {
  override name = 'ProfileImageError';
}

/**
 * Checks an uploaded picture by its content (not its name or declared type), then stores a
 * square 256 px version (bigProfileImage) and a 64 px one (profileImage), both WebP.
 */
export async function storeProfileImage(
  storage: FileStorage,
  data: Buffer,
): Promise<{ profileImage: string; bigProfileImage: string }> {
  if (data.length === 0 || data.length > PROFILE_IMAGE_MAX_BYTES) throw new ProfileImageError();
  let format: string | undefined;
  try {
    const metadata = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
    format = metadata.format;
  } catch (error) {
    throw new ProfileImageError('unreadable image', { cause: error });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ProfileImageError();
  const square = (size: number) =>
    sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  let big: Buffer;
  let small: Buffer;
  try {
    [big, small] = await Promise.all([square(BIG_SIZE), square(SMALL_SIZE)]);
  } catch (error) {
    throw new ProfileImageError('unreadable image', { cause: error });
  }
  const [bigFile, smallFile] = await Promise.all([
    storage.put(big, 'webp'),
    storage.put(small, 'webp'),
  ]);
  return { profileImage: fileUrl(smallFile.key), bigProfileImage: fileUrl(bigFile.key) };
}
