import { ERROR_MESSAGES_EN } from './error-messages.en.js';
import { ERROR_MESSAGES_KO } from './error-messages.ko.js';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-status.js';

export { ERROR_MESSAGES_EN } from './error-messages.en.js';
export { ERROR_MESSAGES_KO } from './error-messages.ko.js';
export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-status.js';

export interface ErrorEntry {
  status: number;
  en: string;
  ko: string;
}

/**
 * Every error the server can return, with its HTTP status and its message in each
 * interface language. The web app reads its error strings from the same tables, so a code
 * never reaches a user without words.
 */
export const ERRORS: Readonly<Record<ErrorCode, ErrorEntry>> = Object.fromEntries(
  ERROR_CODES.map((code) => [
    code,
    { status: ERROR_STATUS[code], en: ERROR_MESSAGES_EN[code], ko: ERROR_MESSAGES_KO[code] },
  ]),
) as Record<ErrorCode, ErrorEntry>;

/** The message of an error code in a language, English when the language is unknown. */
export function errorMessage(code: ErrorCode, language: string | undefined): string {
  return language === 'ko' ? ERROR_MESSAGES_KO[code] : ERROR_MESSAGES_EN[code];
}

export {
  INPUT_FIELD_ISSUES,
  type InputFieldIssueCode,
  inputFieldIssueMessage,
  VALUE_ISSUES,
  VALUE_KINDS,
  type ValueIssueKind,
  valueIssueMessage,
} from './error-fields.js';
