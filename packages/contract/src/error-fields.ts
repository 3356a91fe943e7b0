/**
 * Field issues that any input can raise, whatever its route: their `code` (in a FieldIssue of
 * INVALID_REQUEST) and their message in each interface language.
 */
export const INPUT_FIELD_ISSUES = {
  /**
   * A text holds U+0000 or half of a UTF-16 surrogate pair: characters no browser form sends
   * and PostgreSQL cannot store, refused before any handler runs.
   */
  'text.invalidCharacter': {
    en: 'This text contains a character that cannot be stored (U+0000 or a broken character). Remove it and try again.',
    ko: '저장할 수 없는 문자(U+0000 또는 깨진 문자)가 들어 있습니다. 해당 문자를 지운 후 다시 시도해 주세요.',
  },
  /**
   * A multipart upload (package, image, banner) whose body cannot be read as form data: no
   * boundary, cut short, or broken part headers. Nothing of it is kept.
   */
  'upload.malformed': {
    en: 'The upload could not be read: the form data is incomplete or malformed. Choose the file and send it again.',
    ko: '업로드한 내용을 읽을 수 없습니다. 양식 데이터가 중간에 끊겼거나 형식이 올바르지 않습니다. 파일을 다시 선택해 보내 주세요.',
  },
} as const satisfies Record<string, { en: string; ko: string }>;

export type InputFieldIssueCode = keyof typeof INPUT_FIELD_ISSUES;

/** The message of an input field issue in a language, English when the language is unknown. */
export function inputFieldIssueMessage(code: InputFieldIssueCode, language: string | undefined) {
  return language === 'ko' ? INPUT_FIELD_ISSUES[code].ko : INPUT_FIELD_ISSUES[code].en;
}
