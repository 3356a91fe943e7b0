import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load';
import type { LoaderEnv } from '../lib/page-loader';
import { PAGES_ROUTE_ID } from './routes';

interface Area {
  /** The first segment of the area's addresses. */
  prefix: string;
  load: () => Promise<(env: LoaderEnv) => RouteObject>;
}

const AREAS: readonly Area[] = [
  {
    prefix: '/developers',
    load: () => import('../features/developer/area-routes').then((m) => m.developerArea),
  },
  {
    prefix: '/admin',
    load: () => import('../features/admin/area-routes').then((m) => m.adminArea),
  },
];

/** The area an address belongs to, if any. */
function areaOf(pathname: string): Area | undefined {
  return AREAS.find((area) => pathname === area.prefix || pathname.startsWith(`${area.prefix}/`));
}

/**
 * Adds the developer area's or the console's routes the first time the router is asked for one
 * of their addresses (a link, or the address the browser opened), so the store's visitors
 * never download either route table. Until then such an address matches only the catch-all,
 * and the router asks here before it goes anywhere.
 */
export function discoverAreas(env: LoaderEnv): PatchRoutesOnNavigationFunction {
  const found = new Set<Area>();
  return async ({ path, patch }) => {
    const area = areaOf(path);
    if (!area || found.has(area)) return;
    const makeRoutes = await loadChunk(area.load);
    // Two navigations may have waited for the same chunk: the first one adds the routes.
    if (found.has(area)) return;
    found.add(area);
    patch(PAGES_ROUTE_ID, [makeRoutes(env)]);
  };
}
