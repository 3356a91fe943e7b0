import type {
  AccessToken,
  AccessTokenList,
  AdminTokenInput,
  CreatedAccessToken,
  CreatorTokenInput,
} from '@lagoon/contract';
import { api } from '../../lib/api-client';

/** Whose tokens a page manages: the developer area's (/creator/api) or the console's (/admin/api). */
export type TokenArea = 'developers' | 'admin';

const BASE: Record<TokenArea, string> = {
  developers: '/creator/api/tokens',
  admin: '/admin/api/tokens',
};

/** GET …/tokens: the signed-in person's tokens, or in the console with `all`, every token. */
export function getTokens(
  area: TokenArea,
  options: { all?: boolean; signal?: AbortSignal } = {},
): Promise<AccessTokenList> {
  return api.get<AccessTokenList>(BASE[area], {
    query: { all: options.all ? 'true' : undefined },
    signal: options.signal,
  });
}

/** POST …/tokens: a new token; the answer holds its secret, which is never shown again. */
export function createToken(
  area: TokenArea,
  input: CreatorTokenInput | AdminTokenInput,
): Promise<CreatedAccessToken> {
  return api.post<CreatedAccessToken>(BASE[area], { body: input });
}

/** DELETE …/tokens/{id}: revokes a token at once; answers it as it now is. */
export function revokeToken(area: TokenArea, tokenId: string): Promise<AccessToken> {
  return api.delete<AccessToken>(`${BASE[area]}/${encodeURIComponent(tokenId)}`);
}
