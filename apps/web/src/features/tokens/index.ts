/**
 * Access tokens: the page the developer area (/developers/tokens) and the console (/admin/tokens)
 * both show for their own tokens. The route tables take the loaders from here and the page as a
 * chunk of its own.
 */
export { adminTokensLoader, developerTokensLoader } from './tokens-loader';

/** The page's chunk, loaded with the route. */
export const tokensPage = () => import('./tokens-page');
