import type {
  AuditPage,
  CaseScanMatches,
  ItemInstalls,
  ItemReleaseState,
  ReviewCase,
  ReviewFlags,
  ReviewQueue,
  ReviewQueueFlags,
  RollbackPlan,
  StoreStats,
} from '@lagoon/contract';
import { readStatsPeriod } from '../../components/charts/stats-period';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import { getRollbackPlan } from '../rollback/rollback-api';
import { getAuditPage, getReviewCase, getReviewQueue, getStoreStats } from './api/moderation-api';
import { getItemRelease } from './api/release-api';
import { getItemInstalls } from './browsers/installs-api';
import { getReviewFlags, getReviewQueueFlags } from './code-review/code-review-api';
import { type AuditFilter, readAuditSearch } from './model/audit-search';
import { isItemId } from './model/format';
import { getCaseScanMatches } from './scans/scans-api';

/*
 * The console's loaders. Every console page reads what others change (developers submit,
 * administrators decide and curate), so each visit reads it anew. A visitor who is no
 * administrator gets not-found for these reads, which is what the console shell shows them
 * anyway. They read in the browser only (null on the server): the console is never drawn there.
 */

/** What /admin/reviews shows: the items waiting for review, and their packages' flags. */
export interface ReviewQueueData {
  queue: Read<ReviewQueue>;
  flags: Read<ReviewQueueFlags>;
}

/** /admin/reviews: the items waiting for review, and their flags (read side by side). */
export const reviewQueueLoader: PageLoader<ReviewQueueData | null> = privatePageLoader(
  async (env, { request }) => {
    const { signal } = request;
    const language = requestLanguage(env, request);
    const [queue, flags] = await Promise.all([
      read(() => getReviewQueue(language, signal), { signal }),
      read(() => getReviewQueueFlags(signal), { signal }),
    ]);
    return { queue, flags };
  },
);

/** What /admin/items/:extensionId shows: the item's case; null for an id no item can have. */
export interface ReviewCaseData {
  item: Read<ReviewCase> | null;
  /** The flags of the submitted package (see code-review/). */
  flags: Read<ReviewFlags> | null;
  /** What the store saw of the item's installs in browsers, per version (see browsers/). */
  installs: Read<ItemInstalls> | null;
  /** Which version each browser group receives, while a release is staged (see releases.ts). */
  release: Read<ItemReleaseState> | null;
  /** The item's published versions and what a rollback would start from. */
  rollback: Read<RollbackPlan> | null;
  /** What the scan rules found in the package under review (see scans/). */
  scans?: Read<CaseScanMatches> | null;
}

/**
 * /admin/items/:extensionId: one item's case, its flags, its installs, its staged release and its
 * published versions (the rollback plan); an id no item can have reads nothing.
 */
export const reviewCaseLoader: PageLoader<ReviewCaseData | null> = privatePageLoader(
  async (env, { params, request }) => {
    const { extensionId } = params;
    if (!isItemId(extensionId)) {
      return { item: null, flags: null, installs: null, release: null, rollback: null };
    }
    const { signal } = request;
    const language = requestLanguage(env, request);
    const [item, flags, installs, release, rollback, scans] = await Promise.all([
      read(() => getReviewCase(extensionId, language, signal), { signal }),
      read(() => getReviewFlags(extensionId, signal), { signal }),
      read(() => getItemInstalls(extensionId, signal), { signal }),
      read(() => getItemRelease(extensionId, signal), { signal }),
      read(() => getRollbackPlan('admin', extensionId, language, signal), { signal }),
      read(() => getCaseScanMatches(extensionId, signal), { signal }),
    ]);
    return { item, flags, installs, release, rollback, scans };
  },
);

/** What /admin/log shows: the search the address asks for and that page of the log. */
export interface AuditLogData {
  filter: AuditFilter;
  page: Read<AuditPage>;
}

/** /admin/log: the page of the log the address asks for. */
export const auditLogLoader: PageLoader<AuditLogData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    const filter = readAuditSearch(new URL(request.url).searchParams);
    return { filter, page: await read(() => getAuditPage(filter, signal), { signal }) };
  },
);

/** What /admin/stats shows: the period the address asks for and its statistics. */
export interface StatsData {
  days: number;
  stats: Read<StoreStats>;
}

/** /admin/stats: the statistics of the period the address asks for. */
export const statsLoader: PageLoader<StatsData | null> = privatePageLoader(
  async (env, { request }) => {
    const { signal } = request;
    const days = readStatsPeriod(new URL(request.url).searchParams.get('days'));
    const language = requestLanguage(env, request);
    return { days, stats: await read(() => getStoreStats(days, language, signal), { signal }) };
  },
);
