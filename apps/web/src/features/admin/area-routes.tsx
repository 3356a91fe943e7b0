import type { RouteObject } from 'react-router';
import { lazyAreaPage, lazyPage } from '../../app/lazy-page';
import { type LoaderEnv, type PageLoader, routeLoader } from '../../app/page-loader';
import { redirectRoute } from '../../app/route-handle';
import { AppNavigate } from '../../components/app-link';
import { curationLoader, curationResourceRoutes } from './curation/curation-loader';
import * as loaders from './loaders';
import { ratingReportsLoader } from './ratings/ratings-loader';

/**
 * The administrators' console, under /admin. Like the developer area, the browser finds these
 * routes the first time an address of the console is opened (see discoverAreas). The shell
 * (AdminLayout) waits for the session and shows the console to administrators only; each page's
 * loader reads what the page shows.
 */
export function adminArea(env: LoaderEnv): RouteObject {
  const load = (pageLoader: PageLoader) => routeLoader(env, pageLoader);
  return {
    path: 'admin',
    lazy: lazyAreaPage(
      'admin',
      () => import('./routes/admin-layout'),
      (m) => m.AdminLayout,
    ),
    children: [
      { index: true, element: <AppNavigate to="/admin/reviews" />, handle: redirectRoute },
      {
        path: 'reviews',
        loader: load(loaders.reviewQueueLoader),
        lazy: lazyPage(
          () => import('./routes/review-queue-page'),
          (m) => m.ReviewQueuePage,
        ),
      },
      {
        path: 'items/:extensionId',
        loader: load(loaders.reviewCaseLoader),
        lazy: lazyPage(
          () => import('./routes/review-case-page'),
          (m) => m.ReviewCasePage,
        ),
      },
      {
        path: 'ratings',
        loader: load(ratingReportsLoader),
        lazy: lazyPage(
          () => import('./ratings/ratings-section'),
          (m) => m.RatingsSection,
        ),
      },
      {
        path: 'log',
        loader: load(loaders.auditLogLoader),
        lazy: lazyPage(
          () => import('./routes/audit-log-page'),
          (m) => m.AuditLogPage,
        ),
      },
      {
        path: 'stats',
        loader: load(loaders.statsLoader),
        lazy: lazyPage(
          () => import('./routes/stats-page'),
          (m) => m.StatsPage,
        ),
      },
      {
        path: 'curation/*',
        loader: load(curationLoader),
        lazy: lazyPage(
          () => import('./curation/curation-page'),
          (m) => m.CurationPage,
        ),
      },
      {
        path: 'browsers',
        loader: load(loaders.browsersLoader),
        lazy: lazyPage(
          () => import('./browsers/browsers-page'),
          (m) => m.BrowsersPage,
        ),
      },
      ...curationResourceRoutes,
      {
        path: '*',
        lazy: lazyPage(
          () => import('./routes/admin-layout'),
          (m) => m.AdminNotFound,
        ),
      },
    ],
  };
}
