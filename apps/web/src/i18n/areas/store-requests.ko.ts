import type { StoreRequestMessages } from './store-requests.en';

/** Korean messages of install requests on the visitor's side (see store-requests.en.ts). */
export const requests: StoreRequestMessages = {
  button: {
    request: '요청',
    requested: '요청함',
    denied: '요청 거절됨',
  },
  dialog: {
    title: '"{{name}}" 요청',
    body: '조직의 브라우저 정책이 이 항목을 허용하지 않습니다. 필요한 이유를 관리자에게 알려 주세요. 관리자가 그룹에 승인하거나 이유와 함께 거절하며, 어느 쪽이든 이메일로 알려 드립니다.',
    reasonLabel: '왜 필요한가요?',
    reasonHelp: '최대 {{max}}자까지 쓸 수 있습니다.',
    send: '요청 보내기',
    sending: '보내는 중...',
    cancel: '취소',
    deniedTitle: '지난 요청이 거절되었습니다',
    deniedReason: '관리자의 이유: {{reason}}',
    askAgain: '더 자세히 적어 다시 요청할 수 있습니다.',
  },
  status: {
    title: '요청함',
    body: '{{date}}에 이 항목을 요청했습니다. 관리자가 승인하고 정책이 이 브라우저에 적용되면 여기에 추가 버튼이 나타납니다.',
    withdraw: '요청 취소',
    withdrawing: '취소하는 중...',
    close: '닫기',
  },
  page: {
    title: '내 요청',
    description:
      '조직의 관리자에게 요청한 항목입니다. 최근 요청이 먼저 나옵니다. 대기 중인 요청은 취소할 수 있습니다.',
    empty: '아직 요청한 항목이 없습니다.',
    signIn: '로그인하면 요청을 볼 수 있습니다.',
    group: '그룹: {{name}}',
    reason: '요청 이유: {{reason}}',
    decisionReason: '관리자의 이유: {{reason}}',
    requestedOn: '{{date}} 요청',
    decidedOn: '{{date}} 결정',
    withdraw: '취소',
    states: {
      open: '대기 중',
      approved: '승인됨',
      denied: '거절됨',
      withdrawn: '취소함',
    },
  },
};
