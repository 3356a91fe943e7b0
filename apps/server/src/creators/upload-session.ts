import { randomBytes } from 'node:crypto';
import type { UploadSession } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';
import { hashToken, SESSION_COOKIE } from '../accounts/session.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';

export const UPLOAD_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * Who an upload session acts for: a user, through what opened it, which the key lives and dies
 * with: a browser's sign-in session (the `sessions.id`, the hash of its cookie) or a script's
 * access token (its `access_tokens.id`).
 */
export type UploadSessionOwner =
  | { userId: string; signInSessionId: string }
  | { userId: string; accessTokenId: string };

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
 * is stored, bound to the sign-in session or access token that asked for it. Media uploads
 * present the key; findUploadSessionUser accepts it only while that session or token lasts, so
 * signing out (or out everywhere), or revoking the token, ends it too. The hosts are
 * UPLOAD_HOST and DOWNLOAD_HOST.
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
      session_id: 'signInSessionId' in owner ? owner.signInSessionId : null,
      access_token_id: 'accessTokenId' in owner ? owner.accessTokenId : null,
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
 * Opens an upload session for the developer `userId`, bound to what the request authenticated
 * with: its access token when it came with one (a script, which has no sign-in session), else
 * its own sign-in session.
 */
export function openUploadSession(request: FastifyRequest, userId: string): Promise<UploadSession> {
  const db = request.server.db;
  if (request.accessToken) {
    return createUploadSession(db, { userId, accessTokenId: request.accessToken.id });
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new AppError('LOGIN_REQUIRED');
  return createUploadSession(db, { userId, signInSessionId: hashToken(token) });
}

/**
 * The user an upload session key belongs to, or null: unknown, expired, or what it is bound to
 * ended (the sign-in session signed out or expired, every session ended; the access token
 * revoked or expired).
 */
export async function findUploadSessionUser(db: Db, sessionKey: string): Promise<string | null> {
  if (!sessionKey) return null;
  const now = new Date();
  const row = await db
    .selectFrom('upload_sessions')
    .leftJoin('sessions', 'sessions.id', 'upload_sessions.session_id')
    .leftJoin('access_tokens', 'access_tokens.id', 'upload_sessions.access_token_id')
    .select('upload_sessions.user_id')
    .where('upload_sessions.id', '=', hashToken(sessionKey))
    .where('upload_sessions.expires_at', '>', now)
    .where((where) =>
      where.or([
        where('sessions.expires_at', '>', now),
        where.and([
          where('access_tokens.revoked_at', 'is', null),
          where('access_tokens.expires_at', '>', now),
          // The token's owner: a key is never worth more than the token it came from.
          where('access_tokens.user_id', '=', where.ref('upload_sessions.user_id')),
        ]),
      ]),
    )
    .executeTakeFirst();
  return row?.user_id ?? null;
}
