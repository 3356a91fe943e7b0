import {
  PACKAGE_ISSUES,
  type PackageIssueCode,
  type PackageIssueEntry,
  type PackageIssueKind,
} from './package-issues.js';

/**
 * The kinds of package findings in the order a refusal is headed by: the first kind among a
 * refusal's errors gives its headline (a zip that cannot be read has nothing else to say; a
 * manifest problem matters before the version). `detailed` names the published version;
 * `headedByFinding` marks a kind whose headline only says where the problem is.
 */
export const PACKAGE_ISSUE_KINDS = {
  zip: {
    en: 'The file is not a usable zip',
    ko: '사용할 수 있는 zip 파일이 아닙니다',
  },
  folder: {
    en: 'Zip the contents of the folder, not the folder itself',
    ko: '폴더 자체가 아니라 폴더 안의 내용을 압축해 주세요',
  },
  limits: {
    en: 'The package is larger than the store accepts',
    ko: '패키지가 스토어에서 받을 수 있는 크기를 넘습니다',
  },
  manifest: {
    en: 'manifest.json has a problem',
    ko: 'manifest.json에 문제가 있습니다',
    headedByFinding: true,
  },
  version: {
    en: 'The version must be higher than the published version',
    ko: '버전은 게시된 버전보다 높아야 합니다',
    detailed: {
      en: 'The version must be higher than {published}',
      ko: '버전은 {published}보다 높아야 합니다',
    },
  },
  platform: {
    en: 'The extension is not made for current Chromium',
    ko: '최신 Chromium용 확장 앱이 아닙니다',
  },
  icons: {
    en: 'An icon has a problem',
    ko: '아이콘에 문제가 있습니다',
    headedByFinding: true,
  },
} as const satisfies Record<
  PackageIssueKind,
  { en: string; ko: string; detailed?: { en: string; ko: string }; headedByFinding?: true }
>;

/**
 * Whether a refusal of this kind is headed by its first finding's words rather than the kind's:
 * "manifest.json has a problem" only says where to look, while "The description in
 * manifest.json is 140 characters long; …" says what to fix.
 */
export function isHeadedByFinding(kind: PackageIssueKind): boolean {
  const entry: { en: string; headedByFinding?: true } = PACKAGE_ISSUE_KINDS[kind];
  return entry.headedByFinding === true;
}

export const PACKAGE_ISSUE_KIND_ORDER = Object.keys(PACKAGE_ISSUE_KINDS) as PackageIssueKind[];

/** The kind of a report code. */
export function packageIssueKind(code: PackageIssueCode): PackageIssueKind {
  return PACKAGE_ISSUES[code].kind;
}

/** The kind that heads a refusal with these error codes (unknown codes are passed over), or null. */
export function refusalKind(codes: readonly string[]): PackageIssueKind | null {
  const kinds = new Set(
    codes
      .filter((code) => Object.hasOwn(PACKAGE_ISSUES, code))
      .map((code) => packageIssueKind(code as PackageIssueCode)),
  );
  return PACKAGE_ISSUE_KIND_ORDER.find((kind) => kinds.has(kind)) ?? null;
}

/**
 * The headline of a refusal of this kind in a language (English unless Korean); the version's
 * names the published version when it is known.
 */
export function packageKindHeadline(
  kind: PackageIssueKind,
  language: string | undefined,
  values: { published?: string | null } = {},
): string {
  const entry: { en: string; ko: string; detailed?: { en: string; ko: string } } =
    PACKAGE_ISSUE_KINDS[kind];
  const ko = language === 'ko';
  if (entry.detailed && values.published) {
    return fill(ko ? entry.detailed.ko : entry.detailed.en, { published: values.published });
  }
  return ko ? entry.ko : entry.en;
}

/** What a finding carries besides its code, as a stored report keeps it. */
export interface PackageIssueDetail {
  /** The zip entry or manifest key concerned; `{path}` in the words. */
  path?: string | null;
  /** Values the words name, such as the published version. */
  values?: Readonly<Record<string, string>>;
  /** The findings grouped into this one entry (locale folders, keys, icon paths). */
  items?: readonly string[];
  /** How many more findings of the code the report left out. */
  omitted?: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

function hasEvery(template: string, values: Readonly<Record<string, string>>): boolean {
  return [...template.matchAll(PLACEHOLDER)].every((match) => values[match[1]!] !== undefined);
}

/**
 * The words of a finding in a language, English unless Korean. A finding that groups several
 * (`items`) lists them with their number, and one that stands for more than it shows says how
 * many were left out; values fill the code's detailed words when it has them.
 */
export function packageIssueMessage(
  code: PackageIssueCode,
  language: string | undefined,
  detail: PackageIssueDetail = {},
): string {
  const entry: PackageIssueEntry = PACKAGE_ISSUES[code];
  const ko = language === 'ko';
  const base = ko ? entry.ko : entry.en;
  const omitted = detail.omitted ?? 0;
  const values: Record<string, string> = { ...detail.values };
  if (detail.path) values.path = detail.path;
  if (detail.items && detail.items.length > 0) {
    const more = omitted > 0 ? (ko ? ` 외 ${omitted}개` : `, … and ${omitted} more`) : '';
    values.list = `${detail.items.join(', ')}${more}`;
    values.count = String(detail.items.length + omitted);
    const grouped = entry.grouped ? (ko ? entry.grouped.ko : entry.grouped.en) : null;
    return fill(grouped ?? `${base} ({count}): {list}`, values);
  }
  const detailed = entry.detailed ? (ko ? entry.detailed.ko : entry.detailed.en) : null;
  const words = detailed && hasEvery(detailed, values) ? fill(detailed, values) : base;
  if (omitted === 0) return words;
  return ko
    ? `${words} (같은 문제 ${omitted}개 더 있음)`
    : `${words} (and ${omitted} more like this)`;
}
