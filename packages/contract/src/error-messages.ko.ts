import type { ErrorCode } from './error-status.js';
import { ICON_MIN_SIZE } from './limits.js';

/** Every error's message in Korean (see error-status.ts). */
export const ERROR_MESSAGES_KO: Readonly<Record<ErrorCode, string>> = {
  // General
  INTERNAL_ERROR: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  TEMPORARY_PROBLEM: '일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  INVALID_REQUEST: '필수 항목을 입력하고 개인정보 수집 및 이용에 동의한 후 다시 시도해 주세요.',
  NOT_FOUND: '접근 권한이 없거나 주소가 올바르지 않습니다.',
  PAYLOAD_TOO_LARGE: '파일이 너무 큽니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  TEXT_NOT_SINGLE_LINE:
    '이름과 제목은 한 줄로 입력해야 합니다. 줄바꿈(또는 탭 같은 제어 문자)을 지운 후 다시 시도해 주세요.',
  // Search
  SEARCH_PAGE_INVALID: '검색 결과에 없는 페이지입니다. 첫 페이지부터 다시 보세요.',
  SEARCH_SORT_INVALID: '검색 결과는 관련도순, 인기순, 평점순, 최신순으로만 정렬할 수 있습니다.',
  SEARCH_CATEGORY_INVALID:
    '이 결과에는 없는 카테고리입니다. 확장 프로그램, 배경화면, 웹 앱 중 하나를 고른 다음 그 카테고리를 고르세요.',
  // Security
  XSRF_TOKEN_MISMATCH: '요청을 확인할 수 없습니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  LOGIN_REQUIRED: '계속하려면 로그인해 주세요.',
  FORBIDDEN: '접근 권한이 없거나 주소가 올바르지 않습니다.',
  // Accounts and creators
  INVALID_CREDENTIALS: '이메일 또는 비밀번호가 올바르지 않습니다.',
  EMAIL_TAKEN: '이미 가입된 이메일입니다.',
  TOO_MANY_ATTEMPTS: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  TOO_MANY_SIGNUPS: '이 네트워크에서 가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  AGE_LIMIT: '만 14세 미만은 개발자로 등록할 수 없습니다.',
  NOT_A_CREATOR: '먼저 개발자로 등록해 주세요.',
  ALREADY_A_CREATOR: '이미 개발자로 등록되어 있습니다.',
  TERMS_NOT_AGREED: '계속하려면 서비스 이용약관과 개발자 약관에 동의해 주세요.',
  PRODUCT_DRAFT_EXISTS: '모든 확장 앱을 삭제해야 탈퇴할 수 있습니다.',
  PRODUCT_EXISTS: '모든 확장 앱을 삭제해야 탈퇴할 수 있습니다.',
  // Ratings
  RATING_ALREADY_REGISTERED: '이미 평가를 등록했습니다. 먼저 이전 평가를 삭제해 주세요.',
  RATING_NOT_FOUND: '존재하지 않거나 삭제된 리뷰입니다.',
  LIKE_NOT_WALLPAPER: '배경화면만 좋아요를 누를 수 있습니다.',
  LIKE_CLOSED: '차단된 배경화면에는 좋아요를 누를 수 없습니다.',
  MOBILE_SITE_NOT_FOUND: '모바일 웹사이트가 없습니다.',
  RATING_OWN_ITEM: '자신의 항목은 평가할 수 없습니다.',
  RATING_CLOSED: '이 항목은 평가를 받지 않습니다.',
  RATING_OWN_REVIEW: '자신의 리뷰는 추천하거나 신고할 수 없습니다.',
  RATING_ALREADY_REPORTED: '이미 신고한 리뷰입니다.',
  // Reports of items
  ITEM_ALREADY_REPORTED: '이미 신고한 항목입니다. 관리자가 신고 내용을 확인할 예정입니다.',
  ITEM_REPORTS_CLOSED: '관리자가 차단한 항목이므로 신고할 수 없습니다.',
  ITEM_REPORT_NOT_FOUND: '존재하지 않는 신고입니다.',
  ITEM_REPORT_ALREADY_CLOSED:
    '이미 처리된 신고입니다. 다른 관리자가 먼저 처리했을 수 있습니다. 목록에 현재 상태가 표시됩니다.',
  // Items
  EXTENSION_NOT_FOUND: '접근 권한이 없거나 주소가 올바르지 않습니다.',
  INSTALL_BLOCKED: '관리자에 의해 차단된 확장 앱입니다.',
  INSTALL_FAILED: '다운로드 중 오류가 발생했습니다.',
  SECRET_MODE: '시크릿 모드에서는 확장 앱을 추가할 수 없습니다.',
  WEBAPP_NOTEBOOK_ONLY: '웹 앱은 노트북 에디션에서만 사용할 수 있습니다.',
  DELETE_FAILED: '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  ITEM_BLOCKED_DELETE: '관리자에 의해 차단된 항목은 기록으로 남아야 하므로 삭제할 수 없습니다.',
  // Install policies of managed browsers
  INSTALL_POLICY_NOT_PUBLISHED:
    '게시된 버전이 없어 관리 대상 브라우저가 설치할 것이 없습니다. 버전이 승인된 뒤 설치 정책을 선택하세요.',
  INSTALL_POLICY_PRIVATE:
    '개발자만 볼 수 있는 비공개 항목이라 업데이트 서비스가 브라우저에 제공하지 않습니다. 공개 또는 링크 공개로 바뀌면 정책으로 설치할 수 있습니다.',
  INSTALL_POLICY_WALLPAPER:
    '이 배경화면에는 브라우저 테마 패키지가 없어 정책으로 설치할 것이 없습니다. 배경화면은 사용자가 스토어의 배경화면 페이지에서 적용하며, 컴패니언이 새 탭에 표시합니다.',
  INSTALL_POLICY_NO_PACKAGE:
    '스토어에 이 항목의 게시 버전에 대한 서명된 패키지가 없어(스토어가 항목의 키를 갖고 있지 않거나 서명에 실패함) 브라우저가 설치할 것이 없습니다.',
  // Uploads
  INVALID_FILE_EXTENSION: '.zip 파일만 업로드할 수 있습니다. CRX, WHX 파일은 업로드할 수 없습니다.',
  CRX_NOT_ACCEPTED:
    'CRX 파일은 업로드할 수 없습니다. 확장 앱 폴더를 .zip 파일로 압축해 업로드해 주세요.',
  WHX_NOT_ACCEPTED:
    'WHX 파일은 업로드할 수 없습니다. 확장 앱 폴더를 .zip 파일로 압축해 업로드해 주세요.',
  INVALID_FILE_NAME:
    '파일 이름에는 영문자, 숫자, 하이픈(-), 쉼표(,), 마침표(.)만 사용할 수 있습니다.',
  INVALID_PACKAGE: '패키지를 받을 수 없습니다. 보고서에 나온 문제를 고친 후 다시 업로드해 주세요.',
  UNSUPPORTED_IMAGE_RESOLUTION: '지원하지 않는 이미지 해상도입니다.',
  TOO_MANY_SLIDES:
    '언어별로 스크린샷은 최대 4개까지 등록할 수 있습니다. 다른 스크린샷을 추가하려면 하나를 삭제해 주세요.',
  REQUIRED_CATEGORY: '카테고리를 선택해 주세요.',
  REQUIRED_ICON: '아이콘을 등록해 주세요.',
  REQUIRED_ICON_SIZE: `아이콘이 ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} 픽셀보다 작아 스토어에서 흐릿하게 보입니다. 검토를 요청하기 전에 ${ICON_MIN_SIZE}x${ICON_MIN_SIZE} 아이콘을 올려 주세요.`,
  REQUIRED_SCREENSHOTS: '스크린샷을 1개 이상 등록해 주세요.',
  REQUIRED_IMAGE: '홍보 이미지를 1개 이상 등록해 주세요.',
  REQUIRED_LANGUAGE: '언어를 선택해 주세요.',
  REQUIRED_NAME: '이름을 입력해 주세요.',
  REQUIRED_SHORT_DESCRIPTION: '간단한 설명을 입력해 주세요.',
  INVALID_IMAGE: '읽을 수 있는 이미지(PNG, JPEG, WebP)가 아닙니다.',
  PACKAGE_REQUIRED: '검토를 요청하기 전에 패키지를 업로드해 주세요.',
  ALREADY_IN_REVIEW: '이미 검토 중입니다. 결과가 나온 후에 변경해 주세요.',
  ITEM_BLOCKED: '관리자에 의해 차단된 항목이라 변경할 수 없습니다.',
  NO_PACKAGE_UPDATE: '취소할 패키지 업데이트가 없습니다.',
  WRONG_ITEM_TYPE: '이 유형의 항목에는 사용할 수 없는 기능입니다.',
  INVALID_STATE_TRANSITION: '현재 상태에서는 이 작업을 할 수 없습니다.',
  REVIEW_REVISION_CHANGED:
    '검토 화면을 연 후에 항목이 변경되었습니다. 아무것도 결정되지 않았으니 변경 내용을 확인한 후 다시 결정해 주세요.',
  CATEGORY_NOT_FOR_TYPE:
    '이 종류의 항목에는 쓸 수 없는 카테고리입니다. 확장 앱, 테마, 웹 앱은 카테고리가 각각 다르니 이 항목에 표시된 카테고리 중에서 골라 주세요.',
  LANGUAGE_NOT_LISTED:
    '스토어에서 지원하지 않는 언어입니다. 기본 언어는 표시된 언어 중에서 골라 주세요.',
  REGION_NOT_LISTED:
    '선택한 지역 중 스토어에서 지원하지 않는 지역이 있습니다. 전체 지역을 선택하거나 표시된 지역 중에서 골라 주세요.',
  MEDIA_NOT_UPLOADED:
    '등록 정보의 이 부분(아이콘, 스크린샷, 프로모션 이미지)에 업로드한 이미지가 아니거나 업로드 기한이 지났습니다. 여기에서 다시 업로드한 후 저장해 주세요.',
  NAME_FROM_PACKAGE:
    '확장 앱의 이름과 요약 설명은 패키지의 manifest.json에서 가져옵니다. manifest.json에서 고친 후 새 패키지를 업로드해 주세요.',
  PRODUCT_TYPE_FIXED:
    '항목의 종류는 바꿀 수 없습니다. 웹 앱만 앱과 바로가기 사이에서 바꿀 수 있습니다.',
  // The reviewers' code viewer
  PACKAGE_NOT_FOUND: '이 항목에는 해당 패키지가 없습니다. 제출되었거나 게시된 패키지가 없습니다.',
  PACKAGE_FILE_NOT_FOUND: '패키지에 이 경로의 파일이 없습니다.',
  PACKAGE_PATH_INVALID:
    '패키지의 파일이 가질 수 없는 경로입니다. 패키지 밖을 가리키거나 이름에 쓸 수 없는 문자가 있습니다.',
  // Curation
  WINNER_LIMIT_REACHED:
    '한 해의 수상작은 최대 7개입니다. 다른 수상작을 추가하려면 먼저 하나를 삭제해 주세요.',
  SOLE_WINNER_PRIZE: '금상과 은상은 각각 한 작품만 수상할 수 있습니다.',
  ALREADY_A_WINNER: '이 항목은 같은 해에 이미 다른 상을 받았습니다.',
  CATEGORY_EXISTS: '같은 코드의 카테고리가 이미 있습니다.',
  CATEGORY_IN_USE:
    '이 카테고리를 사용하는 항목이 있습니다. 항목의 카테고리를 바꾼 후 삭제해 주세요.',
  // Event pages
  EVENT_NOT_FOUND: '이벤트가 없거나 이미 끝났습니다.',
  EVENT_SLUG_TAKEN: '다른 이벤트가 이미 이 주소를 쓰고 있습니다.',
  EVENT_NO_ITEMS: '이벤트를 게시하려면 방문자가 볼 수 있는 항목을 하나 이상 추가해 주세요.',
  // E-mail to developers
  MAIL_NOT_FOUND: '보관함에 없는 메일입니다.',
  // Usage statistics
  USAGE_RANGE_INVALID:
    '날짜(YYYY-MM-DD)로 기간을 정해 주세요. 시작일이 종료일보다 늦을 수 없습니다.',
  USAGE_RANGE_TOO_LONG: '통계는 한 번에 최대 365일까지 볼 수 있습니다. 기간을 줄여 주세요.',
  // Web apps by URL
  INVALID_URL_SYNTAX: '올바른 URL을 입력해 주세요.',
  INVALID_MANIFEST_FILE:
    'PWA를 찾을 수 없습니다. PWA 요구 사항을 충족하도록 사이트를 업데이트해 주세요.',
  CAN_T_CONNECT_TO_URL: 'URL에 연결할 수 없습니다.',
  ONLY_SUPPORT_START_WITH_HTTPS_: 'HTTPS 사이트만 지원합니다.',
  DUPLICATED_DOMAIN: '이미 등록된 URL입니다.',
  MUST_DEFINE_THE_NAME_OR_SHORT_NAME: '웹 앱 매니페스트에 name 또는 short_name이 있어야 합니다.',
  MUST_DEFINE_THE_ICON: '웹 앱 매니페스트에 아이콘이 있어야 합니다.',
  GROUP_NOT_FOUND: '브라우저 그룹이 없습니다. 삭제되었을 수 있습니다.',
  GROUP_ITEM_NOT_ALLOWED:
    '이 브라우저 그룹에서 허용하지 않은 항목이라 스토어가 이 브라우저에 제공하지 않습니다. 항목 페이지에서 요청해 주세요.',
  GROUP_NAME_TAKEN: '같은 이름의 브라우저 그룹이 이미 있습니다. 다른 이름을 입력해 주세요.',
  DEFAULT_GROUP_KEPT:
    '기본 그룹은 삭제할 수 없습니다. 정책에 그룹이 지정되지 않은 브라우저는 기본 그룹에 속합니다.',
  DEFAULT_GROUP_NOT_PILOT:
    '기본 그룹은 시범 그룹이 될 수 없습니다. 그룹이 없는 브라우저와 스토어의 기본 업데이트 주소가 기본 그룹을 따릅니다. 다른 그룹을 시범 그룹으로 지정해 주세요.',
  RELEASE_NOT_STAGED:
    '이 항목에는 단계별 출시가 없습니다. 게시된 버전이 이미 모든 브라우저에 제공됩니다.',
  RELEASE_PROMOTE_NOT_ALLOWED:
    '관리자가 개발자의 출시 확대를 허용하지 않았습니다. 관리자에게 확대를 요청해 주세요.',
  RELEASE_NO_PILOT_GROUP:
    '시범 그룹이 없습니다. 시범 그룹에 먼저 출시하려면 그룹 페이지에서 시범 그룹으로 지정해 주세요.',
  RELEASE_NO_EARLIER_VERSION:
    '다른 그룹에 유지할 이전 게시 버전이 없어 첫 버전은 모두에게 제공됩니다.',
  RELEASE_PROMOTE_DATE_INVALID: '자동 확대 날짜는 지금 이후 30일 이내로 선택해 주세요.',
  PERMISSION_NAME_UNKNOWN:
    'Chromium이 알지 못하는 권한 이름입니다. 철자를 확인해 주세요(대소문자를 구분합니다. 예: "debugger", "tabs").',
  HOST_PATTERN_INVALID:
    '호스트 패턴이 올바르지 않습니다. 경로 없이 스킴과 호스트를 입력해 주세요. 예: "*://*.example.com", "https://intranet.example.com"',
  MINIMUM_VERSION_INVALID: '최소 버전은 점으로 구분한 숫자 1~4개여야 합니다. 예: "2.1.0"',
  INSTALL_REQUEST_OPEN:
    '이미 이 항목을 요청했습니다. 관리자의 결정을 기다리는 중이며, 내 요청에서 확인할 수 있습니다.',
  INSTALL_REQUEST_NOT_FOUND: '요청이 없습니다. 철회되었을 수 있습니다.',
  INSTALL_REQUEST_DECIDED: '이미 결정된 요청입니다. 새로고침하면 결정을 볼 수 있습니다.',
  INSTALL_REQUEST_NOT_NEEDED:
    '브라우저 그룹에서 이미 허용된 항목입니다. 요청하지 않고 추가할 수 있습니다.',
  OUTSIDE_ITEM_NOT_FOUND: '외부 항목이 없습니다. 삭제되었을 수 있습니다.',
  OUTSIDE_ITEM_EXISTS: '이 ID의 외부 항목이 이미 추가되어 있습니다. 그 항목을 수정하세요.',
  OUTSIDE_ITEM_HOSTED:
    '스토어에 이 ID의 항목이 있습니다. 외부 항목으로 추가하지 말고 스토어 항목으로 그룹에 설정하세요.',
  TOKEN_INVALID:
    '유효하지 않은 액세스 토큰입니다. 잘못 입력했거나 폐기 또는 만료되었을 수 있습니다. 개발자 영역에서 새 토큰을 만들어 주세요.',
  TOKEN_SCOPE_MISSING: '이 액세스 토큰에는 이 요청에 필요한 범위가 없습니다.',
  TOKEN_LIMIT:
    '이 액세스 토큰의 이번 시간 요청 수가 너무 많습니다. 한 시간이 지난 뒤 다시 시도해 주세요.',
  TOKEN_NOT_FOUND: '액세스 토큰이 없습니다. 삭제되었을 수 있습니다.',
  TOKEN_TOO_MANY:
    '활성 액세스 토큰이 계정당 최대 개수인 50개입니다. 먼저 사용하지 않는 토큰을 폐기해 주세요.',
  TOKEN_SESSION_REQUIRED:
    '액세스 토큰은 토큰이 아니라 스토어에 로그인한 상태에서만 만들고 폐기할 수 있습니다.',
  TOKEN_EXPIRY_INVALID: '만료일은 오늘 이후 1년 이내의 날짜로 선택해 주세요.',
  ROLLBACK_NOT_LIVE:
    '지금 설치할 수 있는 항목만 롤백할 수 있습니다. 먼저 게시하거나 다시 공개하세요.',
  ROLLBACK_ITEM_BLOCKED:
    '관리자가 차단한 항목이라 브라우저에 제공되는 버전이 없으므로 롤백할 수 없습니다.',
  ROLLBACK_IN_REVIEW:
    '항목이 검토 중입니다. 검토 결과로 더 낮은 버전이 나중에 게시되지 않도록, 검토 요청을 철회하거나 결과를 기다린 후 롤백하세요.',
  ROLLBACK_UPDATE_PENDING:
    '초안에 게시되지 않은 업데이트 패키지가 있습니다. 패키지 업데이트를 취소한 후 롤백하고, 롤백 버전보다 높은 버전으로 다시 업로드하세요.',
  ROLLBACK_NOT_SIGNED:
    '스토어에 이 항목의 서명 키가 없어 브라우저용으로 롤백 패키지에 서명할 수 없습니다.',
  ROLLBACK_VERSION_UNKNOWN:
    '이 항목에 게시된 적이 없는 버전입니다. 항목의 버전 기록에서 선택하세요.',
  ROLLBACK_VERSION_IS_LIVE: '지금 브라우저에 제공되는 버전입니다. 롤백할 이전 버전을 선택하세요.',
  ROLLBACK_PACKAGE_MISSING:
    '스토어에 이 버전의 패키지가 더 이상 없어 이 버전으로 롤백할 수 없습니다.',
  ROLLBACK_NEW_VERSION_INVALID:
    '새 버전은 0~65535 사이의 정수 1~4개를 마침표로 구분한 형식이어야 하며, 앞자리에 0을 붙일 수 없습니다(예: 1.3.1).',
  ROLLBACK_NEW_VERSION_NOT_HIGHER:
    '새 버전은 현재 버전과 이 항목에 업로드된 모든 버전보다 높아야 합니다. 그렇지 않으면 브라우저가 설치하지 않습니다.',
  FLEET_BROWSER_REFUSED:
    '이 브라우저 ID는 다른 인증 정보로 등록되어 있어 여기서 보낸 보고를 받지 않습니다.',
  FLEET_INVENTORY_OFF:
    '이 브라우저 그룹의 정책은 인벤토리 보고를 허용하지 않습니다. 관리자가 그룹 페이지에서 켤 수 있습니다.',
  FLEET_RISK_FILTER_TOO_BROAD:
    '위험도로 한 번에 거르기에는 확장 프로그램이 너무 많습니다. 먼저 그룹, 출처, 권한 또는 이름으로 목록을 좁혀 주세요.',
  FLEET_ALERT_NOT_FOUND: '알림이 없습니다. 해결된 알림은 일정 기간 후 삭제됩니다.',
  FLEET_ALERT_RESOLVED: '원인이 사라져 이미 자동으로 해결된 알림이므로 확인할 필요가 없습니다.',
  SCAN_RULE_NOT_FOUND: '검사 규칙이 없습니다. 삭제되었을 수 있습니다.',
  SCAN_RULE_INVALID_REGEX: '패턴이 올바른 정규 표현식이 아닙니다(JavaScript 문법, 유니코드 모드).',
  SCAN_RULE_INVALID_HASH: '해시 규칙은 파일 내용을 SHA-256 해시(16진수 64자)로 비교합니다.',
  SCAN_RULE_INVALID_MANIFEST_PATTERN:
    "매니페스트 패턴은 permissions 같은 키 경로 또는 key.path=value 형식이며, 여러 조건은 ' && '로 잇습니다.",
  SCAN_RULE_TOO_MANY: '검사 규칙을 더 만들 수 없습니다. 기존 규칙을 삭제하거나 수정하세요.',
  SCAN_RULE_HOLD:
    '검사 규칙이 이 패키지를 보류했습니다. 승인하려면 먼저 사례 페이지에서 사유와 함께 보류를 해제하세요.',
  SCAN_RULES_NOT_RUN:
    '이 패키지에서 아직 검사 규칙을 실행하지 못해 승인할 수 없습니다. 잠시 후 다시 시도하세요.',
};
