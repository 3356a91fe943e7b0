import { createHash, randomBytes } from 'node:crypto';
import { isChildAge } from '@lagoon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { DEFAULT_TOKEN_LIMITS, type TokenLimits } from './access-tokens.js';
import { bearerAuthenticator, refuseMissingScope, requiresSubmitScope } from './bearer-auth.js';
import { SESSION_USER_COLUMNS, type SessionUser, sessionUserOf } from './session-user.js';

export const SESSION_COOKIE = 'lagoon_session';
export const SESSION_TTL_DAYS = 30;

export type { SessionUser } from './session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user and returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** Ends the session a cookie token names. */
export async function destroySession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/**
 * Ends every session of a user ("sign out everywhere", a password change), but the one `keepToken`
 * names when given. The user's upload keys go too: they stand for a signed-in developer.
 */
export async function destroyUserSessions(
  db: Db,
  userId: string,
  keepToken?: string,
): Promise<void> {
  let sessions = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) sessions = sessions.where('id', '!=', hashToken(keepToken));
  await sessions.execute();
  await db.deleteFrom('upload_sessions').where('user_id', '=', userId).execute();
}

/** Looks up the user behind a session cookie token, or null when it is unknown or expired. */
export async function findSessionUser(
  db: Db,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(SESSION_USER_COLUMNS)
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? sessionUserOf(row) : null;
}

/** Throws LOGIN_REQUIRED unless someone is signed in. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('LOGIN_REQUIRED');
  return request.user;
}

/**
 * Throws unless the signed-in user is an administrator. Everyone else, signed in or not, gets
 * the not-found answer, so the admin API does not even confirm that it exists.
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = request.user;
  if (!user?.isAdmin) throw new AppError('NOT_FOUND');
  return user;
}

/** Throws AGE_LIMIT for children (age 1 to 13). */
export function requireNotChild(user: SessionUser): void {
  if (isChildAge(user.age)) throw new AppError('AGE_LIMIT');
}

const ANONYMOUS_PREFIXES = ['/assets/', '/files/'];

export interface SessionOptions {
  /** How many calls one access token may make an hour; the contract's by default. */
  tokenLimits?: TokenLimits;
}

/**
 * Resolves request.user on every request but static files: from an access token for a call of
 * /creator/api/ or /admin/api/ that carries `Authorization: Bearer` (bearer-auth.ts; its cookies
 * are then never read), else from the session cookie.
 */
export const sessionPlugin = fp<SessionOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('user', null);
    app.decorateRequest('accessToken', null);
    const authenticateBearer = bearerAuthenticator(
      app.db,
      options.tokenLimits ?? DEFAULT_TOKEN_LIMITS,
    );
    app.addHook('onRequest', async (request, reply) => {
      // Built assets and stored files are the same for everyone: no session lookup for them.
      if (ANONYMOUS_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      // Nor for the routes browsers and the companion call without cookies (the update
      // service, the companion's reports): they answer everyone alike and read no session.
      if (request.routeOptions.config.cookieless === true) return;
      if (await authenticateBearer(request, reply)) {
        if (reply.sent) return reply;
        return;
      }
      request.user = await findSessionUser(app.db, request.cookies[SESSION_COOKIE]);
    });
    app.addHook('preValidation', async (request, reply) => {
      if (requiresSubmitScope(request) && !request.accessToken?.scopes.includes('items:submit')) {
        return refuseMissingScope(request, reply, 'items:submit');
      }
    });
  },
  { name: 'session', dependencies: ['context', '@fastify/cookie', 'security'] },
);
