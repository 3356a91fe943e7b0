import {
  type ErrorCode,
  type FieldIssue,
  type Language,
  SINGLE_LINE_ISSUE,
} from '@lagoon/contract';
import { AppError } from '../http/errors.js';
import { type MessageKey, portalText } from './messages.js';

/** The message key of a field that broke the single-line rule (a nickname with a line break). */
const LINE_BREAK_KEY: MessageKey = 'error.nicknameLine';

/**
 * The refusal of a portal form asked for as JSON: `code` with each refused field named by its
 * message key and words, or TEXT_NOT_SINGLE_LINE when a field broke the single-line rule, that
 * field then named by the rule's code (text.lineBreak), as every JSON call names it.
 */
export function formRefusal(code: ErrorCode, fields: readonly FieldIssue[]): AppError {
  if (!fields.some((field) => field.code === LINE_BREAK_KEY))
    return new AppError(code, [...fields]);
  return new AppError(
    'TEXT_NOT_SINGLE_LINE',
    fields.map((field) =>
      field.code === LINE_BREAK_KEY ? { ...field, code: SINGLE_LINE_ISSUE } : field,
    ),
  );
}

/** The refused fields of a portal form in a language, named by their message keys. */
export function formFields(
  errors: Readonly<Partial<Record<string, MessageKey>>>,
  language: Language,
): FieldIssue[] {
  return Object.entries(errors).flatMap(([field, key]) =>
    key ? [{ field, code: key, message: portalText(language, key) }] : [],
  );
}
