/**
 * The codes of the package validation report (like a linter's rules), each with its severity
 * and its words in every interface language. An error refuses the package; a warning is kept
 * with it and shown to the developer.
 */
export const PACKAGE_ISSUES = {
  // The zip itself
  ZIP_UNREADABLE: {
    severity: 'error',
    en: 'The file is not a readable zip archive.',
    ko: '읽을 수 있는 zip 파일이 아닙니다.',
  },
  ZIP_EMPTY: {
    severity: 'error',
    en: 'The zip archive is empty.',
    ko: 'zip 파일이 비어 있습니다.',
  },
  ZIP_PATH_TRAVERSAL: {
    severity: 'error',
    en: 'An entry points outside the package (“..”).',
    ko: '패키지 밖을 가리키는 항목(“..”)이 있습니다.',
  },
  ZIP_ABSOLUTE_PATH: {
    severity: 'error',
    en: 'An entry has an absolute path.',
    ko: '절대 경로를 가진 항목이 있습니다.',
  },
  ZIP_INVALID_NAME: {
    severity: 'error',
    en: 'An entry name contains characters a package may not use.',
    ko: '패키지에 사용할 수 없는 문자가 포함된 항목 이름이 있습니다.',
  },
  ZIP_LINK: {
    severity: 'error',
    en: 'Symbolic links are not allowed in a package.',
    ko: '패키지에는 심볼릭 링크를 넣을 수 없습니다.',
  },
  ZIP_ENCRYPTED: {
    severity: 'error',
    en: 'Encrypted entries are not allowed.',
    ko: '암호화된 항목은 허용되지 않습니다.',
  },
  ZIP_DUPLICATE_ENTRY: {
    severity: 'error',
    en: 'The same path appears more than once.',
    ko: '같은 경로가 두 번 이상 들어 있습니다.',
  },
  ZIP_TOO_MANY_ENTRIES: {
    severity: 'error',
    en: 'The package has too many files.',
    ko: '패키지의 파일 수가 너무 많습니다.',
  },
  ZIP_TOO_LARGE_UNCOMPRESSED: {
    severity: 'error',
    en: 'The package is too large once uncompressed.',
    ko: '압축을 풀었을 때 패키지가 너무 큽니다.',
  },
  ZIP_SUSPICIOUS_RATIO: {
    severity: 'error',
    en: 'An entry is compressed too strongly to be a real file (zip bomb).',
    ko: '실제 파일이라고 보기 어려울 만큼 압축률이 높은 항목이 있습니다(zip 폭탄).',
  },
  ZIP_SUSPICIOUS_TOTAL_RATIO: {
    severity: 'error',
    en: 'The package as a whole is compressed too strongly to be real files (zip bomb).',
    ko: '패키지 전체의 압축률이 실제 파일이라고 보기 어려울 만큼 높습니다(zip 폭탄).',
  },
  ZIP_UNSUPPORTED_COMPRESSION: {
    severity: 'error',
    en: 'An entry uses a compression method that is not supported.',
    ko: '지원하지 않는 압축 방식을 사용하는 항목이 있습니다.',
  },
  ZIP_CORRUPT_ENTRY: {
    severity: 'error',
    en: 'An entry is damaged: its data does not match its CRC-32 checksum or cannot be decompressed.',
    ko: '데이터가 CRC-32 체크섬과 맞지 않거나 압축을 풀 수 없는 손상된 항목이 있습니다.',
  },
  // manifest.json
  MANIFEST_MISSING: {
    severity: 'error',
    en: 'manifest.json was not found at the root of the package.',
    ko: '패키지 최상위에서 manifest.json을 찾을 수 없습니다.',
  },
  MANIFEST_INVALID_JSON: {
    severity: 'error',
    en: 'manifest.json is not valid JSON.',
    ko: 'manifest.json이 올바른 JSON이 아닙니다.',
  },
  MANIFEST_INVALID_CHARACTERS: {
    severity: 'error',
    en: 'manifest.json or a messages.json file contains U+0000 or a broken character (half of a surrogate pair), which the store cannot keep.',
    ko: 'manifest.json 또는 messages.json 파일에 스토어가 저장할 수 없는 문자(U+0000 또는 서로게이트 쌍의 반쪽인 깨진 문자)가 들어 있습니다.',
  },
  MANIFEST_TOO_DEEP: {
    severity: 'error',
    en: 'manifest.json is nested more deeply than a manifest can be (at most 32 levels).',
    ko: 'manifest.json의 중첩 단계가 매니페스트에 허용되는 깊이(최대 32단계)보다 깊습니다.',
  },
  MANIFEST_TOO_LARGE: {
    severity: 'error',
    en: 'manifest.json or a messages.json file is larger than the store reads.',
    ko: 'manifest.json 또는 messages.json 파일이 스토어가 읽을 수 있는 크기보다 큽니다.',
  },
  MANIFEST_VERSION_UNSUPPORTED: {
    severity: 'error',
    en: 'manifest_version must be 2 or 3.',
    ko: 'manifest_version은 2 또는 3이어야 합니다.',
  },
  MANIFEST_NAME_MISSING: {
    severity: 'error',
    en: 'The manifest must have a name.',
    ko: '매니페스트에 name이 있어야 합니다.',
  },
  MANIFEST_NAME_TOO_LONG: {
    severity: 'error',
    en: 'The name may be at most 75 characters.',
    ko: '이름은 최대 75자까지 사용할 수 있습니다.',
  },
  MANIFEST_DESCRIPTION_TOO_LONG: {
    severity: 'error',
    en: 'The description may be at most 132 characters.',
    ko: '설명은 최대 132자까지 사용할 수 있습니다.',
  },
  MANIFEST_VERSION_MISSING: {
    severity: 'error',
    en: 'The manifest must have a version.',
    ko: '매니페스트에 version이 있어야 합니다.',
  },
  MANIFEST_VERSION_INVALID: {
    severity: 'error',
    en: 'The version must be one to four dot-separated integers between 0 and 65535.',
    ko: 'version은 0~65535 사이의 정수 1~4개를 마침표로 구분한 형식이어야 합니다.',
  },
  MANIFEST_V2_REFUSED: {
    severity: 'error',
    en: 'Manifest V2 extensions do not run in current Chrome or Chromium. Move the extension to Manifest V3 ("manifest_version": 3) and upload it again.',
    ko: 'Manifest V2 확장 앱은 최신 Chrome과 Chromium에서 실행되지 않습니다. 확장 앱을 Manifest V3("manifest_version": 3)로 전환한 후 다시 업로드해 주세요.',
  },
  VERSION_NOT_INCREASED: {
    severity: 'error',
    en: 'An update must have a higher version than the current package.',
    ko: '업데이트 패키지의 버전은 현재 패키지보다 높아야 합니다.',
  },
  LOCALES_DEFAULT_MISSING: {
    severity: 'error',
    en: 'default_locale is set, but _locales/<default_locale>/messages.json is missing.',
    ko: 'default_locale이 지정되었지만 _locales/<default_locale>/messages.json이 없습니다.',
  },
  LOCALES_WITHOUT_DEFAULT: {
    severity: 'error',
    en: 'The package has a _locales folder, so the manifest must set default_locale.',
    ko: '_locales 폴더가 있으므로 매니페스트에 default_locale을 지정해야 합니다.',
  },
  MESSAGES_INVALID_JSON: {
    severity: 'error',
    en: 'A messages.json file is not valid JSON.',
    ko: 'messages.json 파일이 올바른 JSON이 아닙니다.',
  },
  MESSAGE_NOT_FOUND: {
    severity: 'error',
    en: 'A __MSG_…__ placeholder has no message in the default locale.',
    ko: '__MSG_…__ 자리표시자에 해당하는 메시지가 기본 언어에 없습니다.',
  },
  ICON_FILE_MISSING: {
    severity: 'error',
    en: 'An icon listed in the manifest is not in the package.',
    ko: '매니페스트에 지정된 아이콘 파일이 패키지에 없습니다.',
  },
  // Warnings
  MANIFEST_V2: {
    severity: 'warning',
    en: 'Manifest V2 is deprecated. Move the extension to Manifest V3.',
    ko: 'Manifest V2는 지원이 중단될 예정입니다. Manifest V3로 전환해 주세요.',
  },
  ICON_MISSING: {
    severity: 'warning',
    en: 'The manifest has no icons. Add an icon to the listing.',
    ko: '매니페스트에 아이콘이 없습니다. 등록 정보에 아이콘을 추가해 주세요.',
  },
  ICON_UNREADABLE: {
    severity: 'warning',
    en: 'The icon could not be read as an image.',
    ko: '아이콘을 이미지로 읽을 수 없습니다.',
  },
  ICON_TOO_SMALL: {
    severity: 'warning',
    en: 'The largest icon is smaller than 128x128.',
    ko: '가장 큰 아이콘이 128x128보다 작습니다.',
  },
  DESCRIPTION_MISSING: {
    severity: 'warning',
    en: 'The manifest has no description.',
    ko: '매니페스트에 description이 없습니다.',
  },
  BROAD_HOST_PERMISSIONS: {
    severity: 'warning',
    en: 'The extension asks for access to all websites; reviews take longer.',
    ko: '모든 웹사이트에 대한 접근 권한을 요청하므로 검토가 더 오래 걸릴 수 있습니다.',
  },
  MANIFEST_KEY_IGNORED: {
    severity: 'warning',
    en: 'The manifest "key" field is replaced by the store’s own key.',
    ko: '매니페스트의 "key" 항목은 스토어의 키로 대체됩니다.',
  },
  UNKNOWN_LOCALE: {
    severity: 'warning',
    en: 'A _locales folder is not a language the store lists; it is ignored.',
    ko: '스토어에서 지원하지 않는 언어의 _locales 폴더는 무시됩니다.',
  },
} as const satisfies Record<string, { severity: 'error' | 'warning'; en: string; ko: string }>;

/** The deepest nesting of objects and arrays a stored manifest may have (MANIFEST_TOO_DEEP). */
export const MANIFEST_MAX_DEPTH = 32;

export type PackageIssueCode = keyof typeof PACKAGE_ISSUES;
export const PACKAGE_ISSUE_CODES = Object.keys(PACKAGE_ISSUES) as PackageIssueCode[];

/** The words of a report code in a language, English when the language is unknown. */
export function packageIssueMessage(code: PackageIssueCode, language: string | undefined): string {
  const entry = PACKAGE_ISSUES[code];
  return language === 'ko' ? entry.ko : entry.en;
}
