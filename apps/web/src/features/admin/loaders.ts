import type { PageLoader } from '../../app/page-loader';
import { requestLanguage } from '../../app/page-loader';
import { prefetchSession, privatePageLoader, readAnew } from '../developer/loaders';
import { browserPolicyQueryOptions, browsersOverviewQueryOptions } from './api/browsers-api';
import {
  auditQueryOptions,
  reviewCaseQueryOptions,
  reviewQueueQueryOptions,
  storeStatsQueryOptions,
} from './api/moderation-api';
import {
  bannersQueryOptions,
  categoriesQueryOptions,
  curationLogQueryOptions,
  DEFAULT_PICK_TYPE,
  picksQueryOptions,
  winnersQueryOptions,
} from './curation/curation-api';
import { readAuditSearch } from './model/audit-search';
import { guessPolicyTarget, readPolicyTarget } from './model/browser-policy';
import { isItemId } from './model/format';
import { readStatsPeriod } from './model/stats-period';

/*
 * The console's loaders. Every console page reads what others change (developers submit,
 * administrators decide and curate), so each visit reads it anew; the statistics, a summary
 * of whole days, keep their own minute. A visitor who is no administrator gets not-found for
 * these reads, which is what the console shell shows them anyway.
 */

/** /admin: the console shell shows nothing before it knows the visitor is an administrator. */
export const adminSessionLoader: PageLoader = privatePageLoader(({ queryClient }) =>
  prefetchSession(queryClient),
);

/** /admin/reviews: the items waiting for review. */
export const reviewQueueLoader: PageLoader = privatePageLoader((env, { request }) =>
  readAnew(env.queryClient, reviewQueueQueryOptions(requestLanguage(env, request))),
);

/** /admin/items/:extensionId: one item's case; an id no item can have reads nothing. */
export const reviewCaseLoader: PageLoader = privatePageLoader(async (env, { params, request }) => {
  const { extensionId } = params;
  if (!isItemId(extensionId)) return;
  const language = requestLanguage(env, request);
  await readAnew(env.queryClient, reviewCaseQueryOptions(extensionId, language));
});

/** /admin/log: the page of the log the address asks for. */
export const auditLogLoader: PageLoader = privatePageLoader((env, { request }) =>
  readAnew(env.queryClient, auditQueryOptions(readAuditSearch(new URL(request.url).searchParams))),
);

/** /admin/stats: the statistics of the period the address asks for. */
export const statsLoader: PageLoader = privatePageLoader((env, { request }) => {
  const days = readStatsPeriod(new URL(request.url).searchParams.get('days'));
  return env.queryClient.prefetchQuery(storeStatsQueryOptions(days, requestLanguage(env, request)));
});

/**
 * /admin/curation/*: the section the address names (the bare address opens the banners), as
 * the section first shows it: wallpaper picks, the unfiltered history.
 */
export const curationLoader: PageLoader = privatePageLoader((env, { params, request }) => {
  const { queryClient } = env;
  const language = requestLanguage(env, request);
  switch (params['*']?.split('/')[0] ?? '') {
    case '':
    case 'banners':
      return readAnew(queryClient, bannersQueryOptions());
    case 'picks':
      return readAnew(queryClient, picksQueryOptions(DEFAULT_PICK_TYPE, language));
    case 'winners':
      return readAnew(queryClient, winnersQueryOptions(language));
    case 'categories':
      return readAnew(queryClient, categoriesQueryOptions());
    case 'log':
      return readAnew(queryClient, curationLogQueryOptions('', 0));
    default:
      return Promise.resolve();
  }
});

/**
 * /admin/browsers: the connection details and named items, and the policy file for the
 * browser and system the address names (else the administrator's own, as the page guesses).
 */
export const browsersLoader: PageLoader = privatePageLoader((env, { request }) => {
  const target = readPolicyTarget(
    new URL(request.url).searchParams,
    guessPolicyTarget(navigator.userAgent),
  );
  return Promise.all([
    readAnew(env.queryClient, browsersOverviewQueryOptions(requestLanguage(env, request))),
    readAnew(env.queryClient, browserPolicyQueryOptions(target)),
  ]);
});
