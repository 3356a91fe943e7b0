import { withStoredPackage } from '../code-review/package-files.js';
import type { Db } from '../db/database.js';
import type { ScanRuleRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { FileStorage } from '../storage/storage.js';
import { compileRule, matchPackage, type RuleFinding } from './matcher.js';
import { isHeld, loadCaseMatches, submittedPackageId } from './rule-queries.js';

/** Running rules over stored packages and keeping what they found. */

export interface StoredPackageRef {
  id: number;
  item_id: string;
  file_key: string;
  sha256: string;
  manifest: Record<string, unknown>;
}

/** Keeps findings; one row per rule, package and file, so a scan run twice adds nothing. */
export async function storeFindings(
  db: Db,
  stored: StoredPackageRef,
  findings: readonly RuleFinding[],
  source: 'upload' | 'hunt',
): Promise<void> {
  if (findings.length === 0) return;
  await db
    .insertInto('scan_matches')
    .values(
      findings.map((finding) => ({
        rule_id: finding.ruleId,
        package_id: stored.id,
        item_id: stored.item_id,
        file_path: finding.file,
        line: finding.line,
        excerpt: finding.excerpt,
        timed_out: finding.timedOut,
        source,
      })),
    )
    .onConflict((conflict) => conflict.columns(['rule_id', 'package_id', 'file_path']).doNothing())
    .execute();
}

/**
 * Runs rules over one stored package. Uploads run it after their inspection and the
 * retro-hunt one package at a time per server, so it takes no place in the inspection gate.
 */
export async function scanStoredPackage(
  storage: FileStorage,
  stored: StoredPackageRef,
  rules: readonly ScanRuleRow[],
): Promise<RuleFinding[]> {
  const compiled = rules.flatMap((rule) => compileRule(rule) ?? []);
  if (compiled.length === 0) return [];
  return withStoredPackage(storage, stored.file_key, (archive) =>
    matchPackage(archive, stored, compiled),
  );
}

export function loadPackageRef(db: Db, packageId: number): Promise<StoredPackageRef | undefined> {
  return db
    .selectFrom('packages')
    .select(['id', 'item_id', 'file_key', 'sha256', 'manifest'])
    .where('id', '=', packageId)
    .executeTakeFirst();
}

/**
 * Runs every enabled rule over the package an item was just given (its draft's), so the case
 * shows what they found and a holding rule keeps it from approval. When the rules cannot run
 * (the stored file unreadable, a rule that throws), the package is marked so that approval
 * waits for them, and the error goes on to the caller, which logs it: the upload itself is kept.
 */
export async function scanSubmittedPackage(
  db: Db,
  storage: FileStorage,
  itemId: string,
): Promise<void> {
  const packageId = await submittedPackageId(db, itemId);
  if (packageId === null) return;
  try {
    const stored = await loadPackageRef(db, packageId);
    if (!stored) return;
    const rules = await db
      .selectFrom('scan_rules')
      .selectAll()
      .where('enabled', '=', true)
      .execute();
    await storeFindings(db, stored, await scanStoredPackage(storage, stored, rules), 'upload');
    await db
      .updateTable('packages')
      .set({ rules_scan_failed_at: null })
      .where('id', '=', packageId)
      .where('rules_scan_failed_at', 'is not', null)
      .execute();
  } catch (error) {
    await db
      .updateTable('packages')
      .set({ rules_scan_failed_at: new Date() })
      .where('id', '=', packageId)
      .execute()
      .catch(() => {});
    throw error;
  }
}

async function rulesScanFailed(db: Db, packageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('packages')
    .select('rules_scan_failed_at')
    .where('id', '=', packageId)
    .executeTakeFirst();
  return Boolean(row?.rules_scan_failed_at);
}

/**
 * Before an approval: the rules run again on a package they could not read at its upload
 * (SCAN_RULES_NOT_RUN while they still cannot), then SCAN_RULE_HOLD while a match of a holding
 * or blocking rule, not cleared, is on the package the approval would publish.
 */
export async function assertNoScanHold(
  db: Db,
  storage: FileStorage,
  itemId: string,
): Promise<void> {
  const packageId = await submittedPackageId(db, itemId);
  if (packageId !== null && (await rulesScanFailed(db, packageId))) {
    try {
      await scanSubmittedPackage(db, storage, itemId);
    } catch {
      throw new AppError('SCAN_RULES_NOT_RUN');
    }
  }
  if (isHeld(await loadCaseMatches(db, itemId))) throw new AppError('SCAN_RULE_HOLD');
}
