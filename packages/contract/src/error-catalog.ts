/**
 * Every error the server can return (spec §8), with its HTTP status and its message in each
 * interface language. The web app reads its error strings from here too, so a code never
 * reaches a user without words.
 */
export const ERRORS = {
  // General
  INTERNAL_ERROR: {
    status: 500,
    en: 'An error occurred. Please try again later.',
    ko: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  TEMPORARY_PROBLEM: {
    status: 503,
    en: 'A temporary problem has occurred. Please try again later.',
    ko: '일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  INVALID_REQUEST: {
    status: 400,
    en: 'Enter the required items, agree to Personal Information Collection and Use, and try again.',
    ko: '필수 항목을 입력하고 개인정보 수집 및 이용에 동의한 후 다시 시도해 주세요.',
  },
  NOT_FOUND: {
    status: 404,
    en: 'You are not authorized to access or address is incorrect.',
    ko: '접근 권한이 없거나 주소가 올바르지 않습니다.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The file is too large.',
    ko: '파일이 너무 큽니다.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  // Security
  XSRF_TOKEN_MISMATCH: {
    status: 403,
    en: 'Your session could not be verified. Reload the page and try again.',
    ko: '요청을 확인할 수 없습니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  },
  LOGIN_REQUIRED: {
    status: 401,
    en: 'Please log in to continue.',
    ko: '계속하려면 로그인해 주세요.',
  },
  FORBIDDEN: {
    status: 403,
    en: 'You are not authorized to access or address is incorrect.',
    ko: '접근 권한이 없거나 주소가 올바르지 않습니다.',
  },
  // Accounts and creators
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'The email or password is incorrect.',
    ko: '이메일 또는 비밀번호가 올바르지 않습니다.',
  },
  EMAIL_TAKEN: {
    status: 409,
    en: 'An account with this email already exists.',
    ko: '이미 가입된 이메일입니다.',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    en: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    ko: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
  },
  AGE_LIMIT: {
    status: 403,
    en: 'Children under 14 cannot register as developers.',
    ko: '만 14세 미만은 개발자로 등록할 수 없습니다.',
  },
  NOT_A_CREATOR: {
    status: 404,
    en: 'Register as a developer first.',
    ko: '먼저 개발자로 등록해 주세요.',
  },
  ALREADY_A_CREATOR: {
    status: 409,
    en: 'You are already registered as a developer.',
    ko: '이미 개발자로 등록되어 있습니다.',
  },
  TERMS_NOT_AGREED: {
    status: 403,
    en: 'Agree to the terms of service and the developer terms to continue.',
    ko: '계속하려면 서비스 이용약관과 개발자 약관에 동의해 주세요.',
  },
  PRODUCT_DRAFT_EXISTS: {
    status: 409,
    en: 'You cannot withdraw until all extensions are deleted.',
    ko: '모든 확장 앱을 삭제해야 탈퇴할 수 있습니다.',
  },
  PRODUCT_EXISTS: {
    status: 409,
    en: 'You cannot withdraw until all extensions are deleted.',
    ko: '모든 확장 앱을 삭제해야 탈퇴할 수 있습니다.',
  },
  // Ratings
  RATING_ALREADY_REGISTERED: {
    status: 409,
    en: 'You have already rated this item. Delete your previous rating first.',
    ko: '이미 평가를 등록했습니다. 먼저 이전 평가를 삭제해 주세요.',
  },
  // Items
  EXTENSION_NOT_FOUND: {
    status: 404,
    en: 'You are not authorized to access or address is incorrect.',
    ko: '접근 권한이 없거나 주소가 올바르지 않습니다.',
  },
  INSTALL_BLOCKED: {
    status: 403,
    en: 'This extension is blocked by administrator.',
    ko: '관리자에 의해 차단된 확장 앱입니다.',
  },
  INSTALL_FAILED: {
    status: 500,
    en: 'An error occurred during download.',
    ko: '다운로드 중 오류가 발생했습니다.',
  },
  SECRET_MODE: {
    status: 403,
    en: 'Extensions cannot be added in secret mode.',
    ko: '시크릿 모드에서는 확장 앱을 추가할 수 없습니다.',
  },
  WEBAPP_NOTEBOOK_ONLY: {
    status: 403,
    en: 'Web apps are only available in the notebook edition.',
    ko: '웹 앱은 노트북 에디션에서만 사용할 수 있습니다.',
  },
  DELETE_FAILED: {
    status: 500,
    en: 'The item could not be deleted. Please try again later.',
    ko: '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  // Uploads
  INVALID_FILE_EXTENSION: {
    status: 400,
    en: 'Only .zip files can be uploaded. CRX and WHX files are not accepted.',
    ko: '.zip 파일만 업로드할 수 있습니다. CRX, WHX 파일은 업로드할 수 없습니다.',
  },
  CRX_NOT_ACCEPTED: {
    status: 400,
    en: 'CRX files cannot be uploaded. Upload the extension folder as a .zip file.',
    ko: 'CRX 파일은 업로드할 수 없습니다. 확장 앱 폴더를 .zip 파일로 압축해 업로드해 주세요.',
  },
  WHX_NOT_ACCEPTED: {
    status: 400,
    en: 'WHX files cannot be uploaded. Upload the extension folder as a .zip file.',
    ko: 'WHX 파일은 업로드할 수 없습니다. 확장 앱 폴더를 .zip 파일로 압축해 업로드해 주세요.',
  },
  INVALID_FILE_NAME: {
    status: 400,
    en: 'The file name may contain only letters, digits, hyphens, commas and periods.',
    ko: '파일 이름에는 영문자, 숫자, 하이픈(-), 쉼표(,), 마침표(.)만 사용할 수 있습니다.',
  },
  INVALID_PACKAGE: {
    status: 400,
    en: 'The package could not be read. Check the zip file and its manifest.json.',
    ko: '패키지를 읽을 수 없습니다. zip 파일과 manifest.json을 확인해 주세요.',
  },
  UNSUPPORTED_IMAGE_RESOLUTION: {
    status: 400,
    en: 'The image resolution is not supported.',
    ko: '지원하지 않는 이미지 해상도입니다.',
  },
  TOO_MANY_SLIDES: {
    status: 400,
    en: 'Up to 4 screenshots per language. Delete one to add another.',
    ko: '언어별로 스크린샷은 최대 4개까지 등록할 수 있습니다. 다른 스크린샷을 추가하려면 하나를 삭제해 주세요.',
  },
  REQUIRED_CATEGORY: {
    status: 400,
    en: 'Select a category.',
    ko: '카테고리를 선택해 주세요.',
  },
  REQUIRED_ICON: {
    status: 400,
    en: 'Add an icon.',
    ko: '아이콘을 등록해 주세요.',
  },
  REQUIRED_SCREENSHOTS: {
    status: 400,
    en: 'Add at least one screenshot.',
    ko: '스크린샷을 1개 이상 등록해 주세요.',
  },
  REQUIRED_IMAGE: {
    status: 400,
    en: 'Add at least one promotional image.',
    ko: '홍보 이미지를 1개 이상 등록해 주세요.',
  },
  REQUIRED_LANGUAGE: {
    status: 400,
    en: 'Select a language.',
    ko: '언어를 선택해 주세요.',
  },
  REQUIRED_NAME: {
    status: 400,
    en: 'Enter a name.',
    ko: '이름을 입력해 주세요.',
  },
  REQUIRED_SHORT_DESCRIPTION: {
    status: 400,
    en: 'Enter a short description.',
    ko: '간단한 설명을 입력해 주세요.',
  },
  INVALID_IMAGE: {
    status: 400,
    en: 'The file is not an image that can be read (PNG, JPEG or WebP).',
    ko: '읽을 수 있는 이미지(PNG, JPEG, WebP)가 아닙니다.',
  },
  PACKAGE_REQUIRED: {
    status: 400,
    en: 'Upload a package before requesting review.',
    ko: '검토를 요청하기 전에 패키지를 업로드해 주세요.',
  },
  ALREADY_IN_REVIEW: {
    status: 409,
    en: 'The item is already in review. Wait for the result before changing it.',
    ko: '이미 검토 중입니다. 결과가 나온 후에 변경해 주세요.',
  },
  ITEM_BLOCKED: {
    status: 403,
    en: 'This item is blocked by administrator and cannot be changed.',
    ko: '관리자에 의해 차단된 항목이라 변경할 수 없습니다.',
  },
  NO_PACKAGE_UPDATE: {
    status: 409,
    en: 'There is no package update to cancel.',
    ko: '취소할 패키지 업데이트가 없습니다.',
  },
  WRONG_ITEM_TYPE: {
    status: 400,
    en: 'This action does not apply to this kind of item.',
    ko: '이 유형의 항목에는 사용할 수 없는 기능입니다.',
  },
  INVALID_STATE_TRANSITION: {
    status: 409,
    en: 'The item is not in a state that allows this action.',
    ko: '현재 상태에서는 이 작업을 할 수 없습니다.',
  },
  // Curation
  WINNER_LIMIT_REACHED: {
    status: 409,
    en: 'A contest year has at most 7 winners. Remove a winner before adding another.',
    ko: '한 해의 수상작은 최대 7개입니다. 다른 수상작을 추가하려면 먼저 하나를 삭제해 주세요.',
  },
  SOLE_WINNER_PRIZE: {
    status: 409,
    en: 'The gold and silver prizes have one winner each.',
    ko: '금상과 은상은 각각 한 작품만 수상할 수 있습니다.',
  },
  ALREADY_A_WINNER: {
    status: 409,
    en: 'This item already won another prize that year.',
    ko: '이 항목은 같은 해에 이미 다른 상을 받았습니다.',
  },
  CATEGORY_EXISTS: {
    status: 409,
    en: 'A category with this code already exists.',
    ko: '같은 코드의 카테고리가 이미 있습니다.',
  },
  CATEGORY_IN_USE: {
    status: 409,
    en: 'Items are filed under this category. Move them to another category before deleting it.',
    ko: '이 카테고리를 사용하는 항목이 있습니다. 항목의 카테고리를 바꾼 후 삭제해 주세요.',
  },
  // Web apps by URL
  INVALID_URL_SYNTAX: {
    status: 400,
    en: 'Please enter a valid URL.',
    ko: '올바른 URL을 입력해 주세요.',
  },
  INVALID_MANIFEST_FILE: {
    status: 400,
    en: 'Cannot find the PWA. Update the site to meet PWA requirements.',
    ko: 'PWA를 찾을 수 없습니다. PWA 요구 사항을 충족하도록 사이트를 업데이트해 주세요.',
  },
  CAN_T_CONNECT_TO_URL: {
    status: 400,
    en: "Can't connect to URL.",
    ko: 'URL에 연결할 수 없습니다.',
  },
  ONLY_SUPPORT_START_WITH_HTTPS_: {
    status: 400,
    en: 'Only HTTPS sites are supported.',
    ko: 'HTTPS 사이트만 지원합니다.',
  },
  DUPLICATED_DOMAIN: {
    status: 409,
    en: 'URL is duplicated.',
    ko: '이미 등록된 URL입니다.',
  },
  MUST_DEFINE_THE_NAME_OR_SHORT_NAME: {
    status: 400,
    en: 'The web app manifest must define a name or short_name.',
    ko: '웹 앱 매니페스트에 name 또는 short_name이 있어야 합니다.',
  },
  MUST_DEFINE_THE_ICON: {
    status: 400,
    en: 'The web app manifest must define an icon.',
    ko: '웹 앱 매니페스트에 아이콘이 있어야 합니다.',
  },
} as const satisfies Record<string, { status: number; en: string; ko: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The message of an error code in a language, English when the language is unknown. */
export function errorMessage(code: ErrorCode, language: string | undefined): string {
  const entry = ERRORS[code];
  return language === 'ko' ? entry.ko : entry.en;
}
