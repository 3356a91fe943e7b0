import type { PublicOutsideItem, PublicOutsideItemList } from '@lagoon/contract';
import { api } from '../../lib/api-client';

/*
 * The store's calls for items from elsewhere: the ones the visitor's browser group lets them
 * have (the group as the companion reports it; none reads as the default group).
 */

/** GET /ajax/outside-items?groupId=. */
export function getGroupOutsideItems(
  groupId: string | null,
  signal?: AbortSignal,
): Promise<PublicOutsideItemList> {
  return api.get<PublicOutsideItemList>('/ajax/outside-items', { query: { groupId }, signal });
}

/** GET /ajax/outside-items/{id}?groupId=: OUTSIDE_ITEM_NOT_FOUND when the group has no such item. */
export function getGroupOutsideItem(
  extensionId: string,
  groupId: string | null,
  signal?: AbortSignal,
): Promise<PublicOutsideItem> {
  return api.get<PublicOutsideItem>(`/ajax/outside-items/${encodeURIComponent(extensionId)}`, {
    query: { groupId },
    signal,
  });
}
