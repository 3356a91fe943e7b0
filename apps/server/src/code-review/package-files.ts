import type { PackageTreeFile } from '@lagoon/contract';
import type { Entry } from 'yauzl';
import { AppError } from '../http/errors.js';
import {
  hasSupportedMethod,
  isEncrypted,
  isSymlink,
  nameProblem,
  openZipBuffer,
  readCentralDirectory,
  readEntry,
} from '../publishing/package/zip-entries.js';
import type { FileStorage } from '../storage/storage.js';
import { kindByName } from './file-kinds.js';

/**
 * A stored package opened for reading, with the zip library and the checks package inspection
 * uses (publishing/package/zip-entries.ts). Inspection refused every package with a name that
 * escapes or cannot be extracted, a link, encryption or an unknown compression, so a stored
 * package has none; the viewer still leaves such entries out rather than trust that. Nothing is
 * extracted to disk: a file is inflated into memory, held to the cap its caller names.
 */
export interface PackageArchive {
  /** Files by normalised path (forward slashes, no empty or "." segments), directories left out. */
  readonly files: ReadonlyMap<string, Entry>;
  /** Inflates one file, checked against its CRC-32; EntryTooLargeError past `maxBytes`. */
  read(entry: Entry, maxBytes: number): Promise<Buffer>;
  close(): void;
}

/**
 * Opens a package from storage with the inspection's own zip options (openZipBuffer), applied to
 * the bytes storage hands over rather than to an uploaded file.
 */
export async function openStoredPackage(
  storage: FileStorage,
  fileKey: string,
): Promise<PackageArchive> {
  const data = await storage.read(fileKey);
  // The row outlived its file: the store's fault, not the reviewer's, so a plain error.
  if (!data) throw new Error(`stored package ${fileKey} is missing`);
  const zip = await openZipBuffer(data);
  try {
    const files = new Map<string, Entry>();
    for (const record of await readCentralDirectory(zip)) {
      const { entry, rawName, path, directory } = record;
      if (directory || path === null || nameProblem(rawName) !== null) continue;
      if (isSymlink(entry) || isEncrypted(entry) || !hasSupportedMethod(entry)) continue;
      if (!files.has(path)) files.set(path, entry);
    }
    return {
      files,
      read: (entry, maxBytes) => readEntry(zip, entry, maxBytes),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Runs `use` on an opened package and closes it whatever happens. */
export async function withStoredPackage<T>(
  storage: FileStorage,
  fileKey: string,
  use: (archive: PackageArchive) => Promise<T>,
): Promise<T> {
  const archive = await openStoredPackage(storage, fileKey);
  try {
    return await use(archive);
  } finally {
    archive.close();
  }
}

/** Every file of the package with its uncompressed size and the kind its name suggests. */
export function packageTree(archive: PackageArchive): PackageTreeFile[] {
  return [...archive.files]
    .map(([path, entry]) => ({ path, size: entry.uncompressedSize, kind: kindByName(path) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The file a reviewer asked for. A path no package entry could have (leaving the package,
 * absolute, control characters, backslashes) is PACKAGE_PATH_INVALID, checked by the rule
 * inspection applies to stored names; a path the package does not hold is
 * PACKAGE_FILE_NOT_FOUND. Only the exact normalised path matches, so `./a` or `a//b` never
 * reach another entry.
 */
export function fileAt(archive: PackageArchive, path: string): Entry {
  if (nameProblem(path) !== null) throw new AppError('PACKAGE_PATH_INVALID');
  const entry = archive.files.get(path);
  if (!entry) throw new AppError('PACKAGE_FILE_NOT_FOUND');
  return entry;
}
