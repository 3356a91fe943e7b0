import type { RouteObject } from 'react-router';
import { AppNavigate } from '../../components/app-link';
import { lazyAreaPage, lazyPage } from '../../lib/lazy-page';
import { type LoaderEnv, routeLoader } from '../../lib/page-loader';
import { itemRoute, redirectRoute, uploadRoute } from '../../lib/route-handle';
import { developerTokensLoader, tokensPage } from '../tokens';
import { editExtensionLoader, editWebAppLoader, uploadLoader } from './editor/editor-loaders';
import { dashboardLoader } from './loaders';
import { profileLoader } from './mail/mail-preferences-loader';
import { ratingsLoader } from './ratings/ratings-loader';
import { UpdateExtensionRedirect } from './routes/update-extension-redirect';
import { usageLoader } from './stats/usage-loader';

/**
 * The developer area's routes, under /developers. The browser finds them the first time an
 * address of the area is opened (see discoverAreas), so the store's visitors never download
 * them; the server knows them from the start, to leave the area's pages to the browser.
 */
export function developerArea(env: LoaderEnv): RouteObject {
  const pages: RouteObject[] = [
    {
      index: true,
      handle: redirectRoute,
      lazy: lazyPage(
        () => import('./routes/developer-index'),
        (m) => m.DeveloperIndex,
      ),
    },
    {
      path: 'profile/new',
      lazy: lazyPage(
        () => import('./routes/profile-page'),
        (m) => m.RegisterProfilePage,
      ),
    },
    {
      path: 'profile/:task?',
      loader: routeLoader(env, profileLoader),
      lazy: lazyPage(
        () => import('./routes/profile-page'),
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
      loader: routeLoader(env, dashboardLoader),
      lazy: lazyPage(
        () => import('./routes/dashboard-page'),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: 'ratings',
      loader: routeLoader(env, ratingsLoader),
      lazy: lazyPage(
        () => import('./ratings/ratings-page'),
        (m) => m.RatingsPage,
      ),
    },
    {
      path: 'tokens',
      loader: routeLoader(env, developerTokensLoader),
      lazy: lazyPage(tokensPage, (m) => m.DeveloperTokensPage),
    },
    {
      path: 'stats/:extensionId',
      loader: routeLoader(env, usageLoader),
      handle: itemRoute,
      lazy: lazyPage(
        () => import('./stats/stats-page'),
        (m) => m.StatsPage,
      ),
    },
    {
      path: 'upload/extension/:extensionId',
      loader: routeLoader(env, uploadLoader),
      handle: uploadRoute,
      lazy: lazyPage(
        () => import('./upload/upload-extension-page'),
        (m) => m.UploadExtensionPage,
      ),
    },
    {
      path: 'edit/extension/:extensionId',
      loader: routeLoader(env, editExtensionLoader),
      handle: itemRoute,
      lazy: lazyPage(
        () => import('./routes/item-editor-page'),
        (m) => m.EditExtensionPage,
      ),
    },
    {
      path: 'upload/webapp/:extensionId',
      loader: routeLoader(env, uploadLoader),
      handle: uploadRoute,
      lazy: lazyPage(
        () => import('./webapp/register-webapp-page'),
        (m) => m.UploadWebAppPage,
      ),
    },
    {
      path: 'edit/webapp/:extensionId',
      loader: routeLoader(env, editWebAppLoader),
      handle: itemRoute,
      lazy: lazyPage(
        () => import('./routes/item-editor-page'),
        (m) => m.EditWebAppPage,
      ),
    },
    {
      path: 'extensions/:extensionId/update',
      Component: UpdateExtensionRedirect,
      handle: { ...itemRoute, ...redirectRoute },
    },
  ];

  return {
    path: 'developers',
    lazy: lazyAreaPage(
      'developers',
      () => import('./routes/developer-layout'),
      (m) => m.DeveloperLayout,
    ),
    children: pages,
  };
}
