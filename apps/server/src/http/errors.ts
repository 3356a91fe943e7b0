import {
  ERRORS,
  type ErrorCode,
  errorHeadline,
  errorMessage,
  type FieldIssue,
  type InputFieldIssueCode,
  inputFieldIssueMessage,
  type Language,
} from '@lagoon/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage } from './language.js';
import { schemaRefusal } from './schema-refusal.js';
import { fieldOf, schemaIssueWords } from './value-issues.js';

/** A failure the client is meant to see, carrying a code from the contract. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldIssue[],
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}

/**
 * A refusal that names one field of the request: `fieldCode` is the key the form shows beside
 * that field, the message is the error's own in the caller's language.
 */
export function fieldError(
  code: ErrorCode,
  field: string,
  fieldCode: string,
  language: Language,
): AppError {
  return new AppError(code, [{ field, code: fieldCode, message: errorMessage(code, language) }]);
}

/**
 * Logs a refusal (a 4xx) at info level: its code, status and the fields it names with their
 * codes, so an operator can tell why a user was turned away. Never the request's body, cookies
 * or headers, nor the fields' words, which may quote what was sent.
 */
export function logRefusal(
  request: FastifyRequest,
  code: ErrorCode,
  fields?: readonly Pick<FieldIssue, 'field' | 'code'>[],
): void {
  const status = ERRORS[code].status;
  if (status < 400 || status >= 500) return;
  request.log.info(
    {
      refusal: {
        code,
        status,
        ...(fields && fields.length > 0
          ? { fields: fields.map(({ field, code: fieldCode }) => ({ field, code: fieldCode })) }
          : {}),
      },
    },
    'refused request',
  );
}

/**
 * Sends the one error shape of the API. Its `message` says what is wrong (errorHeadline): the
 * code's words, or a named field's when they say more.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: FieldIssue[],
): FastifyReply {
  const language = requestLanguage(request);
  logRefusal(request, code, fields);
  return reply
    .code(ERRORS[code].status)
    .type('application/json; charset=utf-8')
    .send({
      error: {
        code,
        message: errorHeadline(code, fields, language),
        status: ERRORS[code].status,
        logref: request.id,
        ...(fields && fields.length > 0 ? { fields } : {}),
      },
    });
}

/** The input a validation error is about: the body, the query string or the path parameters. */
function validatedInput(request: FastifyRequest, error: FastifyError): unknown {
  switch (error.validationContext) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body ?? {};
  }
}

function fieldIssues(request: FastifyRequest, error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const language = requestLanguage(request);
  const input = validatedInput(request, error);
  return error.validation.map((issue) => ({
    field: fieldOf(issue),
    code: issue.keyword,
    message: schemaIssueWords(issue, input, language),
  }));
}

/** Fastify's refusals of a body it could not parse: the issue that names the cause. */
function bodyParseIssue(error: FastifyError): InputFieldIssueCode | null {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'body.unsupportedType';
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (error instanceof SyntaxError && error.statusCode === 400)
  ) {
    return 'body.invalidJson';
  }
  return null;
}

/**
 * Whether a database error is PostgreSQL (or PGlite) refusing a text it cannot store: U+0000
 * in text (22021 character_not_in_repertoire, "invalid byte sequence"), \u0000 in json/jsonb
 * (22P05 untranslatable_character, "unsupported Unicode escape sequence"), or an unpaired
 * surrogate escape in json/jsonb (22P02 from the JSON parser). The request hook refuses these
 * texts first; this is the last line of defence for input it cannot see (multipart parts, texts
 * read from an uploaded package).
 */
export function isUnstorableTextError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, routine, message, detail, cause } = error as Record<string, unknown>;
  if (code === '22021' || code === '22P05') return true;
  if (
    code === '22P02' &&
    ((typeof routine === 'string' && routine.startsWith('json')) ||
      /type jsonb?\b|surrogate/i.test(`${String(message ?? '')} ${String(detail ?? '')}`))
  ) {
    return true;
  }
  return isUnstorableTextError(cause, depth + 1);
}

/**
 * Fastify's own refusals before any route is found (`frameworkErrors`): a path that is no valid
 * URL component (FST_ERR_BAD_URL) or a path parameter over the router's length limit
 * (FST_ERR_MAX_PARAM_LENGTH, otherwise a bare 414). They get the API's error shape too.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'rejected request');
  void sendError(request, reply, 'INVALID_REQUEST');
}

/** Maps every thrown error to the API error shape; unexpected ones are logged and hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.fields);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const refusal = schemaRefusal(
        error.validation ?? [],
        fieldIssues(request, error),
        requestLanguage(request),
      );
      return sendError(request, reply, refusal.code, refusal.fields);
    }
    if (isUnstorableTextError(error)) {
      request.log.info({ err: error }, 'refused a text the database cannot store');
      return sendError(request, reply, 'INVALID_REQUEST', [
        {
          field: '',
          code: 'text.invalidCharacter',
          message: inputFieldIssueMessage('text.invalidCharacter', requestLanguage(request)),
        },
      ]);
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    }
    if (error.statusCode === 429) return sendError(request, reply, 'RATE_LIMITED');
    const parseIssue = bodyParseIssue(error);
    if (parseIssue) {
      return sendError(request, reply, 'INVALID_REQUEST', [
        {
          field: '',
          code: parseIssue,
          message: inputFieldIssueMessage(parseIssue, requestLanguage(request)),
        },
      ]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'rejected request');
      return sendError(request, reply, error.statusCode === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });
}
