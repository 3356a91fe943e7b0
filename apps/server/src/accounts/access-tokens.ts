import { createHash, randomBytes } from 'node:crypto';
import {
  TOKEN_DISPLAY_PREFIX_LENGTH,
  TOKEN_LAST_USED_PRECISION_MS,
  TOKEN_REQUESTS_PER_HOUR,
  TOKEN_SECRET_PATTERN,
  TOKEN_SECRET_PREFIX,
  TOKEN_UPLOADS_PER_HOUR,
  type TokenKind,
  type TokenScope,
} from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { SESSION_USER_COLUMNS, type SessionUser, sessionUserOf } from './session-user.js';

/** A new token's secret (shown once), its hash (stored) and its first characters (listed). */
export interface TokenSecret {
  secret: string;
  hash: string;
  displayPrefix: string;
}

/** The SHA-256 of a secret, as access_tokens.token_hash keeps it. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Makes a secret: `lgn_` and 32 random bytes in base64url. */
export function newTokenSecret(): TokenSecret {
  const secret = TOKEN_SECRET_PREFIX + randomBytes(32).toString('base64url');
  return {
    secret,
    hash: hashTokenSecret(secret),
    displayPrefix: secret.slice(0, TOKEN_DISPLAY_PREFIX_LENGTH),
  };
}

/** The token a request authenticated with, as the guards and limits see it. */
export interface AuthenticatedToken {
  id: string;
  kind: TokenKind;
  scopes: readonly TokenScope[];
}

/**
 * The token and user behind a secret, or null when the secret is malformed, unknown, revoked
 * or expired (the caller answers all of these alike). The lookup is by the secret's SHA-256
 * through a unique index: comparing hashes leaks nothing about the secret, so no constant-time
 * comparison is needed. A token's last use is written at most once a minute
 * (TOKEN_LAST_USED_PRECISION_MS), so a busy token costs no write per call.
 */
export async function resolveAccessToken(
  db: Db,
  secret: string,
  now: Date = new Date(),
): Promise<{ token: AuthenticatedToken; user: SessionUser } | null> {
  if (!TOKEN_SECRET_PATTERN.test(secret)) return null;
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .select([
      't.id as token_id',
      't.kind',
      't.scopes',
      't.last_used_at',
      't.expires_at',
      ...SESSION_USER_COLUMNS,
    ])
    .where('t.token_hash', '=', hashTokenSecret(secret))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (
    !row.last_used_at ||
    now.getTime() - row.last_used_at.getTime() >= TOKEN_LAST_USED_PRECISION_MS
  ) {
    await db
      .updateTable('access_tokens')
      .set({ last_used_at: now })
      .where('id', '=', row.token_id)
      .execute();
  }
  return {
    token: {
      id: row.token_id,
      kind: row.kind as TokenKind,
      scopes: row.scopes as TokenScope[],
    },
    user: sessionUserOf(row),
  };
}

/** How many calls, and uploads among them, one token may make per hour. */
export interface TokenLimits {
  requestsPerHour: number;
  uploadsPerHour: number;
}

export const DEFAULT_TOKEN_LIMITS: TokenLimits = {
  requestsPerHour: TOKEN_REQUESTS_PER_HOUR,
  uploadsPerHour: TOKEN_UPLOADS_PER_HOUR,
};

/** The length of one counting window of a token's calls. */
export const TOKEN_WINDOW_MS = 60 * 60 * 1000;
const REQUESTS_SCOPE = 'tokens:requests';
const UPLOADS_SCOPE = 'tokens:uploads';

/**
 * Counts one call of a token (and, for an upload, one upload) and says whether it is within the
 * hour's limits; when not, how many seconds remain until the window ends. The counts are rows
 * of attempt_limits (scope `tokens:requests` / `tokens:uploads`, key the token id), so every
 * server of a store counts the same calls; one statement adds to both. The window is fixed, as
 * the ratings' flood limits: `last_at` is when it began, the first call an hour later opens a
 * new one. A refused call is counted too, so hammering past the limit never reopens it early.
 */
export async function countTokenUse(
  db: Db,
  tokenId: string,
  upload: boolean,
  limits: TokenLimits,
  now: Date = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = new Date(now.getTime() - TOKEN_WINDOW_MS);
  const scopes = upload ? [REQUESTS_SCOPE, UPLOADS_SCOPE] : [REQUESTS_SCOPE];
  const values = sql.join(
    scopes.map(
      (scope) => sql`(${scope}, ${tokenId}, 1, 0, ${now}::timestamptz, ${now}::timestamptz)`,
    ),
  );
  const { rows } = await sql<{ scope: string; counted: number; last_at: Date }>`
    INSERT INTO attempt_limits AS l (scope, key, counted, running, last_at, running_until)
    VALUES ${values}
    ON CONFLICT (scope, key) DO UPDATE SET
      counted = CASE WHEN l.last_at <= ${windowStart}::timestamptz THEN 1 ELSE l.counted + 1 END,
      last_at = CASE WHEN l.last_at <= ${windowStart}::timestamptz
                     THEN ${now}::timestamptz ELSE l.last_at END,
      running_until = excluded.running_until
    RETURNING l.scope, l.counted, l.last_at`.execute(db);
  const over = rows.find(
    (row) =>
      row.counted > (row.scope === UPLOADS_SCOPE ? limits.uploadsPerHour : limits.requestsPerHour),
  );
  if (!over) return { allowed: true };
  const endsAt = new Date(over.last_at).getTime() + TOKEN_WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/** Deletes the token counts whose window ended; returns how many went. */
export async function sweepTokenCounts(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('attempt_limits')
    .where('scope', 'in', [REQUESTS_SCOPE, UPLOADS_SCOPE])
    .where('last_at', '<=', new Date(now.getTime() - TOKEN_WINDOW_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
