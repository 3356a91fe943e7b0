import type { AccessTokenList } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import { getTokens, type TokenArea } from './tokens-api';

/** What an Access tokens page shows: whose tokens, and the list as read. */
export interface TokensData {
  area: TokenArea;
  /** The console's view of every token of the store (?all=true), not only the administrator's. */
  all: boolean;
  tokens: Read<AccessTokenList>;
}

/** The loader of one area's Access tokens page, read anew on every visit and after each change. */
function tokensLoader(area: TokenArea): PageLoader<TokensData | null> {
  return privatePageLoader(async (_env, { request }) => {
    const { signal } = request;
    const all = area === 'admin' && new URL(request.url).searchParams.get('all') === 'true';
    return { area, all, tokens: await read(() => getTokens(area, { all, signal }), { signal }) };
  });
}

/** /developers/tokens: the developer's access tokens. */
export const developerTokensLoader = tokensLoader('developers');
/** /admin/tokens(?all=true): the administrator's tokens, or every token of the store. */
export const adminTokensLoader = tokensLoader('admin');
