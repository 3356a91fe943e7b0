// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../lib/test-server';
import { runLoader, sendJson } from '../../test/loaders';
import { myRequestsLoader } from './requests-loader';

let server: Awaited<ReturnType<typeof startTestServer>>;
let signedIn = true;

const REQUEST = {
  id: '3',
  extensionId: 'a'.repeat(32),
  itemName: 'Clipper',
  itemIcon: null,
  groupId: '5f0c0c4e-0000-4000-8000-000000000001',
  groupName: 'Finance',
  reason: 'For reports',
  state: 'denied',
  decisionReason: 'Not vetted.',
  createdAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-21T09:00:00.000Z',
};

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    if (url.pathname === '/ajax/install-requests' && signedIn) {
      return sendJson(response, 200, {
        requests: [{ ...REQUEST, hl: url.searchParams.get('hl') }],
      });
    }
    if (url.pathname === '/ajax/install-requests') {
      return sendJson(response, 401, {
        error: { code: 'LOGIN_REQUIRED', message: 'Please sign in', status: 401 },
      });
    }
    return sendJson(response, 404, {
      error: { code: 'NOT_FOUND', message: 'Unable to access', status: 404 },
    });
  });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/requests`);
});

afterAll(() => server.close());

describe('My requests loader', () => {
  it("reads the visitor's requests in the page's language", async () => {
    signedIn = true;
    const data = await runLoader(myRequestsLoader, `${server.baseUrl}/requests?hl=ko`);
    expect(data?.requests.data?.requests).toEqual([{ ...REQUEST, hl: 'ko' }]);
  });

  it('keeps a signed-out answer as the read error for the page to show', async () => {
    signedIn = false;
    const data = await runLoader(myRequestsLoader, `${server.baseUrl}/requests`);
    expect(data?.requests.error?.code).toBe('LOGIN_REQUIRED');
  });
});
