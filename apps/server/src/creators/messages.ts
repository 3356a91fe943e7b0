import type { Language } from '@lagoon/contract';

/** The creator form's field messages, keyed as the contract's CreatorInput names them. */
const MESSAGES: Record<string, { en: string; ko: string }> = {
  'creator.name.required': {
    en: 'Display name is required.',
    ko: '표시 이름은 필수 항목입니다.',
  },
  'creator.name.max': {
    en: 'required field (max 32 characters)',
    ko: '필수 항목 (최대 32자)',
  },
  'creator.email.invalid': {
    en: 'Please check your email address again.',
    ko: '이메일 주소를 다시 확인해 주세요.',
  },
  'creator.homepage.invalid': {
    en: 'Please enter the correct website address.',
    ko: '올바른 웹사이트 주소를 입력해 주세요.',
  },
  'creator.terms.required': {
    en: 'Agree to the terms of service and the developer terms.',
    ko: '서비스 이용약관과 개발자 약관에 동의해 주세요.',
  },
  'creator.withdraw.confirm': {
    en: 'Check the confirmation box to withdraw.',
    ko: '탈퇴하려면 확인란에 체크해 주세요.',
  },
};

/** The words for a field problem; a generic line for keys the form does not name. */
export function creatorFieldMessage(key: string, language: Language): string {
  const entry = MESSAGES[key];
  if (!entry) return language === 'ko' ? '올바른 값을 입력해 주세요.' : 'Enter a valid value.';
  return language === 'ko' ? entry.ko : entry.en;
}

/** Whether a zod issue message is one of the form's message keys. */
export function isCreatorMessageKey(key: string): boolean {
  return key in MESSAGES;
}
