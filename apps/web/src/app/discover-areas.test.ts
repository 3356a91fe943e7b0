import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoverAreas } from './discover-areas';
import { createRoutes, PAGES_ROUTE_ID } from './routes';

const env = { browserLanguage: 'en', userAgent: '' };

/** What the router does with a patch: the routes join the children of the named route. */
function patcher(routes: RouteObject[]) {
  const patched: string[] = [];
  const patch: Patch = (routeId, children) => {
    const find = (list: RouteObject[]): RouteObject | undefined =>
      list.flatMap((route) => (route.id === routeId ? [route] : find(route.children ?? [])))[0];
    const parent = find(routes);
    if (!parent) throw new Error(`no route ${routeId}`);
    parent.children = [...(parent.children ?? []), ...children];
    patched.push(...children.map((child) => child.path ?? ''));
  };
  return { patch, patched };
}

const deepestPath = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.path;

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** One navigation, as the router reports it to patchRoutesOnNavigation. */
function navigate(discover: ReturnType<typeof discoverAreas>, path: string, patch: Patch) {
  const args = { path, patch, matches: [], signal: new AbortController().signal };
  return discover(args as unknown as Parameters<typeof discover>[0]);
}

describe('discoverAreas', () => {
  it('adds the console the first time one of its addresses is opened, and only once', async () => {
    const routes = createRoutes(env);
    expect(deepestPath(routes, '/admin/reviews'), 'before: only the catch-all').toBe('*');
    const { patch, patched } = patcher(routes);
    const discover = discoverAreas(env);
    await Promise.all([
      navigate(discover, '/admin/reviews', patch),
      navigate(discover, '/admin/stats', patch),
    ]);
    await navigate(discover, '/admin/log', patch);
    expect(patched).toEqual(['admin']);
    expect(deepestPath(routes, '/admin/reviews')).toBe('reviews');
    expect(deepestPath(routes, '/developers/dashboard/extensions'), 'not yet').toBe('*');
  });

  it('adds the developer area for its addresses and nothing for the store pages', async () => {
    const routes = createRoutes(env);
    const { patch, patched } = patcher(routes);
    const discover = discoverAreas(env);
    for (const path of ['/extensions/popular', '/detail/x', '/administrator', '/developersx']) {
      await navigate(discover, path, patch);
    }
    expect(patched).toEqual([]);
    await navigate(discover, '/developers/dashboard/extensions', patch);
    expect(patched).toEqual(['developers']);
    expect(deepestPath(routes, '/developers/dashboard/extensions')).toBe('dashboard/:itemType');
    expect(routes[0]?.children?.[0]?.id).toBe(PAGES_ROUTE_ID);
  });
});
