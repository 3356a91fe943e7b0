import { EXTENSION_FILTERS, EXTENSION_SORTS } from '@lagoon/contract';
import { Outlet, type RouteObject, useMatches } from 'react-router';
import { AppNavigate } from '../components/app-link';
import { Spinner } from '../components/spinner';
import { loadExtensionList } from '../features/catalog/loaders';
import { loadDetail } from '../features/detail/loaders';
import { ROOT_ROUTE_ID } from '../features/session';
import { loadWallpapers, loadWallpapersHome } from '../features/wallpapers/loaders';
import { loadWinners } from '../features/winners/loaders';
import { FIRST_PAGE, lazyPage } from '../lib/lazy-page';
import { requestLanguage, routeLoader } from '../lib/page-loader';
import { ITEM_ID, isUnknownPathMatch, oneOf, redirectRoute } from '../lib/route-handle';
import { dataRoutes } from './data-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError, ShellError } from './route-error';
import { type StoreLoaderEnv, storeLoaders } from './store-loaders';

/** The sidebar store's page and loader, which load together. */
const sidebarRoute = () =>
  import('../features/sidebar/sidebar-chunk').then((chunk) => chunk.loadSidebarRoute());

/** The search's loader, which loads beside the page's chunk. */
const searchLoader = () => import('../features/search/search-loader');

/** An event page's code and its loader, which load together. */
const eventRoute = () =>
  import('../features/events/event-chunk').then((chunk) => chunk.loadEventRoute());

/** The route the pages hang from; the areas found later join its children. */
export const PAGES_ROUTE_ID = 'pages';

/** Any unknown path redirects to /extensions. */
function UnknownPath() {
  return <AppNavigate to="/extensions" />;
}

/** The pages, unless the address breaks its route's parameter patterns: then it is unknown. */
function KnownPath() {
  return isUnknownPathMatch(useMatches()) ? <UnknownPath /> : <Outlet />;
}

/**
 * The route table. Every page is its own chunk; redirects are tiny and load with the shell.
 * Parameter patterns a path cannot express (new|popular, 32-character ids, preview) are in the
 * routes' handles, so an address that breaks them goes where the catch-all sends it, before its
 * page shows or counts as a page view. Other rules (an id no item can have, a year without
 * winners) are checked by the loaders and pages.
 *
 * The store's public pages have loaders, each its feature's (features/<name>/loaders.ts; the
 * shell's redirects and store settings: store-loaders.ts): their reads start with the
 * navigation, before the page's code has arrived, and the server runs the same loaders to
 * render those pages with their content. The pages read what their loader returned
 * (useLoaderData); reads that are not a page's go through the resource routes
 * (data-routes.tsx) with fetchers.
 *
 * `areas` are the developer area's and the console's routes (area-routes.ts): the server passes
 * them from the start, the browser adds them when they are first visited (discover-areas.ts).
 */
export function createRoutes(env: StoreLoaderEnv, areas: RouteObject[] = []): RouteObject[] {
  const load = storeLoaders(env);
  const pageRoutes: RouteObject[] = [
    { index: true, loader: load.home, handle: redirectRoute },
    { path: 'extensions', loader: load.extensions, handle: redirectRoute },
    {
      path: 'extensions/winners/:year?',
      loader: routeLoader(env, loadWinners),
      lazy: lazyPage(
        () => import('../features/winners/routes/winners-page'),
        (m) => m.WinnersPage,
      ),
    },
    {
      path: 'extensions/:sort/:filter?',
      handle: {
        params: { sort: oneOf(EXTENSION_SORTS), filter: oneOf([...EXTENSION_FILTERS, '']) },
      },
      loader: routeLoader(env, loadExtensionList),
      lazy: lazyPage(
        () => import('../features/catalog/routes/extension-home'),
        (m) => m.ExtensionHome,
        FIRST_PAGE,
      ),
    },
    { path: 'wallpapers', loader: routeLoader(env, loadWallpapersHome), handle: redirectRoute },
    {
      path: 'wallpapers/:list',
      loader: routeLoader(env, loadWallpapers),
      lazy: lazyPage(
        () => import('../features/wallpapers/routes/theme-home'),
        (m) => m.ThemeHome,
      ),
    },
    { path: 'wallpapers/*', loader: load.to('/wallpapers/recommended'), handle: redirectRoute },
    {
      path: 'whaleapps',
      loader: load.webApps,
      lazy: lazyPage(
        () => import('../features/webapps/routes/app-home'),
        (m) => m.AppHome,
        FIRST_PAGE,
      ),
    },
    {
      path: 'detail/:extensionId/:mode?',
      handle: { params: { extensionId: oneOf([ITEM_ID]), mode: oneOf(['preview', '']) } },
      loader: routeLoader(env, loadDetail),
      lazy: lazyPage(
        () => import('../features/detail/routes/detail-page'),
        (m) => m.DetailPage,
      ),
    },
    // An item from elsewhere that the visitor's browser group allows or installs.
    {
      path: 'outside/:extensionId',
      handle: { params: { extensionId: oneOf([ITEM_ID]) } },
      lazy: lazyPage(
        () => import('../features/outside/routes/outside-page'),
        (m) => m.OutsidePage,
      ),
    },
    {
      path: 'search/:keyword?',
      loader: async (args) =>
        (await searchLoader()).loadSearch(args, requestLanguage(env, args.request)),
      lazy: lazyPage(
        () => import('../features/search/routes/search-page'),
        (m) => m.SearchPage,
      ),
    },
    {
      path: 'event/:slug',
      loader: async (args) => (await eventRoute()).loadEvent(env, args),
      lazy: lazyPage(eventRoute, (m) => m.EventPage),
    },
    {
      path: 'requests',
      loader: async (args) =>
        (await import('../features/requests/requests-loader')).myRequestsLoader(env, args),
      lazy: lazyPage(
        () => import('../features/requests/routes/my-requests-page'),
        (m) => m.MyRequestsPage,
      ),
    },
    { path: 'category/theme', loader: load.to('/wallpapers'), handle: redirectRoute },
    { path: 'category/extensions', loader: load.to('/extensions'), handle: redirectRoute },
    {
      path: 'policies/:doc',
      lazy: lazyPage(
        () => import('../features/policies/routes/policy-page'),
        (m) => m.PolicyPage,
      ),
    },
    {
      path: 'unsupported',
      lazy: lazyPage(
        () => import('./routes/unsupported-page'),
        (m) => m.UnsupportedPage,
      ),
    },
    {
      // The sidebar store, for the browser's side panel: one route whose loader and page pick
      // the sidebar page from the rest of the address (features/sidebar/sidebar-pages.ts), so
      // neither its table nor its code weighs on the store's first load.
      path: 'sidebar/*',
      loader: async (args) => (await sidebarRoute()).loadSidebar(env, args),
      lazy: lazyPage(sidebarRoute, (m) => m.SidebarRoute),
    },
    ...dataRoutes(env),
    ...areas,
    { path: '*', Component: UnknownPath, handle: redirectRoute },
  ];

  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: load.root,
      Component: RootLayout,
      // A page the browser draws from the shell waits for the loaders of its first address.
      HydrateFallback: Spinner,
      ErrorBoundary: ShellError,
      children: [
        {
          // Pathless: page errors and first-load placeholders render inside the shell.
          id: PAGES_ROUTE_ID,
          Component: KnownPath,
          ErrorBoundary: RouteError,
          HydrateFallback: Spinner,
          children: pageRoutes,
        },
      ],
    },
  ];
}
