import { z } from 'zod';
import { Timestamp } from './entities.js';
import { singleLineText } from './text-fields.js';

/**
 * Access tokens: secrets a developer or an administrator creates to call the API from a script
 * or a CI job with `Authorization: Bearer <token>` instead of a signed-in browser.
 *
 * Scopes. A developer's token (kind `creator`) carries item scopes only:
 * - `items:read`   GET and HEAD calls under /creator/api/ (the dashboard, an item, its state);
 * - `items:write`  every other call under /creator/api/ (uploads, listing saves, deletions);
 * - `items:submit` a call that asks for review (`review: "IN_REVIEW"`), on top of items:write.
 * An administrator's token (kind `admin`) carries `admin:read` (GET and HEAD under /admin/api/)
 * and/or `admin:write` (every other call there), and may also carry item scopes, which work
 * only while its owner has a developer profile. A developer's token never works on /admin/api/.
 * Tokens themselves are managed only from a signed-in browser: no token creates or revokes one.
 */
export const ITEM_TOKEN_SCOPES = ['items:read', 'items:write', 'items:submit'] as const;
export const ADMIN_TOKEN_SCOPES = ['admin:read', 'admin:write'] as const;
export const TOKEN_SCOPES = [...ITEM_TOKEN_SCOPES, ...ADMIN_TOKEN_SCOPES] as const;
export const TokenScope = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof TokenScope>;
export const ItemTokenScope = z.enum(ITEM_TOKEN_SCOPES);

/** Whose API a token opens: the developer area's (/creator/api/) or the console's (/admin/api/). */
export const TOKEN_KINDS = ['creator', 'admin'] as const;
export const TokenKind = z.enum(TOKEN_KINDS);
export type TokenKind = z.infer<typeof TokenKind>;

/** A token's state as its list shows it; only an active token authenticates. */
export const TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export const TokenStatus = z.enum(TOKEN_STATUSES);
export type TokenStatus = z.infer<typeof TokenStatus>;

/**
 * Every secret starts with this, so secret scanners (and people) recognise a leaked one; the
 * rest is 32 random bytes in base64url (43 characters).
 */
export const TOKEN_SECRET_PREFIX = 'lgn_';
/** A well-formed secret; anything else is refused without a lookup. */
export const TOKEN_SECRET_PATTERN = /^lgn_[A-Za-z0-9_-]{43}$/;
/** How many characters of the secret (its prefix included) a list shows to tell tokens apart. */
export const TOKEN_DISPLAY_PREFIX_LENGTH = 10;

/** A token's name: one line, at most this long. */
export const TOKEN_NAME_MAX = 64;
/** The longest life a token can have, the one a new token gets when none is chosen, and the choices the forms offer. */
export const TOKEN_LIFETIME_MAX_DAYS = 365;
export const TOKEN_LIFETIME_DEFAULT_DAYS = 90;
export const TOKEN_LIFETIME_CHOICES = [30, 90, 365] as const;
/** Tokens one account may hold at once (not revoked, not expired). */
export const TOKENS_PER_ACCOUNT_MAX = 50;
/** Revoked and expired tokens stay in their owner's list this long, then leave it. */
export const TOKEN_ENDED_SHOWN_DAYS = 30;
/**
 * Calls one token may make per hour, all kinds together, and how many of them may be uploads
 * (multipart bodies: packages, images). A CI build that publishes a dozen items stays far below
 * both; past either the call is refused with TOKEN_LIMIT until the hour's window ends. A token's
 * uploads are held to this hourly count instead of the dashboard's per-minute one.
 */
export const TOKEN_REQUESTS_PER_HOUR = 2000;
export const TOKEN_UPLOADS_PER_HOUR = 300;
/** A token's last use is written at most this often, so a busy token costs no write per call. */
export const TOKEN_LAST_USED_PRECISION_MS = 60_000;

/** A token's name, as the forms and the server check it. */
export const TokenName = singleLineText().trim().min(1).max(TOKEN_NAME_MAX);

/**
 * When a new token expires: `expiresInDays` (1 to 365) or an `expiresAt` instant at most a year
 * ahead; neither means TOKEN_LIFETIME_DEFAULT_DAYS.
 */
const tokenExpiry = {
  expiresInDays: z.number().int().min(1).max(TOKEN_LIFETIME_MAX_DAYS).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
};

/** POST /creator/api/tokens: a developer's token, item scopes only. */
export const CreatorTokenInput = z.object({
  name: TokenName,
  scopes: z.array(ItemTokenScope).min(1).max(ITEM_TOKEN_SCOPES.length),
  ...tokenExpiry,
});
export type CreatorTokenInput = z.infer<typeof CreatorTokenInput>;

/** POST /admin/api/tokens: an administrator's token; admin scopes and, optionally, item scopes. */
export const AdminTokenInput = z.object({
  name: TokenName,
  scopes: z.array(TokenScope).min(1).max(TOKEN_SCOPES.length),
  ...tokenExpiry,
});
export type AdminTokenInput = z.infer<typeof AdminTokenInput>;

/** One token as its lists show it: never the secret, only its first characters. */
export const AccessToken = z.object({
  tokenId: z.string(),
  kind: TokenKind,
  name: z.string(),
  scopes: z.array(TokenScope),
  /** The secret's first TOKEN_DISPLAY_PREFIX_LENGTH characters, e.g. "lgn_Q3x9aB". */
  prefix: z.string(),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
  revokedAt: Timestamp.nullable(),
  status: TokenStatus,
  /** Whose token it is: only in the administrators' list of every token of the store. */
  owner: z.object({ email: z.string(), nickname: z.string() }).optional(),
});
export type AccessToken = z.infer<typeof AccessToken>;

export const AccessTokenList = z.object({ tokens: z.array(AccessToken) });
export type AccessTokenList = z.infer<typeof AccessTokenList>;

/** The answer to a creation: the token and, this once, its secret. */
export const CreatedAccessToken = z.object({ token: AccessToken, secret: z.string() });
export type CreatedAccessToken = z.infer<typeof CreatedAccessToken>;

export const TokenParams = z.object({ tokenId: z.string().uuid('token id') });

/** GET /admin/api/tokens?all=true lists every token of the store, not only the administrator's own. */
export const AdminTokenListQuery = z.object({ all: z.enum(['true', 'false']).optional() });

/** The scopes a token needs for a call: the API it opens and whether the call only reads. */
export function scopeForCall(area: 'creator' | 'admin', method: string): TokenScope {
  const reads = method === 'GET' || method === 'HEAD';
  if (area === 'admin') return reads ? 'admin:read' : 'admin:write';
  return reads ? 'items:read' : 'items:write';
}

/** The scopes a kind of token may carry. */
export function scopesOfKind(kind: TokenKind): readonly TokenScope[] {
  return kind === 'admin' ? TOKEN_SCOPES : ITEM_TOKEN_SCOPES;
}

/** Words of TOKEN_SCOPE_MISSING that name the scope the call needs. */
export function tokenScopeMissingMessage(scope: TokenScope, language: string | undefined): string {
  return language === 'ko'
    ? `이 액세스 토큰에는 이 요청에 필요한 "${scope}" 범위가 없습니다. 이 범위가 있는 토큰을 만들어 사용해 주세요.`
    : `This access token does not have the "${scope}" scope this call needs. Create a token with that scope.`;
}
