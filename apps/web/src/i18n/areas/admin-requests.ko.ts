import type { RequestsMessages } from './admin-requests.en';

/** Korean messages of the console's Requests section; the same keys as the English ones. */
export const requests: RequestsMessages = {
  title: '설치 요청',
  description:
    '브라우저 그룹에서 허용하지 않아 사람들이 요청한 항목입니다. 많이 요청된 항목이 먼저 나옵니다. 요청을 그룹에 승인하면 그 그룹의 정책이 바뀌고, 거절하면 요청자가 사유를 읽습니다. 모든 결정은 기록에 남고 요청자에게 메일이 갑니다.',
  logLink: '기록에서 결정 보기',
  viewsLabel: '요청 보기',
  views: { open: '대기 중', approved: '승인됨', denied: '거절됨' },
  count_one: '항목 {{count}}개',
  count_other: '항목 {{count}}개',
  listLabel: {
    open: '요청된 항목, 많이 요청된 순',
    approved: '승인된 요청이 있는 항목',
    denied: '거절된 요청이 있는 항목',
  },
  empty: {
    open: '기다리는 요청이 없습니다.',
    approved: '아직 승인된 요청이 없습니다.',
    denied: '아직 거절된 요청이 없습니다.',
  },
  openCount_one: '대기 중인 요청 {{count}}건',
  openCount_other: '대기 중인 요청 {{count}}건',
  openCase: '심사 건',
  requestsLabel: '{{item}} 요청',
  permissions: '패키지가 요청하는 권한',
  noPermissions: '패키지가 요청하는 권한이 없습니다.',
  requester: '{{name}} ({{email}})',
  group: '그룹: {{group}}',
  states: {
    open: '대기 중',
    approved: '승인됨',
    denied: '거절됨',
    withdrawn: '철회됨',
  },
  reason: '사유: {{reason}}',
  decisions: {
    approve: {
      open: '승인',
      openLabel: '{{name}}님의 {{item}} 요청 승인',
      title: '{{item}} 승인',
      intro:
        '{{name}}님의 그룹이나 선택한 그룹의 정책에 항목이 추가되고, 그 그룹에서 온 이 항목의 대기 중인 요청이 모두 승인됩니다. 브라우저에는 그룹의 정책 파일로 반영됩니다.',
      submit: '승인',
      done: '{{item}}이(가) 승인되었습니다.',
    },
    deny: {
      open: '거절',
      openLabel: '{{name}}님의 {{item}} 요청 거절',
      title: '{{item}} 거절',
      intro: '{{name}}님은 내 요청과 메일에서 사유를 읽습니다.',
      submit: '요청 거절',
      done: '{{item}} 요청이 거절되었습니다.',
    },
  },
  approveGroup: '승인할 그룹',
  defaultGroup: '{{name}} (기본)',
  approveMode: '그룹의 브라우저가 받는 방식',
  modes: {
    allowed: {
      label: '허용',
      hint: '그룹의 사람들이 스토어에서 추가할 수 있습니다.',
    },
    normal_installed: {
      label: '사전 설치',
      hint: '그룹의 모든 브라우저에 설치되며, 사람들이 끌 수 있습니다.',
    },
    force_installed: {
      label: '필수',
      hint: '그룹의 모든 브라우저에 설치되며 제거할 수 없습니다.',
    },
  },
  denyReason: '사유',
  denyHint: '이유와 대신 쓸 수 있는 것을 알려 주세요.',
  counter: '{{count}} / {{max}}',
  problems: {
    required: '사유를 입력해 주세요.',
    max: '사유를 {{max}}자 이하로 줄여 주세요.',
  },
  sending: '보내는 중…',
};
