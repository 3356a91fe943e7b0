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
   * A single-line field (a name, a title, a nickname) holds a line break or another control
   * character (text-fields.ts), in a refusal of TEXT_NOT_SINGLE_LINE.
   */
  'text.lineBreak': {
    en: 'This field takes one line: remove the line breaks, tabs and other control characters.',
    ko: '이 항목은 한 줄로 입력해야 합니다. 줄바꿈, 탭 같은 제어 문자를 지워 주세요.',
  },
  /**
   * A multipart upload (package, image, banner) whose body cannot be read as form data: no
   * boundary, cut short, or broken part headers. Nothing of it is kept.
   */
  'upload.malformed': {
    en: 'The upload could not be read: the form data is incomplete or malformed. Choose the file and send it again.',
    ko: '업로드한 내용을 읽을 수 없습니다. 양식 데이터가 중간에 끊겼거나 형식이 올바르지 않습니다. 파일을 다시 선택해 보내 주세요.',
  },

  /**
   * An upload whose form has no file part (or is no form at all): there is nothing to take.
   */
  'upload.fileMissing': {
    en: 'The upload has no file. Choose the file and send it again as form data (multipart/form-data) in the "file" field.',
    ko: '업로드에 파일이 없습니다. 파일을 선택해 "file" 필드에 담아 양식 데이터(multipart/form-data)로 다시 보내 주세요.',
  },
  /** A JSON body that is not JSON at all, so none of its fields could be read. */
  'body.invalidJson': {
    en: 'The request body is not valid JSON. Send a JSON object with the fields of this call.',
    ko: '요청 본문이 올바른 JSON이 아닙니다. 이 호출의 필드를 담은 JSON 객체를 보내 주세요.',
  },
  /** A body of a type the call does not read (a form where JSON is expected, say). */
  'body.unsupportedType': {
    en: 'This call does not read a body of this type (Content-Type). Send JSON (application/json), or form data (multipart/form-data) for an upload.',
    ko: '이 호출은 이 형식(Content-Type)의 본문을 읽지 않습니다. JSON(application/json)으로, 업로드는 양식 데이터(multipart/form-data)로 보내 주세요.',
  },
} as const satisfies Record<string, { en: string; ko: string }>;

export type InputFieldIssueCode = keyof typeof INPUT_FIELD_ISSUES;

/** The message of an input field issue in a language, English when the language is unknown. */
export function inputFieldIssueMessage(code: InputFieldIssueCode, language: string | undefined) {
  return language === 'ko' ? INPUT_FIELD_ISSUES[code].ko : INPUT_FIELD_ISSUES[code].en;
}

/**
 * What is wrong with one value of a request whose schema refused it, whatever the route: the
 * words of a refused field of INVALID_REQUEST. `{field}` is the field as the request spelled it
 * ("description.ko"), `{limit}` the schema's bound, `{values}` the values it accepts and
 * `{expected}` the kind of value it takes (VALUE_KINDS).
 */
export const VALUE_ISSUES = {
  required: { en: '“{field}” is required.', ko: '“{field}” 값이 필요합니다.' },
  tooLong: {
    en: '“{field}” may be at most {limit} characters long.',
    ko: '“{field}”은(는) 최대 {limit}자까지 입력할 수 있습니다.',
  },
  tooShort: {
    en: '“{field}” must be at least {limit} characters long.',
    ko: '“{field}”은(는) {limit}자 이상이어야 합니다.',
  },
  tooMany: {
    en: '“{field}” may have at most {limit} entries.',
    ko: '“{field}”에는 최대 {limit}개까지 넣을 수 있습니다.',
  },
  empty: {
    en: '“{field}” needs at least one entry.',
    ko: '“{field}”에는 하나 이상이 있어야 합니다.',
  },
  tooFew: {
    en: '“{field}” needs at least {limit} entries.',
    ko: '“{field}”에는 {limit}개 이상이 있어야 합니다.',
  },
  tooLarge: {
    en: '“{field}” may be at most {limit}.',
    ko: '“{field}”은(는) {limit} 이하여야 합니다.',
  },
  tooSmall: {
    en: '“{field}” must be at least {limit}.',
    ko: '“{field}”은(는) {limit} 이상이어야 합니다.',
  },
  notOneOf: {
    en: '“{field}” must be one of: {values}.',
    ko: '“{field}”은(는) 다음 중 하나여야 합니다: {values}.',
  },
  wrongType: {
    en: '“{field}” must be {expected}.',
    ko: '“{field}”에는 {expected} 값을 넣어야 합니다.',
  },
  unknownFields: {
    en: 'This call does not take the fields {values}.',
    ko: '이 호출에서 받지 않는 필드가 있습니다: {values}.',
  },
  invalid: {
    en: '“{field}” has a value this call does not accept.',
    ko: '“{field}” 값이 올바르지 않습니다.',
  },
} as const satisfies Record<string, { en: string; ko: string }>;

export type ValueIssueKind = keyof typeof VALUE_ISSUES;

/** The kinds of value a schema expects, as `{expected}` names them. */
export const VALUE_KINDS = {
  string: { en: 'text', ko: '문자열' },
  number: { en: 'a number', ko: '숫자' },
  boolean: { en: 'true or false', ko: 'true 또는 false' },
  array: { en: 'a list', ko: '목록(배열)' },
  object: { en: 'an object', ko: '객체' },
} as const satisfies Record<string, { en: string; ko: string }>;

/** The words of a refused value in a language, English when the language is unknown. */
export function valueIssueMessage(
  kind: ValueIssueKind,
  language: string | undefined,
  values: {
    field: string;
    limit?: number | string;
    values?: readonly string[];
    expected?: string;
  },
): string {
  const ko = language === 'ko';
  const expected =
    values.expected && Object.hasOwn(VALUE_KINDS, values.expected)
      ? VALUE_KINDS[values.expected as keyof typeof VALUE_KINDS][ko ? 'ko' : 'en']
      : (values.expected ?? '');
  const filled: Record<string, string> = {
    field: values.field || (ko ? '요청 본문' : 'body'),
    limit: values.limit === undefined ? '' : String(values.limit),
    values: (values.values ?? []).map((value) => `“${value}”`).join(', '),
    expected,
  };
  const template = ko ? VALUE_ISSUES[kind].ko : VALUE_ISSUES[kind].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => filled[name] ?? whole);
}
