import {
  ITEM_REPORT_STATES,
  type ItemReportDismissInput,
  type ItemReportEntry,
  type ItemReportQueue,
  type ItemReportResolveInput,
  type ItemReportState,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import type { ReportDecisionKind } from '../model/report-decision';

/** The two views of the Reports section: reports waiting for a decision, and decided ones. */
export const REPORT_QUEUE_STATES = ITEM_REPORT_STATES;

/** GET /admin/api/item-reports?state=: open reports oldest first, or closed ones newest first. */
export function getItemReports(
  state: ItemReportState,
  signal?: AbortSignal,
): Promise<ItemReportQueue> {
  return api.get<ItemReportQueue>('/admin/api/item-reports', { query: { state }, signal });
}

/** POST /admin/api/item-reports/{reportId}/dismiss|resolve: the report as it is afterwards. */
export function decideItemReport(
  reportId: string,
  kind: ReportDecisionKind,
  body: ItemReportDismissInput | ItemReportResolveInput,
): Promise<ItemReportEntry> {
  return api.post<ItemReportEntry>(
    `/admin/api/item-reports/${encodeURIComponent(reportId)}/${kind}`,
    { body },
  );
}
