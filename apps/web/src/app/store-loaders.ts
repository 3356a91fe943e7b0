import {
  EXTENSION_SORTS,
  type ExtensionFilter,
  type ExtensionSort,
  THEME_LISTS,
  WINNER_YEARS,
} from '@lagoon/contract';
import { type LoaderFunction, redirect } from 'react-router';
import { bannersQuery } from '../features/catalog/api/get-banners';
import { extensionsQuery } from '../features/catalog/api/get-extensions';
import { productDetailQueryOptions } from '../features/detail/api/get-product-detail';
import { searchQuery } from '../features/search/api/search';
import { isNotebookEdition, storeConfigQuery } from '../features/session';
import { themePicksQuery, themeTabQuery } from '../features/wallpapers/api/get-themes';
import { winnersQuery } from '../features/winners/api/get-winners';
import { appendHl, readHl } from '../lib/language';
import { isOneOf } from '../lib/one-of';
import { type LoaderEnv, requestLanguage } from './page-loader';

/** What the loaders need to know about the browser besides the query client. */
export interface StoreLoaderEnv extends LoaderEnv {
  userAgent: string;
}

/** A redirect that keeps the interface language of the address it leaves. */
function redirectKeepingHl(request: Request, to: string): Response {
  return redirect(appendHl(to, readHl(new URL(request.url).search)));
}

/**
 * The loaders of the store's public pages. Each starts the reads its page shows first and waits
 * for them; a failed read stays in the query client as the query's error and the page shows it,
 * so a loader never fails a navigation. Redirects that depend on nothing but the address or the
 * store's settings are answered here, so the server sends them as real redirects.
 */
export function storeLoaders(env: StoreLoaderEnv) {
  const { queryClient } = env;
  const to =
    (target: string): LoaderFunction =>
    ({ request }) =>
      redirectKeepingHl(request, target);

  /** The store's settings, or none when they cannot be read (the page then uses defaults). */
  const readConfig = () => queryClient.ensureQueryData(storeConfigQuery).catch(() => undefined);

  return {
    to,

    /** Every page's header and footer read the store's settings. */
    root: (async () => {
      await queryClient.prefetchQuery(storeConfigQuery);
      return null;
    }) satisfies LoaderFunction,

    /** / — web apps are the home of the notebook edition, extensions everywhere else. */
    home: (async ({ request }) => {
      const notebook = isNotebookEdition(await readConfig(), env.userAgent);
      return redirectKeepingHl(request, notebook ? '/whaleapps' : '/extensions');
    }) satisfies LoaderFunction,

    /** /extensions sends half the visitors to the new list and half to the popular one. */
    extensions: (({ request }) =>
      redirectKeepingHl(
        request,
        `/extensions/${EXTENSION_SORTS[Math.random() < 0.5 ? 0 : 1]}`,
      )) satisfies LoaderFunction,

    extensionList: (async ({ request, params }) => {
      const sort = params.sort;
      const filter = params.filter ?? null;
      // Other shapes are unknown paths, which the route table forwards.
      if (!isOneOf(EXTENSION_SORTS, sort)) return null;
      const language = requestLanguage(env, request);
      await Promise.all([
        queryClient.prefetchInfiniteQuery(
          extensionsQuery({
            type: 'extension',
            sort: sort as ExtensionSort,
            category: filter as ExtensionFilter | null,
            language,
          }),
        ),
        queryClient.prefetchQuery(bannersQuery('extension', language)),
        queryClient.prefetchQuery(bannersQuery('home-inline', language)),
      ]);
      return null;
    }) satisfies LoaderFunction,

    winners: (async ({ request, params }) => {
      if (params.year !== undefined && !WINNER_YEARS.some((year) => String(year) === params.year)) {
        return redirectKeepingHl(request, '/extensions/winners');
      }
      await queryClient.prefetchQuery(winnersQuery);
      return null;
    }) satisfies LoaderFunction,

    wallpapers: (async ({ request, params }) => {
      if (!isOneOf(THEME_LISTS, params.list)) {
        return redirectKeepingHl(request, '/wallpapers/recommended');
      }
      // "Discover" is random for every visit and reads in the browser.
      if (params.list !== 'recommended') return null;
      const language = requestLanguage(env, request);
      await Promise.all([
        queryClient.prefetchQuery(themeTabQuery),
        queryClient.prefetchQuery(themePicksQuery),
        queryClient.prefetchQuery(bannersQuery('theme', language)),
      ]);
      return null;
    }) satisfies LoaderFunction,

    /** /whaleapps — web apps exist only in the notebook edition; elsewhere it goes home. */
    webApps: (async ({ request }) => {
      if (!isNotebookEdition(await readConfig(), env.userAgent)) {
        return redirectKeepingHl(request, '/');
      }
      const language = requestLanguage(env, request);
      await queryClient.prefetchInfiniteQuery(
        extensionsQuery({ type: 'app', sort: 'popular', category: null, language }),
      );
      return null;
    }) satisfies LoaderFunction,

    detail: (async ({ request, params }) => {
      const extensionId = params.extensionId ?? '';
      // A preview belongs to its owner: it is read in the browser with the owner's session.
      if (params.mode === 'preview') return null;
      const language = requestLanguage(env, request);
      await queryClient.prefetchQuery(
        productDetailQueryOptions({ extensionId, preview: false, language }),
      );
      return null;
    }) satisfies LoaderFunction,

    search: (async ({ request, params }) => {
      const keyword = params.keyword?.trim() ?? '';
      if (keyword)
        await queryClient.prefetchQuery(searchQuery(keyword, requestLanguage(env, request)));
      return null;
    }) satisfies LoaderFunction,
  };
}
