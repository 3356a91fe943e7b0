import { z } from 'zod';
import { BlockMode } from './distribution.js';
import { ExtensionId, Timestamp } from './entities.js';
import { ProductType } from './enums.js';
import {
  ITEM_REPORT_ACTIONS,
  ITEM_REPORT_REASONS,
  ITEM_REPORT_RESOLUTIONS,
  ITEM_REPORT_STATES,
} from './item-report-values.js';
import { BLOCK_REASON_MAX, ITEM_REPORT_TEXT_MAX } from './limits.js';
import { optionalText } from './text-fields.js';

/**
 * Visitors' reports of items (malware, spam, copyright, something else) and the administrators'
 * queue of them.
 *
 * - POST /ajax/extensions/{id}/reports: a signed-in visitor reports an item visitors can see;
 *   one open report per account and item (ITEM_ALREADY_REPORTED), none for a blocked item
 *   (ITEM_REPORTS_CLOSED), counted against the hourly limit of reports (RATE_LIMITED).
 * - GET  /admin/api/item-reports?state=open|closed: the queue, oldest open report first, or
 *   the most recently closed first.
 * - POST /admin/api/item-reports/{reportId}/dismiss: nothing wrong found.
 * - POST /admin/api/item-reports/{reportId}/resolve: acted on; with `block`, the item is blocked
 *   by the review machine's own block (its reason is the note) and every open report of the
 *   item is closed with it.
 *
 * The messages of the input rules are catalog keys of the web app (itemReports.*).
 */

export const ItemReportReason = z.enum(ITEM_REPORT_REASONS);
export type ItemReportReason = z.infer<typeof ItemReportReason>;

export const ItemReportState = z.enum(ITEM_REPORT_STATES);
export type ItemReportState = z.infer<typeof ItemReportState>;

export const ItemReportResolution = z.enum(ITEM_REPORT_RESOLUTIONS);
export type ItemReportResolution = z.infer<typeof ItemReportResolution>;

export const ItemReportAction = z.enum(ITEM_REPORT_ACTIONS);
export type ItemReportAction = z.infer<typeof ItemReportAction>;

/** A report's id in addresses: a positive decimal number. */
export const ItemReportId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'report id');

/** POST /ajax/extensions/{id}/reports: why, and in the visitor's words (required for "other"). */
export const ItemReportInput = z
  .object({
    reason: z.enum(ITEM_REPORT_REASONS, { message: 'itemReports.reason.required' }),
    text: optionalText(ITEM_REPORT_TEXT_MAX, 'itemReports.text.max'),
  })
  .superRefine((report, context) => {
    if (report.reason === 'other' && report.text === null) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'itemReports.text.required' });
    }
  });
export type ItemReportInput = z.input<typeof ItemReportInput>;

/** The report a visitor filed, as the call that filed it answers. */
export const ItemReport = z.object({
  reportId: ItemReportId,
  extensionId: ExtensionId,
  reason: ItemReportReason,
  text: z.string().nullable(),
  createAt: Timestamp,
});
export type ItemReport = z.infer<typeof ItemReport>;

/** One report in the administrators' queue: the item, the report and, once closed, the outcome. */
export const ItemReportEntry = z.object({
  reportId: ItemReportId,
  extensionId: ExtensionId,
  /** The item's name in the interface language (its published listing's, else its draft's). */
  itemName: z.string(),
  productType: ProductType,
  /** The item is blocked now, whether by this report's outcome or otherwise. */
  itemBlocked: z.boolean(),
  reason: ItemReportReason,
  text: z.string().nullable(),
  /** The reporting visitor's public name. */
  reporter: z.string(),
  createAt: Timestamp,
  /** How many reports of the item are open now, this one included while it is open. */
  openReportCount: z.number().int(),
  state: ItemReportState,
  resolution: ItemReportResolution.nullable(),
  closedAt: Timestamp.nullable(),
  /** The administrator who closed it; null while open or when their account is gone. */
  closedBy: z.string().nullable(),
  /** The administrator's note, kept in the log too (and the block's reason when blocked). */
  note: z.string().nullable(),
});
export type ItemReportEntry = z.infer<typeof ItemReportEntry>;

/** GET /admin/api/item-reports?state= */
export const ItemReportQueue = z.object({ reports: z.array(ItemReportEntry) });
export type ItemReportQueue = z.infer<typeof ItemReportQueue>;

/** POST /admin/api/item-reports/{reportId}/dismiss: an optional note for the log. */
export const ItemReportDismissInput = z.object({
  note: optionalText(BLOCK_REASON_MAX, 'itemReports.note.max'),
});
export type ItemReportDismissInput = z.input<typeof ItemReportDismissInput>;

/**
 * POST /admin/api/item-reports/{reportId}/resolve: an optional note for the log, and whether to
 * block the item (and how managed browsers treat it). Blocking needs the note: it is the
 * block's reason, which the developer is shown.
 */
export const ItemReportResolveInput = z
  .object({
    note: optionalText(BLOCK_REASON_MAX, 'itemReports.note.max'),
    block: BlockMode.nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((decision, context) => {
    if (decision.block !== null && decision.note === null) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'itemReports.note.required' });
    }
  });
export type ItemReportResolveInput = z.input<typeof ItemReportResolveInput>;
