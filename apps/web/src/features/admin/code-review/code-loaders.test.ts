// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageLoader } from '../../../lib/page-loader';
import { startTestServer } from '../../../lib/test-server';
import { runLoader, sendJson } from '../../../test/loaders';
import { changesViewLoader, codeViewLoader } from './code-loaders';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    const query = Object.fromEntries(url.searchParams);
    switch (url.pathname) {
      case `/admin/api/reviews/${ID}/files`:
        return send(200, { files: [], query });
      case `/admin/api/reviews/${ID}/file`:
        if (query.path === 'missing.js') {
          return send(404, {
            error: { code: 'PACKAGE_FILE_NOT_FOUND', message: 'No file', status: 404 },
          });
        }
        return send(200, { kind: 'text', text: 'x', query });
      case `/admin/api/reviews/${ID}/changes`:
        return send(200, { files: [], query });
      case `/admin/api/reviews/${ID}/diff`:
        return send(200, { hunks: [], query });
      default:
        return send(404, {
          error: { code: 'NOT_FOUND', message: 'Unable to access', status: 404 },
        });
    }
  });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/admin`);
});

afterAll(() => server.close());

async function visit<T>(loader: PageLoader<T>, path: string, extensionId: string) {
  const data = await runLoader(loader, `${server.baseUrl}${path}`, { extensionId });
  if (data === null) throw new Error('a console loader read nothing in the browser');
  return data;
}

describe('the Code view loader', () => {
  it('reads the package the address names and its manifest when no file is named', async () => {
    const data = await visit(codeViewLoader, `/admin/items/${ID}/code?package=published`, ID);
    expect(data.address).toEqual({ choice: 'published', file: 'manifest.json' });
    expect(data.tree?.data).toMatchObject({ query: { package: 'published' } });
    expect(data.file?.data).toMatchObject({
      query: { package: 'published', path: 'manifest.json' },
    });
  });

  it('keeps a missing file as the page’s to show, beside the tree', async () => {
    const data = await visit(codeViewLoader, `/admin/items/${ID}/code?file=missing.js`, ID);
    expect(data.tree?.data).toBeDefined();
    expect(data.file?.error?.code).toBe('PACKAGE_FILE_NOT_FOUND');
  });

  it('reads nothing for an id no item can have', async () => {
    const before = server.requests.length;
    const data = await visit(codeViewLoader, '/admin/items/short/code', 'short');
    expect(data).toMatchObject({ tree: null, file: null });
    expect(server.requests.length).toBe(before);
  });
});

describe('the Changes view loader', () => {
  it('reads the list, and one file’s diff only when the address names it', async () => {
    const before = server.requests.length;
    const list = await visit(changesViewLoader, `/admin/items/${ID}/changes`, ID);
    expect(list.changes?.data).toBeDefined();
    expect(list.diff).toBeNull();
    expect(server.requests.length).toBe(before + 1);
    const open = await visit(changesViewLoader, `/admin/items/${ID}/changes?file=js%2Fa.js`, ID);
    expect(open.file).toBe('js/a.js');
    expect(open.diff?.data).toMatchObject({ query: { path: 'js/a.js' } });
  });
});
