/** The languages the command speaks; the store's own messages come in the same one. */
export const CLI_LANGUAGES = ['en', 'ko'] as const;
export type CliLanguage = (typeof CLI_LANGUAGES)[number];

export function isCliLanguage(value: string): value is CliLanguage {
  return (CLI_LANGUAGES as readonly string[]).includes(value);
}

const en = {
  help: `lagoon-publish: publish to a Lagoon store from a terminal or a CI job

Usage:
  lagoon-publish upload <package.zip> [--item <id>] [--submit] [--keep-change-log]
      Uploads a package: a new version of the item --item names, or, without --item,
      a new item. Prints the inspection report; --submit then asks for review.
  lagoon-publish status <id>        The review state, the live version and the one in review
  lagoon-publish submit <id>        Asks for review of the item's draft
  lagoon-publish listing <id> --file listing.json
      Saves listing fields to the draft: description, changeLog (per language),
      category, defaultLocale, regions, status, matureContent; web apps also name and
      shortDescription
  lagoon-publish images <id> [--icon icon.png] [--screenshot a.png …] [--image promo.png …]
      Uploads images and puts them in the draft (screenshots and promotional images
      replace the draft's own)
  lagoon-publish rollback <id> --to <version> [--as <new version>]
      Makes an earlier published version live again under a new, higher version
      number (the store proposes one unless --as names it), without a review

Options:
  --url <address>    The store's address (default: LAGOON_URL)
  --token <token>    An access token (default: LAGOON_TOKEN); never printed
  --json             One JSON document on stdout, no progress
  --lang <en|ko>     The language of messages and of the store's report (default: en)
  -h, --help         This text
  --version          The command's version

Exit status: 0 done, 1 refused by the store, 2 wrong command line, 3 token refused,
4 store unreachable or failing.`,
  unknownCommand: 'Unknown command "{value}". Run lagoon-publish --help.',
  missingCommand:
    'Name a command: upload, status, submit, listing, images or rollback. See --help.',
  missingArgument: 'The command {command} needs {what}. See --help.',
  tooManyArguments: 'The command {command} takes one {what}; found "{value}" too.',
  badOption: '{value} See --help.',
  optionNotForCommand: 'The option --{value} does not apply to {command}.',
  missingUrl: 'Set the store address with LAGOON_URL or --url.',
  badUrl: 'The store address "{value}" is not an http or https address.',
  missingToken: 'Set an access token with LAGOON_TOKEN or --token.',
  badLanguage: 'The language "{value}" is not one of en, ko.',
  unreadableFile: 'Cannot read {value}: {reason}',
  listingNotObject: '{value} must hold one JSON object of listing fields.',
  listingBadJson: '{value} is not valid JSON: {reason}',
  listingUnknownField: '{value} has a field the listing does not have: "{field}".',
  listingEmpty: '{value} holds no listing field.',
  imagesNone: 'Name at least one image: --icon, --screenshot or --image.',
  tooManyImages: 'A listing has at most {value} promotional images.',
  plainHttp:
    'Warning: the token goes to {value} unencrypted over http; use https outside this machine.',
  unreachable: 'Could not reach {value}: {reason}',
  notUnderstood:
    'The store answered {value} with something that is not its API (is the address right?).',
  timedOut: 'no answer for {value} seconds',
  refused: 'Refused: {message} ({code})',
  uploading: 'Uploading {file}: {percent}% ({sent} of {total})',
  created: 'Created item {id} from {file}.',
  uploaded: 'Uploaded version {version} of item {id}.',
  submitted: 'Item {id} is in review (version {version}).',
  listingSaved: 'Saved the listing fields of item {id} to its draft.',
  imagesSaved: 'Saved to the draft of item {id}:',
  imageLine: '  {kind}: {url}',
  rolledBack:
    'Item {id} is back to the package of {version}, live as version {newVersion} (was {previous}).',
  reportClean: 'Inspection report: no errors, no warnings.',
  reportCounts: 'Inspection report: {errors} error(s), {warnings} warning(s).',
  labelItem: 'Item',
  labelName: 'Name',
  labelReview: 'Review',
  labelVisibility: 'Visibility',
  labelLive: 'Live version',
  labelDraft: 'Draft version',
  labelInReview: 'In review',
  labelBlocked: 'Blocked',
  labelNote: 'Reviewer note',
  labelRelease: 'Release',
  releaseStaged: 'pilot groups ({groups}) get {pilot}, every other browser {held}',
  releaseUntil: ' until {date}',
  none: 'none',
  yes: 'yes',
  reviewPREPARE_FOR_SUBMISSION: 'draft, not submitted',
  reviewIN_REVIEW: 'in review',
  reviewREADY_FOR_OPEN: 'approved',
  reviewREJECTED: 'rejected',
  reviewREJECTED_UPDATE: 'update rejected; the live version stays',
} as const;

export type MessageKey = keyof typeof en;

const ko: Record<MessageKey, string> = {
  help: `lagoon-publish: 터미널이나 CI 작업에서 Lagoon 스토어에 게시합니다

사용법:
  lagoon-publish upload <package.zip> [--item <id>] [--submit] [--keep-change-log]
      패키지를 올립니다. --item으로 지정한 항목의 새 버전이 되며, --item이 없으면
      새 항목을 만듭니다. 검사 결과를 출력하고, --submit이 있으면 심사를 요청합니다.
  lagoon-publish status <id>        심사 상태, 게시된 버전, 심사 중인 버전
  lagoon-publish submit <id>        항목의 초안에 대해 심사를 요청합니다
  lagoon-publish listing <id> --file listing.json
      등록 정보를 초안에 저장합니다: description, changeLog(언어별), category,
      defaultLocale, regions, status, matureContent, 웹 앱은 name과 shortDescription도
  lagoon-publish images <id> [--icon icon.png] [--screenshot a.png …] [--image promo.png …]
      이미지를 올려 초안에 넣습니다(스크린샷과 홍보 이미지는 초안의 것을 바꿉니다)
  lagoon-publish rollback <id> --to <버전> [--as <새 버전>]
      이전에 게시된 버전을 더 높은 새 버전 번호로 다시 게시합니다(--as가 없으면
      스토어가 제안하는 번호). 심사를 거치지 않습니다

옵션:
  --url <주소>       스토어 주소(기본값: LAGOON_URL)
  --token <토큰>     액세스 토큰(기본값: LAGOON_TOKEN). 출력하지 않습니다
  --json             표준 출력에 JSON 문서 하나만 출력하고 진행률은 표시하지 않습니다
  --lang <en|ko>     메시지와 스토어 검사 결과의 언어(기본값: en)
  -h, --help         이 도움말
  --version          이 명령의 버전

종료 코드: 0 완료, 1 스토어가 거부함, 2 명령줄 오류, 3 토큰 거부,
4 스토어에 연결할 수 없거나 스토어 오류.`,
  unknownCommand: '알 수 없는 명령 "{value}"입니다. lagoon-publish --help를 실행해 보세요.',
  missingCommand:
    '명령을 지정하세요: upload, status, submit, listing, images. --help를 참고하세요.',
  missingArgument: '{command} 명령에는 {what}이(가) 필요합니다. --help를 참고하세요.',
  tooManyArguments: '{command} 명령은 {what} 하나만 받습니다. "{value}"도 있습니다.',
  badOption: '{value} --help를 참고하세요.',
  optionNotForCommand: '--{value} 옵션은 {command} 명령에 쓸 수 없습니다.',
  missingUrl: 'LAGOON_URL 또는 --url로 스토어 주소를 지정하세요.',
  badUrl: '스토어 주소 "{value}"은(는) http 또는 https 주소가 아닙니다.',
  missingToken: 'LAGOON_TOKEN 또는 --token으로 액세스 토큰을 지정하세요.',
  badLanguage: '언어 "{value}"은(는) en, ko 중 하나가 아닙니다.',
  unreadableFile: '{value}을(를) 읽을 수 없습니다: {reason}',
  listingNotObject: '{value}에는 등록 정보 필드를 담은 JSON 객체 하나가 있어야 합니다.',
  listingBadJson: '{value}은(는) 올바른 JSON이 아닙니다: {reason}',
  listingUnknownField: '{value}에 등록 정보에 없는 필드가 있습니다: "{field}".',
  listingEmpty: '{value}에 등록 정보 필드가 없습니다.',
  imagesNone: '이미지를 하나 이상 지정하세요: --icon, --screenshot, --image.',
  tooManyImages: '홍보 이미지는 최대 {value}개입니다.',
  plainHttp:
    '경고: 토큰이 암호화되지 않은 http로 {value}에 전송됩니다. 이 컴퓨터 밖에서는 https를 사용하세요.',
  unreachable: '{value}에 연결할 수 없습니다: {reason}',
  notUnderstood: '스토어가 {value}(으)로 API가 아닌 응답을 보냈습니다(주소가 맞는지 확인하세요).',
  timedOut: '{value}초 동안 응답이 없습니다',
  refused: '거부됨: {message} ({code})',
  uploading: '{file} 올리는 중: {percent}% ({total} 중 {sent})',
  created: '{file}(으)로 항목 {id}을(를) 만들었습니다.',
  uploaded: '항목 {id}의 버전 {version}을(를) 올렸습니다.',
  submitted: '항목 {id}이(가) 심사 중입니다(버전 {version}).',
  listingSaved: '항목 {id}의 등록 정보를 초안에 저장했습니다.',
  imagesSaved: '항목 {id}의 초안에 저장했습니다:',
  imageLine: '  {kind}: {url}',
  rolledBack:
    '항목 {id}이(가) {version}의 패키지로 되돌아가 버전 {newVersion}(으)로 게시되었습니다(이전 {previous}).',
  reportClean: '검사 결과: 오류 없음, 경고 없음.',
  reportCounts: '검사 결과: 오류 {errors}개, 경고 {warnings}개.',
  labelItem: '항목',
  labelName: '이름',
  labelReview: '심사',
  labelVisibility: '공개 범위',
  labelLive: '게시된 버전',
  labelDraft: '초안 버전',
  labelInReview: '심사 중',
  labelBlocked: '차단됨',
  labelNote: '심사 의견',
  labelRelease: '단계별 배포',
  releaseStaged: '파일럿 그룹({groups})은 {pilot}, 다른 모든 브라우저는 {held}',
  releaseUntil: ', {date}까지',
  none: '없음',
  yes: '예',
  reviewPREPARE_FOR_SUBMISSION: '초안, 심사 요청 전',
  reviewIN_REVIEW: '심사 중',
  reviewREADY_FOR_OPEN: '승인됨',
  reviewREJECTED: '반려됨',
  reviewREJECTED_UPDATE: '업데이트 반려됨, 게시된 버전은 유지됩니다',
};

const catalogs: Record<CliLanguage, Record<MessageKey, string>> = { en, ko };

/** The message `key` in `language` with its {placeholders} filled in. */
export function message(
  language: CliLanguage,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return catalogs[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The words for a review state, or null for a state this version of the command does not know. */
export function reviewWords(language: CliLanguage, state: string): string | null {
  const key = `review${state}`;
  return key in en ? message(language, key as MessageKey) : null;
}
