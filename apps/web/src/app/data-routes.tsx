import type { RouteObject } from 'react-router';
import { AppNavigate } from '../components/app-link';
import {
  type ExtensionListParams,
  nextOffset,
  type ProductListPage,
} from '../features/catalog/api/get-extensions';
import { loadSession } from '../features/session';
import type { DiscoverPage } from '../features/wallpapers/api/get-themes';
import { appendHl } from '../lib/language';
import type { LoaderEnv } from './page-loader';
import { redirectRoute } from './route-handle';

/**
 * Resource routes: addresses with a loader and no page, which the app reads through fetchers
 * for what is not a page of its own (who is visiting, the next page of a list, suggestions as
 * the visitor types). They live in the route table so these reads go the one way every read
 * goes. A visitor who opens one is sent to the store, and the server never renders them.
 */
export const DATA_PREFIX = '/_data/';

function ResourceOnly() {
  return <AppNavigate to="/extensions" />;
}

const resource = (path: string, loader: RouteObject['loader']): RouteObject => ({
  path: `${DATA_PREFIX.slice(1)}${path}`,
  loader,
  Component: ResourceOnly,
  handle: redirectRoute,
});

/** The address of the next page of a product list, or null when the list is complete. */
export function productPageHref(params: ExtensionListParams, last: ProductListPage): string | null {
  const offset = nextOffset(last);
  if (offset === undefined) return null;
  const query = new URLSearchParams({ type: params.type, sort: params.sort, offset: `${offset}` });
  if (params.category) query.set('category', params.category);
  return appendHl(`${DATA_PREFIX}products?${query}`, params.language);
}

/** The address of the discover list's page after `last` (the random first page for null). */
export function discoverPageHref(last: DiscoverPage | null): string | null {
  if (last === null) return `${DATA_PREFIX}discover`;
  if (last.themes.length === 0) return null;
  const query = new URLSearchParams({ after: last.randomIds.join(',') });
  if (last.cursor) query.set('cursor', last.cursor);
  return `${DATA_PREFIX}discover?${query}`;
}

/** The address of the suggestions for what the visitor typed. */
export function suggestionsHref(keyword: string): string {
  return `${DATA_PREFIX}suggestions?${new URLSearchParams({ keyword })}`;
}

/** The address of a wallpaper's like count and the visitor's like. */
export function likeStateHref(extensionId: string): string {
  return `${DATA_PREFIX}like?${new URLSearchParams({ extensionId })}`;
}

/** The reads behind the lists' and the suggestions' routes, loaded when first asked for. */
const dataLoaders = () => import('./data-loaders');

export function dataRoutes(env: LoaderEnv): RouteObject[] {
  return [
    resource('session', loadSession),
    resource('products', async (args) => (await dataLoaders()).productPage(env, args)),
    resource('discover', async (args) => (await dataLoaders()).discoverPage(args)),
    resource('suggestions', async (args) => (await dataLoaders()).suggestions(args)),
    // features/ratings/rating-view.ts makes its addresses.
    resource('ratings', async (args) => (await dataLoaders()).ratingsPage(args)),
    resource('like', async (args) => (await dataLoaders()).likeState(args)),
  ];
}
