import {
  type AdminBannerList,
  type AdminCategoryList,
  type AdminEventList,
  type AdminMobileSiteList,
  type AdminSocialLinks,
  type AdminWinnerList,
  type AuditPage,
  CATEGORY_TYPES,
  type CategoryType,
  type CurationItemList,
  type Language,
  PICK_TYPES,
  type PickType,
} from '@lagoon/contract';
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { isOneOf } from '../../../lib/one-of';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getAuditPage } from '../api/moderation-api';
import { type AuditFilter, readAuditSearch } from '../model/audit-search';
import {
  getBanners,
  getCategories,
  getMobileSites,
  getPicks,
  getWinners,
  searchItems,
} from './curation-api';
import { getEvents } from './events-api';
import { getSocialLinks } from './social-links-api';

/** The sections of /admin/curation, in the order the console offers them. */
export const CURATION_SECTIONS = [
  'banners',
  'picks',
  'winners',
  'categories',
  'mobile-sites',
  'events',
  'footer',
  'log',
] as const;
export type CurationSection = (typeof CURATION_SECTIONS)[number];

/**
 * What the rest of the address under /admin/curation names: '' for the bare address (which
 * opens the banners), a section, or null for anything else (not found).
 */
export function curationSectionOf(splat: string | undefined): CurationSection | '' | null {
  const path = (splat ?? '').replace(/\/+$/, '');
  if (path === '') return '';
  return isOneOf(CURATION_SECTIONS, path) ? path : null;
}

/** The picks section opens on the wallpaper tab's picks. */
export const DEFAULT_PICK_TYPE: PickType = 'theme';
/** The search parameter naming the kind of picks shown (absent for the default). */
export const PICK_TYPE_PARAM = 'type';

/** The kind of picks the address asks for; anything else shows the default. */
export function readPickType(search: URLSearchParams): PickType {
  const type = search.get(PICK_TYPE_PARAM);
  return isOneOf(PICK_TYPES, type) ? type : DEFAULT_PICK_TYPE;
}

/**
 * The curation history the address asks for (?q=…&page=…): the curation part of the console's
 * log, searched for q, as the log page reads its own address.
 */
export function readCurationLogSearch(search: URLSearchParams): AuditFilter {
  return { ...readAuditSearch(search), area: 'curation', action: null };
}

export interface PicksData {
  type: PickType;
  items: Read<CurationItemList>;
}

export interface CurationLogData {
  filter: AuditFilter;
  entries: Read<AuditPage>;
}

/** What /admin/curation/* shows: the read of the section the address names, only that one. */
export interface CurationData {
  banners?: Read<AdminBannerList>;
  picks?: PicksData;
  winners?: Read<AdminWinnerList>;
  categories?: Read<AdminCategoryList>;
  mobileSites?: Read<AdminMobileSiteList>;
  events?: Read<AdminEventList>;
  /** The footer's social links. */
  socialLinks?: Read<AdminSocialLinks>;
  log?: CurationLogData;
}

/**
 * /admin/curation/*: the section the address names, as the address asks for it (the kind of
 * picks, the history's search and page). Other administrators change the storefront too, so
 * every visit, and every change made here, reads it anew. The bare address and unknown
 * sections read nothing: the page sends the first to the banners and shows not-found for the
 * rest.
 */
export const curationLoader: PageLoader<CurationData | null> = privatePageLoader(
  async (env, { params, request }) => {
    const { signal } = request;
    const search = new URL(request.url).searchParams;
    switch (curationSectionOf(params['*'])) {
      case 'banners':
        return { banners: await read(() => getBanners(signal), { signal }) };
      case 'picks': {
        const type = readPickType(search);
        const language = requestLanguage(env, request);
        const items = await read(() => getPicks(type, language, signal), { signal });
        return { picks: { type, items } };
      }
      case 'winners': {
        const language = requestLanguage(env, request);
        return { winners: await read(() => getWinners(language, signal), { signal }) };
      }
      case 'categories':
        return { categories: await read(() => getCategories(signal), { signal }) };
      case 'mobile-sites':
        return { mobileSites: await read(() => getMobileSites(signal), { signal }) };
      case 'events': {
        const language = requestLanguage(env, request);
        return { events: await read(() => getEvents(language, signal), { signal }) };
      }
      case 'footer':
        return { socialLinks: await read(() => getSocialLinks(signal), { signal }) };
      case 'log': {
        const filter = readCurationLogSearch(search);
        return {
          log: { filter, entries: await read(() => getAuditPage(filter, signal), { signal }) },
        };
      }
      default:
        return {};
    }
  },
);

/** The address of the item search that the curation sections ask as an administrator types. */
export const ITEM_SEARCH_PATH = '/admin/_data/item-search';

/**
 * The item search's address for a text, a kind of item and the interface language; with
 * `installable`, only items managed browsers could install by policy.
 */
export function itemSearchHref(
  q: string,
  type: CategoryType,
  language: Language,
  installable = false,
): string {
  const search = new URLSearchParams({ q, type, hl: language });
  if (installable) search.set('installable', 'true');
  return `${ITEM_SEARCH_PATH}?${search}`;
}

/** The items found for one search; the answer names what was asked, to match the search box. */
export interface ItemSearchData {
  q: string;
  type: CategoryType;
  items: Read<CurationItemList>;
}

/**
 * /admin/_data/item-search?q=…&type=…&hl=…: the items of a kind whose name or id matches q.
 * No text, or a kind that does not exist, finds nothing without asking.
 */
export const itemSearchLoader: PageLoader<ItemSearchData | null> = privatePageLoader(
  async (env, { request }) => {
    const { signal } = request;
    const search = new URL(request.url).searchParams;
    const q = (search.get('q') ?? '').trim();
    const typeParam = search.get('type');
    const type = isOneOf(CATEGORY_TYPES, typeParam) ? typeParam : 'extension';
    if (!q || typeParam !== type) return { q, type, items: { data: { items: [] } } };
    const language = requestLanguage(env, request);
    const installable = search.get('installable') === 'true';
    return {
      q,
      type,
      items: await read(() => searchItems(q, type, language, signal, installable), { signal }),
    };
  },
);

/** A resource route is only read by the page; a visitor who opens its address is sent home. */
function ResourceOnly() {
  return createElement(AppNavigate, { to: '/extensions' });
}

/**
 * The curation's resource routes, children of the /admin route. The fetcher always names the
 * language (hl); the browser's own is the fallback.
 */
export const curationResourceRoutes: RouteObject[] = [
  {
    path: '_data/item-search',
    loader: (args) => itemSearchLoader({ browserLanguage: globalThis.navigator?.language }, args),
    Component: ResourceOnly,
  },
];
