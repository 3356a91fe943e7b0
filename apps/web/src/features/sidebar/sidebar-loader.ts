import {
  type Banner,
  type Category,
  EXTENSION_FILTERS,
  type ExtensionFilter,
  type ExtensionSort,
  type MobileSite,
  type ProductDetail,
  type RatingPage,
} from '@lagoon/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { api } from '../../lib/api-client';
import { appendHl, readHl } from '../../lib/language';
import { type LoaderEnv, requestLanguage } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import { getBanners } from '../catalog/api/get-banners';
import { getExtensionsPage, type ProductListPage } from '../catalog/api/get-extensions';
import { getProductDetail } from '../detail/api/get-product-detail';
import { getFirstRatings } from '../ratings/api/get-ratings';
import { type SearchGroup, search } from '../search/api/search';
import { getExtensionCategories } from './api/get-categories';
import { getMobileSites } from './api/get-mobile-sites';
import {
  ALL_CATEGORIES,
  matchSidebarPage,
  readListTab,
  type SidebarMatch,
  sidebarHref,
} from './sidebar-pages';

export interface SidebarHomeData {
  page: 'home';
  banners: Read<Banner[]>;
  categories: Read<Category[]>;
  popular: Read<ProductListPage>;
  fresh: Read<ProductListPage>;
}

export interface SidebarCategoryData {
  page: 'category';
  /** A category code, or ALL_CATEGORIES. */
  category: string;
  tab: ExtensionSort;
  categories: Read<Category[]>;
  /** The list's first page; later pages come through the products resource route. */
  list: Read<ProductListPage>;
}

export interface SidebarSearchData {
  page: 'search';
  keyword: string;
  /** Null before a search. */
  results: Read<SearchGroup[]> | null;
}

export interface SidebarDetailData {
  page: 'detail';
  extensionId: string;
  product: Read<ProductDetail>;
  /** The summary and the newest ratings, as the store's detail page reads them. */
  ratings: Read<RatingPage>;
  /** Read on the server, anonymously (see DetailData in features/detail/loaders.ts). */
  ratingsAnonymous: boolean;
}

export interface SidebarMobileData {
  page: 'mobile';
  sites: Read<MobileSite[]>;
}

export interface SidebarMobileSiteData {
  page: 'mobile-site';
  site: Read<MobileSite>;
}

/** What the sidebar's one route loads: the data of the sidebar page its address shows. */
export type SidebarData =
  | SidebarHomeData
  | SidebarCategoryData
  | SidebarSearchData
  | SidebarDetailData
  | SidebarMobileData
  | SidebarMobileSiteData;

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'>;

/** A redirect that keeps the interface language of the address it leaves. */
function redirectKeepingHl(request: Request, to: string): Response {
  return redirect(appendHl(to, readHl(new URL(request.url).search)));
}

/**
 * The loader of /sidebar/*. Like the store's page loaders (features/<name>/loaders.ts) it
 * reads what the page shows through the store's API calls and returns every refusal as part of
 * its data, so the server renders the sidebar's pages with their content and a navigation never fails.
 * Unknown addresses under /sidebar go to /sidebar.
 */
export async function loadSidebar(env: LoaderEnv, args: Args): Promise<SidebarData | Response> {
  const { request } = args;
  const match = matchSidebarPage(args.params['*'] ?? '');
  if (!match) return redirectKeepingHl(request, sidebarHref.home());
  const language = requestLanguage(env, request);
  const { signal } = request;
  const readOnce = <T>(load: () => Promise<T>) => read(load, { retry: false, signal });
  const readList = (sort: ExtensionSort, category: string | null) =>
    read(
      () =>
        getExtensionsPage(
          { type: 'extension', sort, category: category as ExtensionFilter | null, language },
          0,
          signal,
        ),
      { signal },
    );

  switch (match.page) {
    case 'home': {
      // Banners and chips decorate the page; without them it still works, so they are not
      // asked twice.
      const [banners, categories, popular, fresh] = await Promise.all([
        readOnce(() => getBanners('extension', language, signal)),
        readOnce(() => getExtensionCategories(language, signal)),
        readList('popular', null),
        readList('new', null),
      ]);
      return { page: 'home', banners, categories, popular, fresh };
    }
    case 'category': {
      const tab = readListTab(new URL(request.url).search);
      const category = match.category;
      const all = category === ALL_CATEGORIES;
      const [categories, list] = await Promise.all([
        readOnce(() => getExtensionCategories(language, signal)),
        readList(tab, all ? null : category),
      ]);
      if (!all && !isKnownCategory(category, categories)) {
        return redirectKeepingHl(request, sidebarHref.home());
      }
      return { page: 'category', category, tab, categories, list };
    }
    case 'search':
      return {
        page: 'search',
        keyword: match.keyword,
        results: match.keyword
          ? await read(() => search(api, match.keyword, language, signal), { signal })
          : null,
      };
    case 'detail':
      return loadDetail(match, language, signal);
    case 'mobile':
      return {
        page: 'mobile',
        sites: await read(() => getMobileSites(language, signal), { signal }),
      };
    case 'mobile-site': {
      const sites = await read(() => getMobileSites(language, signal), { signal });
      if (sites.error) return { page: 'mobile-site', site: sites };
      const site = sites.data.find((entry) => entry.id === match.siteId);
      // A site taken off the list since the link was made: the list it was on.
      if (!site) return redirectKeepingHl(request, sidebarHref.mobile());
      return { page: 'mobile-site', site: { data: site } };
    }
  }
}

/** A category the store lists, or one of the home's filters; any code while the list failed. */
function isKnownCategory(code: string, categories: Read<Category[]>): boolean {
  if (!categories.data) return true;
  return (
    categories.data.some((category) => category.code === code) ||
    (EXTENSION_FILTERS as readonly string[]).includes(code)
  );
}

async function loadDetail(
  match: Extract<SidebarMatch, { page: 'detail' }>,
  language: Parameters<typeof getProductDetail>[0]['language'],
  signal: AbortSignal,
): Promise<SidebarDetailData> {
  const { extensionId } = match;
  const [product, ratings] = await Promise.all([
    read(() => getProductDetail({ extensionId, preview: false, language }, signal), { signal }),
    // The page works without them: a failure shows in their place at once.
    read(() => getFirstRatings(extensionId, signal), { retry: false, signal }),
  ]);
  return {
    page: 'detail',
    extensionId,
    product,
    ratings,
    ratingsAnonymous: typeof document === 'undefined',
  };
}
