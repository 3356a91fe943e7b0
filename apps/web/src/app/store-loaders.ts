import { EXTENSION_SORTS, type StoreConfig } from '@lagoon/contract';
import type { LoaderFunction } from 'react-router';
import { getStoreConfig, isNotebookEdition, type RootData } from '../features/session';
import { loadWebApps, type WebAppsData } from '../features/webapps/loaders';
import { type LoaderEnv, redirectKeepingHl } from '../lib/page-loader';
import { type Read, read } from '../lib/read';

/** What the loaders need to know about the browser besides its language. */
export interface StoreLoaderEnv extends LoaderEnv {
  userAgent: string;
  /**
   * What one read of the store's settings is shared within. Without it, the route table's
   * life: a visit, in the browser. The server builds one table for every page it renders and
   * gives each render a scope of its own, so a change of the settings shows on the next page.
   */
  settingsScope?: () => object;
}

/**
 * The loaders the store's shell answers itself: the root's store settings and the redirects
 * that depend on nothing but the address or those settings, so the server sends them as real
 * redirects. Each page's own loader is its feature's (features/<name>/loaders.ts).
 */
export function storeLoaders(env: StoreLoaderEnv) {
  const to =
    (target: string): LoaderFunction =>
    ({ request }) =>
      redirectKeepingHl(request, target);

  // The store's settings are the deployment's and do not change during a visit (or a rendered
  // page): the root route and the loaders that decide by the edition share one read.
  const configs = new WeakMap<object, Promise<Read<StoreConfig>>>();
  const tableScope = {};
  const readConfig = (): Promise<Read<StoreConfig>> => {
    const scope = env.settingsScope?.() ?? tableScope;
    let config = configs.get(scope);
    if (!config) {
      config = read(() => getStoreConfig());
      configs.set(scope, config);
    }
    return config;
  };
  const notebook = async () => isNotebookEdition((await readConfig()).data, env.userAgent);

  return {
    to,

    /** Every page's header and footer read the store's settings. */
    root: (async (): Promise<RootData> => ({
      config: await readConfig(),
    })) satisfies LoaderFunction,

    /** / — web apps are the home of the notebook edition, extensions everywhere else. */
    home: (async ({ request }) =>
      redirectKeepingHl(
        request,
        (await notebook()) ? '/whaleapps' : '/extensions',
      )) satisfies LoaderFunction,

    /** /extensions sends half the visitors to the new list and half to the popular one. */
    extensions: (({ request }) =>
      redirectKeepingHl(
        request,
        `/extensions/${EXTENSION_SORTS[Math.random() < 0.5 ? 0 : 1]}`,
      )) satisfies LoaderFunction,

    /** /whaleapps — web apps exist only in the notebook edition; elsewhere it goes home. */
    webApps: (async (args): Promise<WebAppsData | Response> =>
      (await notebook())
        ? loadWebApps(env, args)
        : redirectKeepingHl(args.request, '/')) satisfies LoaderFunction,
  };
}
