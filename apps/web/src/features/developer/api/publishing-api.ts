import {
  type CreatorItemDetail,
  type CreatorItemList,
  DASHBOARD_TYPES,
  type DashboardItemType,
  type ItemPatch,
  type Language,
} from '@lagoon/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every developer item query starts with this key; a change to any item refreshes them all. */
export const PUBLISHING_QUERY_KEY = ['publishing'] as const;

/**
 * How long a read of the developer's items counts as fresh. Their review state changes on the
 * reviewers' side, so the page loaders read them anew on every visit whatever the cache holds
 * (see ../loaders.ts); this short window only keeps a page from asking a second time as it
 * mounts right after its loader's read.
 */
export const ITEMS_FRESH_MS = 10_000;

function itemPath(extensionId: string): string {
  return `/creator/api/extensions/${encodeURIComponent(extensionId)}`;
}

/** GET /creator/api/extensions?type=…: the developer's items of one dashboard tab. */
export async function getCreatorItems(
  itemType: DashboardItemType,
  language: Language,
  signal?: AbortSignal,
): Promise<CreatorItemList> {
  return api.get<CreatorItemList>('/creator/api/extensions', {
    query: { type: DASHBOARD_TYPES[itemType].join(','), hl: language },
    signal,
  });
}

export const creatorItemsQueryOptions = (itemType: DashboardItemType, language: Language) =>
  queryOptions({
    queryKey: [...PUBLISHING_QUERY_KEY, 'items', itemType, language],
    queryFn: ({ signal }) => getCreatorItems(itemType, language, signal),
    staleTime: ITEMS_FRESH_MS,
  });

export interface CreatorItemParams {
  extensionId: string;
  /** false prefers the draft being edited; true the published product. */
  published: boolean;
  language: Language;
}

/** GET /creator/api/extensions/{id}?published=…: one of the developer's items. */
export async function getCreatorItem(
  { extensionId, published, language }: CreatorItemParams,
  signal?: AbortSignal,
): Promise<CreatorItemDetail> {
  return api.get<CreatorItemDetail>(itemPath(extensionId), {
    query: { published, hl: language },
    signal,
  });
}

export const creatorItemQueryOptions = (params: CreatorItemParams) =>
  queryOptions({
    queryKey: [...PUBLISHING_QUERY_KEY, 'item', params],
    queryFn: ({ signal }) => getCreatorItem(params, signal),
    staleTime: ITEMS_FRESH_MS,
  });

/** PATCH /creator/api/extensions/{id}: saves the fields given into the item's draft. */
export function patchCreatorItem(
  extensionId: string,
  patch: ItemPatch,
  language: Language,
): Promise<CreatorItemDetail> {
  return api.patch<CreatorItemDetail>(itemPath(extensionId), {
    query: { hl: language },
    body: patch,
  });
}

/** DELETE /creator/api/extensions/{id}: refused with DELETE_FAILED when it cannot go. */
export function deleteCreatorItem(extensionId: string): Promise<void> {
  return api.delete(itemPath(extensionId), { responseType: 'none' });
}

/** POST /creator/api/extensions/pwa: a new web-app draft filled in from the site's manifest. */
export function registerWebApp(url: string, language: Language): Promise<CreatorItemDetail> {
  return api.post<CreatorItemDetail>('/creator/api/extensions/pwa', {
    query: { hl: language },
    body: { url },
  });
}
