// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../lib/test-server';
import { runLoader, sendJson } from '../../../test/loaders';
import { browsersLoader } from './browsers-loader';
import { groupLoader } from './groups-loader';

const GROUP_ID = '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    if (url.pathname === '/admin/api/groups') {
      return send(200, { groups: [{ id: GROUP_ID, name: 'Finance' }] });
    }
    if (url.pathname === `/admin/api/groups/${GROUP_ID}`) {
      return send(200, { id: GROUP_ID, name: 'Finance', items: [] });
    }
    if (url.pathname === '/admin/api/browser-policy') {
      return send(200, {
        browser: url.searchParams.get('browser'),
        platform: url.searchParams.get('platform'),
        group: url.searchParams.get('group'),
      });
    }
    if (url.pathname === '/admin/api/browsers') return send(200, { items: [] });
    return send(404, {
      error: { code: 'GROUP_NOT_FOUND', message: 'No such group', status: 404 },
    });
  });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/admin`);
});

afterAll(() => server.close());

function policyRequests(): URLSearchParams[] {
  return server.requests
    .filter((request) => request.url.startsWith('/admin/api/browser-policy'))
    .map((request) => new URL(request.url, 'http://store.test').searchParams);
}

describe('browser group loaders', () => {
  it('read the groups beside the Browsers page', async () => {
    const page = await runLoader(browsersLoader, `${server.baseUrl}/admin/browsers`);
    expect(page?.groups.data?.groups.map((group) => group.name)).toEqual(['Finance']);
  });

  it("read a group, its file for the address's browser and its Linux file for the entries", async () => {
    server.requests.length = 0;
    const page = await runLoader(
      groupLoader,
      `${server.baseUrl}/admin/browsers/groups/${GROUP_ID}?browser=edge&platform=windows`,
      { groupId: GROUP_ID },
    );
    expect(page?.group?.data?.name).toBe('Finance');
    expect(page?.policy?.data).toEqual({ browser: 'edge', platform: 'windows', group: GROUP_ID });
    expect(page?.entryFile?.data).toEqual({
      browser: 'chromium',
      platform: 'linux',
      group: GROUP_ID,
    });
  });

  it('read the Linux file once when it is the file shown', async () => {
    server.requests.length = 0;
    const page = await runLoader(
      groupLoader,
      `${server.baseUrl}/admin/browsers/groups/${GROUP_ID}?browser=chromium&platform=linux`,
      { groupId: GROUP_ID },
    );
    expect(page?.entryFile).toBe(page?.policy);
    expect(policyRequests()).toHaveLength(1);
  });

  it('read nothing for an address no group can have', async () => {
    server.requests.length = 0;
    const page = await runLoader(groupLoader, `${server.baseUrl}/admin/browsers/groups/finance`, {
      groupId: 'finance',
    });
    expect(page?.group).toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});
