import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type FieldIssue,
  inputFieldIssueMessage,
  type Language,
  type PackageIssueCode,
  packageFileNameProblem,
  packageIssueMessage,
} from '@lagoon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PackageReportIssue } from '../db/schema.js';
import { clientKey } from '../http/client-address.js';
import { AppError } from '../http/errors.js';
import { malformedUpload, readMultipart } from '../http/multipart.js';
import { UPLOAD_WINDOW_MS, UPLOADS_AT_ONCE, UploadThrottle } from './package/upload-limits.js';

export interface ReceivedPackage {
  /** The file on disk, in a private temporary folder; call dispose() when done. */
  path: string;
  fileName: string;
  size: number;
  dispose(): Promise<void>;
}

/**
 * One package upload throttle per application (tests build many), found through the config
 * every plugin context of an application shares (`request.server` is the plugin's own).
 */
const throttles = new WeakMap<object, UploadThrottle>();
/** The same for access tokens: a few uploads at once, no per-minute count (see below). */
const tokenThrottles = new WeakMap<object, UploadThrottle>();

/**
 * Takes one of the signed-in developer's package upload places (UploadThrottle: a few at once,
 * a few a minute) or throws RATE_LIMITED before any of the body is read. Call the returned
 * function when the upload is done, refused or not. An upload made with an access token is
 * held to the token's hourly uploads instead of the minute's (counted when the token was
 * checked, TOKEN_UPLOADS_PER_HOUR), so a CI build can publish a dozen items in a row; it still
 * takes one of a few places at once.
 */
export function takeUploadPlace(request: FastifyRequest): () => void {
  const token = request.accessToken;
  if (token) {
    let throttle = tokenThrottles.get(request.server.config);
    if (!throttle) {
      throttle = new UploadThrottle({
        atOnce: UPLOADS_AT_ONCE,
        perWindow: Number.POSITIVE_INFINITY,
        windowMs: UPLOAD_WINDOW_MS,
      });
      tokenThrottles.set(request.server.config, throttle);
    }
    return throttle.acquire(`token:${token.id}`);
  }
  const key = request.user ? `user:${request.user.id}` : `ip:${clientKey(request.ip)}`;
  return uploadThrottleOf(request.server).acquire(key);
}

/** The package upload throttle of an application; developers are keyed `user:<id>`. */
export function uploadThrottleOf(app: FastifyInstance): UploadThrottle {
  let throttle = throttles.get(app.config);
  if (!throttle) {
    throttle = new UploadThrottle();
    throttles.set(app.config, throttle);
  }
  return throttle;
}

/**
 * Streams the `file` part of a multipart upload to a temporary file, never holding it in
 * memory, and stops at `maxBytes`. The name comes from the `filename` field when given (the
 * store's upload call sends both), else from the part. Refusals, a broken body included (see
 * readMultipart), leave nothing behind.
 */
export async function receivePackage(
  request: FastifyRequest,
  maxBytes: number,
  language: Language,
): Promise<ReceivedPackage> {
  const fileMissing = () =>
    new AppError('INVALID_REQUEST', [
      {
        field: 'file',
        code: 'publishing.file.required',
        message: inputFieldIssueMessage('upload.fileMissing', language),
      },
    ]);
  if (!request.isMultipart()) {
    // A multipart type Fastify cannot take (no boundary) is a broken form, not a missing file.
    const type = request.headers['content-type'] ?? '';
    throw /^\s*multipart\//i.test(type) ? malformedUpload(request) : fileMissing();
  }
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-package-'));
  const dispose = () => fs.promises.rm(folder, { recursive: true, force: true });
  const target = path.join(folder, 'package.zip');
  let fieldName: string | undefined;
  let partName: string | undefined;
  let received = false;
  try {
    await readMultipart(
      request,
      { fileSize: maxBytes, files: 1, fields: 4, parts: 5 },
      {
        field(name, value) {
          if (name === 'filename' && typeof value === 'string') fieldName = value.trim();
        },
        async file(part) {
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            return;
          }
          partName = part.filename;
          // Refuse by name before reading a byte when the name is already known to be wrong.
          const early = packageFileNameProblem(fieldName ?? part.filename ?? '');
          if (early) {
            part.file.resume();
            throw new AppError(early);
          }
          await pipeline(part.file, fs.createWriteStream(target, { mode: 0o600 }));
          if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
          received = true;
        },
      },
    );
    const fileName = fieldName || partName || '';
    if (!received) throw fileMissing();
    const problem = packageFileNameProblem(fileName);
    if (problem) throw new AppError(problem);
    const { size } = await fs.promises.stat(target);
    return { path: target, fileName, size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The report's errors as the field issues of an INVALID_PACKAGE refusal. */
export function reportErrorFields(
  errors: readonly PackageReportIssue[],
  language: Language,
): FieldIssue[] {
  return errors.map((issue) => ({
    field: issue.path ?? '',
    code: issue.code,
    message: packageIssueMessage(issue.code as PackageIssueCode, language, issue),
  }));
}
