/**
 * Report codes for what manifest.json refers to: the files it names and the types Chromium
 * checks when it loads an extension. A package failing one of the errors would be accepted,
 * signed and pushed, and then never load in the browser. Spread into PACKAGE_ISSUES
 * (package-issues.ts). `{key}` is the manifest key (`content_scripts[0].js[1]`), `{path}` the
 * path as the manifest writes it, `{value}` the value found.
 */

interface Words {
  en: string;
  ko: string;
}

/** A file a key names is missing; `effect` says what Chromium does about it. */
function missingFile(what: Words, effect: Words) {
  return {
    kind: 'manifest',
    severity: 'error',
    en: `${what.en} named in manifest.json is not in the package. ${effect.en}`,
    ko: `manifest.json에 지정된 ${what.ko}이(가) 패키지에 없습니다. ${effect.ko}`,
    detailed: {
      en: `{key} names {path}, which is not in the package. ${effect.en} Add the file or correct the path.`,
      ko: `{key}에 지정된 {path} 파일이 패키지에 없습니다. ${effect.ko} 파일을 추가하거나 경로를 고쳐 주세요.`,
    },
  } as const;
}

const REFUSES_TO_LOAD = {
  en: 'Chromium refuses to load the extension.',
  ko: 'Chromium이 확장 앱을 불러오지 못합니다.',
};

/** A key whose value has the wrong JSON type. */
function wrongType(type: Words) {
  return {
    kind: 'manifest',
    severity: 'error',
    en: `A key in manifest.json must be ${type.en}; Chromium refuses to load the extension.`,
    ko: `manifest.json의 키 값은 ${type.ko}이어야 합니다. 그렇지 않으면 Chromium이 확장 앱을 불러오지 못합니다.`,
    detailed: {
      en: `{key} in manifest.json must be ${type.en}; Chromium refuses to load the extension.`,
      ko: `manifest.json의 {key} 값은 ${type.ko}이어야 합니다. 그렇지 않으면 Chromium이 확장 앱을 불러오지 못합니다.`,
    },
  } as const;
}

export const MANIFEST_REFERENCE_ISSUES = {
  BACKGROUND_FILE_MISSING: missingFile(
    { en: 'A background script or page', ko: '백그라운드 스크립트 또는 페이지' },
    REFUSES_TO_LOAD,
  ),
  CONTENT_SCRIPT_FILE_MISSING: missingFile(
    { en: 'A content script or style sheet', ko: '콘텐츠 스크립트 또는 스타일시트' },
    REFUSES_TO_LOAD,
  ),
  CONTENT_SCRIPT_NOT_UTF8: {
    kind: 'manifest',
    severity: 'error',
    en: 'A content script or style sheet is not UTF-8 text; Chromium refuses to load the extension.',
    ko: '콘텐츠 스크립트 또는 스타일시트가 UTF-8 텍스트가 아닙니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{path} ({key}) is not UTF-8 text; Chromium refuses to load the extension. Save the file as UTF-8.',
      ko: '{path}({key})이(가) UTF-8 텍스트가 아닙니다. Chromium이 확장 앱을 불러오지 못합니다. 파일을 UTF-8로 저장해 주세요.',
    },
  },
  ICON_FILE_MISSING: {
    ...missingFile({ en: 'An icon', ko: '아이콘 파일' }, REFUSES_TO_LOAD),
    kind: 'icons',
  },
  ICON_FILE_EMPTY: {
    kind: 'icons',
    severity: 'error',
    en: 'An icon named in manifest.json is an empty file; Chromium refuses to load the extension.',
    ko: 'manifest.json에 지정된 아이콘 파일이 비어 있습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} names {path}, an empty file; Chromium refuses to load the extension.',
      ko: '{key}에 지정된 {path} 파일이 비어 있습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  POPUP_FILE_MISSING: missingFile(
    { en: 'The popup page', ko: '팝업 페이지' },
    {
      en: 'The toolbar button would open an error page instead of the popup.',
      ko: '도구 모음 버튼을 누르면 팝업 대신 오류 페이지가 열립니다.',
    },
  ),
  OPTIONS_PAGE_MISSING: missingFile({ en: 'The options page', ko: '옵션 페이지' }, REFUSES_TO_LOAD),
  SIDE_PANEL_FILE_MISSING: missingFile(
    { en: 'The side panel page', ko: '사이드 패널 페이지' },
    REFUSES_TO_LOAD,
  ),
  OVERRIDE_PAGE_MISSING: missingFile(
    { en: 'A page replacing a browser page', ko: '브라우저 페이지를 대체하는 페이지' },
    REFUSES_TO_LOAD,
  ),
  DEVTOOLS_PAGE_MISSING: missingFile(
    { en: 'The developer tools page', ko: '개발자 도구 페이지' },
    {
      en: 'The extension’s developer tools panel would never open.',
      ko: '확장 앱의 개발자 도구 패널이 열리지 않습니다.',
    },
  ),
  SANDBOX_PAGE_MISSING: missingFile(
    { en: 'A sandboxed page', ko: '샌드박스 페이지' },
    {
      en: 'Opening it would show an error page.',
      ko: '이 페이지를 열면 오류 페이지가 표시됩니다.',
    },
  ),
  RULESET_FILE_MISSING: missingFile(
    { en: 'A declarative_net_request rule file', ko: 'declarative_net_request 규칙 파일' },
    REFUSES_TO_LOAD,
  ),
  WEB_ACCESSIBLE_RESOURCE_MISSING: missingFile(
    { en: 'A web accessible resource', ko: '웹에서 접근 가능한 리소스' },
    {
      en: 'Pages asking for it would get an error.',
      ko: '이 파일을 요청하는 페이지는 오류를 받게 됩니다.',
    },
  ),
  MANAGED_SCHEMA_MISSING: missingFile(
    { en: 'The managed storage schema', ko: '관리형 저장소 스키마' },
    REFUSES_TO_LOAD,
  ),
  THEME_IMAGE_MISSING: missingFile({ en: 'A theme image', ko: '테마 이미지' }, REFUSES_TO_LOAD),
  MANIFEST_PATH_INVALID: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest.json names a file by a path Chromium cannot load: use a plain relative path such as "scripts/content.js", without "./", "..", names starting with a dot, or the characters \\ : * ? " < > | ~.',
    ko: 'manifest.json에 Chromium이 불러올 수 없는 경로로 파일이 지정되어 있습니다. "./"나 "..", 점으로 시작하는 이름, \\ : * ? " < > | ~ 문자 없이 "scripts/content.js"처럼 일반적인 상대 경로를 사용해 주세요.',
    detailed: {
      en: '{key} names {path}, a path Chromium cannot load: use a plain relative path such as "scripts/content.js", without "./", "..", names starting with a dot, or the characters \\ : * ? " < > | ~.',
      ko: '{key}에 지정된 {path}은(는) Chromium이 불러올 수 없는 경로입니다. "./"나 "..", 점으로 시작하는 이름, \\ : * ? " < > | ~ 문자 없이 "scripts/content.js"처럼 일반적인 상대 경로를 사용해 주세요.',
    },
  },
  MANIFEST_PAGE_NOT_IN_PACKAGE: {
    kind: 'manifest',
    severity: 'error',
    en: 'A page in manifest.json is a web address; Chromium needs a page inside the package and refuses to load the extension.',
    ko: 'manifest.json에 지정된 페이지가 웹 주소입니다. Chromium은 패키지 안의 페이지만 받으므로 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} is {path}, a web address; Chromium needs a page inside the package and refuses to load the extension.',
      ko: '{key} 값 {path}은(는) 웹 주소입니다. Chromium은 패키지 안의 페이지만 받으므로 확장 앱을 불러오지 못합니다.',
    },
  },
  // Types and values Chromium checks while loading.
  MANIFEST_KEY_NOT_STRING: wrongType({ en: 'a string', ko: '문자열' }),
  MANIFEST_KEY_NOT_LIST: wrongType({ en: 'a list ([…])', ko: '목록([…])' }),
  MANIFEST_KEY_NOT_OBJECT: wrongType({ en: 'an object ({…})', ko: '객체({…})' }),
  MANIFEST_KEY_NOT_BOOLEAN: wrongType({ en: 'true or false', ko: 'true 또는 false' }),
  MANIFEST_VALUE_EMPTY: {
    kind: 'manifest',
    severity: 'error',
    en: 'A key in manifest.json is empty; Chromium refuses to load the extension.',
    ko: 'manifest.json의 키 값이 비어 있습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} in manifest.json is empty; Chromium refuses to load the extension.',
      ko: 'manifest.json의 {key} 값이 비어 있습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  MANIFEST_VALUE_NOT_ALLOWED: {
    kind: 'manifest',
    severity: 'error',
    en: 'A key in manifest.json has a value Chromium does not know; it refuses to load the extension.',
    ko: 'manifest.json의 키에 Chromium이 모르는 값이 있어 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} in manifest.json is "{value}"; Chromium accepts only {allowed} and refuses to load the extension.',
      ko: 'manifest.json의 {key} 값이 "{value}"입니다. Chromium은 {allowed}만 받으므로 확장 앱을 불러오지 못합니다.',
    },
  },
  MANIFEST_VALUE_INVALID: {
    kind: 'manifest',
    severity: 'error',
    en: 'A key in manifest.json has a value Chromium refuses; it does not load the extension.',
    ko: 'manifest.json의 키에 Chromium이 받지 않는 값이 있어 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} in manifest.json is "{value}", which Chromium refuses; it does not load the extension.',
      ko: 'manifest.json의 {key} 값 "{value}"은(는) Chromium이 받지 않는 값이라 확장 앱을 불러오지 못합니다.',
    },
  },
  MANIFEST_ICON_SIZE_INVALID: {
    kind: 'icons',
    severity: 'error',
    en: 'An icon size in manifest.json is not a whole number from 1 to 2048; Chromium refuses to load the extension.',
    ko: 'manifest.json의 아이콘 크기가 1~2048 사이의 정수가 아닙니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} has the size "{value}"; Chromium accepts whole numbers from 1 to 2048 ("16", "128") and refuses to load the extension.',
      ko: '{key}의 크기 "{value}"은(는) 올바르지 않습니다. Chromium은 1~2048 사이의 정수("16", "128")만 받으므로 확장 앱을 불러오지 못합니다.',
    },
  },
  MANIFEST_MATCH_PATTERN_INVALID: {
    kind: 'manifest',
    severity: 'error',
    en: 'A match pattern in manifest.json is not one Chromium accepts (scheme://host/path, such as https://*.example.com/*); it refuses to load the extension.',
    ko: 'manifest.json의 일치 패턴이 Chromium이 받는 형식(scheme://host/path, 예: https://*.example.com/*)이 아닙니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} is "{value}", not a match pattern Chromium accepts here (scheme://host/path, such as https://*.example.com/*); it refuses to load the extension.',
      ko: '{key} 값 "{value}"은(는) Chromium이 여기서 받는 일치 패턴(scheme://host/path, 예: https://*.example.com/*)이 아닙니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  CONTENT_SCRIPT_EMPTY: {
    kind: 'manifest',
    severity: 'error',
    en: 'A content script in manifest.json names no js or css file; Chromium refuses to load the extension.',
    ko: 'manifest.json의 콘텐츠 스크립트에 js나 css 파일이 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} names no js or css file; Chromium refuses to load the extension.',
      ko: '{key}에 js나 css 파일이 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  WEB_ACCESSIBLE_RESOURCE_ENTRY_INVALID: {
    kind: 'manifest',
    severity: 'error',
    en: 'An entry of web_accessible_resources names neither matches nor extension_ids; Chromium refuses to load the extension.',
    ko: 'web_accessible_resources 항목에 matches나 extension_ids가 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} has resources but neither matches nor extension_ids (nor use_dynamic_url); Chromium refuses to load the extension.',
      ko: '{key}에 resources는 있지만 matches나 extension_ids(또는 use_dynamic_url)가 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  DNR_PERMISSION_MISSING: {
    kind: 'manifest',
    severity: 'error',
    en: 'manifest.json has declarative_net_request rules but not the declarativeNetRequest permission; Chromium refuses to load the extension.',
    ko: 'manifest.json에 declarative_net_request 규칙이 있지만 declarativeNetRequest 권한이 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
  },
  RULESET_ID_INVALID: {
    kind: 'manifest',
    severity: 'error',
    en: 'A ruleset id in declarative_net_request is empty, repeated or starts with "_"; Chromium refuses to load the extension.',
    ko: 'declarative_net_request의 규칙 집합 ID가 비어 있거나, 중복되거나, "_"로 시작합니다. Chromium이 확장 앱을 불러오지 못합니다.',
    detailed: {
      en: '{key} is "{value}"; ruleset ids must be non-empty, unique and not start with "_". Chromium refuses to load the extension.',
      ko: '{key} 값이 "{value}"입니다. 규칙 집합 ID는 비어 있지 않고 서로 달라야 하며 "_"로 시작할 수 없습니다. Chromium이 확장 앱을 불러오지 못합니다.',
    },
  },
  CHROME_URL_OVERRIDES_MULTIPLE: {
    kind: 'manifest',
    severity: 'error',
    en: 'chrome_url_overrides replaces more than one browser page; an extension may replace one, so Chromium refuses to load it.',
    ko: 'chrome_url_overrides가 브라우저 페이지를 두 개 이상 대체합니다. 확장 앱은 한 페이지만 대체할 수 있으므로 Chromium이 불러오지 못합니다.',
  },
} as const satisfies Record<
  string,
  {
    kind: 'manifest' | 'icons';
    severity: 'error' | 'warning';
    en: string;
    ko: string;
    detailed?: Words;
  }
>;
