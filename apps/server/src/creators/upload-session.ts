import { randomBytes } from 'node:crypto';
import type { UploadSession } from '@lagoon/contract';
import { hashToken } from '../accounts/session.js';
import type { Db } from '../db/database.js';

export const UPLOAD_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * Opens a short-lived upload session for a developer: the key goes to the client, only its hash
 * is stored. Media uploads present the key; findUploadSessionUser checks it.
 */
export async function createUploadSession(
  db: Db,
  userId: string,
  publicUrl: string,
): Promise<UploadSession> {
  const sessionKey = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.deleteFrom('upload_sessions').where('expires_at', '<=', new Date(now)).execute();
  await db
    .insertInto('upload_sessions')
    .values({
      id: hashToken(sessionKey),
      user_id: userId,
      expires_at: new Date(now + UPLOAD_SESSION_TTL_MS),
    })
    .execute();
  return {
    sessionKey,
    downloadHost: `${publicUrl}/files`,
    uploadHost: `${publicUrl}/creator/api`,
  };
}

/** The user an unexpired upload session key belongs to, or null. */
export async function findUploadSessionUser(db: Db, sessionKey: string): Promise<string | null> {
  if (!sessionKey) return null;
  const row = await db
    .selectFrom('upload_sessions')
    .select('user_id')
    .where('id', '=', hashToken(sessionKey))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}
