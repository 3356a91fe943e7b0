import type { AccessToken, TokenKind, TokenScope, TokenStatus } from '@lagoon/contract';
import type { AccessTokenRow } from './token-queries.js';

/** A token's state at `now`: revoked wins over expired. */
export function tokenStatus(
  row: Pick<AccessTokenRow, 'revoked_at' | 'expires_at'>,
  now: Date,
): TokenStatus {
  if (row.revoked_at) return 'revoked';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A token as its lists show it: never the secret or its hash, only its first characters. */
export function presentToken(row: AccessTokenRow, now: Date, withOwner = false): AccessToken {
  return {
    tokenId: row.id,
    kind: row.kind as TokenKind,
    name: row.name,
    scopes: row.scopes as TokenScope[],
    prefix: row.display_prefix,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    status: tokenStatus(row, now),
    ...(withOwner ? { owner: { email: row.owner_email, nickname: row.owner_nickname } } : {}),
  };
}
