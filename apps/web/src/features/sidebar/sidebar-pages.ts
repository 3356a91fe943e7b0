import { EXTENSION_SORTS, type ExtensionSort } from '@lagoon/contract';
import { matchPath } from 'react-router';
import { isOneOf } from '../../lib/one-of';

/**
 * The pages of the sidebar store and their addresses. The store's route table has one route
 * for all of them (/sidebar/*, see app/routes.tsx), so their table stays out of the store's
 * first load: its loader and its page pick the sidebar page here from the rest of the address.
 */
export type SidebarMatch =
  | { page: 'home' }
  /** `category` is a category code, or "all" for every extension. */
  | { page: 'category'; category: string }
  /** `keyword` is "" for the search page before a search. */
  | { page: 'search'; keyword: string }
  | { page: 'detail'; extensionId: string }
  | { page: 'mobile' }
  | { page: 'mobile-site'; siteId: string };

/** The sidebar store's home; its other pages are under it. */
export const SIDEBAR_PATH = '/sidebar';

/** The category code that stands for every extension. */
export const ALL_CATEGORIES = 'all';

/** What an address's parts may look like; anything else is an unknown address. */
const CATEGORY = /^\w{1,40}$/;
const ITEM_ID = /^\w{32}$/;
const SITE_ID = /^[\w-]{1,64}$/;

/**
 * The sidebar page an address under /sidebar shows (its path after "/sidebar/"), or null for an
 * unknown address, which the loader sends to /sidebar.
 */
export function matchSidebarPage(rest: string): SidebarMatch | null {
  const path = `/${rest.replace(/\/+$/, '')}`;
  if (path === '/') return { page: 'home' };
  if (path === '/mobile') return { page: 'mobile' };
  const category = matchPath('/category/:category', path)?.params.category;
  if (category !== undefined)
    return CATEGORY.test(category) ? { page: 'category', category } : null;
  const search = matchPath('/search/:keyword?', path);
  if (search) return { page: 'search', keyword: search.params.keyword?.trim() ?? '' };
  const extensionId = matchPath('/detail/:extensionId', path)?.params.extensionId;
  if (extensionId !== undefined) {
    return ITEM_ID.test(extensionId) ? { page: 'detail', extensionId } : null;
  }
  const siteId = matchPath('/mobile/:siteId', path)?.params.siteId;
  if (siteId !== undefined) return SITE_ID.test(siteId) ? { page: 'mobile-site', siteId } : null;
  return null;
}

/** The list a category page shows: popular unless the address asks for the new one. */
export function readListTab(search: string | URLSearchParams): ExtensionSort {
  const tab = new URLSearchParams(search).get('tab');
  return isOneOf(EXTENSION_SORTS, tab) ? tab : 'popular';
}

/** Addresses of the sidebar's pages (the links add hl, see components/app-link.tsx). */
export const sidebarHref = {
  home: () => SIDEBAR_PATH,
  category: (category: string, tab?: ExtensionSort) =>
    `${SIDEBAR_PATH}/category/${encodeURIComponent(category)}${tab && tab !== 'popular' ? `?tab=${tab}` : ''}`,
  search: (keyword = '') =>
    keyword ? `${SIDEBAR_PATH}/search/${encodeURIComponent(keyword)}` : `${SIDEBAR_PATH}/search`,
  detail: (extensionId: string) => `${SIDEBAR_PATH}/detail/${extensionId}`,
  mobile: () => `${SIDEBAR_PATH}/mobile`,
  mobileSite: (siteId: string) => `${SIDEBAR_PATH}/mobile/${encodeURIComponent(siteId)}`,
};

/**
 * Which tab of the sidebar's header an address belongs to: the mobile websites, the
 * categories, or home (everything else: home, search, details).
 */
export function sidebarTab(match: Pick<SidebarMatch, 'page'>): 'home' | 'categories' | 'mobile' {
  if (match.page === 'mobile' || match.page === 'mobile-site') return 'mobile';
  if (match.page === 'category') return 'categories';
  return 'home';
}
