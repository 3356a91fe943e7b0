import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ZipFile as ZipWriter } from 'yazl';
import { isRecord, parseJson } from '../publishing/package/messages.js';
import { readEntry } from '../publishing/package/zip-entries.js';

const MANIFEST = 'manifest.json';
const MAX_ENTRIES = 10_000;
const MAX_TOTAL_BYTES = 512 * 1024 * 1024;
/**
 * Midnight on 1 January 2020 in the time zone of the moment, written as a DOS timestamp only
 * (no extended UTC field): yazl fills the DOS fields from local time, so they then read
 * 2020-01-01 00:00 whatever the zone, and the same input gives the same bytes everywhere. Made
 * per call, as a Date made once would shift if the zone changed while the process runs.
 */
function fixedMtime(): Date {
  return new Date(2020, 0, 1);
}
const FILE_MODE = 0o100644;
const DIRECTORY_MODE = 0o040755;

/** A zip that cannot be repacked: unreadable, too large, or without a usable manifest.json. */
export class RepackError extends Error {
  override name = 'RepackError';
}

/** The path without "." or empty segments, to find manifest.json as the package check does. */
function normalisedPath(name: string): string {
  return name
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

async function readEntries(archive: ZipFile): Promise<Entry[]> {
  if (archive.entryCount > MAX_ENTRIES) {
    throw new RepackError(`zip has ${archive.entryCount} entries; at most ${MAX_ENTRIES} are kept`);
  }
  const entries: Entry[] = [];
  let declaredBytes = 0;
  try {
    for await (const entry of archive.eachEntry()) {
      entries.push(entry);
      declaredBytes += entry.uncompressedSize;
    }
  } catch (error) {
    throw new RepackError('zip central directory is not readable', { cause: error });
  }
  if (declaredBytes > MAX_TOTAL_BYTES) {
    throw new RepackError(`zip inflates to more than ${MAX_TOTAL_BYTES} bytes`);
  }
  return entries;
}

async function entryData(archive: ZipFile, entry: Entry): Promise<Buffer> {
  try {
    // Sizes were summed from the central directory; readEntry holds each entry to its declared
    // size and checks its CRC-32, so the bytes kept are the bytes that were checked.
    return await readEntry(archive, entry, MAX_TOTAL_BYTES);
  } catch (error) {
    throw new RepackError(`zip entry ${entry.fileName} is not readable`, { cause: error });
  }
}

function editedManifest(
  data: Buffer,
  edit: (manifest: Record<string, unknown>) => Record<string, unknown>,
): Buffer {
  const manifest = parseJson(data);
  if (!isRecord(manifest)) throw new RepackError(`${MANIFEST} is not a JSON object`);
  return Buffer.from(JSON.stringify(edit(manifest), null, 2), 'utf8');
}

/** One file of a zip to write; a name ending in "/" is a directory and its data is ignored. */
export interface ZipFileEntry {
  name: string;
  data: Buffer;
}

/** Adds entries one by one (each may be released once added) and gives the archive at the end. */
function deterministicWriter(): {
  add: (entry: ZipFileEntry) => void;
  finish: () => Promise<Buffer>;
} {
  const output = new ZipWriter();
  const mtime = fixedMtime();
  const written = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    output.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    output.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    output.outputStream.on('error', reject);
    output.on('error', reject);
  });
  return {
    add({ name, data }) {
      if (name.endsWith('/')) {
        output.addEmptyDirectory(name, { mtime, mode: DIRECTORY_MODE, forceDosTimestamp: true });
      } else {
        output.addBuffer(data, name, {
          mtime,
          mode: FILE_MODE,
          forceDosTimestamp: true,
          compress: true,
        });
      }
    },
    finish() {
      output.end();
      return written;
    },
  };
}

/**
 * A zip of `entries` in the given order, deflated, with one fixed timestamp and plain modes, so
 * the same files always give the same bytes (and the same hash). Throws on a name a zip should
 * not hold (absolute, with "..", or a file name ending in "/").
 */
export async function writeDeterministicZip(entries: readonly ZipFileEntry[]): Promise<Buffer> {
  const writer = deterministicWriter();
  for (const entry of entries) writer.add(entry);
  return writer.finish();
}

/**
 * A copy of a zip with the same entries in the same order and only the root manifest.json
 * replaced by `edit(manifest)`, so the store can set fields such as update_url in a package
 * without touching anything else. It is written as writeDeterministicZip writes, so the same
 * input always gives the same bytes. Throws a RepackError when the zip is unreadable, holds more
 * than 10,000 entries or 512 MiB, or has no (or more than one) root manifest.json holding a JSON
 * object.
 */
export async function repackWithManifest(
  zip: Buffer,
  edit: (manifest: Record<string, unknown>) => Record<string, unknown>,
): Promise<Buffer> {
  let archive: ZipFile;
  try {
    archive = await yauzl.fromBufferPromise(zip, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw new RepackError('not a readable zip archive', { cause: error });
  }
  try {
    const entries = await readEntries(archive);
    const manifests = entries.filter((entry) => normalisedPath(entry.fileName) === MANIFEST);
    if (manifests.length === 0) throw new RepackError(`zip has no ${MANIFEST} at its root`);
    if (manifests.length > 1) throw new RepackError(`zip has more than one ${MANIFEST}`);

    // A failure below leaves this writer unfinished; it holds only memory and is collected.
    const writer = deterministicWriter();
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) {
        writer.add({ name: entry.fileName, data: Buffer.alloc(0) });
        continue;
      }
      const data = await entryData(archive, entry);
      writer.add({
        name: entry.fileName,
        data: entry === manifests[0] ? editedManifest(data, edit) : data,
      });
    }
    return await writer.finish();
  } finally {
    archive.close();
  }
}

/**
 * The manifest a store-signed package carries: `update_url` pointing at the store, so browsers
 * ask it for updates, and no `key`, since the store's own key signs the package and a different
 * key in the manifest would give the extension another id.
 */
export function signedManifest(
  manifest: Record<string, unknown>,
  updateUrl: string,
): Record<string, unknown> {
  const { key: _key, ...rest } = manifest;
  return { ...rest, update_url: updateUrl };
}
