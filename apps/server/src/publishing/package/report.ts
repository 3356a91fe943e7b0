import { PACKAGE_ISSUES, type PackageIssueCode } from '@lagoon/contract';
import type { PackageReportIssue, PackageReportRecord } from '../../db/schema.js';
import { printableName } from './zip-entries.js';

/**
 * A package with thousands of bad entries gets a readable report, not thousands of lines: at
 * most this many errors of one code, and at most this many names in a grouped warning. The
 * report says how many more there were.
 */
export const MAX_ISSUES_PER_CODE = 20;

export interface FindingOptions {
  /** What a grouped warning lists for this finding (a locale folder, a key); the path else. */
  label?: string;
  /** Values the code's words name, such as the published version. */
  values?: Record<string, string>;
}

interface ErrorGroup {
  kept: PackageReportIssue[];
  seen: Set<string>;
}

interface WarningGroup {
  paths: (string | null)[];
  items: string[];
  labelled: boolean;
  values: Record<string, string> | undefined;
}

/**
 * A stored name as a report may show it: no control characters, separators, bidirectional
 * controls or halves of surrogate pairs, bounded length.
 */
export function printable(name: string): string {
  const clean = printableName(name);
  if (clean.length <= 255) return clean;
  // Never cut a surrogate pair in two.
  const cut = /[\ud800-\udbff]/.test(clean[253]!) ? 253 : 254;
  return `${clean.slice(0, cut)}\u2026`;
}

/** The folder every path lies in ("_locales" for "_locales/xx" and "_locales/yy"), or null. */
function commonFolder(paths: readonly (string | null)[]): string | null {
  if (paths.length === 1) return paths[0] ?? null;
  if (paths.some((path) => path === null)) return null;
  const split = paths.map((path) => (path as string).split('/'));
  const first = split[0] ?? [];
  let depth = 0;
  while (
    depth < first.length - 1 &&
    split.every((segments) => segments.length > depth + 1 && segments[depth] === first[depth])
  ) {
    depth += 1;
  }
  // Paths that are all the same file (several keys of manifest.json) keep that file.
  if (split.every((segments) => segments.join('/') === first.join('/'))) return first.join('/');
  return depth === 0 ? null : first.slice(0, depth).join('/');
}

/**
 * The findings of one inspection. Errors are kept one per code, path and values, at most
 * MAX_ISSUES_PER_CODE of a code, the last saying how many more there were. Warnings of one code
 * become a single entry listing what they are about ("Unknown locale folders: xx, yy (2)"), so
 * twenty unknown locale folders read as one finding.
 */
export class Report {
  private readonly errors = new Map<PackageIssueCode, ErrorGroup>();
  private readonly errorCounts = new Map<PackageIssueCode, number>();
  private readonly warnings = new Map<PackageIssueCode, WarningGroup>();

  add(code: PackageIssueCode, where: string | null = null, options: FindingOptions = {}): void {
    // Paths come from the archive or the manifest: stored in a JSON column and shown as is.
    const path = where === null ? null : printable(where);
    const label = options.label === undefined ? undefined : printable(options.label);
    // Values quote the manifest (a key, a pattern) as well.
    const values =
      options.values &&
      Object.fromEntries(Object.entries(options.values).map(([name, v]) => [name, printable(v)]));
    if (PACKAGE_ISSUES[code].severity === 'error') {
      this.addError(code, path, values);
    } else {
      this.addWarning(code, path, label, values);
    }
  }

  private addError(
    code: PackageIssueCode,
    path: string | null,
    values: Record<string, string> | undefined,
  ): void {
    const group = this.errors.get(code) ?? { kept: [], seen: new Set<string>() };
    this.errors.set(code, group);
    // Two keys of manifest.json naming the same missing file are two findings.
    const key = JSON.stringify([path ?? '', values ?? null]);
    if (group.seen.has(key)) return;
    group.seen.add(key);
    this.errorCounts.set(code, (this.errorCounts.get(code) ?? 0) + 1);
    if (group.kept.length >= MAX_ISSUES_PER_CODE) return;
    group.kept.push({ code, severity: 'error', path, ...(values ? { values } : {}) });
  }

  private addWarning(
    code: PackageIssueCode,
    path: string | null,
    label: string | undefined,
    values: Record<string, string> | undefined,
  ): void {
    const group = this.warnings.get(code) ?? {
      paths: [],
      items: [],
      labelled: false,
      values,
    };
    this.warnings.set(code, group);
    const item = label ?? path ?? '';
    if (group.items.includes(item)) return;
    group.items.push(item);
    group.paths.push(path);
    if (label !== undefined) group.labelled = true;
  }

  get hasErrors(): boolean {
    return this.errors.size > 0;
  }

  toRecord(): PackageReportRecord {
    const errors: PackageReportIssue[] = [];
    for (const [code, group] of this.errors) {
      const omitted = (this.errorCounts.get(code) ?? 0) - group.kept.length;
      group.kept.forEach((issue, index) => {
        const last = index === group.kept.length - 1;
        errors.push(last && omitted > 0 ? { ...issue, omitted } : { ...issue });
      });
    }
    const warnings: PackageReportIssue[] = [];
    for (const [code, group] of this.warnings) {
      const values = group.values ? { values: group.values } : {};
      if (group.items.length === 1 && !group.labelled) {
        warnings.push({ code, severity: 'warning', path: group.paths[0] ?? null, ...values });
        continue;
      }
      const items = group.items.slice(0, MAX_ISSUES_PER_CODE);
      const omitted = group.items.length - items.length;
      warnings.push({
        code,
        severity: 'warning',
        path: commonFolder(group.paths),
        ...values,
        items,
        ...(omitted > 0 ? { omitted } : {}),
      });
    }
    return { errors, warnings };
  }
}
