import {
  CHROME_WEB_STORE_UPDATE_URL,
  EXTENSION_ID_PATTERN,
  isOutsidePageUrl,
  isOutsideUpdateUrl,
  type OutsideItem,
  type OutsideItemCreateInput,
  type OutsideItemPatchInput,
  outsideSourceLabel,
} from '@lagoon/contract';

/** The add/edit form of an item from elsewhere, as typed. */
export interface OutsideDraft {
  extensionId: string;
  updateUrl: string;
  name: string;
  nameKo: string;
  description: string;
  descriptionKo: string;
  icon: string | null;
  pageUrl: string;
  blocked: boolean;
}

/** The console's own checks, by field; the server checks again. */
export type OutsideCheck = 'idInvalid' | 'updateUrlInvalid' | 'nameRequired' | 'pageUrlInvalid';

export function outsideDraftOf(item: OutsideItem | null): OutsideDraft {
  return {
    extensionId: item?.extensionId ?? '',
    updateUrl: item?.updateUrl ?? CHROME_WEB_STORE_UPDATE_URL,
    name: item?.name ?? '',
    nameKo: item?.nameKo ?? '',
    description: item?.description ?? '',
    descriptionKo: item?.descriptionKo ?? '',
    icon: item?.icon ?? null,
    pageUrl: item?.pageUrl ?? '',
    blocked: item?.blocked ?? false,
  };
}

/** What is wrong with the draft before it is sent, by field. */
export function checkOutsideDraft(draft: OutsideDraft): Partial<Record<string, OutsideCheck>> {
  const problems: Partial<Record<string, OutsideCheck>> = {};
  if (!EXTENSION_ID_PATTERN.test(draft.extensionId.trim())) problems.extensionId = 'idInvalid';
  if (!isOutsideUpdateUrl(draft.updateUrl.trim())) problems.updateUrl = 'updateUrlInvalid';
  if (!draft.name.trim()) problems.name = 'nameRequired';
  const page = draft.pageUrl.trim();
  if (page && !isOutsidePageUrl(page)) problems.pageUrl = 'pageUrlInvalid';
  return problems;
}

/** The source visitors will read for the draft's update URL, or null while it is not valid. */
export function draftSource(draft: OutsideDraft): string | null {
  const url = draft.updateUrl.trim();
  return isOutsideUpdateUrl(url) ? outsideSourceLabel(url) : null;
}

/** The draft as a new item. */
export function outsideCreateOf(draft: OutsideDraft): OutsideItemCreateInput {
  return {
    extensionId: draft.extensionId.trim(),
    updateUrl: draft.updateUrl.trim(),
    name: draft.name.trim(),
    nameKo: draft.nameKo.trim() || null,
    description: draft.description.trim(),
    descriptionKo: draft.descriptionKo.trim() || null,
    icon: draft.icon,
    pageUrl: draft.pageUrl.trim() || null,
    blocked: draft.blocked,
  };
}

/** The draft as a change of `item`: only the fields that differ. */
export function outsidePatchOf(draft: OutsideDraft, item: OutsideItem): OutsideItemPatchInput {
  const next = outsideCreateOf(draft);
  const patch: OutsideItemPatchInput = {};
  if (next.updateUrl !== item.updateUrl) patch.updateUrl = next.updateUrl;
  if (next.name !== item.name) patch.name = next.name;
  if ((next.nameKo ?? null) !== item.nameKo) patch.nameKo = next.nameKo ?? null;
  if (next.description !== item.description) patch.description = next.description;
  if ((next.descriptionKo ?? null) !== item.descriptionKo) {
    patch.descriptionKo = next.descriptionKo ?? null;
  }
  if (next.icon !== item.icon) patch.icon = next.icon;
  if (next.pageUrl !== item.pageUrl) patch.pageUrl = next.pageUrl;
  if (next.blocked !== item.blocked) patch.blocked = next.blocked;
  return patch;
}
