import type { ItemReportReason, Language } from '@lagoon/contract';

/**
 * The words of the mails to developers, in each interface language. {{name}} is the item's
 * name in the mail's language, {{developer}} the developer's public name; the other values are
 * named where they are used (compose.ts).
 */
export interface MailMessages {
  greeting: string;
  signature: string;
  footer: string;
  footerLink: string;
  reviewerMessage: string;
  guidelines: string;
  openItem: string;
  openEditor: string;
  approved: { subject: string; intro: string; introVersion: string };
  rejected: { subject: string; intro: string; updateStays: string; next: string };
  private: { subject: string; intro: string; next: string };
  blocked: {
    subject: string;
    intro: string;
    modes: { blocked: string; removed: string };
    reason: string;
  };
  unblocked: { subject: string; intro: string };
  rating: { subject: string; intro: string; review: string; action: string };
  report: {
    subject: string;
    intro: string;
    next: string;
    reasons: Record<ItemReportReason, string>;
  };
}

const en: MailMessages = {
  greeting: 'Hello {{developer}},',
  signature: '— Lagoon',
  footer: 'You get this e-mail because you publish on Lagoon.',
  footerLink: 'Choose which e-mails you get',
  reviewerMessage: 'Message from the reviewer',
  guidelines: 'Guidelines the item does not meet',
  openItem: 'Open the item’s page',
  openEditor: 'Open the item in the developer area',
  approved: {
    subject: 'Approved: {{name}}',
    intro: '{{name}} passed review and is now available on Lagoon.',
    introVersion: 'Version {{version}} of {{name}} passed review and is now available on Lagoon.',
  },
  rejected: {
    subject: 'Not approved: {{name}}',
    intro: '{{name}} did not pass review.',
    updateStays: 'The version visitors see now stays available.',
    next: 'Correct the item and request a review again.',
  },
  private: {
    subject: 'Made private: {{name}}',
    intro:
      '{{name}} was taken out of public view because it does not meet Lagoon’s guidelines. Visitors can no longer find it.',
    next: 'Correct the item and request a review: once a reviewer approves the correction, it is public again.',
  },
  blocked: {
    subject: 'Blocked: {{name}}',
    intro: 'An administrator blocked {{name}}. It stays listed as blocked and cannot be installed.',
    modes: {
      blocked: 'Browsers the store manages turn it off.',
      removed: 'Browsers the store manages uninstall it.',
    },
    reason: 'Reason',
  },
  unblocked: {
    subject: 'Block lifted: {{name}}',
    intro: 'An administrator lifted the block of {{name}}. It can be installed again.',
  },
  rating: {
    subject: 'New rating of {{name}}: {{score}} of 5 stars',
    intro: '{{nickname}} rated {{name}} {{score}} of 5 stars.',
    review: 'Their review',
    action: 'Read and reply in the developer area',
  },
  report: {
    subject: 'Reported: {{name}}',
    intro: 'A visitor reported {{name}} to the administrators. Reason: {{reason}}.',
    next: 'An administrator will look into it. If they act on the item, you will get another e-mail.',
    reasons: {
      malware: 'malware or harmful code',
      spam: 'spam',
      copyright: 'copyright or trademark infringement',
      other: 'something else',
    },
  },
};

const ko: MailMessages = {
  greeting: '{{developer}}님, 안녕하세요.',
  signature: 'Lagoon 드림',
  footer: 'Lagoon에 항목을 게시한 개발자에게 보내는 메일입니다.',
  footerLink: '받을 메일 선택하기',
  reviewerMessage: '심사자의 메시지',
  guidelines: '지키지 않은 가이드라인',
  openItem: '항목 페이지 열기',
  openEditor: '개발자 센터에서 항목 열기',
  approved: {
    subject: '승인됨: {{name}}',
    intro: '{{name}} 항목이 심사를 통과해 이제 Lagoon에서 제공됩니다.',
    introVersion: '{{name}} {{version}} 버전이 심사를 통과해 이제 Lagoon에서 제공됩니다.',
  },
  rejected: {
    subject: '승인되지 않음: {{name}}',
    intro: '{{name}} 항목이 심사를 통과하지 못했습니다.',
    updateStays: '방문자에게 보이는 현재 버전은 그대로 제공됩니다.',
    next: '항목을 수정한 후 다시 심사를 요청해 주세요.',
  },
  private: {
    subject: '비공개 전환: {{name}}',
    intro:
      '{{name}} 항목이 Lagoon 가이드라인을 지키지 않아 비공개로 전환되었습니다. 이제 방문자가 찾을 수 없습니다.',
    next: '항목을 수정한 후 심사를 요청해 주세요. 심사자가 수정 사항을 승인하면 다시 공개됩니다.',
  },
  blocked: {
    subject: '차단됨: {{name}}',
    intro: '관리자가 {{name}} 항목을 차단했습니다. 차단된 항목으로 표시되며 설치할 수 없습니다.',
    modes: {
      blocked: '스토어가 관리하는 브라우저에서는 사용이 중지됩니다.',
      removed: '스토어가 관리하는 브라우저에서는 삭제됩니다.',
    },
    reason: '사유',
  },
  unblocked: {
    subject: '차단 해제: {{name}}',
    intro: '관리자가 {{name}} 항목의 차단을 해제했습니다. 다시 설치할 수 있습니다.',
  },
  rating: {
    subject: '새 평가: {{name}} 별점 {{score}}/5',
    intro: '{{nickname}}님이 {{name}} 항목에 별점 {{score}}점(5점 만점)을 주었습니다.',
    review: '작성한 리뷰',
    action: '개발자 센터에서 읽고 답글 달기',
  },
  report: {
    subject: '신고 접수: {{name}}',
    intro: '방문자가 {{name}} 항목을 관리자에게 신고했습니다. 사유: {{reason}}.',
    next: '관리자가 신고를 검토합니다. 관리자가 항목에 조치를 취하면 다시 메일로 알려 드립니다.',
    reasons: {
      malware: '악성 코드 또는 유해한 코드',
      spam: '스팸',
      copyright: '저작권 또는 상표권 침해',
      other: '기타',
    },
  },
};

/** The mails' words in a language. */
export function mailMessages(language: Language): MailMessages {
  return language === 'ko' ? ko : en;
}
