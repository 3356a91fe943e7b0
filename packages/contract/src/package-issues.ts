import { ICON_MIN_SIZE, LISTING_NAME_MAX, LISTING_SHORT_DESCRIPTION_MAX } from './limits.js';
import { MANIFEST_REFERENCE_ISSUES } from './package-manifest-issues.js';

/**
 * What a finding is about: the upload page heads a refusal with its kind's headline (see
 * package-issue-kinds.ts), so a developer knows at once whether to fix the zip, the manifest or
 * the version.
 */
export type PackageIssueKind =
  | 'zip'
  | 'folder'
  | 'limits'
  | 'manifest'
  | 'version'
  | 'platform'
  | 'icons';

export interface PackageIssueEntry {
  kind: PackageIssueKind;
  severity: 'error' | 'warning';
  en: string;
  ko: string;
  /**
   * The words when the finding carries values: `{name}` is replaced by the value of that name
   * (`{path}` is the finding's path). Used only when every value it names is known.
   */
  detailed?: { en: string; ko: string };
  /** The words of several findings of the code in one entry: `{list}` and `{count}`. */
  grouped?: { en: string; ko: string };
}

/**
 * The codes of the package validation report (like a linter's rules), each with its kind, its
 * severity and its words in every interface language. An error refuses the package; a warning
 * is kept with it and shown to the developer.
 */
export const PACKAGE_ISSUES = {
  // The zip itself
  ZIP_UNREADABLE: {
    kind: 'zip',
    severity: 'error',
    en: 'The file is not a readable zip archive.',
    ko: '읽을 수 있는 zip 파일이 아닙니다.',
  },
  ZIP_EMPTY: {
    kind: 'zip',
    severity: 'error',
    en: 'The zip archive is empty.',
    ko: 'zip 파일이 비어 있습니다.',
  },
  ZIP_PATH_TRAVERSAL: {
    kind: 'zip',
    severity: 'error',
    en: 'An entry points outside the package (“..”).',
    ko: '패키지 밖을 가리키는 항목(“..”)이 있습니다.',
  },
  ZIP_ABSOLUTE_PATH: {
    kind: 'zip',
    severity: 'error',
    en: 'An entry has an absolute path.',
    ko: '절대 경로를 가진 항목이 있습니다.',
  },
  ZIP_INVALID_NAME: {
    kind: 'zip',
    severity: 'error',
    en: 'An entry name contains characters a package may not use.',
    ko: '패키지에 사용할 수 없는 문자가 포함된 항목 이름이 있습니다.',
  },
  ZIP_LINK: {
    kind: 'zip',
    severity: 'error',
    en: 'Symbolic links are not allowed in a package.',
    ko: '패키지에는 심볼릭 링크를 넣을 수 없습니다.',
  },
  ZIP_ENCRYPTED: {
    kind: 'zip',
    severity: 'error',
    en: 'Encrypted entries are not allowed.',
    ko: '암호화된 항목은 허용되지 않습니다.',
  },
  ZIP_DUPLICATE_ENTRY: {
    kind: 'zip',
    severity: 'error',
    en: 'The same path appears more than once.',
    ko: '같은 경로가 두 번 이상 들어 있습니다.',
  },
  ZIP_TOO_MANY_ENTRIES: {
    kind: 'limits',
    severity: 'error',
    en: 'The package has too many files.',
    ko: '패키지의 파일 수가 너무 많습니다.',
  },
  ZIP_TOO_LARGE_UNCOMPRESSED: {
    kind: 'limits',
    severity: 'error',
    en: 'The package is too large once uncompressed.',
    ko: '압축을 풀었을 때 패키지가 너무 큽니다.',
  },
  ZIP_SUSPICIOUS_RATIO: {
    kind: 'limits',
    severity: 'error',
    en: 'An entry is compressed too strongly to be a real file (zip bomb).',
    ko: '실제 파일이라고 보기 어려울 만큼 압축률이 높은 항목이 있습니다(zip 폭탄).',
  },
  ZIP_SUSPICIOUS_TOTAL_RATIO: {
    kind: 'limits',
    severity: 'error',
    en: 'The package as a whole is compressed too strongly to be real files (zip bomb).',
    ko: '패키지 전체의 압축률이 실제 파일이라고 보기 어려울 만큼 높습니다(zip 폭탄).',
  },
  ZIP_UNSUPPORTED_COMPRESSION: {
    kind: 'zip',
    severity: 'error',
    en: 'An entry uses a compression method that is not supported.',
    ko: '지원하지 않는 압축 방식을 사용하는 항목이 있습니다.',
  },
  ZIP_CORRUPT_ENTRY: {
    kind: 'zip',
    severity: 'error',
    en: 'An entry is damaged: its data does not match its CRC-32 checksum or cannot be decompressed.',
    ko: '데이터가 CRC-32 체크섬과 맞지 않거나 압축을 풀 수 없는 손상된 항목이 있습니다.',
  },
  // manifest.json
  MANIFEST_MISSING: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest.json was not found at the root of the package.',
    ko: '패키지 최상위에서 manifest.json을 찾을 수 없습니다.',
  },
  MANIFEST_IN_FOLDER: {
    kind: 'folder',
    severity: 'error',
    en: 'manifest.json is inside a folder of the zip, not at its root. Zip the contents of the folder, not the folder itself.',
    ko: 'manifest.json이 zip의 최상위가 아니라 폴더 안에 있습니다. 폴더 자체가 아니라 폴더 안의 내용을 압축해 주세요.',
    detailed: {
      en: 'manifest.json was found at {path}, not at the root of the zip. Zip the contents of the folder, not the folder itself.',
      ko: 'manifest.json이 zip의 최상위가 아니라 {path}에 있습니다. 폴더 자체가 아니라 폴더 안의 내용을 압축해 주세요.',
    },
  },
  MANIFEST_INVALID_JSON: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest.json is not valid JSON.',
    ko: 'manifest.json이 올바른 JSON이 아닙니다.',
  },
  MANIFEST_INVALID_CHARACTERS: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest.json or a messages.json file contains U+0000 or a broken character (half of a surrogate pair), which the store cannot keep.',
    ko: 'manifest.json 또는 messages.json 파일에 스토어가 저장할 수 없는 문자(U+0000 또는 서로게이트 쌍의 반쪽인 깨진 문자)가 들어 있습니다.',
  },
  MANIFEST_TOO_DEEP: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest.json is nested more deeply than a manifest can be (at most 32 levels).',
    ko: 'manifest.json의 중첩 단계가 매니페스트에 허용되는 깊이(최대 32단계)보다 깊습니다.',
  },
  MANIFEST_TOO_LARGE: {
    kind: 'limits',
    severity: 'error',
    en: 'manifest.json or a messages.json file is larger than the store reads.',
    ko: 'manifest.json 또는 messages.json 파일이 스토어가 읽을 수 있는 크기보다 큽니다.',
  },
  MANIFEST_VERSION_UNSUPPORTED: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest_version must be 2 or 3.',
    ko: 'manifest_version은 2 또는 3이어야 합니다.',
  },
  MANIFEST_NAME_MISSING: {
    kind: 'manifest',
    severity: 'error',
    en: 'The manifest must have a name.',
    ko: '매니페스트에 name이 있어야 합니다.',
  },
  MANIFEST_NAME_TOO_LONG: {
    kind: 'manifest',
    severity: 'error',
    en: `The name in manifest.json is longer than ${LISTING_NAME_MAX} characters, the most the store accepts. Shorten it and upload the package again.`,
    ko: `manifest.json의 이름(name)이 스토어에서 받을 수 있는 ${LISTING_NAME_MAX}자를 넘습니다. 줄인 후 패키지를 다시 업로드해 주세요.`,
    detailed: {
      en: `The name in {path} is {length} characters long; the store accepts at most ${LISTING_NAME_MAX}. Shorten it and upload the package again.`,
      ko: `{path}의 이름(name)이 {length}자입니다. 스토어에서는 최대 ${LISTING_NAME_MAX}자까지 받을 수 있으니 줄인 후 패키지를 다시 업로드해 주세요.`,
    },
  },
  MANIFEST_DESCRIPTION_TOO_LONG: {
    kind: 'manifest',
    severity: 'error',
    en: `The description in manifest.json is longer than ${LISTING_SHORT_DESCRIPTION_MAX} characters, the most the store accepts. Shorten it and upload the package again.`,
    ko: `manifest.json의 설명(description)이 스토어에서 받을 수 있는 ${LISTING_SHORT_DESCRIPTION_MAX}자를 넘습니다. 줄인 후 패키지를 다시 업로드해 주세요.`,
    detailed: {
      en: `The description in {path} is {length} characters long; the store accepts at most ${LISTING_SHORT_DESCRIPTION_MAX}. Shorten it and upload the package again.`,
      ko: `{path}의 설명(description)이 {length}자입니다. 스토어에서는 최대 ${LISTING_SHORT_DESCRIPTION_MAX}자까지 받을 수 있으니 줄인 후 패키지를 다시 업로드해 주세요.`,
    },
  },
  MANIFEST_VERSION_MISSING: {
    kind: 'manifest',
    severity: 'error',
    en: 'The manifest must have a version.',
    ko: '매니페스트에 version이 있어야 합니다.',
  },
  MANIFEST_VERSION_INVALID: {
    kind: 'manifest',
    severity: 'error',
    en: 'The version must be one to four dot-separated integers between 0 and 65535.',
    ko: 'version은 0~65535 사이의 정수 1~4개를 마침표로 구분한 형식이어야 합니다.',
  },
  MANIFEST_V2_REFUSED: {
    kind: 'platform',
    severity: 'error',
    en: 'Manifest V2 extensions do not run in current Chrome or Chromium. Move the extension to Manifest V3 ("manifest_version": 3) and upload it again.',
    ko: 'Manifest V2 확장 앱은 최신 Chrome과 Chromium에서 실행되지 않습니다. 확장 앱을 Manifest V3("manifest_version": 3)로 전환한 후 다시 업로드해 주세요.',
  },
  VERSION_NOT_INCREASED: {
    kind: 'version',
    severity: 'error',
    en: 'An update must have a higher version than the published package.',
    ko: '업데이트 패키지의 버전은 게시된 패키지보다 높아야 합니다.',
    detailed: {
      en: 'The version must be higher than {published}, the published version; this package has {version}.',
      ko: '버전은 게시된 버전 {published}보다 높아야 합니다. 이 패키지의 버전은 {version}입니다.',
    },
  },
  LOCALES_DEFAULT_MISSING: {
    kind: 'manifest',
    severity: 'error',
    en: 'default_locale is set, but _locales/<default_locale>/messages.json is missing.',
    ko: 'default_locale이 지정되었지만 _locales/<default_locale>/messages.json이 없습니다.',
  },
  LOCALES_WITHOUT_DEFAULT: {
    kind: 'manifest',
    severity: 'error',
    en: 'The package has a _locales folder, so the manifest must set default_locale.',
    ko: '_locales 폴더가 있으므로 매니페스트에 default_locale을 지정해야 합니다.',
  },
  MESSAGES_INVALID_JSON: {
    kind: 'manifest',
    severity: 'error',
    en: 'A messages.json file is not valid JSON.',
    ko: 'messages.json 파일이 올바른 JSON이 아닙니다.',
  },
  MESSAGE_NOT_FOUND: {
    kind: 'manifest',
    severity: 'error',
    en: 'A __MSG_…__ placeholder has no message in the default locale.',
    ko: '__MSG_…__ 자리표시자에 해당하는 메시지가 기본 언어에 없습니다.',
    detailed: {
      en: '{key} in manifest.json uses __MSG_{message}__, but {path} has no message "{message}"; Chromium refuses to load the extension.',
      ko: 'manifest.json의 {key}에서 __MSG_{message}__를 사용하지만 {path}에 "{message}" 메시지가 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  // Files manifest.json names, and the types Chromium checks while loading
  ...MANIFEST_REFERENCE_ISSUES,
  // Warnings
  MANIFEST_V2: {
    kind: 'platform',
    severity: 'warning',
    en: 'Manifest V2 is deprecated. Move the extension to Manifest V3.',
    ko: 'Manifest V2는 지원이 중단될 예정입니다. Manifest V3로 전환해 주세요.',
  },
  ICON_MISSING: {
    kind: 'icons',
    severity: 'warning',
    en: 'The manifest has no icons. Add an icon to the listing.',
    ko: '매니페스트에 아이콘이 없습니다. 등록 정보에 아이콘을 추가해 주세요.',
  },
  ICON_UNREADABLE: {
    kind: 'icons',
    severity: 'warning',
    en: 'The icon could not be read as an image.',
    ko: '아이콘을 이미지로 읽을 수 없습니다.',
  },
  ICON_TOO_SMALL: {
    kind: 'icons',
    severity: 'warning',
    en: `The largest icon is smaller than ${ICON_MIN_SIZE}x${ICON_MIN_SIZE}. Upload a ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} icon in the listing editor before requesting review.`,
    ko: `가장 큰 아이콘이 ${ICON_MIN_SIZE}x${ICON_MIN_SIZE}보다 작습니다. 검토를 요청하기 전에 등록 정보 편집기에서 ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} 아이콘을 올려 주세요.`,
    detailed: {
      en: `The largest icon, {path}, is {width}x{height}; the listing needs at least ${ICON_MIN_SIZE}x${ICON_MIN_SIZE}. Upload a ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} icon in the listing editor before requesting review.`,
      ko: `가장 큰 아이콘 {path}의 크기가 {width}x{height}입니다. 등록 정보에는 ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} 이상이 필요하니 검토를 요청하기 전에 등록 정보 편집기에서 ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} 아이콘을 올려 주세요.`,
    },
  },
  ICON_SVG_IGNORED: {
    kind: 'icons',
    severity: 'warning',
    en: 'Chromium does not show SVG icons; the listing uses the largest PNG, JPEG, WebP or GIF icon instead.',
    ko: 'Chromium은 SVG 아이콘을 표시하지 않으므로 등록 정보에는 가장 큰 PNG, JPEG, WebP 또는 GIF 아이콘을 사용합니다.',
    grouped: {
      en: 'Chromium does not show SVG icons, so these are not used for the listing: {list} ({count}). The largest PNG, JPEG, WebP or GIF icon is used instead.',
      ko: 'Chromium은 SVG 아이콘을 표시하지 않으므로 다음 아이콘은 등록 정보에 사용하지 않습니다: {list} ({count}). 대신 가장 큰 PNG, JPEG, WebP 또는 GIF 아이콘을 사용합니다.',
    },
  },
  DESCRIPTION_MISSING: {
    kind: 'manifest',
    severity: 'warning',
    en: 'The manifest has no description.',
    ko: '매니페스트에 description이 없습니다.',
  },
  BROAD_HOST_PERMISSIONS: {
    kind: 'manifest',
    severity: 'warning',
    en: 'The extension asks for access to all websites; reviews take longer.',
    ko: '모든 웹사이트에 대한 접근 권한을 요청하므로 검토가 더 오래 걸릴 수 있습니다.',
  },
  MANIFEST_KEY_IGNORED: {
    kind: 'manifest',
    severity: 'warning',
    en: 'manifest.json has a `key`; the store signs the package with its own key and removes `key` from the manifest it serves, so the item’s id is the store’s, not the one the key gave. Whatever was registered for the old id stops working until it names the store’s id: the OAuth client of the `identity` API, the `allowed_origins` of native messaging hosts, and origin trial tokens.',
    ko: 'manifest.json에 `key`가 있습니다. 스토어는 자체 키로 패키지에 서명하고 제공하는 매니페스트에서 `key`를 제거하므로, 항목의 ID는 키로 정해지던 ID가 아니라 스토어가 정한 ID입니다. 이전 ID로 등록해 둔 항목은 스토어의 ID로 바꾸기 전까지 동작하지 않습니다: `identity` API의 OAuth 클라이언트, 네이티브 메시징 호스트의 `allowed_origins`, 오리진 트라이얼 토큰.',
    detailed: {
      en: 'manifest.json has a `key`; the store signs the package with its own key and removes `key` from the manifest it serves, so the item’s id is the store’s ({id}), not the one the key gave. Whatever was registered for the old id stops working until it names {id}: the OAuth client of the `identity` API, the `allowed_origins` of native messaging hosts (chrome-extension://{id}/), and origin trial tokens.',
      ko: 'manifest.json에 `key`가 있습니다. 스토어는 자체 키로 패키지에 서명하고 제공하는 매니페스트에서 `key`를 제거하므로, 항목의 ID는 키로 정해지던 ID가 아니라 스토어가 정한 ID({id})입니다. 이전 ID로 등록해 둔 항목은 {id}로 바꾸기 전까지 동작하지 않습니다: `identity` API의 OAuth 클라이언트, 네이티브 메시징 호스트의 `allowed_origins`(chrome-extension://{id}/), 오리진 트라이얼 토큰.',
    },
  },
  UNKNOWN_LOCALE: {
    kind: 'manifest',
    severity: 'warning',
    en: 'A _locales folder is not a language the store lists; it is ignored.',
    ko: '스토어에서 지원하지 않는 언어의 _locales 폴더는 무시됩니다.',
    grouped: {
      en: 'Unknown locale folders: {list} ({count}). The store does not list these languages and ignores them.',
      ko: '알 수 없는 언어 폴더: {list} ({count}). 스토어에서 지원하지 않는 언어이므로 무시됩니다.',
    },
  },
  FIREFOX_ONLY_KEY: {
    kind: 'platform',
    severity: 'warning',
    en: 'manifest.json has a key only Firefox reads; Chromium ignores it.',
    ko: 'manifest.json에 Firefox만 읽는 키가 있습니다. Chromium은 이 키를 무시합니다.',
    grouped: {
      en: 'manifest.json has keys only Firefox reads, which Chromium ignores: {list} ({count}).',
      ko: 'manifest.json에 Firefox만 읽고 Chromium은 무시하는 키가 있습니다: {list} ({count}).',
    },
  },
  MV3_IGNORED_KEY: {
    kind: 'platform',
    severity: 'warning',
    en: 'manifest.json has a Manifest V2 key that Chromium ignores in Manifest V3 (use `action` and `background.service_worker`).',
    ko: 'manifest.json에 Chromium이 Manifest V3에서 무시하는 Manifest V2 키가 있습니다(`action`과 `background.service_worker`를 사용하세요).',
    grouped: {
      en: 'manifest.json has Manifest V2 keys that Chromium ignores in Manifest V3: {list} ({count}). Use `action` and `background.service_worker`.',
      ko: 'manifest.json에 Chromium이 Manifest V3에서 무시하는 Manifest V2 키가 있습니다: {list} ({count}). `action`과 `background.service_worker`를 사용하세요.',
    },
  },
} as const satisfies Record<string, PackageIssueEntry>;

/** The deepest nesting of objects and arrays a stored manifest may have (MANIFEST_TOO_DEEP). */
export const MANIFEST_MAX_DEPTH = 32;

export type PackageIssueCode = keyof typeof PACKAGE_ISSUES;
export const PACKAGE_ISSUE_CODES = Object.keys(PACKAGE_ISSUES) as PackageIssueCode[];

/** Whether a string is a code of the report (stored reports and refusals carry plain strings). */
export function isPackageIssueCode(code: string): code is PackageIssueCode {
  return Object.hasOwn(PACKAGE_ISSUES, code);
}
