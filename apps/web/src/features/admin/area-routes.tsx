import type { RouteObject } from 'react-router';
import { AppNavigate } from '../../components/app-link';
import { lazyAreaPage, lazyPage } from '../../lib/lazy-page';
import { type LoaderEnv, type PageLoader, routeLoader } from '../../lib/page-loader';
import { redirectRoute } from '../../lib/route-handle';
import { adminTokensLoader, tokensPage } from '../tokens';
import { browsersLoader } from './browsers/browsers-loader';
import { groupLoader } from './browsers/groups-loader';
import { outsideItemsLoader } from './browsers/outside-items-loader';
import { changesViewLoader, codeViewLoader } from './code-review/code-loaders';
import { curationLoader, curationResourceRoutes } from './curation/curation-loader';
import { fleetAlertsLoader } from './fleet/alerts-loader';
import { fleetExtensionLoader, fleetLoader } from './fleet/fleet-loader';
import * as loaders from './loaders';
import { outboxLoader, outboxMailLoader } from './mail/mail-loaders';
import { ratingReportsLoader } from './ratings/ratings-loader';
import { itemReportsLoader } from './reports/reports-loader';
import { installRequestsLoader } from './requests/requests-loader';
import { scanRuleLoader, scanRulesLoader } from './scans/scans-loader';

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
      // The case's code viewer: the package's files, and what changed since the published one.
      {
        path: 'items/:extensionId/code',
        loader: load(codeViewLoader),
        lazy: lazyPage(
          () => import('./code-review/code-page'),
          (m) => m.CodeViewPage,
        ),
      },
      {
        path: 'items/:extensionId/changes',
        loader: load(changesViewLoader),
        lazy: lazyPage(
          () => import('./code-review/changes-page'),
          (m) => m.ChangesViewPage,
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
        path: 'reports',
        loader: load(itemReportsLoader),
        lazy: lazyPage(
          () => import('./reports/reports-page'),
          (m) => m.ReportsPage,
        ),
      },
      // Visitors' install requests for items their browser group does not allow.
      {
        path: 'requests',
        loader: load(installRequestsLoader),
        lazy: lazyPage(
          () => import('./requests/requests-page'),
          (m) => m.InstallRequestsPage,
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
        loader: load(browsersLoader),
        lazy: lazyPage(
          () => import('./browsers/browsers-page'),
          (m) => m.BrowsersPage,
        ),
      },
      // Extensions the store does not host, which groups can allow, install or block.
      {
        path: 'browsers/outside',
        loader: load(outsideItemsLoader),
        lazy: lazyPage(
          () => import('./browsers/outside-items-page'),
          (m) => m.OutsideItemsPage,
        ),
      },
      // One browser group: its settings, limits, item entries and policy file.
      {
        path: 'browsers/groups/:groupId',
        loader: load(groupLoader),
        lazy: lazyPage(
          () => import('./browsers/group-page'),
          (m) => m.GroupPage,
        ),
      },
      // The fleet inventory: every extension the browsers of reporting groups have.
      {
        path: 'fleet',
        loader: load(fleetLoader),
        lazy: lazyPage(
          () => import('./fleet/fleet-page'),
          (m) => m.FleetPage,
        ),
      },
      // Drift alerts: what the fleet shows that the organisation's policy did not decide.
      {
        path: 'fleet/alerts',
        loader: load(fleetAlertsLoader),
        lazy: lazyPage(
          () => import('./fleet/alerts-page'),
          (m) => m.FleetAlertsPage,
        ),
      },
      {
        path: 'fleet/:extensionId',
        loader: load(fleetExtensionLoader),
        lazy: lazyPage(
          () => import('./fleet/fleet-extension-page'),
          (m) => m.FleetExtensionPage,
        ),
      },
      // Scan rules: checks that run on every upload and hunt through stored versions.
      {
        path: 'scan-rules',
        loader: load(scanRulesLoader),
        lazy: lazyPage(
          () => import('./scans/scan-rules-page'),
          (m) => m.ScanRulesPage,
        ),
      },
      {
        path: 'scan-rules/:ruleId',
        loader: load(scanRuleLoader),
        lazy: lazyPage(
          () => import('./scans/scan-rule-page'),
          (m) => m.ScanRulePage,
        ),
      },
      {
        path: 'mail',
        loader: load(outboxLoader),
        lazy: lazyPage(
          () => import('./mail/outbox-page'),
          (m) => m.OutboxPage,
        ),
      },
      {
        path: 'mail/:mailId',
        loader: load(outboxMailLoader),
        lazy: lazyPage(
          () => import('./mail/outbox-mail-page'),
          (m) => m.OutboxMailPage,
        ),
      },
      {
        path: 'tokens',
        loader: load(adminTokensLoader),
        lazy: lazyPage(tokensPage, (m) => m.AdminTokensPage),
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
