import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CODE_FLAG_LIST_MAX,
  CODE_SCAN_FILE_MAX_BYTES,
  CODE_SCAN_TOTAL_MAX_BYTES,
  RemoteCodeHint,
} from '@lagoon/contract';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { inspectionGate } from '../publishing/package/upload-limits.js';
import type { FileStorage } from '../storage/storage.js';
import { fileSignals, scannedKindOf } from './code-heuristics.js';
import { decodeText } from './file-kinds.js';
import { withStoredPackage } from './package-files.js';

/**
 * What the heuristics found in one package's files, kept in `package_insights` by package id.
 * A stored package never changes, so a row stays true until the heuristics do: ANALYSIS names
 * their version, and a row written by another is computed again.
 */
export const ANALYSIS = 1;

const Listed = z.object({ files: z.array(z.string()), omitted: z.number().int() });

export const PackageFindings = z.object({
  minified: Listed,
  obfuscated: Listed,
  hints: z.array(RemoteCodeHint),
  /** Hints found beyond those kept. */
  hintsOmitted: z.number().int(),
  scannedFiles: z.number().int(),
  skipped: Listed,
});
export type PackageFindings = z.infer<typeof PackageFindings>;

/** A list that keeps the first CODE_FLAG_LIST_MAX entries and counts the rest. */
class CappedList {
  readonly files: string[] = [];
  omitted = 0;
  add(path: string): void {
    if (this.files.length < CODE_FLAG_LIST_MAX) this.files.push(path);
    else this.omitted++;
  }
  toJSON(): z.infer<typeof Listed> {
    return { files: this.files, omitted: this.omitted };
  }
}

/**
 * Reads every script, page and style sheet of a stored package, in path order, each up to
 * CODE_SCAN_FILE_MAX_BYTES and all together up to CODE_SCAN_TOTAL_MAX_BYTES; what is left
 * unread is named as skipped. The pass gives other requests a turn every few milliseconds.
 */
export async function scanPackage(storage: FileStorage, fileKey: string): Promise<PackageFindings> {
  return withStoredPackage(storage, fileKey, async (archive) => {
    const minified = new CappedList();
    const obfuscated = new CappedList();
    const skipped = new CappedList();
    const hints: PackageFindings['hints'] = [];
    let hintsOmitted = 0;
    let scannedFiles = 0;
    let budget = CODE_SCAN_TOTAL_MAX_BYTES;
    let turnStarted = performance.now();
    for (const path of [...archive.files.keys()].sort()) {
      const kind = scannedKindOf(path);
      if (!kind) continue;
      const entry = archive.files.get(path)!;
      const size = entry.uncompressedSize;
      if (size > CODE_SCAN_FILE_MAX_BYTES || size > budget) {
        skipped.add(path);
        continue;
      }
      budget -= size;
      const text = decodeText(await archive.read(entry, CODE_SCAN_FILE_MAX_BYTES));
      if (text === null) {
        skipped.add(path);
        continue;
      }
      scannedFiles++;
      const signals = fileSignals(text, kind, CODE_FLAG_LIST_MAX - hints.length);
      if (signals.minified) minified.add(path);
      if (signals.obfuscated) obfuscated.add(path);
      hints.push(...signals.hints.map((hint) => ({ path, ...hint })));
      hintsOmitted += signals.hintTotal - signals.hints.length;
      if (performance.now() - turnStarted >= 5) {
        await nextTurn();
        turnStarted = performance.now();
      }
    }
    return {
      minified: minified.toJSON(),
      obfuscated: obfuscated.toJSON(),
      hints,
      hintsOmitted,
      scannedFiles,
      skipped: skipped.toJSON(),
    };
  });
}

/** PostgreSQL's foreign key violation: the package was deleted while it was being read. */
function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23503';
}

/**
 * The findings of each package, from `package_insights` or, for a package not read yet (or
 * read by older heuristics), read now through the inspection gate, which bounds how many
 * packages the server reads at once, and stored for the next reviewer. With `budgetMs`, no
 * further package is read once that much time has passed: those are left out of the answer
 * (a long review queue of packages never read is read over several visits, not in one).
 */
export async function packageFindings(
  db: Db,
  storage: FileStorage,
  packages: readonly { id: number; file_key: string }[],
  { budgetMs = Number.POSITIVE_INFINITY }: { budgetMs?: number } = {},
): Promise<Map<number, PackageFindings>> {
  const started = performance.now();
  const found = new Map<number, PackageFindings>();
  if (packages.length === 0) return found;
  const rows = await db
    .selectFrom('package_insights')
    .select(['package_id', 'findings'])
    .where(
      'package_id',
      'in',
      packages.map((entry) => entry.id),
    )
    .where('analysis', '=', ANALYSIS)
    .execute();
  for (const row of rows) {
    const parsed = PackageFindings.safeParse(row.findings);
    if (parsed.success) found.set(Number(row.package_id), parsed.data);
  }
  for (const entry of packages) {
    if (found.has(entry.id)) continue;
    if (performance.now() - started > budgetMs) continue;
    const findings = await inspectionGate.run(() => scanPackage(storage, entry.file_key));
    found.set(entry.id, findings);
    try {
      await db
        .insertInto('package_insights')
        .values({ package_id: entry.id, analysis: ANALYSIS, findings: JSON.stringify(findings) })
        .onConflict((conflict) =>
          conflict.column('package_id').doUpdateSet({
            analysis: ANALYSIS,
            findings: JSON.stringify(findings),
            computed_at: new Date(),
          }),
        )
        .execute();
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return found;
}
