import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Entry, ZipFile } from 'yauzl';
import { unreadable } from './package-data.js';
import type { Report } from './report.js';
import {
  collisionKey,
  hasSupportedMethod,
  isEncrypted,
  isSymlink,
  nameProblem,
  verifyEntry,
  type ZipEntryRecord,
} from './zip-entries.js';

// The archive's half of inspecting a package: what its central directory may hold and whether
// every file inflates to what it claims, before any of its contents is read.

const MiB = 1024 * 1024;

export interface InspectLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /**
   * Sum of the declared uncompressed sizes of all entries. Every entry stops at its declared
   * size, so this bounds what inspection ever inflates.
   */
  maxUncompressedBytes: number;
  /** Uncompressed/compressed size above which an entry larger than 1 MiB is a zip bomb. */
  maxRatio: number;
  /**
   * Sum of the declared uncompressed sizes over the archive's size above which a package
   * larger than 8 MiB uncompressed is a zip bomb: many entries of 1 MiB each slip under the
   * per-entry rule, not under this one.
   */
  maxTotalRatio: number;
  /** Bytes inflated from manifest.json and from each messages.json. */
  maxManifestBytes: number;
}

/**
 * Real packages sit far inside these: the extension sources of uBlock Origin (about 630 files,
 * 8 MiB) and Dark Reader (about 400), or pdf.js's viewer with its 170 CMaps, are hundreds of
 * files; minified scripts, JSON and SVG compress 3 to 8 times, images and WebAssembly barely.
 * The entry cap bounds the work of the central directory and CRC passes (about 20 µs an
 * entry); the total and the two ratios bound what the CRC pass inflates.
 */
export const DEFAULT_INSPECT_LIMITS: InspectLimits = Object.freeze({
  maxEntries: 5_000,
  maxUncompressedBytes: 128 * MiB,
  maxRatio: 100,
  maxTotalRatio: 20,
  maxManifestBytes: 1 * MiB,
});

/** Small files compress well for honest reasons; the ratio rule only looks at larger ones. */
const RATIO_MIN_BYTES = 1 * MiB;
/** Likewise, a small package may compress well as a whole; the total ratio starts here. */
const TOTAL_RATIO_MIN_BYTES = 8 * MiB;
/** The CRC pass checks small entries synchronously and lets other requests in this often. */
const YIELD_EVERY_MS = 5;
/**
 * Checks every central directory record before any data is read; returns the files by path.
 * Refusals: names that escape or cannot be extracted, links, encryption, unknown compression,
 * collisions (also case-insensitive and between a file and a folder), and zip bombs by total
 * declared size, by the ratio of one entry or by the ratio of the whole archive.
 */
export function checkEntries(
  records: readonly ZipEntryRecord[],
  archiveBytes: number,
  limits: InspectLimits,
  report: Report,
): Map<string, Entry> {
  const files = new Map<string, Entry>();
  if (records.every((record) => record.directory)) {
    report.add('ZIP_EMPTY');
    return files;
  }
  const kinds = new Map<string, 'file' | 'directory'>();
  let total = 0;
  for (const { entry, rawName, path, directory } of records) {
    total += entry.uncompressedSize;
    const problem = nameProblem(rawName);
    if (problem || path === null) {
      report.add(problem ?? 'ZIP_INVALID_NAME', rawName);
      continue;
    }
    if (isSymlink(entry)) report.add('ZIP_LINK', path);
    if (isEncrypted(entry)) report.add('ZIP_ENCRYPTED', path);
    if (!hasSupportedMethod(entry)) report.add('ZIP_UNSUPPORTED_COMPRESSION', path);
    if (
      entry.uncompressedSize > RATIO_MIN_BYTES &&
      entry.uncompressedSize > limits.maxRatio * entry.compressedSize
    ) {
      report.add('ZIP_SUSPICIOUS_RATIO', path);
    }
    const key = collisionKey(path);
    const kind = directory ? 'directory' : 'file';
    const earlier = kinds.get(key);
    // The same folder listed twice extracts to the same thing; anything else overwrites.
    if (earlier && (earlier === 'file' || kind === 'file')) report.add('ZIP_DUPLICATE_ENTRY', path);
    if (!earlier || kind === 'file') kinds.set(key, kind);
    if (!directory) files.set(path, entry);
  }
  // A file whose path runs through another file cannot be extracted next to it.
  for (const path of files.keys()) {
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i++) {
      if (kinds.get(collisionKey(segments.slice(0, i).join('/'))) === 'file') {
        report.add('ZIP_DUPLICATE_ENTRY', path);
        break;
      }
    }
  }
  if (total > limits.maxUncompressedBytes) report.add('ZIP_TOO_LARGE_UNCOMPRESSED');
  if (total > TOTAL_RATIO_MIN_BYTES && total > limits.maxTotalRatio * archiveBytes) {
    report.add('ZIP_SUSPICIOUS_TOTAL_RATIO');
  }
  return files;
}

/** yauzl refuses strong encryption while reading the central directory. */
export function isStrongEncryptionError(error: unknown): boolean {
  return error instanceof Error && /strong encryption/i.test(error.message);
}

/**
 * Inflates every file once and checks it against its CRC-32: yauzl does not, so a damaged or
 * altered entry would be published and only the browser would refuse to install it. Each entry
 * stops at its declared size, and checkEntries held those to maxUncompressedBytes. The first
 * damaged entry refuses the package, so the pass stops there; small entries are checked
 * synchronously, and the pass lets other requests run every few milliseconds.
 */
export async function verifyFiles(
  zip: ZipFile,
  files: ReadonlyMap<string, Entry>,
  report: Report,
): Promise<void> {
  let turnStarted = performance.now();
  for (const [path, entry] of files) {
    try {
      await verifyEntry(zip, entry);
    } catch (error) {
      report.add(unreadable(error), path);
      return;
    }
    if (performance.now() - turnStarted >= YIELD_EVERY_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
}
