import { BANNER_IMAGE_MAX_BYTES, errorMessage } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { readMultipart } from '../http/multipart.js';

/**
 * Reads a multipart banner call through readMultipart (a broken body is INVALID_REQUEST, a
 * limit PAYLOAD_TOO_LARGE): one `file` part and, for a new banner, its fields as JSON in a
 * `banner` part.
 */
export async function readBannerParts(
  request: FastifyRequest,
): Promise<{ file: Buffer | null; banner: unknown }> {
  let file = null as Buffer | null;
  let banner: unknown = {};
  await readMultipart(
    request,
    { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2 },
    {
      field(name, value) {
        if (name !== 'banner') return;
        // A part sent as application/json arrives parsed; a plain one is JSON text.
        if (typeof value !== 'string') {
          banner = value;
          return;
        }
        try {
          banner = JSON.parse(value);
        } catch {
          throw new AppError('INVALID_REQUEST', [
            {
              field: 'banner',
              code: 'admin.curation.banner.invalid',
              message: errorMessage('INVALID_REQUEST', requestLanguage(request)),
            },
          ]);
        }
      },
      async file(part) {
        if (part.fieldname === 'file') file = await part.toBuffer();
        else part.file.resume();
      },
    },
  );
  return { file, banner };
}
