import {
  EXTENSION_FILTERS,
  EXTENSION_SORTS,
  type ExtensionFilter,
  type ExtensionSort,
  HOME_PAGE_SIZE,
  type LikeState,
  type RatingPage,
} from '@lagoon/contract';
import type { LoaderFunctionArgs } from 'react-router';
import {
  type ExtensionListParams,
  getExtensionsPage,
  type ProductListPage,
} from '../features/catalog/api/get-extensions';
import { getRatings } from '../features/ratings/api/get-ratings';
import { readView } from '../features/ratings/rating-view';
import { autocomplete } from '../features/search/api/autocomplete';
import { type DiscoverPage, getDiscoverPage } from '../features/wallpapers/api/get-themes';
import { getLikeState } from '../features/wallpapers/api/likes';
import { api } from '../lib/api-client';
import { isOneOf } from '../lib/one-of';
import { type Read, read } from '../lib/read';
import { type LoaderEnv, requestLanguage } from './page-loader';

/*
 * The loaders of the resource routes that serve lists, suggestions, ratings and likes
 * (data-routes.tsx). They run after a visitor's action (more of a list, typing, another order
 * of the reviews) or, for what only the visitor's cookies tell, once the page is in the
 * browser, so the first page does not carry them.
 */

/** /_data/products?type&sort&category&offset&hl: one page of a product list. */
export function productPage(
  env: LoaderEnv,
  { request }: LoaderFunctionArgs,
): Promise<Read<ProductListPage>> {
  const search = new URL(request.url).searchParams;
  const sort = search.get('sort');
  const category = search.get('category');
  const offset = Number(search.get('offset') ?? 0);
  const params: ExtensionListParams = {
    type: search.get('type') === 'app' ? 'app' : 'extension',
    sort: (isOneOf(EXTENSION_SORTS, sort) ? sort : 'popular') as ExtensionSort,
    category: isOneOf(EXTENSION_FILTERS, category) ? (category as ExtensionFilter) : null,
    language: requestLanguage(env, request),
  };
  // Pages start at multiples of the page size; anything else reads the page it falls in.
  const at = Number.isSafeInteger(offset) && offset > 0 ? offset - (offset % HOME_PAGE_SIZE) : 0;
  return read(() => getExtensionsPage(params, at, request.signal), { signal: request.signal });
}

/**
 * /_data/discover: the random first page of the discover list, or with after (the random
 * page's ids) and cursor the ordered page that follows.
 */
export function discoverPage({ request }: LoaderFunctionArgs): Promise<Read<DiscoverPage>> {
  const search = new URL(request.url).searchParams;
  const after = search.get('after');
  const previous: DiscoverPage | null =
    after === null
      ? null
      : { themes: [], randomIds: after.split(',').filter(Boolean), cursor: search.get('cursor') };
  return read(() => getDiscoverPage(previous, request.signal), { signal: request.signal });
}

/** /_data/suggestions?keyword: names completing what the visitor typed. */
export async function suggestions({ request }: LoaderFunctionArgs): Promise<Read<string[]>> {
  const keyword = new URL(request.url).searchParams.get('keyword')?.trim() ?? '';
  if (!keyword) return { data: [] };
  return read(() => autocomplete(api, keyword, request.signal), {
    retry: false,
    signal: request.signal,
  });
}

/**
 * /_data/ratings?extensionId&sort&score&page: a page of an item's ratings with its summary, read
 * with the visitor's cookies (their own rating, what they marked helpful or reported).
 */
export function ratingsPage({ request }: LoaderFunctionArgs): Promise<Read<RatingPage>> {
  const search = new URL(request.url).searchParams;
  const extensionId = search.get('extensionId') ?? '';
  return read(() => getRatings(extensionId, readView(search), request.signal), {
    signal: request.signal,
  });
}

/**
 * /_data/like?extensionId: a wallpaper's exact like count and whether the visitor likes it,
 * read with the visitor's cookies once the page is in the browser (a rendered page is drawn
 * for everyone, with a count the catalog may have cached a few seconds).
 */
export function likeState({ request }: LoaderFunctionArgs): Promise<Read<LikeState>> {
  const extensionId = new URL(request.url).searchParams.get('extensionId') ?? '';
  return read(() => getLikeState(extensionId, request.signal), { signal: request.signal });
}
