import { TOKEN_ENDED_SHOWN_DAYS, type TokenKind } from '@lagoon/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The most tokens the administrators' list of every token shows, newest first. */
export const ALL_TOKENS_LIST_MAX = 1000;

/** A token row with its owner, as lists and commands read it (never the hash). */
export interface AccessTokenRow {
  id: string;
  user_id: string;
  kind: string;
  name: string;
  scopes: string[];
  display_prefix: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  owner_email: string;
  owner_nickname: string;
}

function tokenRows(db: Db) {
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.user_id',
      't.kind',
      't.name',
      't.scopes',
      't.display_prefix',
      't.created_at',
      't.expires_at',
      't.last_used_at',
      't.revoked_at',
      'u.email as owner_email',
      'u.nickname as owner_nickname',
    ]);
}

/** Tokens still worth listing: active ones and those that ended in the last days. */
function shownSince(now: Date): Date {
  return new Date(now.getTime() - TOKEN_ENDED_SHOWN_DAYS * 24 * 60 * 60 * 1000);
}

/** One account's tokens of one kind, newest first: active and recently ended ones. */
export function listOwnTokens(
  db: Db,
  userId: string,
  kind: TokenKind,
  now: Date,
): Promise<AccessTokenRow[]> {
  return tokenRows(db)
    .where('t.user_id', '=', userId)
    .where('t.kind', '=', kind)
    .where(sql<boolean>`least(t.revoked_at, t.expires_at) > ${shownSince(now)}`)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
}

/** Every account's tokens, for the administrators: active and recently ended ones. */
export function listAllTokens(db: Db, now: Date): Promise<AccessTokenRow[]> {
  return tokenRows(db)
    .where(sql<boolean>`least(t.revoked_at, t.expires_at) > ${shownSince(now)}`)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(ALL_TOKENS_LIST_MAX)
    .execute();
}

/** One token with its owner, or undefined. */
export function findToken(db: Db, tokenId: string): Promise<AccessTokenRow | undefined> {
  return tokenRows(db).where('t.id', '=', tokenId).executeTakeFirst();
}
