import type { RouteObject } from 'react-router';
import { adminArea } from '../features/admin/area-routes';
import { developerArea } from '../features/developer/area-routes';
import type { LoaderEnv } from '../lib/page-loader';

/**
 * The developer area's and the console's routes, known from the start: the server needs them
 * to leave those pages to the browser. The browser finds them on the way (discover-areas.ts).
 */
export function areaRoutes(env: LoaderEnv): RouteObject[] {
  return [developerArea(env), adminArea(env)];
}
