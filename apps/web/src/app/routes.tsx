import { DRAFT_ID, EXTENSION_FILTERS, EXTENSION_SORTS } from '@lagoon/contract';
import { Outlet, type RouteObject, useMatches } from 'react-router';
import { AppNavigate } from '../components/app-link';
import { Spinner } from '../components/spinner';
import { ExtensionsRedirect } from '../features/catalog/routes/extensions-redirect';
import { RootLayout } from './layout/root-layout';
import { FIRST_PAGE, lazyAreaPage, lazyPage } from './lazy-page';
import { RouteError, ShellError } from './route-error';
import { isUnknownPathMatch, oneOf, type RouteHandle, redirectRoute } from './route-handle';
import { HomeRedirect } from './routes/home-redirect';
import { UpdateExtensionRedirect } from './routes/update-extension-redirect';

/** Item ids in addresses: 32 word characters; uploads may also name the literal draft. */
const ITEM_ID = '\\w{32}';
const itemRoute: RouteHandle = { params: { extensionId: oneOf([ITEM_ID]) } };
const uploadRoute: RouteHandle = { params: { extensionId: oneOf([DRAFT_ID, ITEM_ID]) } };

/** Any unknown path redirects to /extensions (spec §2). */
function UnknownPath() {
  return <AppNavigate to="/extensions" />;
}

/** The pages, unless the address breaks its route's parameter patterns: then it is unknown. */
function KnownPath() {
  return isUnknownPathMatch(useMatches()) ? <UnknownPath /> : <Outlet />;
}

/**
 * The route table (spec §2). Every page is its own chunk; redirects are tiny and load with the
 * shell. Parameter patterns a path cannot express (new|popular, 32-character ids, preview) are
 * in the routes' handles, so an address that breaks them goes where the catch-all sends it,
 * before its page shows or counts as a page view. Other rules (an id no item can have, a year
 * without winners) are checked by the pages.
 */
const developerRoutes: RouteObject[] = [
  {
    index: true,
    handle: redirectRoute,
    lazy: lazyPage(
      () => import('../features/developer/routes/developer-index'),
      (m) => m.DeveloperIndex,
    ),
  },
  {
    path: 'profile/new',
    lazy: lazyPage(
      () => import('../features/developer/routes/profile-page'),
      (m) => m.RegisterProfilePage,
    ),
  },
  {
    path: 'profile/:task?',
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
    lazy: lazyPage(
      () => import('../features/developer/routes/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'upload/extension/:extensionId',
    handle: uploadRoute,
    lazy: lazyPage(
      () => import('../features/developer/upload/upload-extension-page'),
      (m) => m.UploadExtensionPage,
    ),
  },
  {
    path: 'edit/extension/:extensionId',
    handle: itemRoute,
    lazy: lazyPage(
      () => import('../features/developer/routes/item-editor-page'),
      (m) => m.EditExtensionPage,
    ),
  },
  {
    path: 'upload/webapp/:extensionId',
    handle: uploadRoute,
    lazy: lazyPage(
      () => import('../features/developer/webapp/register-webapp-page'),
      (m) => m.UploadWebAppPage,
    ),
  },
  {
    path: 'edit/webapp/:extensionId',
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
  { index: true, Component: HomeRedirect, handle: redirectRoute },
  { path: 'extensions', Component: ExtensionsRedirect, handle: redirectRoute },
  {
    path: 'extensions/winners/:year?',
    lazy: lazyPage(
      () => import('../features/winners/routes/winners-page'),
      (m) => m.WinnersPage,
    ),
  },
  {
    path: 'extensions/:sort/:filter?',
    handle: { params: { sort: oneOf(EXTENSION_SORTS), filter: oneOf([...EXTENSION_FILTERS, '']) } },
    lazy: lazyPage(
      () => import('../features/catalog/routes/extension-home'),
      (m) => m.ExtensionHome,
      FIRST_PAGE,
    ),
  },
  {
    path: 'wallpapers',
    element: <AppNavigate to="/wallpapers/recommended" />,
    handle: redirectRoute,
  },
  {
    path: 'wallpapers/:list',
    lazy: lazyPage(
      () => import('../features/wallpapers/routes/theme-home'),
      (m) => m.ThemeHome,
    ),
  },
  {
    path: 'wallpapers/*',
    element: <AppNavigate to="/wallpapers/recommended" />,
    handle: redirectRoute,
  },
  {
    path: 'whaleapps',
    lazy: lazyPage(
      () => import('../features/webapps/routes/app-home'),
      (m) => m.AppHome,
      FIRST_PAGE,
    ),
  },
  {
    path: 'detail/:extensionId/:mode?',
    handle: { params: { extensionId: oneOf([ITEM_ID]), mode: oneOf(['preview', '']) } },
    lazy: lazyPage(
      () => import('../features/detail/routes/detail-page'),
      (m) => m.DetailPage,
    ),
  },
  {
    path: 'search/:keyword?',
    lazy: lazyPage(
      () => import('../features/search/routes/search-page'),
      (m) => m.SearchPage,
    ),
  },
  { path: 'category/theme', element: <AppNavigate to="/wallpapers" />, handle: redirectRoute },
  { path: 'category/extensions', element: <AppNavigate to="/extensions" />, handle: redirectRoute },
  {
    path: 'policies/:doc',
    lazy: lazyPage(
      () => import('../features/policies/routes/policy-page'),
      (m) => m.PolicyPage,
      { query: false },
    ),
  },
  {
    path: 'unsupported',
    lazy: lazyPage(
      () => import('./routes/unsupported-page'),
      (m) => m.UnsupportedPage,
      { query: false },
    ),
  },
  {
    path: 'developers',
    lazy: lazyAreaPage(
      'developers',
      () => import('../features/developer/routes/developer-layout'),
      (m) => m.DeveloperLayout,
    ),
    children: developerRoutes,
  },
  {
    path: 'admin',
    lazy: lazyAreaPage(
      'admin',
      () => import('../features/admin/routes/admin-layout'),
      (m) => m.AdminLayout,
    ),
    children: [
      { index: true, element: <AppNavigate to="/admin/reviews" />, handle: redirectRoute },
      {
        path: 'reviews',
        lazy: lazyPage(
          () => import('../features/admin/routes/review-queue-page'),
          (m) => m.ReviewQueuePage,
        ),
      },
      {
        path: 'items/:extensionId',
        lazy: lazyPage(
          () => import('../features/admin/routes/review-case-page'),
          (m) => m.ReviewCasePage,
        ),
      },
      {
        path: 'log',
        lazy: lazyPage(
          () => import('../features/admin/routes/audit-log-page'),
          (m) => m.AuditLogPage,
        ),
      },
      {
        path: 'stats',
        lazy: lazyPage(
          () => import('../features/admin/routes/stats-page'),
          (m) => m.StatsPage,
        ),
      },
      {
        path: 'curation/*',
        lazy: lazyPage(
          () => import('../features/admin/curation/curation-page'),
          (m) => m.CurationPage,
        ),
      },
      {
        path: 'browsers',
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

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
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
