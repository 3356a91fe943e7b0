// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageLoader } from '../../../lib/page-loader';
import { startTestServer } from '../../../lib/test-server';
import { runLoader, sendJson } from '../../../test/loaders';
import { ITEM_ID, itemDetail } from '../api/publishing-fixtures';
import { editExtensionLoader, editWebAppLoader, uploadLoader } from './editor-loaders';

const names = [{ code: 'en', name: 'English' }];
const MISSING_ID = 'b'.repeat(32);

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    const send = (body: unknown) => sendJson(response, 200, body);
    if (path === `/creator/api/extensions/${ITEM_ID}`) return send(itemDetail());
    if (path.startsWith('/ajax/categories/') || path === '/ajax/locales') return send(names);
    if (path === '/ajax/regions') return send(names);
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no', status: 404 } }));
  });
  // The page's own address: the app's client asks the store it was loaded from.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/developers`);
});

afterAll(() => server.close());

/** Runs a page's loader as the router does for a navigation to path. */
function visit<T>(loader: PageLoader<T>, path: string, params: Record<string, string> = {}) {
  return runLoader(loader, `${server.baseUrl}${path}`, params);
}

function pathsAskedSince(count: number): string[] {
  return server.requests.slice(count).map((request) => request.url.split('?')[0] ?? '');
}

describe('the upload loader', () => {
  it('reads nothing for a new item', async () => {
    const before = server.requests.length;
    const data = await visit(uploadLoader, '/developers/upload/extension/draft', {
      extensionId: 'draft',
    });
    expect(data).toEqual({ item: null });
    expect(server.requests.length).toBe(before);
  });

  it('reads nothing for an address that names no item', async () => {
    const before = server.requests.length;
    const data = await visit(uploadLoader, '/developers/upload/webapp/nope', {
      extensionId: 'nope',
    });
    expect(data).toEqual({ item: null });
    expect(server.requests.length).toBe(before);
  });

  it('reads the draft of the item an update names, in the address language', async () => {
    const data = await visit(uploadLoader, `/developers/upload/extension/${ITEM_ID}?hl=ko`, {
      extensionId: ITEM_ID,
    });
    expect(data?.item?.data?.extensionId).toBe(ITEM_ID);
    const asked = new URL(server.requests.at(-1)?.url ?? '', server.baseUrl);
    expect(asked.searchParams.get('published')).toBe('false');
    expect(asked.searchParams.get('hl')).toBe('ko');
  });

  it('returns a missing item as the read refusal, for the page to show', async () => {
    const data = await visit(uploadLoader, `/developers/upload/extension/${MISSING_ID}`, {
      extensionId: MISSING_ID,
    });
    expect(data?.item?.data).toBeUndefined();
    expect(data?.item?.error?.code).toBe('NOT_FOUND');
  });
});

describe('the editor loaders', () => {
  it('read the item and the names its fields offer', async () => {
    const before = server.requests.length;
    const data = await visit(editWebAppLoader, `/developers/edit/webapp/${ITEM_ID}`, {
      extensionId: ITEM_ID,
    });
    expect(data?.item.data?.extensionId).toBe(ITEM_ID);
    expect(data?.categories.data).toEqual(names);
    expect(data?.locales.data).toEqual(names);
    expect(data?.regions.data).toEqual(names);
    expect(pathsAskedSince(before).sort()).toEqual([
      '/ajax/categories/app',
      '/ajax/locales',
      '/ajax/regions',
      `/creator/api/extensions/${ITEM_ID}`,
    ]);
  });

  it('offer the categories of extensions in the extension editor', async () => {
    const before = server.requests.length;
    const data = await visit(editExtensionLoader, `/developers/edit/extension/${ITEM_ID}`, {
      extensionId: ITEM_ID,
    });
    expect(data?.categories.data).toEqual(names);
    expect(pathsAskedSince(before)).toContain('/ajax/categories/extension');
  });

  it('return a missing item as the read refusal, for the page to show', async () => {
    const data = await visit(editExtensionLoader, `/developers/edit/extension/${MISSING_ID}`, {
      extensionId: MISSING_ID,
    });
    expect(data?.item.error?.code).toBe('NOT_FOUND');
  });

  it('read nothing for an id no item can have', async () => {
    const before = server.requests.length;
    const data = await visit(editExtensionLoader, '/developers/edit/extension/nope', {
      extensionId: 'nope',
    });
    expect(data).toBeNull();
    expect(server.requests.length).toBe(before);
  });
});
