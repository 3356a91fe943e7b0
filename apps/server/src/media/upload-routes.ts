import { inputFieldIssueMessage, MAX_MEDIA_BYTES, MediaKind, MediaUpload } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCreatorOfUser } from '../creators/creator-queries.js';
import { hasAgreedToTerms } from '../creators/guard.js';
import { findUploadSessionUser } from '../creators/upload-session.js';
import { documentedCall } from '../http/api-document.js';
import { AppError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import { readMultipart } from '../http/multipart.js';
import { fileUrl } from '../storage/storage.js';
import { storeImage } from './images.js';
import { recordUpload } from './upload-queries.js';

/**
 * The developer an upload acts for. The session key is the credential (the upload host may be
 * another origin, without the session cookie), valid only while the sign-in session that opened
 * it lasts; when a signed-in user is present too, the key must be theirs, so one person cannot
 * upload into another's account.
 */
async function uploader(request: FastifyRequest, sessionKey: string): Promise<string> {
  const db = request.server.db;
  const userId = await findUploadSessionUser(db, sessionKey);
  if (!userId) throw new AppError('LOGIN_REQUIRED');
  if (request.user && request.user.id !== userId) throw new AppError('FORBIDDEN');
  const creator = await findCreatorOfUser(db, userId);
  if (!creator) throw new AppError('NOT_A_CREATOR');
  if (!hasAgreedToTerms(creator)) throw new AppError('TERMS_NOT_AGREED');
  return userId;
}

/**
 * Reads the one `file` part into memory (at most MAX_MEDIA_BYTES) through readMultipart: a
 * limit is PAYLOAD_TOO_LARGE, a broken body INVALID_REQUEST.
 */
async function receiveFile(request: FastifyRequest): Promise<Buffer> {
  const fileRequired = () =>
    new AppError('INVALID_REQUEST', [
      {
        field: 'file',
        code: 'media.file.required',
        message: inputFieldIssueMessage('upload.fileMissing', requestLanguage(request)),
      },
    ]);
  if (!request.isMultipart()) throw fileRequired();
  let data = null as Buffer | null;
  await readMultipart(
    request,
    { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 2, parts: 3 },
    {
      async file(part) {
        if (part.fieldname === 'file') data = await part.toBuffer();
        else part.file.resume();
      },
    },
  );
  if (!data) throw fileRequired();
  return data;
}

/** The call's body and an answer, for the OpenAPI document. */
const MEDIA_UPLOAD_DOCS = {
  multipart: {
    properties: {
      file: { type: 'string', format: 'binary', description: 'A PNG, JPEG or WebP image' },
    },
    required: ['file'],
  },
  responses: {
    201: {
      examples: {
        screenshot: {
          summary: 'A screenshot (kind=slide), stored with its WebP copies',
          value: {
            kind: 'slide',
            url: '/files/d60f0749c8c1333d9871e0f6c8a6b26115a3e6929bdc8af77442d8daf9b57bb7.png',
            width: 1280,
            height: 800,
            derivatives: {
              webp: '/files/c5c382cb268a6b37aad67fb9c72d2394d4756250f89a6fe566c304f895954852.webp',
              thumb: '/files/36463105e14c5c81b580b947d39518813910adf9b7377ba25f5507409923eb3d.webp',
            },
          } satisfies MediaUpload,
        },
      },
    },
  },
};

/** POST {uploadHost}/photo/upload: listing media (icon, slide, promotional image). */
export const mediaUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/creator/api/photo/upload',
    {
      schema: {
        tags: ['creator'],
        summary: 'Uploads a listing image with an upload session key',
        description:
          'Multipart with one `file` part (PNG, JPEG or WebP, at most 5 MB; the content decides, ' +
          'not the name). Sizes: slide 1280x800 or 640x400, image 440x280 or 220x140, icon ' +
          'square from 128 to 1024. The stored file is re-encoded without metadata, with a ' +
          'WebP copy and a WebP thumbnail. The key lives as long as the sign-in session or ' +
          'access token that opened it and is never written to the request log. Put the ' +
          'answer’s url into the draft (PATCH /creator/api/extensions/{id}: icon, slides, ' +
          'image). Refusals: LOGIN_REQUIRED (unknown or expired key, or the session or token ' +
          'that opened it ended), INVALID_REQUEST (no file part, or a ' +
          'form that cannot be read), ' +
          'FORBIDDEN (the key belongs to another signed-in user), NOT_A_CREATOR, ' +
          'TERMS_NOT_AGREED, INVALID_IMAGE, UNSUPPORTED_IMAGE_RESOLUTION, PAYLOAD_TOO_LARGE.',
        querystring: z.object({
          sessionKey: z.string().max(128).default(''),
          kind: MediaKind,
          // The language of the answer (the web app sends it with every call).
          hl: z.string().max(16).optional(),
        }),
        response: { 201: MediaUpload },
      },
      config: { swaggerTransform: documentedCall(MEDIA_UPLOAD_DOCS) },
    },
    async (request, reply) => {
      const { sessionKey, kind } = request.query;
      const userId = await uploader(request, sessionKey);
      const data = await receiveFile(request);
      const stored = await storeImage(app.storage, data, kind);
      await recordUpload(app.db, userId, kind, stored);
      reply.code(201).header('cache-control', 'no-store');
      return {
        kind,
        url: stored.url,
        width: stored.width,
        height: stored.height,
        derivatives: Object.fromEntries(
          Object.entries(stored.derivatives).map(([name, key]) => [name, fileUrl(key)]),
        ),
      };
    },
  );
};
