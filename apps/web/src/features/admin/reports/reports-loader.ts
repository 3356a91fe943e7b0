import type { ItemReportQueue, ItemReportState } from '@lagoon/contract';
import { isOneOf } from '../../../lib/one-of';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getItemReports, REPORT_QUEUE_STATES } from './reports-api';

/** The view the address asks for (?state=open|closed); anything else is the open reports. */
export function readReportQueueState(search: URLSearchParams): ItemReportState {
  const state = search.get('state');
  return isOneOf(REPORT_QUEUE_STATES, state) ? state : 'open';
}

/** The address of a view; the open reports are plain /admin/reports. */
export function reportQueuePath(state: ItemReportState): string {
  return state === 'open' ? '/admin/reports' : `/admin/reports?state=${state}`;
}

/** What /admin/reports shows. */
export interface ItemReportsData {
  state: ItemReportState;
  queue: Read<ItemReportQueue>;
}

/** /admin/reports?state=: the reports of the view. */
export const itemReportsLoader: PageLoader<ItemReportsData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const state = readReportQueueState(new URL(request.url).searchParams);
    return { state, queue: await read(() => getItemReports(state, signal), { signal }) };
  },
);
