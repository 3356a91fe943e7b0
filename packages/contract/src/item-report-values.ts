/**
 * The choices of visitors' reports of items, without the schemas (item-reports.ts), so the
 * store's pages and the console can read them without loading the schema library. The longest
 * explanation is ITEM_REPORT_TEXT_MAX in limits.ts.
 */

/** Why a visitor reports an item. "other" needs an explanation; the rest may have one. */
export const ITEM_REPORT_REASONS = ['malware', 'spam', 'copyright', 'other'] as const;

/** The administrators' two views of the reports: still to decide, and decided. */
export const ITEM_REPORT_STATES = ['open', 'closed'] as const;

/**
 * How a report was closed: dismissed (nothing wrong found), resolved (acted on outside the
 * store's own controls, or the developer fixed it), or resolved by blocking the item.
 */
export const ITEM_REPORT_RESOLUTIONS = ['dismissed', 'resolved', 'blocked'] as const;

/** What administrators do with a report; each is in the accountability log (area reports). */
export const ITEM_REPORT_ACTIONS = ['report.dismiss', 'report.resolve'] as const;

/** The longest list one queue call answers: the oldest open reports first. */
export const ITEM_REPORT_QUEUE_MAX = 100;

/** The visitors' call that files a report of an item. */
export function itemReportPath(extensionId: string): string {
  return `/ajax/extensions/${encodeURIComponent(extensionId)}/reports`;
}
