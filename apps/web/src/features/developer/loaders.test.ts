// @vitest-environment happy-dom
import { XSSI_PREFIX } from '@lagoon/contract';
import type { Window as HappyDomWindow } from 'happy-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoaderEnv } from '../../lib/page-loader';
import { startTestServer } from '../../lib/test-server';
import { product } from './api/publishing-fixtures';
import { dashboardLoader } from './loaders';

/** What the store answers; tests change it between visits. */
const answers: { items: object[]; itemsStatus: number } = { items: [], itemsStatus: 200 };

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/creator/api/extensions' && answers.itemsStatus === 200) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`${XSSI_PREFIX}${JSON.stringify({ items: answers.items })}`);
      return;
    }
    const status = path === '/creator/api/extensions' ? answers.itemsStatus : 404;
    const code = path === '/creator/api/extensions' ? 'NOT_A_CREATOR' : 'NOT_FOUND';
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { code, message: 'no', status } }));
  });
  // The page's own address: the app's client asks the store it was loaded from.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/developers`);
});

afterAll(() => server.close());

/** Runs the dashboard's loader as the router does for a navigation to path. */
function visit(path: string, itemType: string) {
  const env: LoaderEnv = { browserLanguage: 'en' };
  const args = {
    request: new Request(`${server.baseUrl}${path}`),
    params: { itemType } as Record<string, string>,
    context: undefined,
  } as LoaderFunctionArgs;
  return dashboardLoader(env, args);
}

function requestsTo(path: string): number {
  return server.requests.filter((request) => request.url.split('?')[0] === path).length;
}

describe('the dashboard loader', () => {
  it('returns the items of the tab, read in the address language', async () => {
    answers.items = [product({ name: 'Tab Tidy' })];
    const data = await visit('/developers/dashboard/extensions?hl=ko', 'extensions');
    expect(data?.itemType).toBe('extensions');
    expect(data?.items.data?.items.map((item) => item.name)).toEqual(['Tab Tidy']);
    const asked = new URL(server.requests.at(-1)?.url ?? '', server.baseUrl);
    expect(asked.searchParams.get('hl')).toBe('ko');
  });

  it('reads the items anew on every visit', async () => {
    const path = '/creator/api/extensions';
    const before = requestsTo(path);
    answers.items = [product({ name: 'Tab Tidy' })];
    const first = await visit('/developers/dashboard/webapps', 'webapps');
    answers.items = [
      product({ name: 'Tab Tidy' }),
      product({ name: 'Focus', extensionId: 'b'.repeat(32) }),
    ];
    const second = await visit('/developers/dashboard/webapps', 'webapps');
    expect(requestsTo(path) - before).toBe(2);
    expect(first?.items.data?.items).toHaveLength(1);
    expect(second?.items.data?.items).toHaveLength(2);
  });

  it('returns a refusal as the read, for the page to show', async () => {
    answers.itemsStatus = 404;
    try {
      const data = await visit('/developers/dashboard/extensions', 'extensions');
      expect(data?.items.data).toBeUndefined();
      expect(data?.items.error?.code).toBe('NOT_A_CREATOR');
    } finally {
      answers.itemsStatus = 200;
    }
  });

  it('reads nothing for a dashboard tab that does not exist', async () => {
    const before = server.requests.length;
    expect(await visit('/developers/dashboard/themes', 'themes')).toBeNull();
    expect(server.requests.length).toBe(before);
  });
});
