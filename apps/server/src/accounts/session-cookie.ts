import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import {
  createSession,
  destroySession,
  destroyUserSessions,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
} from './session.js';

/**
 * Starts a session for a user and hands the browser its HTTP-only cookie. A session the browser
 * still holds (another account's, or an older one of this account) is ended on the server, not
 * only replaced in the cookie: a copy of the old cookie signs nobody in any more.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await destroySession(db, previous);
  // Expired rows are never read again; dropping the user's own keeps the table small.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', new Date())
    .execute();
  const { token } = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

/** Ends the request's session, if any, and removes the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await destroySession(db, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of the request's user, this one included, and removes the cookie. */
export async function endAllSessions(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.user) await destroyUserSessions(db, request.user.id);
  else await endSession(db, request, reply);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
