import type { FleetAlertMessages } from './admin-fleet-alerts.en';

/** Korean messages of the console's drift alerts; the same keys as the English ones. */
export const fleetAlerts: FleetAlertMessages = {
  title: '변경 알림',
  description:
    '아무도 결정하지 않은 플릿의 변화입니다. 그룹이 허용하지 않는 확장 프로그램, 더 많은 권한을 요청하는 버전, 개발자가 바뀐 스토어 항목, 빠르게 퍼지는 알 수 없는 확장 프로그램을 알려 줍니다. 원인이 사라지면 알림은 자동으로 해결됩니다.',
  link: '변경 알림',
  backToFleet: '플릿으로 돌아가기',
  viewsLabel: '알림 상태',
  states: {
    active: '진행 중',
    open: '새 알림',
    acknowledged: '확인함',
    resolved: '해결됨',
  },
  kind: '종류',
  anyKind: '모든 종류',
  kinds: {
    'not-allowed': '허용되지 않음',
    'permissions-increased': '권한 증가',
    'owner-changed': '개발자 변경',
    'unknown-rise': '알 수 없는 확장 프로그램 급증',
  },
  counts: '새 알림 {{open}} · 확인함 {{acknowledged}} · 해결됨 {{resolved}}',
  empty: '이 보기에 알림이 없습니다.',
  listLabel: '변경 알림',
  columns: {
    alert: '알림',
    extension: '확장 프로그램',
    groups: '그룹',
    browsers: '브라우저',
    seen: '발견',
    state: '상태',
  },
  noGroups: '그룹 없음',
  seen_one: '처음 {{first}} · 마지막 {{last}} · 보고 {{count}}건',
  seen_other: '처음 {{first}} · 마지막 {{last}} · 보고 {{count}}건',
  acknowledgedBy: '{{name}}님이 {{date}}에 확인함',
  acknowledgedByNobody: '{{date}}에 확인함',
  resolvedOn: '{{date}}에 해결됨',
  acknowledge: '확인',
  acknowledging: '확인하는 중…',
  openCase: '심사 건 열기',
  details: {
    notAllowed: {
      'blocked-for-store': '스토어 전체에서 차단했지만 아직 이 브라우저들에 있습니다.',
      'blocked-in-group': '그룹이 차단하거나 제거하도록 했지만 아직 이 브라우저들에 있습니다.',
      'not-allowlisted': '허용 목록에 있는 확장 프로그램만 허용하는 그룹인데 목록에 없습니다.',
    },
    increased: '{{to}} 버전이 {{from}} 버전보다 더 많이 요청합니다: {{added}}.',
    increasedInReview:
      '심사를 기다리는 {{to}} 업데이트가 {{from}} 버전보다 더 많이 요청합니다: {{added}}.',
    ownerChanged: '개발자 계정이 {{from}}에서 {{to}}(으)로 바뀌었습니다.',
    unknownRise:
      '스토어가 모르는 확장 프로그램입니다. 브라우저 {{count}}대에 있으며 하루 전에는 {{previous}}대였습니다.',
  },
  pages: '알림 페이지',
  previous: '이전',
  next: '다음',
  digest: {
    title: '요약 메일',
    hint: '새 알림은 관리자에게 모아서 보내며, 최대 {{minutes}}분마다 한 번 보냅니다.',
    on: '요약 메일 받기',
    language: '언어',
    languages: { en: '영어', ko: '한국어' },
    save: '저장',
    saving: '저장하는 중…',
    saved: '요약 메일 설정을 저장했습니다.',
  },
};
