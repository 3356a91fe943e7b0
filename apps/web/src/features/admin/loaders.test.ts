// @vitest-environment happy-dom
import { XSSI_PREFIX } from '@lagoon/contract';
import { QueryClient } from '@tanstack/react-query';
import type { Window as HappyDomWindow } from 'happy-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoaderEnv, PageLoader } from '../../app/page-loader';
import { isNotFoundError } from '../../lib/api-client';
import { startTestServer } from '../../lib/test-server';
import { browserPolicyQueryOptions } from './api/browsers-api';
import {
  auditQueryOptions,
  reviewCaseQueryOptions,
  reviewQueueQueryOptions,
  storeStatsQueryOptions,
} from './api/moderation-api';
import { picksQueryOptions, winnersQueryOptions } from './curation/curation-api';
import {
  auditLogLoader,
  browsersLoader,
  curationLoader,
  reviewCaseLoader,
  reviewQueueLoader,
  statsLoader,
} from './loaders';

const CASE_ID = 'abcdefghijklmnopabcdefghijklmnop';
const MISSING_ID = 'pppppppppppppppppppppppppppppppp';

/** What the console's API answers; tests change it between visits. */
let queue: object[] = [];

let server: Awaited<ReturnType<typeof startTestServer>>;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(`${XSSI_PREFIX}${JSON.stringify(body)}`);
    };
    switch (url.pathname) {
      case '/admin/api/reviews':
        return send(200, { items: queue });
      case `/admin/api/reviews/${CASE_ID}`:
        return send(200, { extensionId: CASE_ID, revision: 3 });
      case '/admin/api/audit':
        return send(200, { entries: [], totalCount: 0, query: url.search });
      case '/admin/api/stats':
        return send(200, { days: Number(url.searchParams.get('days')) });
      case '/admin/api/curation/picks':
        return send(200, { items: [], type: url.searchParams.get('type') });
      case '/admin/api/curation/winners':
        return send(200, { years: [] });
      case '/admin/api/browsers':
        return send(200, { items: [] });
      case '/admin/api/browser-policy':
        return send(200, {
          browser: url.searchParams.get('browser'),
          platform: url.searchParams.get('platform'),
        });
      default:
        return send(404, {
          error: { code: 'NOT_FOUND', message: 'Unable to access', status: 404 },
        });
    }
  });
  // The page's own address: the app's client asks the store it was loaded from.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/admin`);
});

afterAll(() => server.close());

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

/** Runs a page's loader as the router does for a navigation to path. */
async function visit(loader: PageLoader, path: string, params: Record<string, string> = {}) {
  const env: LoaderEnv = { queryClient, browserLanguage: 'en' };
  const args = {
    request: new Request(`${server.baseUrl}${path}`),
    params,
    context: undefined,
  } as LoaderFunctionArgs;
  await loader(env, args);
}

function requestsTo(path: string): number {
  return server.requests.filter((request) => request.url.split('?')[0] === path).length;
}

describe('console page loaders', () => {
  it('show the queue as it is now on every visit', async () => {
    queue = [{ extensionId: CASE_ID }];
    await visit(reviewQueueLoader, '/admin/reviews?hl=ko');
    const key = reviewQueueQueryOptions('ko').queryKey;
    expect(queryClient.getQueryData(key)?.items).toHaveLength(1);

    queue = [{ extensionId: CASE_ID }, { extensionId: MISSING_ID }];
    await visit(reviewQueueLoader, '/admin/reviews?hl=ko');
    expect(queryClient.getQueryData(key)?.items).toHaveLength(2);
  });

  it('keep "not found" for a case that does not exist, and read nothing for a malformed id', async () => {
    await visit(reviewCaseLoader, `/admin/items/${CASE_ID}`, { extensionId: CASE_ID });
    expect(queryClient.getQueryData(reviewCaseQueryOptions(CASE_ID, 'en').queryKey)?.revision).toBe(
      3,
    );

    await visit(reviewCaseLoader, `/admin/items/${MISSING_ID}`, { extensionId: MISSING_ID });
    const missing = queryClient.getQueryState(reviewCaseQueryOptions(MISSING_ID, 'en').queryKey);
    expect(isNotFoundError(missing?.error)).toBe(true);

    const before = server.requests.length;
    await visit(reviewCaseLoader, '/admin/items/short', { extensionId: 'short' });
    expect(server.requests.length).toBe(before);
  });

  it('read the log page and the statistics period the address asks for', async () => {
    await visit(auditLogLoader, '/admin/log?q=tidy&area=curation&page=2');
    const filter = { q: 'tidy', area: 'curation', action: null, offset: 50, size: 50 } as const;
    expect(queryClient.getQueryData(auditQueryOptions(filter).queryKey)?.totalCount).toBe(0);

    await visit(statsLoader, '/admin/stats?days=7');
    expect(queryClient.getQueryData(storeStatsQueryOptions(7, 'en').queryKey)).toEqual({
      days: 7,
    });
    await visit(statsLoader, '/admin/stats?days=12');
    expect(queryClient.getQueryData(storeStatsQueryOptions(30, 'en').queryKey)).toEqual({
      days: 30,
    });
  });

  it('read the curation section the address names, as it first shows', async () => {
    await visit(curationLoader, '/admin/curation/picks', { '*': 'picks' });
    expect(queryClient.getQueryData(picksQueryOptions('theme', 'en').queryKey)).toMatchObject({
      type: 'theme',
    });
    expect(requestsTo('/admin/api/curation/winners')).toBe(0);

    await visit(curationLoader, '/admin/curation/winners', { '*': 'winners' });
    expect(queryClient.getQueryData(winnersQueryOptions('en').queryKey)).toEqual({ years: [] });

    const before = server.requests.length;
    await visit(curationLoader, '/admin/curation/unknown', { '*': 'unknown' });
    expect(server.requests.length).toBe(before);
  });

  it('read the policy file of the browser and system the address names', async () => {
    await visit(browsersLoader, '/admin/browsers?browser=edge&platform=windows');
    const target = { browser: 'edge', platform: 'windows' } as const;
    expect(queryClient.getQueryData(browserPolicyQueryOptions(target).queryKey)).toEqual(target);
    expect(requestsTo('/admin/api/browsers')).toBeGreaterThan(0);
  });
});
