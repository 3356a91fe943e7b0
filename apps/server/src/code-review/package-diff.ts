import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ChangedFile,
  CODE_DIFF_CONTEXT_LINES,
  CODE_DIFF_MAX_BYTES,
  CODE_DIFF_TIMEOUT_MS,
  type DiffHunk,
  type DiffLine,
  type FileChangeStatus,
  type FileDiff,
} from '@lagoon/contract';
// jsdiff (the `diff` package): Myers' line diff and unified hunks, with a time limit that gives
// up on pathological inputs. A well-kept library for a solved problem, rather than our own.
import { diffLines, structuredPatch } from 'diff';
import type { Entry } from 'yauzl';
import { AppError } from '../http/errors.js';
import { decodeText, kindByName, lineCount } from './file-kinds.js';
import type { PackageArchive } from './package-files.js';
import { fileAt } from './package-files.js';

/**
 * The differences between two packages of an item: `from` the published one (null for a new
 * item, whose every file is added) `to` the submitted one. A file changed when its size or
 * CRC-32 differs, which the central directories say without inflating anything; only text
 * files up to CODE_DIFF_MAX_BYTES are read, to count their lines.
 */

/** A side of a diff: its text, or why it has none. */
type Side = { text: string } | { problem: 'binary' | 'tooLarge' };

async function sideOf(archive: PackageArchive | null, entry: Entry | undefined): Promise<Side> {
  if (!archive || !entry) return { text: '' };
  if (entry.uncompressedSize > CODE_DIFF_MAX_BYTES) return { problem: 'tooLarge' };
  const text = decodeText(await archive.read(entry, CODE_DIFF_MAX_BYTES));
  return text === null ? { problem: 'binary' } : { text };
}

function statusOf(before: Entry | undefined, after: Entry | undefined): FileChangeStatus | null {
  if (!before && !after) return null;
  if (!before) return 'added';
  if (!after) return 'removed';
  const same = before.uncompressedSize === after.uncompressedSize && before.crc32 === after.crc32;
  return same ? null : 'changed';
}

/** Lines added and removed, or null when the diff took longer than CODE_DIFF_TIMEOUT_MS. */
function countLines(before: string, after: string): { added: number; removed: number } | null {
  if (before === '') return { added: lineCount(after), removed: 0 };
  if (after === '') return { added: 0, removed: lineCount(before) };
  const parts = diffLines(before, after, { timeout: CODE_DIFF_TIMEOUT_MS });
  if (!parts) return null;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.added) added += part.count;
    else if (part.removed) removed += part.count;
  }
  return { added, removed };
}

/** Every file added, removed or changed, by path, and how many are the same in both. */
export async function packageChanges(
  from: PackageArchive | null,
  to: PackageArchive,
): Promise<{ files: ChangedFile[]; unchangedCount: number }> {
  const paths = [...new Set([...(from?.files.keys() ?? []), ...to.files.keys()])].sort();
  const files: ChangedFile[] = [];
  let unchangedCount = 0;
  let turnStarted = performance.now();
  for (const path of paths) {
    const before = from?.files.get(path);
    const after = to.files.get(path);
    const status = statusOf(before, after);
    if (status === null) {
      unchangedCount++;
      continue;
    }
    const size = (after ?? before)?.uncompressedSize ?? 0;
    let kind = kindByName(path);
    let counts: { added: number; removed: number } | null = null;
    if (kind === 'text') {
      const [old, now] = [await sideOf(from, before), await sideOf(to, after)];
      if ('text' in old && 'text' in now) counts = countLines(old.text, now.text);
      else if (
        ('problem' in old && old.problem === 'binary') ||
        ('problem' in now && now.problem === 'binary')
      ) {
        kind = 'binary';
      }
    }
    files.push({
      path,
      status,
      kind,
      size,
      linesAdded: counts?.added ?? null,
      linesRemoved: counts?.removed ?? null,
    });
    // Diffs run on the server's thread; other requests get their turn every few milliseconds.
    if (performance.now() - turnStarted >= 5) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  return { files, unchangedCount };
}

/** jsdiff's hunk lines ("+x", "-x", " x", "\ No newline…") with each side's line numbers. */
function presentHunk(hunk: {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}): DiffHunk {
  // A hunk with no lines on one side names the line before it (as unified diffs do).
  let oldNumber = hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart;
  let newNumber = hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart;
  const lines: DiffLine[] = [];
  for (const line of hunk.lines) {
    const marker = line[0];
    const text = line.slice(1);
    if (marker === '+') {
      lines.push({ type: 'added', text, oldNumber: null, newNumber: newNumber++ });
    } else if (marker === '-') {
      lines.push({ type: 'removed', text, oldNumber: oldNumber++, newNumber: null });
    } else if (marker === ' ') {
      lines.push({ type: 'context', text, oldNumber: oldNumber++, newNumber: newNumber++ });
    }
  }
  return { ...hunk, lines };
}

/**
 * One file's unified line diff between the two packages. PACKAGE_FILE_NOT_FOUND when neither
 * holds the path (PACKAGE_PATH_INVALID when no package could). A file the same in both answers
 * no hunks and a null status.
 */
export async function fileDiff(
  from: PackageArchive | null,
  to: PackageArchive,
  path: string,
): Promise<Omit<FileDiff, 'extensionId' | 'fromPackageId' | 'toPackageId'>> {
  const lookup = (archive: PackageArchive | null) => {
    if (!archive) return undefined;
    try {
      return fileAt(archive, path);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PACKAGE_FILE_NOT_FOUND') return undefined;
      throw error;
    }
  };
  const before = lookup(from);
  const after = lookup(to);
  if (!before && !after) throw new AppError('PACKAGE_FILE_NOT_FOUND');
  const status = statusOf(before, after);
  const answer = { path, status };
  if (status === null) return { ...answer, comparable: true, reason: null, hunks: [] };
  const old = await sideOf(from, before);
  const now = await sideOf(to, after);
  if ('problem' in old || 'problem' in now) {
    const tooLarge =
      ('problem' in old && old.problem === 'tooLarge') ||
      ('problem' in now && now.problem === 'tooLarge');
    return { ...answer, comparable: false, reason: tooLarge ? 'tooLarge' : 'binary', hunks: [] };
  }
  const patch = structuredPatch(path, path, old.text, now.text, undefined, undefined, {
    context: CODE_DIFF_CONTEXT_LINES,
    timeout: CODE_DIFF_TIMEOUT_MS,
  });
  if (!patch) return { ...answer, comparable: false, reason: 'tooSlow', hunks: [] };
  return { ...answer, comparable: true, reason: null, hunks: patch.hunks.map(presentHunk) };
}
