import {
  type CreatorItemDetail,
  type CreatorItemList,
  DASHBOARD_TYPES,
  type DashboardItemType,
  type ItemPatch,
  type Language,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

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
