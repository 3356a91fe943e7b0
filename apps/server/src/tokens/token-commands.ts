import {
  type AccessToken,
  errorMessage,
  type Language,
  TOKEN_LIFETIME_DEFAULT_DAYS,
  TOKEN_LIFETIME_MAX_DAYS,
  TOKEN_SCOPES,
  TOKENS_PER_ACCOUNT_MAX,
  type TokenKind,
  type TokenScope,
} from '@lagoon/contract';
import { newTokenSecret } from '../accounts/access-tokens.js';
import { recordAction } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { presentToken } from './token-presenter.js';
import { type AccessTokenRow, findToken } from './token-queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a new token is asked to be. */
export interface TokenRequest {
  name: string;
  scopes: readonly TokenScope[];
  expiresInDays?: number | undefined;
  expiresAt?: string | undefined;
}

/**
 * When a new token expires: `expiresInDays` from now, or the `expiresAt` instant, which must lie
 * ahead and at most TOKEN_LIFETIME_MAX_DAYS away; neither is TOKEN_LIFETIME_DEFAULT_DAYS.
 * Both at once, or an instant out of range, is TOKEN_EXPIRY_INVALID naming the field.
 */
export function tokenExpiry(request: TokenRequest, now: Date, language: Language): Date {
  const refuse = (field: string) =>
    new AppError('TOKEN_EXPIRY_INVALID', [
      {
        field,
        code: 'tokens.expiry.invalid',
        message: errorMessage('TOKEN_EXPIRY_INVALID', language),
      },
    ]);
  if (request.expiresAt !== undefined && request.expiresInDays !== undefined) {
    throw refuse('expiresAt');
  }
  if (request.expiresAt !== undefined) {
    const at = new Date(request.expiresAt);
    const latest = now.getTime() + TOKEN_LIFETIME_MAX_DAYS * DAY_MS;
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime() || at.getTime() > latest) {
      throw refuse('expiresAt');
    }
    return at;
  }
  return new Date(now.getTime() + (request.expiresInDays ?? TOKEN_LIFETIME_DEFAULT_DAYS) * DAY_MS);
}

/** The log's words for a token: never its secret, nor its hash. */
function tokenDetails(row: AccessTokenRow): Record<string, unknown> {
  return {
    name: row.name,
    kind: row.kind,
    scopes: row.scopes,
    prefix: row.display_prefix,
    expiresAt: row.expires_at.toISOString(),
    owner: row.owner_email,
  };
}

/**
 * Creates a token of `kind` for `userId` and returns it with its secret, which is not kept:
 * only its SHA-256 and first characters are. The owner's row is locked while their active tokens
 * are counted, so two creations at once never pass TOKENS_PER_ACCOUNT_MAX (TOKEN_TOO_MANY).
 * The creation is a `token.create` line of the administrators' log in the same transaction.
 */
export async function createAccessToken(
  db: Db,
  owner: { userId: string; kind: TokenKind; language: Language },
  request: TokenRequest,
  now: Date = new Date(),
): Promise<{ token: AccessToken; secret: string }> {
  const expiresAt = tokenExpiry(request, now, owner.language);
  // One of each, in the contract's order, so lists and the log read the same for every token.
  const scopes = TOKEN_SCOPES.filter((scope) => request.scopes.includes(scope));
  const made = newTokenSecret();
  const row = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', owner.userId).forUpdate().execute();
    const active = await trx
      .selectFrom('access_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', owner.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= TOKENS_PER_ACCOUNT_MAX) throw new AppError('TOKEN_TOO_MANY');
    const { id } = await trx
      .insertInto('access_tokens')
      .values({
        user_id: owner.userId,
        kind: owner.kind,
        name: request.name,
        scopes,
        token_hash: made.hash,
        display_prefix: made.displayPrefix,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await findToken(trx, id);
    if (!created) throw new Error('The token just created is missing.');
    await recordAction(trx, {
      actorId: owner.userId,
      action: 'token.create',
      target: `token:${id}`,
      details: tokenDetails(created),
      reason: null,
    });
    return created;
  });
  return { token: presentToken(row, now), secret: made.secret };
}

/**
 * Revokes a token: from then on it authenticates nothing (TOKEN_INVALID). `owner` limits it to
 * one account's tokens of one kind (the developer area, an administrator's own list); without
 * it, any token of the store (an administrator acting on another's token). A token outside what
 * the caller may see is TOKEN_NOT_FOUND. Revoking a revoked token changes nothing and answers
 * it as it is; a revocation is a `token.revoke` line of the log in the same transaction.
 */
export async function revokeAccessToken(
  db: Db,
  tokenId: string,
  actor: { userId: string; owner?: { userId: string; kind: TokenKind } },
  now: Date = new Date(),
): Promise<AccessToken> {
  const row = await db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('access_tokens')
      .select(['id', 'revoked_at'])
      .where('id', '=', tokenId)
      .forUpdate();
    if (actor.owner) {
      query = query.where('user_id', '=', actor.owner.userId).where('kind', '=', actor.owner.kind);
    }
    const locked = await query.executeTakeFirst();
    if (!locked) throw new AppError('TOKEN_NOT_FOUND');
    if (!locked.revoked_at) {
      await trx
        .updateTable('access_tokens')
        .set({ revoked_at: now, revoked_by: actor.userId })
        .where('id', '=', tokenId)
        .execute();
    }
    const found = await findToken(trx, tokenId);
    if (!found) throw new AppError('TOKEN_NOT_FOUND');
    if (!locked.revoked_at) {
      await recordAction(trx, {
        actorId: actor.userId,
        action: 'token.revoke',
        target: `token:${tokenId}`,
        details: tokenDetails(found),
        reason: null,
      });
    }
    return found;
  });
  return presentToken(row, now, !actor.owner);
}
