import { type ErrorCode, errorMessage } from './error-catalog.js';
import { PACKAGE_ISSUE_KIND_ORDER } from './package-issue-kinds.js';
import { isPackageIssueCode, PACKAGE_ISSUES } from './package-issues.js';

/** What a refusal's fields carry (the FieldIssue of errors.ts). */
interface HeadlineField {
  field: string;
  code: string;
  message: string;
}

/** The headline of an INVALID_REQUEST whose fields say no more than the code: it names them. */
const CHECK_FIELDS = {
  en: 'The request was refused: check {fields}.',
  ko: '요청을 처리할 수 없습니다. {fields} 값을 확인해 주세요.',
};

/** At most this many fields are named in a headline; the fields list has them all. */
const NAMED_FIELDS_MAX = 5;

/** The finding that heads a refused package: the first of the first kind (zip, then folder …). */
function leadingFinding(fields: readonly HeadlineField[]): HeadlineField | undefined {
  const findings = fields.filter((field) => isPackageIssueCode(field.code) && field.message);
  for (const kind of PACKAGE_ISSUE_KIND_ORDER) {
    const first = findings.find(
      (field) => PACKAGE_ISSUES[field.code as keyof typeof PACKAGE_ISSUES].kind === kind,
    );
    if (first) return first;
  }
  return undefined;
}

/**
 * The `message` of a refusal: what is wrong, not only that something is. The code's own words,
 * unless its fields say more: a refused package is headed by its leading finding ("The
 * description in manifest.json is 140 characters long; …"), any other refusal by its first
 * field's words when they differ from the code's, and an INVALID_REQUEST whose fields only
 * repeat the code's words names the fields to check. English unless Korean.
 */
export function errorHeadline(
  code: ErrorCode,
  fields: readonly HeadlineField[] | undefined,
  language: string | undefined,
): string {
  const generic = errorMessage(code, language);
  if (!fields || fields.length === 0) return generic;
  if (code === 'INVALID_PACKAGE') return leadingFinding(fields)?.message ?? generic;
  const first = fields[0];
  if (first?.message && first.message !== generic) return first.message;
  if (code !== 'INVALID_REQUEST') return generic;
  const named = [...new Set(fields.map((field) => field.field).filter((field) => field !== ''))];
  if (named.length === 0) return generic;
  const shown = named.slice(0, NAMED_FIELDS_MAX).map((field) => `“${field}”`);
  if (named.length > NAMED_FIELDS_MAX) shown.push('…');
  const template = language === 'ko' ? CHECK_FIELDS.ko : CHECK_FIELDS.en;
  return template.replace('{fields}', shown.join(', '));
}
