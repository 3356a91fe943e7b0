import type { Product } from '@lagoon/contract';
import {
  type Banner,
  EXTENSION_SORTS,
  type ExtensionFilter,
  type ExtensionSort,
  type ProductDetail,
  type RatingPage,
  type StoreConfig,
  THEME_LISTS,
  WINNER_YEARS,
} from '@lagoon/contract';
import { type LoaderFunction, type LoaderFunctionArgs, redirect } from 'react-router';
import { getBanners } from '../features/catalog/api/get-banners';
import { getExtensionsPage, type ProductListPage } from '../features/catalog/api/get-extensions';
import { getStoreConfig, isNotebookEdition, type RootData } from '../features/session';
import type { ThemeTabSections } from '../features/wallpapers/api/get-themes';
import { appendHl, readHl } from '../lib/language';
import { isOneOf } from '../lib/one-of';
import { type Read, read } from '../lib/read';
import { type LoaderEnv, requestLanguage } from './page-loader';

/** What the loaders need to know about the browser besides its language. */
export interface StoreLoaderEnv extends LoaderEnv {
  userAgent: string;
}

/** An extension list page (/extensions/:sort/:filter?): its first page and its banners. */
export interface ExtensionListData {
  list: Read<ProductListPage>;
  banners: Read<Banner[]>;
  inlineBanners: Read<Banner[]>;
}

export interface WinnersData {
  /** Every year's winners in one answer; the page picks its year. */
  winners: Read<unknown>;
}

/** /wallpapers/:list: the recommended list's sections; "discover" reads in the browser. */
export interface WallpapersData {
  tab: Read<ThemeTabSections>;
  picks: Read<Product[]>;
  banners: Read<Banner[]>;
}

export interface WebAppsData {
  list: Read<ProductListPage>;
}

export interface DetailData {
  /** Null on the server for a preview, which belongs to its owner and reads in the browser. */
  product: Read<ProductDetail> | null;
  /** The item's rating summary and newest ratings (first page); null for a preview. */
  ratings: Read<RatingPage> | null;
  /**
   * The ratings were read on the server, which reads anonymously: the visitor's own rating and
   * what they marked are not in them, so a signed-in visitor's page reads them again.
   */
  ratingsAnonymous: boolean;
}

/** /search/:keyword?: the grouped results, or one group's page (features/search). */
export type { SearchData } from '../features/search/search-loader';

/*
 * The calls of the pages other than the extension lists load with the first navigation to one
 * of them, beside the page's own code, so the first page of the store does not carry them.
 */
const detailApi = () => import('../features/detail/api/get-product-detail');
const ratingsApi = () => import('../features/ratings/api/get-ratings');
const searchLoader = () => import('../features/search/search-loader');
const themesApi = () => import('../features/wallpapers/api/get-themes');
const winnersApi = () => import('../features/winners/api/get-winners');

/** A redirect that keeps the interface language of the address it leaves. */
function redirectKeepingHl(request: Request, to: string): Response {
  return redirect(appendHl(to, readHl(new URL(request.url).search)));
}

/** One read of a loader, given up with the navigation it belongs to. */
function readFor<T>(
  { request }: Pick<LoaderFunctionArgs, 'request'>,
  load: (signal: AbortSignal) => Promise<T>,
  options: { retry?: boolean } = {},
): Promise<Read<T>> {
  return read(() => load(request.signal), { ...options, signal: request.signal });
}

/**
 * The loaders of the store's public pages. Each reads what its page shows and returns it; a
 * refusal is part of what it returns (see lib/read.ts) and the page shows it, so a loader never
 * fails a navigation. Redirects that depend on nothing but the address or the store's settings
 * are answered here, so the server sends them as real redirects.
 */
export function storeLoaders(env: StoreLoaderEnv) {
  const to =
    (target: string): LoaderFunction =>
    ({ request }) =>
      redirectKeepingHl(request, target);

  // The store's settings are the deployment's and do not change during a visit (or a rendered
  // page): the root route and the loaders that decide by the edition share one read.
  let config: Promise<Read<StoreConfig>> | undefined;
  const readConfig = (): Promise<Read<StoreConfig>> => {
    config ??= read(() => getStoreConfig());
    return config;
  };

  return {
    to,

    /** Every page's header and footer read the store's settings. */
    root: (async (): Promise<RootData> => ({
      config: await readConfig(),
    })) satisfies LoaderFunction,

    /** / — web apps are the home of the notebook edition, extensions everywhere else. */
    home: (async ({ request }) => {
      const notebook = isNotebookEdition((await readConfig()).data, env.userAgent);
      return redirectKeepingHl(request, notebook ? '/whaleapps' : '/extensions');
    }) satisfies LoaderFunction,

    /** /extensions sends half the visitors to the new list and half to the popular one. */
    extensions: (({ request }) =>
      redirectKeepingHl(
        request,
        `/extensions/${EXTENSION_SORTS[Math.random() < 0.5 ? 0 : 1]}`,
      )) satisfies LoaderFunction,

    extensionList: (async (args): Promise<ExtensionListData | null> => {
      const { request, params } = args;
      const sort = params.sort;
      const filter = params.filter ?? null;
      // Other shapes are unknown paths, which the route table forwards.
      if (!isOneOf(EXTENSION_SORTS, sort)) return null;
      const language = requestLanguage(env, request);
      const listParams = {
        type: 'extension' as const,
        sort: sort as ExtensionSort,
        category: filter as ExtensionFilter | null,
        language,
      };
      // Banners decorate the page; without them it still works, so they are not asked twice.
      const [list, banners, inlineBanners] = await Promise.all([
        readFor(args, (signal) => getExtensionsPage(listParams, 0, signal)),
        readFor(args, (signal) => getBanners('extension', language, signal), { retry: false }),
        readFor(args, (signal) => getBanners('home-inline', language, signal), { retry: false }),
      ]);
      return { list, banners, inlineBanners };
    }) satisfies LoaderFunction,

    winners: (async (args): Promise<WinnersData | Response> => {
      const { request, params } = args;
      if (params.year !== undefined && !WINNER_YEARS.some((year) => String(year) === params.year)) {
        return redirectKeepingHl(request, '/extensions/winners');
      }
      const { getWinningPrizes } = await winnersApi();
      return { winners: await readFor(args, getWinningPrizes) };
    }) satisfies LoaderFunction,

    /** /wallpapers: the list looked at last in this browser (the server: recommended). */
    wallpapersHome: (async (args) =>
      (await import('../features/wallpapers/last-list')).lastWallpaperListRedirect(
        args,
      )) satisfies LoaderFunction,

    wallpapers: (async (args): Promise<WallpapersData | Response | null> => {
      const { request, params } = args;
      if (!isOneOf(THEME_LISTS, params.list)) {
        return redirectKeepingHl(request, '/wallpapers/recommended');
      }
      // "Discover" is random for every visit and reads in the browser (features/wallpapers).
      if (params.list !== 'recommended') return null;
      const language = requestLanguage(env, request);
      const { getThemeTab, getThemePicks } = await themesApi();
      const [tab, picks, banners] = await Promise.all([
        readFor(args, getThemeTab),
        readFor(args, getThemePicks),
        readFor(args, (signal) => getBanners('theme', language, signal), { retry: false }),
      ]);
      return { tab, picks, banners };
    }) satisfies LoaderFunction,

    /** /whaleapps — web apps exist only in the notebook edition; elsewhere it goes home. */
    webApps: (async (args): Promise<WebAppsData | Response> => {
      const { request } = args;
      if (!isNotebookEdition((await readConfig()).data, env.userAgent)) {
        return redirectKeepingHl(request, '/');
      }
      const language = requestLanguage(env, request);
      const listParams = {
        type: 'app' as const,
        sort: 'popular' as const,
        category: null,
        language,
      };
      return { list: await readFor(args, (signal) => getExtensionsPage(listParams, 0, signal)) };
    }) satisfies LoaderFunction,

    detail: (async (args): Promise<DetailData> => {
      const { request, params } = args;
      const extensionId = params.extensionId ?? '';
      const preview = params.mode === 'preview';
      const onServer = typeof document === 'undefined';
      // A preview belongs to its owner: it is read in the browser with the owner's session.
      // Only a live item has ratings.
      if (preview && onServer) return { product: null, ratings: null, ratingsAnonymous: false };
      const language = requestLanguage(env, request);
      // The item and its ratings are read side by side; each read's code loads with it.
      const [product, ratings] = await Promise.all([
        detailApi().then(({ getProductDetail }) =>
          readFor(args, (signal) => getProductDetail({ extensionId, preview, language }, signal)),
        ),
        preview
          ? null
          : ratingsApi().then(({ getFirstRatings }) =>
              // The page works without them: a failure shows in their place at once.
              readFor(args, (signal) => getFirstRatings(extensionId, signal), { retry: false }),
            ),
      ]);
      return { product, ratings, ratingsAnonymous: onServer };
    }) satisfies LoaderFunction,

    search: (async (args) =>
      (await searchLoader()).loadSearch(
        args,
        requestLanguage(env, args.request),
      )) satisfies LoaderFunction,
  };
}
