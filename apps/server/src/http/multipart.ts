import type { Multipart, MultipartFile } from '@fastify/multipart';
import { type FieldIssue, inputFieldIssueMessage } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { requestLanguage } from './language.js';

/** Busboy's limits for one call; going over any of them is PAYLOAD_TOO_LARGE. */
export interface MultipartLimits {
  /** Bytes of one file part. */
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
  /** Bytes of one text field; busboy's default is 1 MiB. */
  fieldSize?: number;
}

export interface MultipartHandlers {
  /** A text field, in the order sent; a part sent as application/json arrives parsed. */
  field?: (name: string, value: unknown) => void;
  /**
   * A file part, in the order sent. The handler reads `part.file` to its end or resumes it; a
   * failure of that stream (the body cut short) is the client's, and becomes the same refusal
   * as a broken form. Other failures (the disk) stay what they are.
   */
  file: (part: MultipartFile) => Promise<void>;
}

/** @fastify/multipart's limit errors: the form has more, or larger, parts than allowed. */
const LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The refusal of a body that is not readable form data (the field issue says so). */
export function malformedUpload(request: FastifyRequest, cause?: unknown): AppError {
  const issue: FieldIssue = {
    field: 'file',
    code: 'upload.malformed',
    message: inputFieldIssueMessage('upload.malformed', requestLanguage(request)),
  };
  return new AppError('INVALID_REQUEST', [issue], { cause });
}

/** Whether the form's type names a boundary: without one (or an empty one) no part can be read. */
function hasBoundary(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /;\s*boundary=(?:"[^"]+"|[^";\s]+)/i.test(type);
}

/**
 * What a failure while reading the form becomes: refusals pass as they are, limits are
 * PAYLOAD_TOO_LARGE, and anything the parser raised (no boundary, a body cut short, broken part
 * headers, a prototype key, a premature close) is INVALID_REQUEST with `upload.malformed`.
 */
function refusal(request: FastifyRequest, error: unknown, fromParser: boolean): unknown {
  if (error instanceof AppError) return error;
  const code = errorCode(error);
  if (code && LIMIT_CODES.has(code))
    return new AppError('PAYLOAD_TOO_LARGE', undefined, { cause: error });
  // Every other error of @fastify/multipart is about the body (FST_PROTO_VIOLATION,
  // FST_INVALID_JSON_FIELD_ERROR, FST_MP_PREMATURE_CLOSE, FST_INVALID_MULTIPART_CONTENT_TYPE).
  if (fromParser || code?.startsWith('FST_')) {
    request.log.info({ err: error }, 'refused a malformed multipart body');
    return malformedUpload(request, error);
  }
  return error;
}

/**
 * Reads a multipart/form-data request part by part: the one way the server reads uploads
 * (packages, listing images, banners), so every broken body gets the same answer (400
 * INVALID_REQUEST, `upload.malformed`) instead of the parser's exception, and a limit gets 413
 * PAYLOAD_TOO_LARGE. Callers keep nothing until it returns, so a refusal stores nothing.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  handlers: MultipartHandlers,
): Promise<void> {
  if (!request.isMultipart() || !hasBoundary(request)) throw malformedUpload(request);
  const streamFailures = new WeakSet<object>();
  let parts: AsyncIterator<Multipart>;
  try {
    // Busboy refuses a missing or unusable boundary when it is created, on the first read.
    parts = request.parts({ limits })[Symbol.asyncIterator]();
  } catch (error) {
    throw refusal(request, error, true);
  }
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw refusal(request, error, true);
      }
      if (next.done) return;
      const part = next.value;
      if (part.type === 'field') {
        handlers.field?.(part.fieldname, part.value);
        continue;
      }
      // Busboy emits a body cut short on the part's stream; @fastify/multipart destroys the
      // stream with it. Either way the handler's read fails with that error.
      part.file.on('error', (error: unknown) => {
        if (typeof error === 'object' && error !== null) streamFailures.add(error);
      });
      try {
        await handlers.file(part);
      } catch (error) {
        const fromBody =
          typeof error === 'object' &&
          error !== null &&
          // A disk that fails under pipeline() destroys the part with its error too.
          !('syscall' in error) &&
          (streamFailures.has(error) || part.file.errored === error);
        throw refusal(request, error, fromBody);
      }
      // A part the handler left unread would stall the parser before the next one.
      if (!part.file.readableEnded && !part.file.destroyed) part.file.resume();
    }
  } finally {
    await parts.return?.();
  }
}
