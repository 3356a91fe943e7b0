import {
  CreatorItemDetail,
  CreatorItemList,
  DASHBOARD_TYPES,
  type DashboardItemType,
  type ItemPatch,
  type Language,
} from '@lagoon/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every developer item query starts with this key; a change to any item refreshes them all. */
export const PUBLISHING_QUERY_KEY = ['publishing'] as const;

function itemPath(extensionId: string): string {
  return `/creator/api/extensions/${encodeURIComponent(extensionId)}`;
}

/** GET /creator/api/extensions?type=…: the developer's items of one dashboard tab. */
export async function getCreatorItems(
  itemType: DashboardItemType,
  language: Language,
  signal?: AbortSignal,
): Promise<CreatorItemList> {
  return api.get('/creator/api/extensions', {
    query: { type: DASHBOARD_TYPES[itemType].join(','), hl: language },
    schema: CreatorItemList,
    signal,
  });
}

export const creatorItemsQueryOptions = (itemType: DashboardItemType, language: Language) =>
  queryOptions({
    queryKey: [...PUBLISHING_QUERY_KEY, 'items', itemType, language],
    queryFn: ({ signal }) => getCreatorItems(itemType, language, signal),
    // The review state changes on the reviewers' side: show it fresh on every visit.
    staleTime: 0,
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
  return api.get(itemPath(extensionId), {
    query: { published, hl: language },
    schema: CreatorItemDetail,
    signal,
  });
}

export const creatorItemQueryOptions = (params: CreatorItemParams) =>
  queryOptions({
    queryKey: [...PUBLISHING_QUERY_KEY, 'item', params],
    queryFn: ({ signal }) => getCreatorItem(params, signal),
    staleTime: 0,
  });

/** PATCH /creator/api/extensions/{id}: saves the fields given into the item's draft. */
export function patchCreatorItem(
  extensionId: string,
  patch: ItemPatch,
  language: Language,
): Promise<CreatorItemDetail> {
  return api.patch(itemPath(extensionId), {
    query: { hl: language },
    body: patch,
    schema: CreatorItemDetail,
  });
}

/** DELETE /creator/api/extensions/{id}: refused with DELETE_FAILED when it cannot go. */
export function deleteCreatorItem(extensionId: string): Promise<void> {
  return api.delete(itemPath(extensionId), { responseType: 'none' });
}

/** POST /creator/api/extensions/pwa: a new web-app draft filled in from the site's manifest. */
export function registerWebApp(url: string, language: Language): Promise<CreatorItemDetail> {
  return api.post('/creator/api/extensions/pwa', {
    query: { hl: language },
    body: { url },
    schema: CreatorItemDetail,
  });
}
