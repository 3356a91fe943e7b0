import { z } from 'zod';
import { EXTENSION_ID_PATTERN } from './constants.js';
import { GroupItemMode } from './groups.js';
import {
  OUTSIDE_ITEM_DESCRIPTION_MAX,
  OUTSIDE_ITEM_NAME_MAX,
  OUTSIDE_ITEM_URL_MAX,
} from './limits.js';
import { optionalChangedText, singleLineText } from './text-fields.js';

/**
 * Items from elsewhere: extensions the store does not host (the Chrome Web Store's, Edge
 * Add-ons', a company's own update server) that administrators add by id and update URL, so
 * a browser group can allow, pre-install, require or block them like the store's own items
 * and the group's visitors find them in the store, marked with their source.
 */

/** The Chrome Web Store's update service, offered as the one-click choice. */
export const CHROME_WEB_STORE_UPDATE_URL = 'https://clients2.google.com/service/update2/crx';
/** Microsoft Edge Add-ons' update service. */
export const EDGE_ADDONS_UPDATE_URL = 'https://edge.microsoft.com/extensionwebstorebase/v1/crx';

/**
 * Whether browsers may fetch an outside item from `value`: an https URL, or http on this
 * machine (localhost, 127.0.0.1) for tests and a local update server.
 */
export function isOutsideUpdateUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
}

/** Whether `value` is a web address a visitor can open (https, or http on this machine). */
export function isOutsidePageUrl(value: string): boolean {
  return isOutsideUpdateUrl(value);
}

/** The two big stores' names as their Korean pages write them. */
const STORE_NAMES_KO: Readonly<Record<string, string>> = {
  'Chrome Web Store': 'Chrome 웹 스토어',
  'Microsoft Edge Add-ons': 'Microsoft Edge 추가 기능',
};

/**
 * The source an update URL names, as visitors read it: the two big stores by name (in Korean
 * as their own Korean pages write it), anything else by its host ("updates.example.com").
 */
export function outsideSourceLabel(updateUrl: string, language?: string): string {
  const label = sourceLabel(updateUrl);
  return (language === 'ko' && STORE_NAMES_KO[label]) || label;
}

function sourceLabel(updateUrl: string): string {
  let host: string;
  try {
    host = new URL(updateUrl).hostname.toLowerCase();
  } catch {
    return updateUrl;
  }
  if (host === 'clients2.google.com' || host === 'chromewebstore.google.com') {
    return 'Chrome Web Store';
  }
  if (host === 'edge.microsoft.com' || host === 'microsoftedge.microsoft.com') {
    return 'Microsoft Edge Add-ons';
  }
  return host;
}

/** An outside item as the console lists it. */
export const OutsideItem = z.object({
  extensionId: z.string(),
  updateUrl: z.string(),
  /** Derived from the update URL. */
  source: z.string(),
  name: z.string(),
  nameKo: z.string().nullable(),
  description: z.string(),
  descriptionKo: z.string().nullable(),
  /** The stored icon's address, or null. */
  icon: z.string().nullable(),
  /** Its page elsewhere (e.g. its Chrome Web Store listing), or null. */
  pageUrl: z.string().nullable(),
  /** Blocked for every group: every group's file blocks it. */
  blocked: z.boolean(),
  /** How many groups give it an entry. */
  groupCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutsideItem = z.infer<typeof OutsideItem>;

/** GET /admin/api/outside-items. */
export const OutsideItemList = z.object({ items: z.array(OutsideItem) });
export type OutsideItemList = z.infer<typeof OutsideItemList>;

export const OutsideItemParams = z.object({
  extensionId: z.string().regex(EXTENSION_ID_PATTERN, 'extension id'),
});

const UpdateUrl = z
  .string()
  .trim()
  .max(OUTSIDE_ITEM_URL_MAX, 'updateUrl')
  .refine(isOutsideUpdateUrl, 'updateUrl');
const PageUrl = z
  .string()
  .trim()
  .max(OUTSIDE_ITEM_URL_MAX, 'pageUrl')
  .refine((value) => value === '' || isOutsidePageUrl(value), 'pageUrl')
  .nullable()
  .transform((value) => value || null);
const Name = singleLineText().trim().min(1, 'name').max(OUTSIDE_ITEM_NAME_MAX, 'name');
const Description = z.string().trim().max(OUTSIDE_ITEM_DESCRIPTION_MAX, 'description');

/** POST /admin/api/outside-items. */
export const OutsideItemCreateInput = z.object({
  extensionId: z.string().trim().regex(EXTENSION_ID_PATTERN, 'extension id'),
  updateUrl: UpdateUrl,
  name: Name,
  nameKo: optionalChangedText(OUTSIDE_ITEM_NAME_MAX, 'nameKo', { singleLine: true }),
  description: Description.default(''),
  descriptionKo: optionalChangedText(OUTSIDE_ITEM_DESCRIPTION_MAX, 'descriptionKo'),
  /** An icon uploaded through POST /admin/api/outside-items/icons. */
  icon: z.string().max(OUTSIDE_ITEM_URL_MAX).nullable().default(null),
  pageUrl: PageUrl.default(null),
  blocked: z.boolean().default(false),
});
export type OutsideItemCreateInput = z.infer<typeof OutsideItemCreateInput>;

/** PATCH /admin/api/outside-items/:extensionId: what is left out stays as it is. */
export const OutsideItemPatchInput = z.object({
  updateUrl: UpdateUrl.optional(),
  name: Name.optional(),
  nameKo: optionalChangedText(OUTSIDE_ITEM_NAME_MAX, 'nameKo', { singleLine: true }),
  description: Description.optional(),
  descriptionKo: optionalChangedText(OUTSIDE_ITEM_DESCRIPTION_MAX, 'descriptionKo'),
  icon: z.string().max(OUTSIDE_ITEM_URL_MAX).nullable().optional(),
  pageUrl: PageUrl.optional(),
  blocked: z.boolean().optional(),
});
export type OutsideItemPatchInput = z.input<typeof OutsideItemPatchInput>;

/** POST /admin/api/outside-items/icons: the stored icon to name in a create or patch. */
export const OutsideItemIcon = z.object({
  icon: z.string(),
  width: z.number(),
  height: z.number(),
});
export type OutsideItemIcon = z.infer<typeof OutsideItemIcon>;

/** An outside item as a group's visitors see it, in their language. */
export const PublicOutsideItem = z.object({
  extensionId: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  source: z.string(),
  pageUrl: z.string().nullable(),
  /** What the group's policy does with it: installs it for them, or lets them add it. */
  mode: GroupItemMode.extract(['allowed', 'normal_installed', 'force_installed']),
});
export type PublicOutsideItem = z.infer<typeof PublicOutsideItem>;

/** GET /ajax/outside-items?groupId=. */
export const PublicOutsideItemList = z.object({
  groupId: z.string(),
  items: z.array(PublicOutsideItem),
});
export type PublicOutsideItemList = z.infer<typeof PublicOutsideItemList>;

export const OutsideItemsQuery = z.object({
  groupId: z.string().max(64).optional(),
  hl: z.string().max(16).optional(),
});
