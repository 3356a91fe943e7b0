import { ERRORS, type ErrorCode, errorMessage, type FieldIssue } from '@lagoon/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage } from './language.js';

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

/** Sends the one error shape of the API. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: FieldIssue[],
): FastifyReply {
  const language = requestLanguage(request);
  return reply
    .code(ERRORS[code].status)
    .type('application/json; charset=utf-8')
    .send({
      error: {
        code,
        message: errorMessage(code, language),
        status: ERRORS[code].status,
        logref: request.id,
        ...(fields && fields.length > 0 ? { fields } : {}),
      },
    });
}

function fieldIssues(request: FastifyRequest, error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const language = requestLanguage(request);
  return error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    code: issue.keyword,
    message: language === 'ko' ? '올바른 값을 입력해 주세요.' : (issue.message ?? 'Invalid value'),
  }));
}

/** Maps every thrown error to the API error shape; unexpected ones are logged and hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.fields);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(request, reply, 'INVALID_REQUEST', fieldIssues(request, error));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    }
    if (error.statusCode === 429) return sendError(request, reply, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'rejected request');
      return sendError(request, reply, error.statusCode === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });
}
