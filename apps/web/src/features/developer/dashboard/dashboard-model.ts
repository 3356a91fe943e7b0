import {
  awaitsDecision,
  type CreatorItem,
  DASHBOARD_COLUMNS,
  type DashboardItemType,
  type ProductType,
  WEB_APP_TYPES,
} from '@lagoon/contract';

export type DashboardColumn = (typeof DASHBOARD_COLUMNS)[number];

/** The columns of a dashboard tab: the version is shown for extensions only. */
export function dashboardColumns(itemType: DashboardItemType): DashboardColumn[] {
  return DASHBOARD_COLUMNS.filter((column) => column !== 'version' || itemType === 'extensions');
}

export function isWebAppProduct(productType: ProductType): boolean {
  return (WEB_APP_TYPES as readonly ProductType[]).includes(productType);
}

/** Where the listing of an item is edited: web apps and extensions have their own editors. */
export function editPath(item: Pick<CreatorItem, 'extensionId' | 'productType'>): string {
  const kind = isWebAppProduct(item.productType) ? 'webapp' : 'extension';
  return `/developers/edit/${kind}/${item.extensionId}`;
}

/**
 * Where the developer sees the item as visitors would. An approved item has its
 * detail page; everything else (and a private item, which visitors cannot open) its preview.
 */
export function previewPath(item: Pick<CreatorItem, 'extensionId' | 'review' | 'status'>): string {
  const live = item.review === 'READY_FOR_OPEN' && item.status !== 'TRUSTED_TESTER';
  return live ? `/detail/${item.extensionId}` : `/detail/${item.extensionId}/preview`;
}

/** Where "Upload new" starts for each tab: a new upload uses the literal id draft. */
export const UPLOAD_PATHS: Record<DashboardItemType, string> = {
  extensions: '/developers/upload/extension/draft',
  webapps: '/developers/upload/webapp/draft',
};

/** A reviewer's note the developer has to act on, in the guidelines dialog. */
export function pendingReviewNote(item: CreatorItem): CreatorItem['reviewNote'] {
  // Once resubmitted, the note is history until the next decision.
  if (awaitsDecision(item.review)) return null;
  return item.reviewNote;
}
