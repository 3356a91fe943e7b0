import {
  CODE_VIEW_IMAGE_MAX_BYTES,
  CODE_VIEW_TEXT_MAX_BYTES,
  type PackageFileView,
} from '@lagoon/contract';
import { decodeText, kindByName, rasterTypeOf } from './file-kinds.js';
import { fileAt, type PackageArchive } from './package-files.js';

/**
 * One file as the code viewer shows it. Text travels as a JSON string and a raster image as
 * base64 in JSON, which the console turns into a blob of the type the bytes are: the store
 * never serves a package's bytes as a response of their own, so nothing in a package can be
 * opened as a page or run as a script from the store's origin.
 *
 * A file over its cap is not inflated at all: its central directory size says so. The cap is
 * the image one for names of raster images and the text one for everything else; a file whose
 * name says neither and that is over the text cap is simply binary.
 */
export async function readPackageFile(
  archive: PackageArchive,
  path: string,
  packageId: number,
): Promise<PackageFileView> {
  const entry = fileAt(archive, path);
  const size = entry.uncompressedSize;
  const named = kindByName(path);
  const cap = named === 'image' ? CODE_VIEW_IMAGE_MAX_BYTES : CODE_VIEW_TEXT_MAX_BYTES;
  const base = { path, size, packageId };
  if (size > cap) {
    return named === 'binary'
      ? { kind: 'binary', ...base }
      : { kind: 'tooLarge', ...base, limit: cap };
  }
  const bytes = await archive.read(entry, cap);
  const mediaType = rasterTypeOf(bytes);
  if (mediaType && size <= CODE_VIEW_IMAGE_MAX_BYTES) {
    return { kind: 'image', ...base, mediaType, base64: bytes.toString('base64') };
  }
  const text = mediaType ? null : decodeText(bytes);
  if (text !== null) return { kind: 'text', ...base, text };
  return { kind: 'binary', ...base };
}
