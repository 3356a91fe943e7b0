import type { RouteObject } from 'react-router';
import { AppNavigate } from '../components/app-link';
import { Spinner } from '../components/spinner';
import { ExtensionsRedirect } from '../features/catalog/routes/extensions-redirect';
import { RootLayout } from './layout/root-layout';
import { FIRST_PAGE, lazyAreaPage, lazyPage } from './lazy-page';
import { RouteError, ShellError } from './route-error';
import { redirectRoute } from './route-handle';
import { HomeRedirect } from './routes/home-redirect';

/**
 * The route table (spec §2). Every page is its own chunk; redirects are tiny and load with the
 * shell. Parameter rules the router cannot express (new|popular, 32-character ids) are checked
 * by the pages, which redirect or show "Unable to access".
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
    lazy: lazyPage(
      () => import('../features/developer/upload/upload-extension-page'),
      (m) => m.UploadExtensionPage,
    ),
  },
  {
    path: 'edit/extension/:extensionId',
    lazy: lazyPage(
      () => import('../features/developer/routes/item-editor-page'),
      (m) => m.EditExtensionPage,
    ),
  },
  {
    path: 'upload/webapp/:extensionId',
    lazy: lazyPage(
      () => import('../features/developer/webapp/register-webapp-page'),
      (m) => m.UploadWebAppPage,
    ),
  },
  {
    path: 'edit/webapp/:extensionId',
    lazy: lazyPage(
      () => import('../features/developer/routes/item-editor-page'),
      (m) => m.EditWebAppPage,
    ),
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
        path: '*',
        lazy: lazyPage(
          () => import('../features/admin/routes/admin-layout'),
          (m) => m.AdminNotFound,
        ),
      },
    ],
  },
  { path: '*', element: <AppNavigate to="/extensions" />, handle: redirectRoute },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ShellError,
    children: [
      {
        // Pathless: page errors and first-load placeholders render inside the shell.
        ErrorBoundary: RouteError,
        HydrateFallback: Spinner,
        children: pageRoutes,
      },
    ],
  },
];
