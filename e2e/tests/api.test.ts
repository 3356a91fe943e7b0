import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fetchXsrfToken,
  getJson,
  stripXssi,
  useServer,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSSI_PREFIX,
} from '../src/harness.js';

interface ErrorBody {
  error: { code: string; message: string; status: number };
}

const server = useServer();

describe('JSON API through the real server', () => {
  test('every /ajax/ body starts with the XSSI prefix, errors included', async () => {
    const { url } = server();
    for (const route of [
      '/ajax/extensions?type=extension&sort=popular&size=10&offset=0',
      '/ajax/config',
      '/ajax/user',
    ]) {
      const response = await fetch(`${url}${route}`);
      const text = await response.text();
      assert.equal(response.status, 200, route);
      assert.ok(text.startsWith(XSSI_PREFIX), `${route} starts with )]}'`);
      JSON.parse(stripXssi(text));
    }
    const missing = await fetch(`${url}/ajax/extensions/ponmlkjihgfedcbaponmlkjihgfedcba`);
    assert.equal(missing.status, 404);
    const body = JSON.parse(stripXssi(await missing.text())) as ErrorBody;
    assert.equal(body.error.status, 404);
    assert.equal(typeof body.error.code, 'string');
  });

  test('the demo catalog is listed', async () => {
    const { url } = server();
    const { status, body } = await getJson<{ items: unknown[]; totalCount: number }>(
      `${url}/ajax/extensions?type=extension&sort=popular&size=10&offset=0`,
    );
    assert.equal(status, 200);
    assert.ok(body.totalCount > 0, 'the first start seeds the demo catalog');
    assert.equal(body.items.length, Math.min(10, body.totalCount));
  });

  test('a state-changing call without the anti-forgery header is refused', async () => {
    const { url } = server();
    const token = await fetchXsrfToken(url);
    const pageView = JSON.stringify({ path: '/extensions/new' });
    const attempts: Array<{ label: string; headers: Record<string, string> }> = [
      { label: 'no cookie, no header', headers: {} },
      { label: 'cookie without header', headers: { cookie: `${XSRF_COOKIE}=${token}` } },
      {
        label: 'header that does not match the cookie',
        headers: { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: `${token}x` },
      },
    ];
    for (const attempt of attempts) {
      const response = await fetch(`${url}/ajax/page-views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...attempt.headers },
        body: pageView,
      });
      assert.equal(response.status, 403, attempt.label);
      const body = JSON.parse(stripXssi(await response.text())) as ErrorBody;
      assert.equal(body.error.code, 'XSRF_TOKEN_MISMATCH', attempt.label);
      assert.equal(body.error.status, 403, attempt.label);
      assert.ok(body.error.message.length > 0, attempt.label);
    }
    const accepted = await fetch(`${url}/ajax/page-views`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${token}`,
        [XSRF_HEADER]: token,
      },
      body: pageView,
    });
    assert.equal(accepted.status, 204, 'the same call with the matching header is accepted');
  });

  test('error messages follow the hl language', async () => {
    const { url } = server();
    const refused = async (hl: string) => {
      const response = await fetch(`${url}/ajax/page-views?hl=${hl}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"path":"/"}',
      });
      return (JSON.parse(stripXssi(await response.text())) as ErrorBody).error.message;
    };
    const [en, ko] = await Promise.all([refused('en'), refused('ko')]);
    assert.notEqual(en, ko);
    assert.match(ko, /[\uac00-\ud7a3]/, 'the Korean message is written in Hangul');
  });

  test('an unknown API path is a JSON 404, not the web app', async () => {
    const { url } = server();
    const response = await fetch(`${url}/ajax/no-such-call`);
    assert.equal(response.status, 404);
    const text = await response.text();
    assert.ok(!text.includes('<html'), 'no HTML under /ajax/');
    const body = JSON.parse(stripXssi(text)) as ErrorBody;
    assert.equal(body.error.status, 404);
  });

  test('the API documentation is served at /api-docs', async () => {
    const { url } = server();
    const ui = await fetch(`${url}/api-docs`);
    assert.equal(ui.status, 200);
    assert.match(ui.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await ui.text(), /swagger/i);
    const spec = await fetch(`${url}/api-docs/json`);
    assert.equal(spec.status, 200);
    const document = (await spec.json()) as { openapi?: string; paths: Record<string, unknown> };
    assert.ok(document.openapi?.startsWith('3'), 'an OpenAPI 3 document');
    for (const path of ['/ajax/extensions', '/ajax/extensions/{id}', '/ajax/page-views']) {
      assert.ok(path in document.paths, `documents ${path}`);
    }
  });

  test('hashed assets are cached for good and index.html never', async () => {
    const { url } = server();
    // A store page rendered on the server: its HTML may change with the catalog, so it is
    // revalidated every time, while the hashed files it names never change.
    const page = await fetch(`${url}/extensions/popular`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('cache-control') ?? '', /no-cache/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    assert.ok(assets.length > 0, 'the page references built assets');
    for (const asset of assets) {
      const response = await fetch(`${url}${asset}`);
      assert.equal(response.status, 200, asset);
      assert.match(response.headers.get('cache-control') ?? '', /immutable/, asset);
      await response.arrayBuffer();
    }
    // Pages the browser draws itself (developer area, console) all get the same app shell,
    // which starts the same entry module as the rendered page.
    const dashboard = await fetch(`${url}/developers/dashboard/extensions`);
    const adminShell = await fetch(`${url}/admin/reviews`);
    for (const shell of [dashboard, adminShell]) {
      assert.equal(shell.status, 200);
      assert.match(shell.headers.get('cache-control') ?? '', /no-cache/);
    }
    const shellHtml = await dashboard.text();
    assert.equal(
      await adminShell.text(),
      shellHtml,
      'every history route of the shell gets one index.html',
    );
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+)"/.exec(html)?.[1];
    assert.ok(entry, 'the rendered page starts an entry module');
    assert.ok(shellHtml.includes(`src="${entry}"`), 'the shell starts the same entry module');
    const missingAsset = await fetch(`${url}/assets/no-such-file.js`);
    assert.equal(missingAsset.status, 404, 'a missing asset is a 404, not index.html');
  });
});
