import type { ItemUsage } from '@lagoon/contract';
import { utcDay } from '../../../components/charts/chart-scale';
import { readStatsPeriod } from '../../../components/charts/stats-period';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getItemUsage } from './usage-api';
import { usageRangeFor } from './usage-model';

/** What /developers/stats/:extensionId shows. */
export interface UsageData {
  extensionId: string;
  /** The period in days, from the address (?days=7|30|90). */
  days: number;
  usage: Read<ItemUsage>;
}

/**
 * /developers/stats/:extensionId?days=: the item's daily numbers over the last days, ending
 * today (UTC, as the server counts). Read anew on every visit: browsers check and visitors
 * rate all the time.
 */
export const usageLoader: PageLoader<UsageData | null> = privatePageLoader(
  async (env, { params, request }) => {
    const { signal } = request;
    const extensionId = params.extensionId ?? '';
    const days = readStatsPeriod(new URL(request.url).searchParams.get('days'));
    const range = usageRangeFor(days, utcDay(new Date()));
    const language = requestLanguage(env, request);
    const usage = await read(() => getItemUsage(extensionId, range, language, signal), { signal });
    return { extensionId, days, usage };
  },
);
