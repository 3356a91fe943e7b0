// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../lib/test-server';
import { runLoader, sendJson } from '../../../test/loaders';
import { browsersLoader } from './browsers-loader';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    switch (url.pathname) {
      case '/admin/api/browsers':
        return send(200, { items: [] });
      case '/admin/api/groups':
        return send(200, { groups: [] });
      case '/admin/api/browsers/installs':
        return send(200, { items: [], hl: url.searchParams.get('hl') });
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

/** Runs the page's loader as the router does for a navigation to path, and returns its data. */
async function visit(path: string) {
  const data = await runLoader(browsersLoader, `${server.baseUrl}${path}`);
  if (data === null) throw new Error('a console loader read nothing in the browser');
  return data;
}

function requestsTo(path: string): number {
  return server.requests.filter((request) => request.url.split('?')[0] === path).length;
}

describe('console page loaders', () => {
  it('read the policy file of the browser and system the address names', async () => {
    const page = await visit('/admin/browsers?browser=edge&platform=windows');
    const target = { browser: 'edge', platform: 'windows' } as const;
    expect(page.target).toEqual(target);
    expect(page.policy.data).toEqual(target);
    expect(page.overview.data?.items).toEqual([]);
    expect(requestsTo('/admin/api/browsers')).toBeGreaterThan(0);
    // The installs that seem to fail are read beside them, in the page's language.
    expect(page.installs.data).toEqual({ items: [], hl: 'en' });
  });
});
