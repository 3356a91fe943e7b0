// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotFoundError } from '../../lib/api-error';
import type { PageLoader } from '../../lib/page-loader';
import { startTestServer } from '../../lib/test-server';
import { runLoader, sendJson } from '../../test/loaders';
import { auditLogLoader, reviewCaseLoader, reviewQueueLoader, statsLoader } from './loaders';

const CASE_ID = 'abcdefghijklmnopabcdefghijklmnop';
const MISSING_ID = 'pppppppppppppppppppppppppppppppp';

/** What the console's API answers; tests change it between visits. */
let queue: object[] = [];

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    switch (url.pathname) {
      case '/admin/api/reviews':
        return send(200, { items: queue, hl: url.searchParams.get('hl') });
      case `/admin/api/reviews/${CASE_ID}`:
        return send(200, { extensionId: CASE_ID, revision: 3 });
      case `/admin/api/reviews/${CASE_ID}/flags`:
        return send(200, { extensionId: CASE_ID, flags: [{ kind: 'minified' }] });
      case `/admin/api/items/${CASE_ID}/installs`:
        return send(200, { extensionId: CASE_ID, versions: [{ version: '1.0.0' }] });
      case `/admin/api/items/${CASE_ID}/release`:
        return send(200, { extensionId: CASE_ID, liveVersion: '1.0.0', staged: null });
      case '/admin/api/review-flags':
        return send(200, { items: queue.map((entry) => ({ ...entry, flags: [] })) });
      case '/admin/api/audit':
        return send(200, { items: [], totalCount: 0, query: url.search });
      case '/admin/api/stats':
        return send(200, { days: Number(url.searchParams.get('days')) });
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

/** Runs a page's loader as the router does for a navigation to path, and returns its data. */
async function visit<T>(loader: PageLoader<T>, path: string, params: Record<string, string> = {}) {
  const data = await runLoader(loader, `${server.baseUrl}${path}`, params);
  if (data === null) throw new Error('a console loader read nothing in the browser');
  return data;
}

describe('console page loaders', () => {
  it('show the queue as it is now on every visit, in the language of the address', async () => {
    queue = [{ extensionId: CASE_ID }];
    const first = await visit(reviewQueueLoader, '/admin/reviews?hl=ko');
    expect(first.queue.data?.items).toHaveLength(1);
    expect(first.queue.data).toMatchObject({ hl: 'ko' });

    queue = [{ extensionId: CASE_ID }, { extensionId: MISSING_ID }];
    const second = await visit(reviewQueueLoader, '/admin/reviews?hl=ko');
    expect(second.queue.data?.items).toHaveLength(2);
    // The packages' flags are read beside the queue, for its rows' chips.
    expect(second.flags.data?.items).toHaveLength(2);
  });

  it('keep "not found" for a case that does not exist, and read nothing for a malformed id', async () => {
    const found = await visit(reviewCaseLoader, `/admin/items/${CASE_ID}`, {
      extensionId: CASE_ID,
    });
    expect(found.item?.data?.revision).toBe(3);
    expect(found.flags?.data?.flags).toEqual([{ kind: 'minified' }]);
    // What browsers did with its versions is read beside the case.
    expect(found.installs?.data?.versions).toEqual([{ version: '1.0.0' }]);
    // And which version each browser group receives.
    expect(found.release?.data?.liveVersion).toBe('1.0.0');

    const missing = await visit(reviewCaseLoader, `/admin/items/${MISSING_ID}`, {
      extensionId: MISSING_ID,
    });
    expect(missing.item?.data).toBeUndefined();
    expect(isNotFoundError(missing.item?.error)).toBe(true);

    const before = server.requests.length;
    const malformed = await visit(reviewCaseLoader, '/admin/items/short', {
      extensionId: 'short',
    });
    expect(malformed.item).toBeNull();
    expect(server.requests.length).toBe(before);
  });

  it('read the log page the address asks for', async () => {
    const log = await visit(auditLogLoader, '/admin/log?q=tidy&area=curation&page=2');
    expect(log.filter).toEqual({ q: 'tidy', area: 'curation', action: null, offset: 50, size: 50 });
    expect(log.page.data?.totalCount).toBe(0);
    const asked = server.requests.filter((request) => request.url.startsWith('/admin/api/audit'));
    const query = new URL(asked.at(-1)?.url ?? '', server.baseUrl).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'tidy',
      area: 'curation',
      offset: '50',
      size: '50',
    });
    expect(query.has('action')).toBe(false);
  });

  it('read the statistics of the period the address asks for, else of the default', async () => {
    const week = await visit(statsLoader, '/admin/stats?days=7');
    expect(week).toEqual({ days: 7, stats: { data: { days: 7 } } });
    const odd = await visit(statsLoader, '/admin/stats?days=12');
    expect(odd).toEqual({ days: 30, stats: { data: { days: 30 } } });
  });
});
