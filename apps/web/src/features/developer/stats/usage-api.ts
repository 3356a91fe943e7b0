import { type ItemUsage, type Language, usagePath } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** The calendar days (UTC, YYYY-MM-DD, both included) a usage read covers. */
export interface UsageRangeQuery {
  from: string;
  to: string;
}

/** GET /creator/api/extensions/{id}/usage: the item's daily numbers over a range. */
export function getItemUsage(
  extensionId: string,
  range: UsageRangeQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<ItemUsage> {
  return api.get<ItemUsage>(usagePath(encodeURIComponent(extensionId)), {
    query: { from: range.from, to: range.to, hl: language },
    signal,
  });
}
