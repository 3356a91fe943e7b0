import { type ItemReport, type ItemReportInput, itemReportPath } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /ajax/extensions/{id}/reports: the signed-in visitor reports the item to the
 * administrators; a second open report of the same item is refused (ITEM_ALREADY_REPORTED).
 */
export function fileItemReport(extensionId: string, input: ItemReportInput): Promise<ItemReport> {
  return api.post<ItemReport>(itemReportPath(extensionId), { body: input });
}
