import { z } from 'zod';
import { EXTENSION_ID_PATTERN } from './constants.js';
import { optionalChangedText, singleLineText } from './text-fields.js';

/**
 * Browser groups: the departments an organisation's managed browsers belong to. Each group has
 * its own policy file (ExtensionSettings and the companion's managed settings), its own install
 * mode and its own limits; every store has one default group, which browsers use when the
 * policy names no other. Administrators keep them under /admin/api/groups.
 */

export const GROUP_NAME_MAX = 50;
export const GROUP_DESCRIPTION_MAX = 500;
/** Chromium truncates a longer blocked_install_message. */
export const BLOCKED_INSTALL_MESSAGE_MAX = 1000;
/** Chromium reads at most this many entries of a runtime host list and ignores the rest. */
export const RUNTIME_HOSTS_MAX = 100;
export const BLOCKED_PERMISSIONS_MAX = 100;
/** Version strings as Chromium compares them: one to four numbers. */
export const MINIMUM_VERSION_MAX = 64;

/**
 * `open`: any listed item may be installed from the store (and only from it). `allowlist`:
 * only items the group allows can be installed; everything else, from any source, is blocked.
 */
export const GROUP_INSTALL_MODES = ['open', 'allowlist'] as const;
export const GroupInstallMode = z.enum(GROUP_INSTALL_MODES);
export type GroupInstallMode = z.infer<typeof GroupInstallMode>;

/** An item's installation_mode in one group's ExtensionSettings. */
export const GROUP_ITEM_MODES = [
  'allowed',
  'normal_installed',
  'force_installed',
  'blocked',
  'removed',
] as const;
export const GroupItemMode = z.enum(GROUP_ITEM_MODES);
export type GroupItemMode = z.infer<typeof GroupItemMode>;

export const TOOLBAR_PINS = ['force_pinned', 'default_pinned', 'default_unpinned'] as const;
export const ToolbarPin = z.enum(TOOLBAR_PINS);
export type ToolbarPin = z.infer<typeof ToolbarPin>;

export const GroupId = z.string().uuid('group id');

const PermissionList = z.array(z.string().max(64)).max(BLOCKED_PERMISSIONS_MAX);
const HostList = z.array(z.string().max(300)).max(RUNTIME_HOSTS_MAX);

/** The limits a group sets for every item, and the message Chromium shows for a blocked install. */
const GroupLimits = z.object({
  installMode: GroupInstallMode,
  blockedPermissions: z.array(z.string()),
  runtimeBlockedHosts: z.array(z.string()),
  runtimeAllowedHosts: z.array(z.string()),
  blockedInstallMessage: z.string().nullable(),
});

/** A group as the console lists it. */
/**
 * A browser group's policy version: its `policyChangedAt` when the file was made, which the file
 * hands the companion as `policyVersion` (an ISO 8601 instant in UTC, as `toISOString` writes it).
 */
export const PolicyVersion = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, 'policy version')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'policy version');

/**
 * Which copy of a group's file its browsers run, from the companions' daily reports of one day:
 * the last full day (UTC) with reports in the last POLICY_ROLLOUT_DAYS days, or today when only
 * today has any. A browser counts once a day; a browser without the companion, offline that
 * day or only ever used in incognito windows sends no report and is not counted.
 */
export const PolicyRollout = z.object({
  /** The day (YYYY-MM-DD, UTC) the counts are from. */
  day: z.string(),
  /** Browsers that reported their group's file that day. */
  reported: z.number().int(),
  /** Of them, those running the group's current file. */
  current: z.number().int(),
  /** Of them, those running an older copy: the file was changed since and not rolled out to them. */
  behind: z.number().int(),
  /** The version (`policyChangedAt`) of the oldest copy still in use; null when none is behind. */
  oldestBehind: z.string().nullable(),
});
export type PolicyRollout = z.infer<typeof PolicyRollout>;

/** How far back the console looks for a day with reports of a group's file. */
export const POLICY_ROLLOUT_DAYS = 7;

export const BrowserGroup = GroupLimits.extend({
  id: GroupId,
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  /**
   * A pilot group's browsers receive a staged release's new version while every other browser
   * keeps the previous one (see releases.ts). Never the default group.
   */
  pilot: z.boolean(),
  /**
   * Whether the group's browsers report their full extension list to the store (fleet.ts): the
   * group's file hands the companion `inventoryReports: true`. Off unless an administrator
   * turns it on.
   */
  inventory: z.boolean(),
  /** How many items the group sets a mode or limit for. */
  itemCount: z.number().int(),
  /** When anything this group's policy says last changed. */
  policyChangedAt: z.string(),
  /** Which copy of the file its browsers run; null when none reported in the last days. */
  policyRollout: PolicyRollout.nullable(),
  createdAt: z.string(),
});
export type BrowserGroup = z.infer<typeof BrowserGroup>;

/** One item's entry in a group: its mode and the limits Chromium applies to it. */
export const GroupItemSetting = z.object({
  extensionId: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  productType: z.string(),
  /** For an item from elsewhere, its source ("Chrome Web Store"); null for the store's own. */
  source: z.string().nullable().optional(),
  mode: GroupItemMode,
  blockedPermissions: z.array(z.string()),
  runtimeBlockedHosts: z.array(z.string()),
  runtimeAllowedHosts: z.array(z.string()),
  minimumVersion: z.string().nullable(),
  toolbarPin: ToolbarPin.nullable(),
  blockedInstallMessage: z.string().nullable(),
  /**
   * Permissions the store item's live version asks for that this entry's blocked permissions
   * (or, without its own list, the group's) name: Chromium refuses to install the item in this
   * group, or turns it off, and shows no error for it anywhere. Empty when none does, for a
   * blocked or removed entry, and for items from elsewhere (the store has not read their
   * manifest).
   */
  refusedPermissions: z.array(z.string()).default([]),
  updatedAt: z.string(),
});
export type GroupItemSetting = z.infer<typeof GroupItemSetting>;

/** GET /admin/api/groups/:groupId. */
export const BrowserGroupDetail = BrowserGroup.extend({ items: z.array(GroupItemSetting) });
export type BrowserGroupDetail = z.infer<typeof BrowserGroupDetail>;

/** GET /admin/api/groups. */
export const BrowserGroupList = z.object({ groups: z.array(BrowserGroup) });
export type BrowserGroupList = z.infer<typeof BrowserGroupList>;

export const GroupParams = z.object({ groupId: GroupId });
export const GroupItemParams = z.object({
  groupId: GroupId,
  extensionId: z.string().regex(EXTENSION_ID_PATTERN, 'extension id'),
});

const GroupName = singleLineText().trim().min(1, 'name').max(GROUP_NAME_MAX, 'name');

/** POST /admin/api/groups. */
export const GroupCreateInput = z.object({
  name: GroupName,
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX, 'description').default(''),
  installMode: GroupInstallMode.default('open'),
  blockedPermissions: PermissionList.default([]),
  runtimeBlockedHosts: HostList.default([]),
  runtimeAllowedHosts: HostList.default([]),
  blockedInstallMessage: optionalChangedText(BLOCKED_INSTALL_MESSAGE_MAX, 'blockedInstallMessage'),
});
export type GroupCreateInput = z.infer<typeof GroupCreateInput>;

/** PATCH /admin/api/groups/:groupId: what is left out stays as it is. */
export const GroupPatchInput = z.object({
  name: GroupName.optional(),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX, 'description').optional(),
  installMode: GroupInstallMode.optional(),
  /** Whether the group is a pilot group (DEFAULT_GROUP_NOT_PILOT for the default group). */
  pilot: z.boolean().optional(),
  /** Whether the group's browsers send inventory reports (a new file carries it). */
  inventory: z.boolean().optional(),
  blockedPermissions: PermissionList.optional(),
  runtimeBlockedHosts: HostList.optional(),
  runtimeAllowedHosts: HostList.optional(),
  blockedInstallMessage: optionalChangedText(BLOCKED_INSTALL_MESSAGE_MAX, 'blockedInstallMessage'),
});
export type GroupPatchInput = z.infer<typeof GroupPatchInput>;

/** PUT /admin/api/groups/:groupId/items/:extensionId: the item's whole entry in the group. */
export const GroupItemInput = z.object({
  mode: GroupItemMode,
  blockedPermissions: PermissionList.default([]),
  runtimeBlockedHosts: HostList.default([]),
  runtimeAllowedHosts: HostList.default([]),
  minimumVersion: z.string().trim().max(MINIMUM_VERSION_MAX).nullable().default(null),
  toolbarPin: ToolbarPin.nullable().default(null),
  blockedInstallMessage: z
    .string()
    .trim()
    .max(BLOCKED_INSTALL_MESSAGE_MAX, 'blockedInstallMessage')
    .nullable()
    .default(null)
    .transform((value) => value || null),
});
export type GroupItemInput = z.infer<typeof GroupItemInput>;

/**
 * Whether Chromium accepts `version` as a minimum version: one to four dot-separated numbers,
 * each without a leading zero and at most 65535 (the rule for extension versions).
 */
export function isExtensionVersion(version: string): boolean {
  const parts = version.split('.');
  if (parts.length < 1 || parts.length > 4) return false;
  return parts.every((part) => /^(0|[1-9]\d{0,4})$/.test(part) && Number(part) <= 65535);
}
