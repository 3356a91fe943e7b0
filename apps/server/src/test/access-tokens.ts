import { ITEM_TOKEN_SCOPES, type TokenKind, type TokenScope } from '@lagoon/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createAccessToken } from '../tokens/token-commands.js';
import type { TestApp } from './app.js';
import { createCreator, createUser, type UserOptions } from './factories.js';

/** An access token issued in a test: its secret (as the owner saw it once) and its id. */
export interface IssuedToken {
  secret: string;
  tokenId: string;
}

/**
 * Issues an access token to a user, as the developer area (kind `creator`, the default) or the
 * console (kind `admin`) would: every item scope unless `scopes` says otherwise, 90 days.
 */
export async function issueAccessToken(
  t: TestApp,
  userId: string,
  options: {
    kind?: TokenKind;
    scopes?: readonly TokenScope[];
    name?: string;
    expiresInDays?: number;
  } = {},
): Promise<IssuedToken> {
  const { token, secret } = await createAccessToken(
    t.database.db,
    { userId, kind: options.kind ?? 'creator', language: 'en' },
    {
      name: options.name ?? 'CI',
      scopes: options.scopes ?? ITEM_TOKEN_SCOPES,
      expiresInDays: options.expiresInDays,
    },
  );
  return { secret, tokenId: token.tokenId };
}

/** The header a script sends its token in. */
export function bearerHeader(secret: string): { authorization: string } {
  return { authorization: `Bearer ${secret}` };
}

/**
 * A call as a script makes it: the token in the Authorization header and nothing else, no
 * cookie and no anti-forgery header (extra `headers` are added as given).
 */
export function callWithToken(
  t: TestApp,
  secret: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: { ...((options.headers as Record<string, string>) ?? {}), ...bearerHeader(secret) },
  });
}

/**
 * A new developer who agreed to the terms and holds an access token (every item scope unless
 * `scopes` says otherwise), with a `call` that sends it as a script would.
 */
export async function tokenDeveloper(
  t: TestApp,
  options: { scopes?: readonly TokenScope[]; user?: UserOptions } = {},
) {
  const user = await createUser(t.database.db, options.user ?? {});
  const creator = await createCreator(t.database.db, user.id);
  const issued = await issueAccessToken(t, user.id, {
    scopes: options.scopes ?? ITEM_TOKEN_SCOPES,
  });
  return {
    user,
    creator,
    ...issued,
    call: (options: InjectOptions) => callWithToken(t, issued.secret, options),
  };
}
