import type { RouteObject } from 'react-router';
import { AppNavigate } from '../components/app-link';
import { loadSession } from '../features/session';
import type { LoaderEnv } from '../lib/page-loader';
import { DATA_PREFIX } from '../lib/resource-routes';
import { redirectRoute } from '../lib/route-handle';

/**
 * Resource routes: addresses with a loader and no page, which the app reads through fetchers
 * for what is not a page of its own (who is visiting, the next page of a list, suggestions as
 * the visitor types). They live in the route table so these reads go the one way every read
 * goes. A visitor who opens one is sent to the store, and the server never renders them. Each
 * feature makes its own addresses under DATA_PREFIX (lib/resource-routes.ts).
 */
function ResourceOnly() {
  return <AppNavigate to="/extensions" />;
}

const resource = (path: string, loader: RouteObject['loader']): RouteObject => ({
  path: `${DATA_PREFIX.slice(1)}${path}`,
  loader,
  Component: ResourceOnly,
  handle: redirectRoute,
});

/** The reads behind the lists' and the suggestions' routes, loaded when first asked for. */
const dataLoaders = () => import('./data-loaders');

export function dataRoutes(env: LoaderEnv): RouteObject[] {
  return [
    resource('session', loadSession),
    // features/catalog/loaders.ts makes its addresses (productPageHref).
    resource('products', async (args) => (await dataLoaders()).productPage(env, args)),
    // features/wallpapers/loaders.ts makes its addresses (discoverPageHref, likeStateHref).
    resource('discover', async (args) => (await dataLoaders()).discoverPage(args)),
    // features/search/components/search-box.tsx makes its addresses.
    resource('suggestions', async (args) => (await dataLoaders()).suggestions(args)),
    // features/ratings/rating-view.ts makes its addresses.
    resource('ratings', async (args) => (await dataLoaders()).ratingsPage(args)),
    resource('like', async (args) => (await dataLoaders()).likeState(args)),
  ];
}
