import { errorMessage, type FieldIssue, type Language } from '@lagoon/contract';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Reads a body with a contract schema. A failure is INVALID_REQUEST naming each field: its
 * code is the schema's own message when that is a key of this area (`<area>.…`), otherwise
 * `<area>.<field>.invalid`; its message is the request's language.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  language: Language,
  area: string,
): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: FieldIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    code: issue.message.startsWith(`${area}.`)
      ? issue.message
      : `${area}.${String(issue.path[0] ?? 'body')}.invalid`,
    message: errorMessage('INVALID_REQUEST', language),
  }));
  throw new AppError('INVALID_REQUEST', fields);
}
