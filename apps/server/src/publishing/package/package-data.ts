import type { PackageIssueCode } from '@lagoon/contract';
import type { Entry, ZipFile } from 'yauzl';
import type { Report } from './report.js';
import { EntryCorruptError, EntryTooLargeError, readEntry } from './zip-entries.js';

/** Damaged data is the entry's fault; anything else (its local header) is the archive's. */
export function unreadable(error: unknown): PackageIssueCode {
  return error instanceof EntryCorruptError ? 'ZIP_CORRUPT_ENTRY' : 'ZIP_UNREADABLE';
}

/**
 * The bytes of one entry, at most `maxBytes` (more is reported as `tooLarge`), or null with the
 * problem reported at `path`.
 */
export async function readData(
  zip: ZipFile,
  entry: Entry,
  path: string,
  maxBytes: number,
  tooLarge: PackageIssueCode,
  report: Report,
): Promise<Buffer | null> {
  try {
    return await readEntry(zip, entry, maxBytes);
  } catch (error) {
    report.add(error instanceof EntryTooLargeError ? tooLarge : unreadable(error), path);
    return null;
  }
}
