import fs from 'node:fs';
import { crc32, inflateRawSync } from 'node:zlib';
import type { PackageIssueCode } from '@lagoon/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** One central directory record, with its name decoded and checked. */
export interface ZipEntryRecord {
  entry: Entry;
  /**
   * The name as stored, decoded: UTF-8 when flagged, else CP437 with the control bytes kept as
   * control characters (the CP437 table would draw them as ☺, ♪, ◙), so nameProblem sees them.
   */
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

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const FLAG_UTF8 = 0x0800;
/**
 * Entries up to this size are checked in memory with one synchronous inflate (microseconds for
 * the small files a package is made of); larger ones stream through zlib off the main thread.
 */
const SYNC_VERIFY_MAX_BYTES = 1024 * 1024;

/** The bytes of archives opened by openZipBuffer, for the in-memory check of small entries. */
const archiveBytes = new WeakMap<ZipFile, Buffer>();

/**
 * Names are not decoded: yauzl would otherwise stop at the first name it dislikes, and the
 * report should say which rule an entry breaks (readCentralDirectory decodes them). Entry sizes
 * are validated and file names held to yauzl's strict rules.
 */
const ZIP_OPTIONS: yauzl.Options = {
  lazyEntries: true,
  autoClose: false,
  decodeStrings: false,
  validateEntrySizes: true,
  strictFileNames: true,
};

/** Opens an archive held in memory, such as a stored package, with the options above. */
export async function openZipBuffer(data: Buffer): Promise<ZipFile> {
  const zip = await yauzl.fromBufferPromise(data, ZIP_OPTIONS);
  archiveBytes.set(zip, data);
  return zip;
}

/**
 * Opens the archive from memory (an upload is already held to MAX_PACKAGE_BYTES). Reading the
 * central directory from memory costs a tenth of reading it record by record from the file.
 */
export async function openZip(zipPath: string): Promise<ZipFile> {
  return openZipBuffer(await fs.promises.readFile(zipPath));
}

/** C0 controls and DEL: bytes a name may not hold in any encoding. */
function isControlByte(byte: number): boolean {
  return byte < 0x20 || byte === 0x7f;
}

/** An entry's name, decoded as yauzl does, but with control bytes never drawn as symbols. */
function decodeName(entry: Entry): string {
  const raw = entry.fileNameRaw;
  const flags = entry.generalPurposeBitFlag;
  if ((flags & FLAG_UTF8) !== 0 || !raw.some(isControlByte)) {
    return yauzl.getFileNameLowLevel(flags, raw, entry.extraFields, true);
  }
  // CP437 decodes one byte to one character. A Unicode path extra field is not consulted: the
  // name is refused for its control bytes whatever that field says.
  const cp437 = yauzl.getFileNameLowLevel(flags, raw, [], true);
  let name = '';
  for (let i = 0; i < raw.length; i++) {
    name += isControlByte(raw[i]!) ? String.fromCharCode(raw[i]!) : cp437[i];
  }
  return name;
}

/** Reads the whole central directory; no file data is touched. */
export async function readCentralDirectory(zip: ZipFile): Promise<ZipEntryRecord[]> {
  const records: ZipEntryRecord[] = [];
  for await (const entry of zip.eachEntry()) {
    const rawName = decodeName(entry);
    const directory = rawName.endsWith('/');
    records.push({ entry, rawName, path: normalisePath(rawName), directory });
  }
  return records;
}

/**
 * Characters no entry name may hold: C0 and C1 controls (NUL included) and DEL, backslashes,
 * U+FFFD (bytes that were not UTF-8), line and paragraph separators, bidirectional overrides
 * and isolates (they make a report or a log line say something else), and half of a surrogate
 * pair (no file system name, and no JSON column, can hold one).
 */
const FORBIDDEN_IN_NAME =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what this refuses
  /[\u0000-\u001f\u007f-\u009f\\\ufffd\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/** The characters of FORBIDDEN_IN_NAME but the backslash, everywhere in a text. */
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what this replaces
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

/** A name or path as a report may show and store it: U+FFFD for what it may not hold. */
export function printableName(name: string): string {
  return name.replace(UNPRINTABLE, '\ufffd');
}

/** Why a stored name may not be extracted, or null when it is fine. */
export function nameProblem(name: string): PackageIssueCode | null {
  if (/^[\\/]/.test(name) || /^[a-zA-Z]:/.test(name)) return 'ZIP_ABSOLUTE_PATH';
  if (name.split(/[\\/]/).includes('..')) return 'ZIP_PATH_TRAVERSAL';
  if (FORBIDDEN_IN_NAME.test(name)) return 'ZIP_INVALID_NAME';
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

/** The stored bytes of an entry, found through its local header in the archive's bytes. */
function storedBytes(data: Buffer, entry: Entry): Buffer {
  const start = entry.relativeOffsetOfLocalHeader;
  // Like yauzl's own reading: a local header that is missing or out of bounds is the archive's
  // fault, so these are plain errors (ZIP_UNREADABLE), not EntryCorruptError.
  if (start + LOCAL_HEADER_BYTES > data.length) throw new Error('local header out of bounds');
  if (data.readUInt32LE(start) !== LOCAL_HEADER_SIGNATURE) {
    throw new Error('invalid local file header signature');
  }
  const dataStart =
    start + LOCAL_HEADER_BYTES + data.readUInt16LE(start + 26) + data.readUInt16LE(start + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > data.length) throw new Error('file data overflows file bounds');
  return data.subarray(dataStart, dataEnd);
}

/** The in-memory counterpart of inflateEntry for a small entry, with the same checks. */
function verifyInMemory(data: Buffer, entry: Entry): void {
  const stored = storedBytes(data, entry);
  let content: Buffer;
  if (entry.compressionMethod === METHOD_STORE) {
    content = stored;
  } else {
    try {
      // Stops with ERR_BUFFER_TOO_LARGE one byte past the declared size.
      content = inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new EntryCorruptError('more data than its declared size', { cause: error });
      }
      throw new EntryCorruptError('data does not decode', { cause: error });
    }
  }
  if (content.length > entry.uncompressedSize) {
    throw new EntryCorruptError('more data than its declared size');
  }
  if (content.length < entry.uncompressedSize) {
    throw new EntryCorruptError('less data than its declared size');
  }
  if (crc32(content) !== entry.crc32) throw new EntryCorruptError('CRC-32 does not match');
}

/**
 * Inflates one entry without keeping any of it, only to check its data; its declared size is
 * the cap, so what the caller held the central directory to holds here. A small entry of an
 * archive opened by openZip or openZipBuffer is checked in memory, synchronously (callers yield between
 * entries); anything else streams.
 */
export async function verifyEntry(zip: ZipFile, entry: Entry): Promise<void> {
  const data = archiveBytes.get(zip);
  if (
    data &&
    entry.uncompressedSize <= SYNC_VERIFY_MAX_BYTES &&
    entry.compressedSize <= SYNC_VERIFY_MAX_BYTES &&
    hasSupportedMethod(entry)
  ) {
    verifyInMemory(data, entry);
    return;
  }
  await inflateEntry(zip, entry, entry.uncompressedSize, () => {});
}
