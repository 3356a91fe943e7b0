import { DRAFT_ID, EXTENSION_FILTERS, EXTENSION_SORTS } from '@lagoon/contract';
import { type LoaderFunction, Outlet, type RouteObject, useMatches } from 'react-router';
import { AppNavigate } from '../components/app-link';
import { Spinner } from '../components/spinner';
import { loadChunk } from '../lib/chunk-load';
import { RootLayout } from './layout/root-layout';
import { FIRST_PAGE, lazyAreaPage, lazyPage } from './lazy-page';
import type { PageLoader } from './page-loader';
import { RouteError, ShellError } from './route-error';
import { isUnknownPathMatch, oneOf, type RouteHandle, redirectRoute } from './route-handle';
import { UpdateExtensionRedirect } from './routes/update-extension-redirect';
import { type StoreLoaderEnv, storeLoaders } from './store-loaders';

/** Item ids in addresses: 32 word characters; uploads may also name the literal draft. */
const ITEM_ID = '\\w{32}';
const itemRoute: RouteHandle = { params: { extensionId: oneOf([ITEM_ID]) } };
const uploadRoute: RouteHandle = { params: { extensionId: oneOf([DRAFT_ID, ITEM_ID]) } };

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
 * The store's public pages have loaders (store-loaders.ts): their reads start with the
 * navigation, before the page's code has arrived, and the server runs the same loaders to
 * render those pages with their content. The loaders put what they read into the one query
 * client of the visit (or of the server's request), where the pages read it.
 */
export function createRoutes(env: StoreLoaderEnv): RouteObject[] {
  const load = storeLoaders(env);
  /**
   * A page loader of the developer area or the console, as the router calls it. Their loaders
   * are in chunks of their own, which load beside the page's code: the store's visitors never
   * download them.
   */
  const developer =
    (name: keyof typeof import('../features/developer/loaders')): LoaderFunction =>
    async (args) => {
      const loaders = await loadChunk(() => import('../features/developer/loaders'));
      await (loaders[name] as PageLoader)(env, args);
      return null;
    };
  const admin =
    (name: keyof typeof import('../features/admin/loaders')): LoaderFunction =>
    async (args) => {
      const loaders = await loadChunk(() => import('../features/admin/loaders'));
      await (loaders[name] as PageLoader)(env, args);
      return null;
    };
  const developerRoutes: RouteObject[] = [
    {
      index: true,
      handle: redirectRoute,
      loader: developer('developerSessionLoader'),
      lazy: lazyPage(
        () => import('../features/developer/routes/developer-index'),
        (m) => m.DeveloperIndex,
      ),
    },
    {
      path: 'profile/new',
      loader: developer('developerSessionLoader'),
      lazy: lazyPage(
        () => import('../features/developer/routes/profile-page'),
        (m) => m.RegisterProfilePage,
      ),
    },
    {
      path: 'profile/:task?',
      loader: developer('developerSessionLoader'),
      lazy: lazyPage(
        () => import('../features/developer/routes/profile-page'),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: 'dashboard',
      element: <AppNavigate to="/developers/dashboard/extensions" />,
      handle: redirectRoute,
    },
    {
      path: 'dashboard/:itemType',
      loader: developer('dashboardLoader'),
      lazy: lazyPage(
        () => import('../features/developer/routes/dashboard-page'),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: 'upload/extension/:extensionId',
      loader: developer('uploadLoader'),
      handle: uploadRoute,
      lazy: lazyPage(
        () => import('../features/developer/upload/upload-extension-page'),
        (m) => m.UploadExtensionPage,
      ),
    },
    {
      path: 'edit/extension/:extensionId',
      loader: developer('editExtensionLoader'),
      handle: itemRoute,
      lazy: lazyPage(
        () => import('../features/developer/routes/item-editor-page'),
        (m) => m.EditExtensionPage,
      ),
    },
    {
      path: 'upload/webapp/:extensionId',
      loader: developer('uploadLoader'),
      handle: uploadRoute,
      lazy: lazyPage(
        () => import('../features/developer/webapp/register-webapp-page'),
        (m) => m.UploadWebAppPage,
      ),
    },
    {
      path: 'edit/webapp/:extensionId',
      loader: developer('editWebAppLoader'),
      handle: itemRoute,
      lazy: lazyPage(
        () => import('../features/developer/routes/item-editor-page'),
        (m) => m.EditWebAppPage,
      ),
    },
    {
      path: 'extensions/:extensionId/update',
      Component: UpdateExtensionRedirect,
      handle: { ...itemRoute, ...redirectRoute },
    },
  ];

  const pageRoutes: RouteObject[] = [
    { index: true, loader: load.home, handle: redirectRoute },
    { path: 'extensions', loader: load.extensions, handle: redirectRoute },
    {
      path: 'extensions/winners/:year?',
      loader: load.winners,
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
      loader: load.extensionList,
      lazy: lazyPage(
        () => import('../features/catalog/routes/extension-home'),
        (m) => m.ExtensionHome,
        FIRST_PAGE,
      ),
    },
    { path: 'wallpapers', loader: load.to('/wallpapers/recommended'), handle: redirectRoute },
    {
      path: 'wallpapers/:list',
      loader: load.wallpapers,
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
      loader: load.detail,
      lazy: lazyPage(
        () => import('../features/detail/routes/detail-page'),
        (m) => m.DetailPage,
      ),
    },
    {
      path: 'search/:keyword?',
      loader: load.search,
      lazy: lazyPage(
        () => import('../features/search/routes/search-page'),
        (m) => m.SearchPage,
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
      path: 'developers',
      loader: developer('developerSessionLoader'),
      lazy: lazyAreaPage(
        'developers',
        () => import('../features/developer/routes/developer-layout'),
        (m) => m.DeveloperLayout,
      ),
      children: developerRoutes,
    },
    {
      path: 'admin',
      loader: admin('adminSessionLoader'),
      lazy: lazyAreaPage(
        'admin',
        () => import('../features/admin/routes/admin-layout'),
        (m) => m.AdminLayout,
      ),
      children: [
        { index: true, element: <AppNavigate to="/admin/reviews" />, handle: redirectRoute },
        {
          path: 'reviews',
          loader: admin('reviewQueueLoader'),
          lazy: lazyPage(
            () => import('../features/admin/routes/review-queue-page'),
            (m) => m.ReviewQueuePage,
          ),
        },
        {
          path: 'items/:extensionId',
          loader: admin('reviewCaseLoader'),
          lazy: lazyPage(
            () => import('../features/admin/routes/review-case-page'),
            (m) => m.ReviewCasePage,
          ),
        },
        {
          path: 'log',
          loader: admin('auditLogLoader'),
          lazy: lazyPage(
            () => import('../features/admin/routes/audit-log-page'),
            (m) => m.AuditLogPage,
          ),
        },
        {
          path: 'stats',
          loader: admin('statsLoader'),
          lazy: lazyPage(
            () => import('../features/admin/routes/stats-page'),
            (m) => m.StatsPage,
          ),
        },
        {
          path: 'curation/*',
          loader: admin('curationLoader'),
          lazy: lazyPage(
            () => import('../features/admin/curation/curation-page'),
            (m) => m.CurationPage,
          ),
        },
        {
          path: 'browsers',
          loader: admin('browsersLoader'),
          lazy: lazyPage(
            () => import('../features/admin/browsers/browsers-page'),
            (m) => m.BrowsersPage,
          ),
        },
        {
          path: '*',
          lazy: lazyPage(
            () => import('../features/admin/routes/admin-layout'),
            (m) => m.AdminNotFound,
          ),
        },
      ],
    },
    { path: '*', Component: UnknownPath, handle: redirectRoute },
  ];

  return [
    {
      path: '/',
      loader: load.root,
      Component: RootLayout,
      // A page the browser draws from the shell waits for the loaders of its first address.
      HydrateFallback: Spinner,
      ErrorBoundary: ShellError,
      children: [
        {
          // Pathless: page errors and first-load placeholders render inside the shell.
          Component: KnownPath,
          ErrorBoundary: RouteError,
          HydrateFallback: Spinner,
          children: pageRoutes,
        },
      ],
    },
  ];
}
