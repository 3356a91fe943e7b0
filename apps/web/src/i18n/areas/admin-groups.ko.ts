import type { GroupsMessages } from './admin-groups.en';

/** Korean messages of the console's browser groups; the same keys as the English ones. */
export const groups: GroupsMessages = {
  title: '브라우저 그룹',
  intro:
    '관리하는 브라우저를 부서나 컴퓨터 종류별로 그룹에 나누세요. 그룹마다 자체 정책 파일이 있고, 설치 방식과 제한, 항목을 따로 정합니다.',
  defaultFile:
    '아래 정책 파일은 기본 그룹의 파일입니다. 정책에 그룹이 지정되지 않은 브라우저는 이 파일을 따릅니다. 각 그룹의 파일은 그룹 페이지에 있습니다.',
  count_one: '그룹 {{count}}개',
  count_other: '그룹 {{count}}개',
  caption: '브라우저 그룹, 기본 그룹 먼저, 이어서 이름순',
  columns: {
    name: '그룹',
    installMode: '설치 방식',
    items: '항목',
    changedAt: '정책 최종 변경',
    rollout: '파일 적용 현황',
  },
  defaultBadge: '기본 그룹',
  noDescription: '설명 없음',
  itemCount_one: '항목 {{count}}개',
  itemCount_other: '항목 {{count}}개',
  installMode: {
    open: '개방',
    allowlist: '허용 목록',
  },
  installModeText: {
    open: '이 그룹이 차단하지 않은 항목은 이 스토어에서(이 스토어에서만) 누구나 설치할 수 있습니다. 그룹이 사전 설치하거나 필수로 정한 항목은 모두에게 설치됩니다.',
    allowlist:
      '이 그룹이 허용한 항목만 설치할 수 있습니다. 그 밖의 항목은 출처와 관계없이 모두 차단되며, 브라우저는 지정한 메시지를 보여 줍니다. 사전 설치와 필수 항목도 허용한 것으로 봅니다.',
  },
  create: {
    open: '그룹 만들기',
    title: '브라우저 그룹 만들기',
    save: '만들기',
    saving: '만드는 중…',
    created: '“{{name}}” 그룹을 만들었습니다. 항목을 추가한 다음 정책 파일을 배포하세요.',
  },
  fields: {
    name: '이름',
    nameHint: '관리자끼리 부르는 이름입니다. 예: “재무팀”, “로비 키오스크”',
    nameRequired: '이름을 입력해 주세요.',
    description: '설명',
    descriptionHint: '어떤 브라우저가 속하고 왜 이렇게 설정했는지 적어 두세요. 관리자만 봅니다.',
    installMode: '설치 방식',
    blockedPermissions: '차단할 권한',
    blockedPermissionsHint:
      '이 권한이 필요한 확장 프로그램은 사용 중지되고, 나중에 이 권한을 요청하는 확장 프로그램은 거절됩니다. 사이트 제한은 아래에서 정합니다.',
    runtimeBlockedHosts: '확장 프로그램이 접근할 수 없는 사이트',
    runtimeBlockedHostsHint:
      '한 줄에 패턴 하나씩, 경로 없이 입력하세요. 예: *://*.bank.example, https://intranet.example.com. 확장 프로그램은 권한과 관계없이 이 페이지를 읽거나 바꿀 수 없습니다.',
    runtimeAllowedHosts: '차단 사이트의 예외',
    runtimeAllowedHostsHint:
      '한 줄에 패턴 하나씩 입력하세요. 차단 패턴에 포함되더라도 확장 프로그램이 이 사이트에서는 동작할 수 있습니다.',
    blockedInstallMessage: '설치를 거절할 때 보여 줄 메시지',
    blockedInstallMessageHint:
      '이 그룹에서 항목 설치를 거절할 때 브라우저가 보여 줍니다. 비워 두면 허용 목록 그룹은 스토어에서 항목을 요청하라고 안내합니다.',
    hostCount: '패턴 {{count}}/{{max}}개',
    line: '{{line}}번째 줄',
  },
  checks: {
    HOST_PATTERN_INVALID:
      'Chromium이 읽을 수 있는 호스트 패턴이 아닙니다. 경로 없이 스킴과 호스트를 입력하세요. 예: *://*.example.com. 한 줄이라도 틀리면 Chromium은 항목 전체를 무시합니다.',
    PERMISSION_NAME_UNKNOWN:
      'Chromium이 모르는 권한입니다. 모르는 이름이 하나라도 있으면 Chromium은 목록 전체를 무시합니다.',
    MINIMUM_VERSION_INVALID: '점으로 구분한 숫자 1~4개로 입력하세요. 예: 2.1.0',
    hostsTooMany: '패턴은 최대 {{max}}개입니다. 나머지는 Chromium이 무시합니다.',
    permissionsTooMany: '권한은 최대 {{max}}개입니다.',
    fixFields: '올바르지 않은 값이 있습니다. 아래에 표시해 두었습니다.',
  },
  permissions: {
    search: '권한 찾기',
    placeholder: '예: debugger, history, tabs',
    chosen_one: '권한 {{count}}개 차단',
    chosen_other: '권한 {{count}}개 차단',
    none: '차단한 권한이 없습니다.',
    noMatch: '“{{query}}”와(과) 일치하는 Chromium 권한이 없습니다.',
    remove: '{{name}} 차단 해제',
    listLabel: 'Chromium이 아는 권한',
  },
  policyRollout: {
    none: '보고 없음',
    allCurrent_one: '보고한 브라우저 {{count}}대가 현재 파일을 사용합니다',
    allCurrent_other: '보고한 브라우저 {{count}}대 모두 현재 파일을 사용합니다',
    behindCount_one: '{{reported}}대 중 {{count}}대가 이전 파일 사용',
    behindCount_other: '{{reported}}대 중 {{count}}대가 이전 파일 사용',
    behindBadge: '뒤처짐',
    day: '{{day}} 보고 기준',
    title: '이 파일을 사용하는 브라우저',
    facts: {
      day: '보고 날짜',
      reported: '보고한 브라우저',
      current: '현재 파일 사용',
      behind: '이전 파일 사용',
      oldest: '사용 중인 가장 오래된 파일',
    },
    behindHint:
      '이 브라우저들은 마지막 변경 전에 만든 파일을 사용하고 있어, 그 뒤에 바뀐 고정 설정이 적용되지 않았습니다. 아래 파일을 기기 관리 도구로 다시 배포하세요.',
    noneHint:
      '최근 7일 동안 이 그룹의 파일을 보고한 브라우저가 없습니다. 브라우저는 Lagoon 컴패니언을 통해 하루에 한 번 보고하며, 이 집계가 추가된 뒤 내려받은 파일이어야 합니다.',
    limits:
      'Lagoon 컴패니언의 일일 보고로 집계합니다. 보고에는 그룹과 파일 버전만 담기며 브라우저를 식별할 수 있는 정보는 없습니다. 컴패니언이 없는 브라우저, 그날 오프라인이었던 브라우저, 시크릿 창에서만 쓴 브라우저는 보고하지 않아 집계되지 않습니다. 보고가 있는 마지막 하루 전체를 기준으로 합니다(이전 날의 보고가 없으면 오늘 보고 기준).',
  },
  page: {
    back: '브라우저',
    facts: {
      id: '그룹 ID',
      installMode: '설치 방식',
      items: '항목 설정',
      changedAt: '정책 최종 변경',
      createdAt: '만든 날짜',
    },
    rolloutTitle: '새 파일이 필요한 변경',
    rollout:
      '항목 허용, 요청 승인, 항목 차단은 이미 배포된 파일 그대로 1분 안에 적용됩니다. 스토어가 이 그룹에 제공할 항목을 정하고, 컴패니언이 그룹에서 차단한 항목을 끕니다. 설치 방식, 그룹 전체 제한과 메시지, 사전 설치·필수 항목, 항목별 제한(권한, 사이트, 최소 버전, 툴바 고정, 차단 메시지)은 아래에서 새 파일을 내려받아 기존 파일을 바꿔 배포해야 적용됩니다. 이름과 설명은 관리자만 봅니다.',
    storeWide:
      '항목 페이지에서 스토어 전체에 건 차단은 이 그룹의 설정보다 우선합니다. 브라우저 페이지의 사전 설치와 필수 항목은 기본 그룹의 설정이며, 다른 그룹은 자체 설정에 있는 항목만 설치합니다.',
  },
  settings: {
    title: '설정',
    limitsTitle: '모든 항목에 적용할 제한',
    limitsHint:
      'Chromium은 이 그룹 브라우저의 모든 확장 프로그램(Lagoon 컴패니언 제외)에 이 제한을 적용합니다. 항목 설정에서 같은 종류의 목록을 따로 정하면 그 항목에는 그룹 목록 대신 그 목록이 적용됩니다.',
    save: '설정 저장',
    saving: '저장하는 중…',
    saved: '설정을 저장했습니다. 새 정책 파일을 배포하면 적용됩니다.',
    unchanged: '저장할 변경 사항이 없습니다.',
    wildcardTitle: '그 밖의 모든 항목에 Chromium이 읽는 내용',
    wildcardHint: '이 그룹 파일의 "*" 항목입니다. 자체 설정이 없는 모든 항목에 적용됩니다.',
  },
  items: {
    title: '이 그룹의 항목',
    refused:
      'Chromium은 이 그룹에서 이 항목을 설치하지 않으며 어디에도 오류를 표시하지 않습니다. 이 항목이 요청하는 {{permissions}} 권한을 그룹 정책이 차단합니다.',
    count_one: '설정 {{count}}개',
    count_other: '설정 {{count}}개',
    caption: '이 그룹이 설치 방식이나 제한을 정한 항목',
    empty: {
      open: '아직 설정한 항목이 없습니다. 스토어의 모든 항목을 설치할 수 있습니다.',
      allowlist:
        '아직 설정한 항목이 없습니다. 이 그룹의 브라우저에는 스토어의 어떤 항목도 설치할 수 없습니다.',
    },
    columns: {
      item: '항목',
      mode: '이 그룹에서',
      limits: '자체 제한',
      actions: '작업',
    },
    groupLimits: '그룹 제한',
    summary: {
      permissions_one: '권한 {{count}}개 차단',
      permissions_other: '권한 {{count}}개 차단',
      blockedHosts_one: '사이트 {{count}}개 차단',
      blockedHosts_other: '사이트 {{count}}개 차단',
      allowedHosts_one: '사이트 {{count}}개 허용',
      allowedHosts_other: '사이트 {{count}}개 허용',
      minimumVersion: '버전 {{version}} 이상',
      message: '자체 거절 메시지',
    },
    showEntry: 'Chromium 설정',
    edit: '수정',
    editOf: '{{name}} 설정 수정',
    reset: '그룹 기본값',
    resetOf: '{{name}}을(를) 그룹 기본값으로 되돌리기',
    resetTitle: '{{name}}을(를) 그룹 기본값으로 되돌릴까요?',
    resetText:
      '이 그룹에서 항목의 설정과 자체 제한이 삭제됩니다. 항목은 다시 그룹의 설치 방식과 제한을 따릅니다.',
    resetConfirm: '기본값으로 되돌리기',
    resetDone: '{{name}}이(가) 다시 그룹 기본값을 따릅니다. 새 정책 파일을 배포하면 적용됩니다.',
  },
  mode: {
    allowed: '허용',
    normal_installed: '사전 설치(사용 중지 가능)',
    force_installed: '필수(강제 설치)',
    blocked: '차단',
    removed: '제거',
  },
  modeText: {
    allowed:
      '스토어에서 설치하고 삭제할 수 있습니다. 허용 목록 그룹에서는 이렇게 정해야 설치할 수 있습니다.',
    normal_installed:
      '그룹의 모든 브라우저에 설치됩니다. 사용 중지할 수는 있지만 삭제할 수는 없습니다.',
    force_installed:
      '그룹의 모든 브라우저에 설치되고 항상 켜져 있습니다. 사용 중지하거나 삭제할 수 없습니다.',
    blocked:
      '설치할 수 없고, 이미 설치된 곳에서는 사용 중지됩니다. 브라우저는 거절 메시지를 보여 줍니다.',
    removed: '그룹의 모든 브라우저에서 삭제되며 다시 설치할 수 없습니다.',
  },
  toolbarPin: {
    none: '사용자가 선택',
    force_pinned: '항상 고정',
    default_pinned: '처음에 고정',
    default_unpinned: '처음에 고정 안 함',
  },
  entry: {
    title: '{{name}} 설정',
    mode: '이 그룹의 브라우저에서',
    limitsTitle: '이 항목의 제한',
    limitsHint:
      '목록을 채우면 이 항목에는 그룹의 같은 종류 목록 대신 그 목록이 적용됩니다. 비워 둔 목록은 그룹 목록을 따릅니다.',
    groupList: '비워 두면 그룹 목록이 적용됩니다: {{list}}',
    groupListNone: '비워 두면 아무것도 적용되지 않습니다. 그룹에도 정한 것이 없습니다.',
    noLimits:
      '차단하거나 제거한 항목은 실행되지 않으므로 제한이 적용되지 않습니다. 거절 메시지만 적용됩니다.',
    webApp:
      '웹 앱은 확장 프로그램이 아니라 앱으로 설치됩니다. 설치 방식에 따라 파일이 설치 여부를 정하며, 제한은 적용되지 않습니다.',
    minimumVersion: '최소 버전',
    minimumVersionHint:
      '설치된 버전이 이보다 낮으면 브라우저가 업데이트할 때까지 사용 중지됩니다. 비워 두면 모든 버전이 실행됩니다.',
    toolbarPin: '툴바 버튼',
    blockedInstallMessage: '거절 메시지',
    blockedInstallMessageHint: '비워 두면 그룹의 메시지를 씁니다.',
    save: '설정 저장',
    saving: '저장하는 중…',
    saved: '{{name}}: 이 그룹에서 {{mode}}. 새 정책 파일을 배포하면 적용됩니다.',
    savedAtOnce:
      '{{name}}: 이 그룹에서 {{mode}}. 이 그룹의 정책 파일이 있는 브라우저에 1분 안에 적용됩니다.',
    fileTitle: '현재 정책 파일의 내용',
    fileHint: '이 그룹 파일의 ExtensionSettings["{{id}}"]이며, Chromium은 이대로 읽습니다.',
    fileNone:
      '파일에 이 항목의 자체 설정이 없습니다. 이 그룹에 제공할지는 스토어가 바로 정하고, 그룹 전체 제한이 적용됩니다.',
    fileWebApp:
      '웹 앱은 ExtensionSettings에 없습니다. 사전 설치와 필수 웹 앱은 파일의 WebAppInstallForceList에 들어갑니다.',
    fileUnreadable: '정책 파일을 읽을 수 없습니다.',
    storeBlocked:
      '스토어가 이 항목을 모든 그룹에서 차단했습니다. 차단을 해제할 때까지 이 설정보다 차단이 우선합니다.',
    afterSave: '저장하면 새 설정이 여기에 표시됩니다.',
  },
  add: {
    title: '항목 추가',
    hint: '확장 프로그램, 테마, 웹 앱을 이름이나 ID로 찾아 이 그룹의 브라우저에서 어떻게 다룰지 고르세요. 자체 제한은 추가한 다음 수정에서 정할 수 있습니다.',
    addAs: '추가 방식',
    choose: '추가',
    added: '{{name}}: 이 그룹에서 {{mode}}.',
  },
  pilotBadge: '시범',
  pilot: {
    title: '시범 그룹',
    hint: '관리자가 새 버전을 “시범 그룹에 먼저”로 승인하면 시범 그룹의 브라우저는 바로 받고, 다른 브라우저는 출시가 모두에게 확대될 때까지 이전 버전을 유지합니다. 그룹의 정책 파일은 바뀌지 않습니다.',
    defaultKept:
      '기본 그룹은 시범 그룹이 될 수 없습니다. 그룹이 없는 브라우저와 스토어의 기본 업데이트 주소가 기본 그룹을 따릅니다.',
    isPilot: '이 그룹은 시범 그룹입니다. 단계별 출시를 먼저 받습니다.',
    notPilot: '이 그룹은 단계별 출시가 모두에게 확대될 때 받습니다.',
    make: '시범 그룹으로 지정',
    stop: '시범 그룹 해제',
    saving: '저장 중…',
    made: '“{{name}}” 그룹이 시범 그룹이 되었습니다.',
    stopped: '“{{name}}” 그룹이 더 이상 시범 그룹이 아닙니다.',
  },
  inventory: {
    title: '인벤토리 보고',
    hint: '켜면 이 그룹의 각 브라우저에 있는 컴패니언이 설치된 모든 확장 프로그램(이름, 버전, 권한, 출처)을 사용자나 주소 없이 임의의 브라우저 ID로 보고하며, 플릿 페이지에 표시됩니다. 보관 기간 동안 보고가 없는 브라우저는 목록에서 빠집니다. 이 설정은 그룹의 정책 파일에 들어 있으므로 변경 후 다시 배포하세요.',
    on: '이 그룹의 브라우저는 확장 프로그램을 보고합니다.',
    off: '이 그룹의 브라우저는 확장 프로그램에 대해 아무것도 보고하지 않습니다.',
    turnOn: '인벤토리 보고 켜기',
    turnOff: '인벤토리 보고 끄기',
    saving: '저장 중…',
    turnedOn: '“{{name}}”의 인벤토리 보고를 켰습니다.',
    turnedOff: '“{{name}}”의 인벤토리 보고를 껐습니다.',
    fleetLink: '플릿 페이지 열기',
  },
  remove: {
    title: '그룹 삭제',
    hint: '정책에 이 그룹이 지정된 브라우저는 다른 그룹의 파일을 배포할 때까지 가지고 있는 파일을 계속 따릅니다.',
    defaultKept:
      '기본 그룹은 삭제할 수 없습니다. 정책에 그룹이 지정되지 않은 브라우저는 기본 그룹을 따릅니다.',
    open: '그룹 삭제',
    confirmTitle: '“{{name}}” 그룹을 삭제할까요?',
    confirmText_one:
      '그룹과 항목 설정 {{count}}개가 삭제됩니다. 먼저 이 그룹의 브라우저에 다른 그룹의 정책 파일을 배포하세요. 그렇지 않으면 기존 파일을 계속 따릅니다.',
    confirmText_other:
      '그룹과 항목 설정 {{count}}개가 삭제됩니다. 먼저 이 그룹의 브라우저에 다른 그룹의 정책 파일을 배포하세요. 그렇지 않으면 기존 파일을 계속 따릅니다.',
    confirm: '삭제',
    deleting: '삭제하는 중…',
    deleted: '“{{name}}” 그룹을 삭제했습니다.',
  },
};
