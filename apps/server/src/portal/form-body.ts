import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-image.js';

/** A parsed form: text fields, and uploaded files as bytes. */
export type FormBody = Record<string, string | UploadedFile>;

export interface UploadedFile {
  kind: 'file';
  name: string;
  type: string;
  data: Buffer;
}

const FORM_LIMIT = 64 * 1024;
/** A picture plus the text fields and the multipart framing. */
export const MULTIPART_LIMIT = PROFILE_IMAGE_MAX_BYTES + 256 * 1024;

function fromUrlEncoded(text: string): FormBody {
  const body: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in body)) body[key] = value;
  return body;
}

async function fromMultipart(data: Buffer, contentType: string): Promise<FormBody> {
  const form = await new Response(data, { headers: { 'content-type': contentType } }).formData();
  const body: FormBody = {};
  for (const [key, value] of form) {
    if (key in body) continue;
    if (typeof value === 'string') body[key] = value;
    else if (value.size > 0) {
      body[key] = {
        kind: 'file',
        name: value.name,
        type: value.type,
        data: Buffer.from(await value.arrayBuffer()),
      };
    }
  }
  return body;
}

/**
 * Parsers for the portal's own HTML forms, scoped to the portal's routes. The whole body is
 * parsed before validation so the anti-forgery check can read the form's `_xsrf` field, which a
 * streaming multipart parser would only reach inside the handler.
 */
export function registerFormParsers(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, text, done) => done(null, fromUrlEncoded(String(text))),
  );
  if (app.hasContentTypeParser('multipart/form-data')) {
    app.removeContentTypeParser('multipart/form-data');
  }
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
    async (request: FastifyRequest, data: Buffer) => {
      try {
        return await fromMultipart(data, request.headers['content-type'] ?? '');
      } catch (cause) {
        throw Object.assign(new Error('malformed form', { cause }), { statusCode: 400 });
      }
    },
  );
}

/** A text field of a form body ('' when absent or a file). */
export function textField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** An uploaded file of a form body, if one was sent. */
export function fileField(body: unknown, name: string): UploadedFile | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[name];
  return value && typeof value === 'object' && Buffer.isBuffer((value as UploadedFile).data)
    ? (value as UploadedFile)
    : null;
}
