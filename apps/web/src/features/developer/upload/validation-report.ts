import {
  type FieldIssue,
  isHeadedByFinding,
  isPackageIssueCode,
  type Language,
  packageIssueKind,
  packageKindHeadline,
  refusalKind,
  type ValidationIssue,
  type ValidationReport,
} from '@lagoon/contract';

export type IssueSeverity = ValidationIssue['severity'];

/** One line of the report as the upload page lists it, like a linter's output. */
export interface ReportEntry {
  severity: IssueSeverity;
  code: string;
  message: string;
  /** The zip entry or manifest key concerned; null for the package as a whole. */
  path: string | null;
}

export interface ReportView {
  entries: ReportEntry[];
  errorCount: number;
  warningCount: number;
}

const SEVERITY_ORDER: Record<IssueSeverity, number> = { error: 0, warning: 1 };

/**
 * Errors before warnings; within each, findings about the whole package first, then by path
 * and code, so the same package always reads the same way.
 */
function compareEntries(a: ReportEntry, b: ReportEntry): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    (a.path ?? '').localeCompare(b.path ?? '') ||
    a.code.localeCompare(b.code)
  );
}

function viewOf(entries: ReportEntry[]): ReportView {
  const sorted = [...entries].sort(compareEntries);
  return {
    entries: sorted,
    errorCount: sorted.filter((entry) => entry.severity === 'error').length,
    warningCount: sorted.filter((entry) => entry.severity === 'warning').length,
  };
}

/** The report of an accepted package (its warnings) or of the package on an item. */
export function reportView(report: ValidationReport): ReportView {
  const entry = (issue: ValidationIssue): ReportEntry => ({
    severity: issue.severity,
    code: issue.code,
    message: issue.message,
    path: issue.path || null,
  });
  return viewOf([...report.errors.map(entry), ...report.warnings.map(entry)]);
}

/**
 * The report of a refused package: INVALID_PACKAGE lists the report's errors as field issues,
 * the field being the zip path ('' for the package as a whole).
 */
export function refusalView(fields: readonly FieldIssue[]): ReportView {
  return viewOf(
    fields.map((field) => ({
      severity: 'error',
      code: field.code,
      message: field.message,
      path: field.field || null,
    })),
  );
}

/**
 * The headline of a refused package: the kind of its first finding ("The file is not a usable
 * zip", "The version must be higher than 1.4.2"), the list of findings following it. A kind whose
 * own headline only says where to look (manifest.json, an icon) is headed by its first finding's
 * words instead ("The description in manifest.json is 140 characters long; …"). Null when none
 * of the findings is a package rule this page knows.
 */
export function refusalHeadline(
  fields: readonly FieldIssue[],
  language: Language,
  publishedVersion: string | null,
): string | null {
  const kind = refusalKind(fields.map((field) => field.code));
  if (kind === null) return null;
  if (isHeadedByFinding(kind)) {
    const first = fields.find(
      (field) =>
        field.message !== '' &&
        isPackageIssueCode(field.code) &&
        packageIssueKind(field.code) === kind,
    );
    if (first) return first.message;
  }
  return packageKindHeadline(kind, language, { published: publishedVersion });
}
