import {
  type ErrorCode,
  type FieldIssue,
  inputFieldIssueMessage,
  type Language,
  SINGLE_LINE_ISSUE,
} from '@lagoon/contract';

/** One value a route's schema refused, as it reported it: the message is the contract's key. */
interface RefusedValue {
  message?: string;
}

/**
 * The answer to an input its schema refused: INVALID_REQUEST with the fields as they were
 * named, or TEXT_NOT_SINGLE_LINE when a single-line field (the contract's singleLineText) held
 * a line break or another control character, that field then named by the rule's own code and
 * words whatever the route's naming. `fields[i]` names `issues[i]`.
 */
export function schemaRefusal(
  issues: readonly RefusedValue[],
  fields: readonly FieldIssue[],
  language: Language,
): { code: ErrorCode; fields: FieldIssue[] } {
  let code: ErrorCode = 'INVALID_REQUEST';
  const named = fields.map((field, index) => {
    if (issues[index]?.message !== SINGLE_LINE_ISSUE) return field;
    code = 'TEXT_NOT_SINGLE_LINE';
    return {
      field: field.field,
      code: SINGLE_LINE_ISSUE,
      message: inputFieldIssueMessage('text.lineBreak', language),
    };
  });
  return { code, fields: named };
}
