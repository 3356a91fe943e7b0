import type { FieldIssue, Language } from '@lagoon/contract';
import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.js';
import { requestLanguage } from './language.js';
import { schemaRefusal } from './schema-refusal.js';
import { fieldOf, schemaIssueWords } from './value-issues.js';

/**
 * Request bodies are declared in each route's `schema.body`, so validation, the handler's types
 * and the OpenAPI document come from the contract's schema. A refused body is INVALID_REQUEST
 * with one issue per failing field; a route plugin says here how its fields are named, so its
 * forms can show the contract's words in the visitor's language.
 */

/**
 * The code and words of one refused body field, in the request's language. `message` is the
 * schema's own (a message key where the contract gives one); `words` say what is wrong with the
 * value in the request's language ("“description.ko” may be at most 16000 characters long").
 */
export type BodyIssueNamer = (
  issue: { field: string; message: string; words: string },
  language: Language,
) => { code: string; message: string };

/**
 * A write's JSON body, where sending none is the same as sending `{}`: optional fields take
 * their defaults and a missing required field is named like any other.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/**
 * Field codes of an area of the contract: the schema's own message when it is a key of the
 * area (`moderation.guidelines.required`), otherwise `<area>.<field>.invalid`; the words say
 * what is wrong with the value, in the request's language.
 */
export function areaFieldCodes(area: string): BodyIssueNamer {
  return ({ field, message, words }) => ({
    code: message.startsWith(`${area}.`)
      ? message
      : `${area}.${field.split('.')[0] || 'body'}.invalid`,
    message: words,
  });
}

/**
 * Names the body problems of every route the plugin declares from here on. Validation still
 * runs where Fastify runs it (after the plugin's onRequest and the route's preValidation
 * hooks, so callers who may not make the call are refused first); its failure is kept on the
 * request and turned into INVALID_REQUEST here, before the handler. A failing path parameter
 * or query goes on to the error handler as it is.
 */
export function nameBodyIssues(app: Pick<FastifyInstance, 'addHook'>, namer: BodyIssueNamer): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError;
    if (!error) return;
    if (error.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(error)) {
      throw error;
    }
    const language = requestLanguage(request);
    const issues: ZodFastifySchemaValidationError[] = error.validation;
    const fields: FieldIssue[] = issues.map((issue) => {
      const field = fieldOf(issue);
      const words = schemaIssueWords(issue, request.body ?? {}, language);
      return { field, ...namer({ field, message: issue.message ?? '', words }, language) };
    });
    const refusal = schemaRefusal(issues, fields, language);
    throw new AppError(refusal.code, refusal.fields);
  });
}
