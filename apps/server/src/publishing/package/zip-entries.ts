import { crc32 } from 'node:zlib';
import type { PackageIssueCode } from '@lagoon/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** One central directory record, with its name decoded and checked. */
export interface ZipEntryRecord {
  entry: Entry;
  /** The name as stored, decoded (UTF-8 when flagged, else CP437). */
  rawName: string;
  /** Forward slashes, no empty or "." segments, no trailing slash; null when the name is refused. */
  path: string | null;
  directory: boolean;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const FLAG_ENCRYPTED = 0x0001;
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;

/**
 * Opens the archive without decoding names: yauzl would otherwise stop at the first name it
 * dislikes, and the report should say which rule an entry breaks.
 */
export function openZip(zipPath: string): Promise<ZipFile> {
  return yauzl.openPromise(zipPath, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true,
    strictFileNames: true,
  });
}

/** Reads the whole central directory; no file data is touched. */
export async function readCentralDirectory(zip: ZipFile): Promise<ZipEntryRecord[]> {
  const records: ZipEntryRecord[] = [];
  for await (const entry of zip.eachEntry()) {
    const rawName = yauzl.getFileNameLowLevel(
      entry.generalPurposeBitFlag,
      entry.fileNameRaw,
      entry.extraFields,
      true,
    );
    const directory = rawName.endsWith('/');
    records.push({ entry, rawName, path: normalisePath(rawName), directory });
  }
  return records;
}

/** Why a stored name may not be extracted, or null when it is fine. */
export function nameProblem(name: string): PackageIssueCode | null {
  if (/^[\\/]/.test(name) || /^[a-zA-Z]:/.test(name)) return 'ZIP_ABSOLUTE_PATH';
  if (name.split(/[\\/]/).includes('..')) return 'ZIP_PATH_TRAVERSAL';
  // Control characters (NUL included), backslashes, and U+FFFD for bytes that were not UTF-8.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what this refuses
  if (/[\u0000-\u001f\u007f\\\ufffd]/.test(name)) return 'ZIP_INVALID_NAME';
  if (normalisePath(name) === null) return 'ZIP_INVALID_NAME';
  return null;
}

function normalisePath(name: string): string | null {
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.length > 0 ? segments.join('/') : null;
}

/** The key two entries collide on when extracted on a case-insensitive file system. */
export function collisionKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

/** A symbolic link made on unix: S_IFLNK in the high 16 bits of the external attributes. */
export function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

export function isEncrypted(entry: Entry): boolean {
  return (entry.generalPurposeBitFlag & FLAG_ENCRYPTED) !== 0;
}

export function hasSupportedMethod(entry: Entry): boolean {
  return entry.compressionMethod === METHOD_STORE || entry.compressionMethod === METHOD_DEFLATE;
}

export class EntryTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`entry larger than ${limit} bytes`);
  }
}

/** The data of an entry does not decode, or does not match its central directory record. */
export class EntryCorruptError extends Error {}

/**
 * Inflates one entry chunk by chunk into `sink`. The bytes that actually come out are counted and
 * stop at the declared size, which is held to `maxBytes`, whatever the data does (yauzl also
 * stops there). Their CRC-32 is checked against the central directory, which yauzl does not do:
 * data damaged or changed after the directory was written would otherwise pass.
 */
async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  maxBytes: number,
  sink: (chunk: Buffer) => void,
): Promise<void> {
  if (entry.uncompressedSize > maxBytes) throw new EntryTooLargeError(maxBytes);
  // A local header that cannot be read is the archive's fault; what follows is the entry's.
  const stream = await zip.openReadStreamPromise(entry);
  let total = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.uncompressedSize) {
        throw new EntryCorruptError('more data than its declared size');
      }
      crc = crc32(chunk, crc);
      sink(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof EntryCorruptError) throw error;
    // A deflate stream that is cut short or does not decode, or a size yauzl found wrong.
    throw new EntryCorruptError('data does not decode', { cause: error });
  }
  if (total !== entry.uncompressedSize) {
    throw new EntryCorruptError('less data than its declared size');
  }
  if (crc !== entry.crc32) throw new EntryCorruptError('CRC-32 does not match');
}

/** Inflates one entry into memory; see inflateEntry for the limits and checks. */
export async function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  await inflateEntry(zip, entry, maxBytes, (chunk) => {
    chunks.push(chunk);
    total += chunk.length;
  });
  return Buffer.concat(chunks, total);
}

/**
 * Inflates one entry without keeping any of it, only to check its data; its declared size is
 * the cap, so what the caller held the central directory to holds here.
 */
export function verifyEntry(zip: ZipFile, entry: Entry): Promise<void> {
  return inflateEntry(zip, entry, entry.uncompressedSize, () => {});
}
