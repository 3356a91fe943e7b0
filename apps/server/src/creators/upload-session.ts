import { randomBytes } from 'node:crypto';
import type { UploadSession } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import { hashToken, SESSION_COOKIE } from '../accounts/session.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';

export const UPLOAD_SESSION_TTL_MS = 30 * 60 * 1000;

/** Who an upload session acts for: a user, through the sign-in session that opened it. */
export interface UploadSessionOwner {
  userId: string;
  /** The `sessions.id` (the hash of the session cookie) the key lives and dies with. */
  signInSessionId: string;
}

/**
 * Where media go up and come down: paths on the origin of the page that asks. The store answers
 * on more than one address (PUBLIC_URL, STORE_HOSTNAMES, 127.0.0.1 beside localhost), and its
 * pages allow requests to their own origin only, so an absolute PUBLIC_URL would send the
 * upload of a page opened at another address to a host the page may not reach.
 */
export const UPLOAD_HOST = '/creator/api';
export const DOWNLOAD_HOST = '/files';

/**
 * Opens a short-lived upload session for a developer: the key goes to the client, only its hash
 * is stored, bound to the sign-in session that asked for it. Media uploads present the key;
 * findUploadSessionUser accepts it only while that sign-in session lasts, so signing out (or
 * out everywhere) ends it too. The hosts are UPLOAD_HOST and DOWNLOAD_HOST.
 */
export async function createUploadSession(
  db: Db,
  owner: UploadSessionOwner,
): Promise<UploadSession> {
  const sessionKey = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.deleteFrom('upload_sessions').where('expires_at', '<=', new Date(now)).execute();
  await db
    .insertInto('upload_sessions')
    .values({
      id: hashToken(sessionKey),
      user_id: owner.userId,
      session_id: owner.signInSessionId,
      expires_at: new Date(now + UPLOAD_SESSION_TTL_MS),
    })
    .execute();
  return {
    sessionKey,
    downloadHost: DOWNLOAD_HOST,
    uploadHost: UPLOAD_HOST,
  };
}

/**
 * Opens an upload session for the signed-in developer `userId`, bound to the request's own
 * sign-in session.
 */
export function openUploadSession(request: FastifyRequest, userId: string): Promise<UploadSession> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new AppError('LOGIN_REQUIRED');
  return createUploadSession(request.server.db, { userId, signInSessionId: hashToken(token) });
}

/**
 * The user an upload session key belongs to, or null: unknown, expired, or its sign-in session
 * ended (signed out, expired, or every session ended).
 */
export async function findUploadSessionUser(db: Db, sessionKey: string): Promise<string | null> {
  if (!sessionKey) return null;
  const now = new Date();
  const row = await db
    .selectFrom('upload_sessions')
    .innerJoin('sessions', 'sessions.id', 'upload_sessions.session_id')
    .select('upload_sessions.user_id')
    .where('upload_sessions.id', '=', hashToken(sessionKey))
    .where('upload_sessions.expires_at', '>', now)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
