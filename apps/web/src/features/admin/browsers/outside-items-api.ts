import type {
  Ok,
  OutsideItem,
  OutsideItemCreateInput,
  OutsideItemIcon,
  OutsideItemList,
  OutsideItemPatchInput,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/*
 * The console's calls for items from elsewhere (/admin/api/outside-items): extensions the store
 * does not host, which browser groups can allow, install or block.
 */

function itemPath(extensionId: string): string {
  return `/admin/api/outside-items/${encodeURIComponent(extensionId)}`;
}

/** GET /admin/api/outside-items: every item from elsewhere, by name. */
export function getOutsideItems(signal?: AbortSignal): Promise<OutsideItemList> {
  return api.get<OutsideItemList>('/admin/api/outside-items', { signal });
}

/** POST /admin/api/outside-items. */
export function createOutsideItem(input: OutsideItemCreateInput): Promise<OutsideItem> {
  return api.post<OutsideItem>('/admin/api/outside-items', { body: input });
}

/** PATCH /admin/api/outside-items/{id}: what the change names; the rest stays. */
export function updateOutsideItem(
  extensionId: string,
  change: OutsideItemPatchInput,
): Promise<OutsideItem> {
  return api.patch<OutsideItem>(itemPath(extensionId), { body: change });
}

/** DELETE /admin/api/outside-items/{id}: with its entries in every group. */
export function deleteOutsideItem(extensionId: string): Promise<Ok> {
  return api.delete<Ok>(itemPath(extensionId));
}

/** POST /admin/api/outside-items/icons: stores an icon to name in a create or change. */
export function uploadOutsideIcon(file: File): Promise<OutsideItemIcon> {
  const body = new FormData();
  body.append('file', file);
  return api.post<OutsideItemIcon>('/admin/api/outside-items/icons', { body });
}
