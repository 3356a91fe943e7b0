import { z } from 'zod';
import { EXTENSION_ID_PATTERN } from './constants.js';
import { GroupId, type GroupItemMode } from './groups.js';

/**
 * Install requests: in a browser whose group does not allow an item, a signed-in visitor asks
 * for it with a reason; administrators approve it for a group (which changes that group's
 * policy) or deny it with a reason, and the requester is told. A visitor has at most one open
 * request per item.
 */

export const INSTALL_REQUEST_REASON_MAX = 500;
export const INSTALL_REQUEST_DENIAL_MAX = 500;
/** Requests one account may send in an hour. */
export const INSTALL_REQUESTS_PER_HOUR = 10;
/** The most requests the console's list answers at once. */
export const INSTALL_REQUESTS_PAGE_MAX = 200;

export const INSTALL_REQUEST_STATES = ['open', 'approved', 'denied', 'withdrawn'] as const;
export const InstallRequestState = z.enum(INSTALL_REQUEST_STATES);
export type InstallRequestState = z.infer<typeof InstallRequestState>;

/** Modes an approval may give: the ones that let the group's browsers have the item. */
export const APPROVAL_MODES = [
  'allowed',
  'normal_installed',
  'force_installed',
] as const satisfies readonly GroupItemMode[];
export const ApprovalMode = z.enum(APPROVAL_MODES);
export type ApprovalMode = z.infer<typeof ApprovalMode>;

/** POST /ajax/install-requests. */
export const InstallRequestInput = z.object({
  extensionId: z.string().regex(EXTENSION_ID_PATTERN, 'extension id'),
  reason: z.string().trim().min(1, 'reason').max(INSTALL_REQUEST_REASON_MAX, 'reason'),
  /** The group the companion reports for this browser; left out, the default group. */
  groupId: GroupId.nullable().optional(),
});
export type InstallRequestInput = z.infer<typeof InstallRequestInput>;

export const InstallRequestParams = z.object({ requestId: z.string().regex(/^\d{1,18}$/) });

/** One request as its requester sees it. */
export const OwnInstallRequest = z.object({
  id: z.string(),
  extensionId: z.string(),
  itemName: z.string(),
  itemIcon: z.string().nullable(),
  groupId: z.string(),
  groupName: z.string(),
  reason: z.string(),
  state: InstallRequestState,
  /** The administrator's reason for a denial. */
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnInstallRequest = z.infer<typeof OwnInstallRequest>;

/** GET /ajax/install-requests: the signed-in visitor's requests, newest first. */
export const OwnInstallRequestList = z.object({ requests: z.array(OwnInstallRequest) });
export type OwnInstallRequestList = z.infer<typeof OwnInstallRequestList>;

/** GET /ajax/install-access: may this browser add the item, and the visitor's request for it. */
export const InstallAccessQuery = z.object({
  extensionId: z.string().regex(EXTENSION_ID_PATTERN, 'extension id'),
  /** The group the companion reports for this browser; left out, the default group. */
  groupId: GroupId.optional(),
});
export type InstallAccessQuery = z.infer<typeof InstallAccessQuery>;

export const InstallAccess = z.object({
  /** The group lets its browsers have the item: no request is needed. */
  allowed: z.boolean(),
  /** The signed-in visitor's latest request for the item; null signed out or without one. */
  request: OwnInstallRequest.nullable(),
  /**
   * The package this browser's Add opens (the group's copy when a group is named): a staged
   * release's new version for a pilot group, the version everyone else keeps otherwise; null
   * when the store has no signed package to offer.
   */
  crxUrl: z.string().nullable().default(null),
});
export type InstallAccess = z.infer<typeof InstallAccess>;

/** One request as the console lists it. */
export const InstallRequestEntry = z.object({
  id: z.string(),
  requester: z.object({ nickname: z.string(), email: z.string() }),
  groupId: z.string(),
  groupName: z.string(),
  reason: z.string(),
  state: InstallRequestState,
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type InstallRequestEntry = z.infer<typeof InstallRequestEntry>;

/** The requests of one item: what the console decides on. */
export const InstallRequestGroup = z.object({
  extensionId: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  productType: z.string(),
  /** What the live package declares (empty without a package), for the decision. */
  permissions: z.array(z.string()),
  hostPermissions: z.array(z.string()),
  openCount: z.number().int(),
  requests: z.array(InstallRequestEntry),
});
export type InstallRequestGroup = z.infer<typeof InstallRequestGroup>;

/** GET /admin/api/install-requests?state=open: requests grouped by item, most asked first. */
export const InstallRequestQuery = z.object({ state: InstallRequestState.default('open') });
export const InstallRequestOverview = z.object({ items: z.array(InstallRequestGroup) });
export type InstallRequestOverview = z.infer<typeof InstallRequestOverview>;

/** POST /admin/api/install-requests/:requestId/approve. */
export const InstallRequestApproval = z.object({
  /** The group to allow the item for; left out, the group the request was made from. */
  groupId: GroupId.optional(),
  mode: ApprovalMode.default('allowed'),
});
export type InstallRequestApproval = z.infer<typeof InstallRequestApproval>;

/** POST /admin/api/install-requests/:requestId/deny. */
export const InstallRequestDenial = z.object({
  reason: z.string().trim().min(1, 'reason').max(INSTALL_REQUEST_DENIAL_MAX, 'reason'),
});
export type InstallRequestDenial = z.infer<typeof InstallRequestDenial>;
