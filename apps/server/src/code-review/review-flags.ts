import {
  isHostPattern,
  type Language,
  PACKAGE_FLAG_KINDS,
  type PackageFlag,
  widensHostAccess,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { pickLocalization } from '../lib/localization.js';
import type { FileStorage } from '../storage/storage.js';
import { itemsWithSameHash, type ListingChangeLogs, listingChangeLogs } from './flag-queries.js';
import { type PackageFindings, packageFindings } from './package-insights.js';
import { type ItemPackages, loadItemPackages } from './review-packages.js';

/**
 * The flags of items' submitted packages. Those that compare (permissions, the change log) are
 * computed on every request from rows that are cheap to read and may change (the published
 * package, the draft's texts, other items' packages); those found in the files come from the
 * per-package cache (package-insights.ts).
 */

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/**
 * What a manifest declares, read from the manifest itself (packages stored before inspection
 * kept these lists, such as the demo catalog's, have only the manifest): API permissions, and
 * host patterns from `host_permissions`, MV2's `permissions` and the content scripts' matches.
 */
export function declaredAccess(manifest: Record<string, unknown>): {
  permissions: string[];
  hostPermissions: string[];
} {
  const listed = strings(manifest.permissions);
  const scripts = Array.isArray(manifest.content_scripts) ? manifest.content_scripts : [];
  const matches = scripts.flatMap((script) =>
    script && typeof script === 'object'
      ? strings((script as Record<string, unknown>).matches)
      : [],
  );
  return {
    permissions: [...new Set(listed.filter((entry) => !isHostPattern(entry)))],
    hostPermissions: [
      ...new Set([
        ...listed.filter(isHostPattern),
        ...strings(manifest.host_permissions),
        ...matches,
      ]),
    ],
  };
}

/** New API permissions and host patterns that reach more than the published package did. */
export function accessFlags(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): PackageFlag[] {
  const old = declaredAccess(before);
  const now = declaredAccess(after);
  const flags: PackageFlag[] = [];
  const permissions = now.permissions.filter((entry) => !old.permissions.includes(entry)).sort();
  if (permissions.length > 0) flags.push({ kind: 'newPermissions', permissions });
  const hostPermissions = now.hostPermissions
    .filter((pattern) => widensHostAccess(pattern, old.hostPermissions))
    .sort();
  if (hostPermissions.length > 0) flags.push({ kind: 'newHostPermissions', hostPermissions });
  return flags;
}

/** Every change log a listing holds, by language ('' for the one for every language). */
function changeLogTexts(logs: ListingChangeLogs | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  if (logs?.changeLog?.trim()) texts.set('', logs.changeLog.trim());
  for (const text of logs?.localizations ?? []) {
    if (text.change_log?.trim()) texts.set(text.locale, text.change_log.trim());
  }
  return texts;
}

function sameTexts(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([locale, text]) => b.get(locale) === text);
}

function findingFlags(findings: PackageFindings | undefined): PackageFlag[] {
  if (!findings) return [];
  const flags: PackageFlag[] = [];
  if (findings.hints.length > 0) {
    flags.push({ kind: 'remoteCode', hints: findings.hints, omitted: findings.hintsOmitted });
  }
  if (findings.obfuscated.files.length > 0)
    flags.push({ kind: 'obfuscated', ...findings.obfuscated });
  if (findings.minified.files.length > 0) flags.push({ kind: 'minified', ...findings.minified });
  return flags;
}

function byKindOrder(a: PackageFlag, b: PackageFlag): number {
  return PACKAGE_FLAG_KINDS.indexOf(a.kind) - PACKAGE_FLAG_KINDS.indexOf(b.kind);
}

export interface ItemFlags {
  packages: ItemPackages;
  flags: PackageFlag[];
  /** Null when the item has no submitted package or its files were not read (scanBudgetMs). */
  findings: PackageFindings | null;
  /** The change logs of the draft listing, for the text visitors will see. */
  draftChangeLogs: ListingChangeLogs | null;
}

/**
 * The flags of each item's submitted package, by item id (items without one have none). The
 * comparisons apply to updates whose package changed: new permissions and hosts against the
 * published package, and a change log missing or the same as the published one's.
 */
export async function itemFlags(
  db: Db,
  storage: FileStorage,
  itemIds: readonly string[],
  options: { scanBudgetMs?: number } = {},
): Promise<Map<string, ItemFlags>> {
  const packages = await loadItemPackages(db, itemIds);
  const submitted = [...packages.values()].flatMap((entry) =>
    entry.submitted ? [entry.submitted] : [],
  );
  const findings = await packageFindings(
    db,
    storage,
    [...new Map(submitted.map((row) => [row.id, row])).values()],
    { budgetMs: options.scanBudgetMs },
  );
  const sameHash = await itemsWithSameHash(
    db,
    submitted.map((row) => row.sha256),
  );
  const listingIds = [...packages.values()].flatMap((entry) =>
    [entry.draftListingId, entry.publishedListingId].filter((id): id is number => id !== null),
  );
  const changeLogs = await listingChangeLogs(db, listingIds);

  const result = new Map<string, ItemFlags>();
  for (const entry of packages.values()) {
    const draftChangeLogs =
      entry.draftListingId === null ? null : (changeLogs.get(entry.draftListingId) ?? null);
    const pkg = entry.submitted;
    if (!pkg) {
      result.set(entry.itemId, { packages: entry, flags: [], findings: null, draftChangeLogs });
      continue;
    }
    const flags = findingFlags(findings.get(pkg.id));
    const others = [...(sameHash.get(pkg.sha256) ?? [])].filter((id) => id !== entry.itemId);
    if (others.length > 0) flags.push({ kind: 'identicalPackage', extensionIds: others.sort() });
    if (entry.published && entry.published.id !== pkg.id) {
      flags.push(...accessFlags(entry.published.manifest, pkg.manifest));
      const now = changeLogTexts(draftChangeLogs ?? undefined);
      const before = changeLogTexts(
        entry.publishedListingId === null ? undefined : changeLogs.get(entry.publishedListingId),
      );
      if (now.size === 0) flags.push({ kind: 'changeLogMissing' });
      else if (sameTexts(now, before)) flags.push({ kind: 'changeLogUnchanged' });
    }
    result.set(entry.itemId, {
      packages: entry,
      flags: flags.sort(byKindOrder),
      findings: findings.get(pkg.id) ?? null,
      draftChangeLogs,
    });
  }
  return result;
}

/**
 * The change log visitors will see once the draft is approved, as the product page picks it:
 * the language's own (else the default language's, else any), else the one for every language.
 */
export function visibleChangeLog(
  logs: ListingChangeLogs | null,
  language: Language,
): string | null {
  if (!logs) return null;
  const shown = pickLocalization(logs.localizations, language, logs.defaultLocale);
  return shown?.change_log || logs.changeLog || null;
}
