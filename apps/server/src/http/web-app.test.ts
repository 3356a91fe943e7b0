import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, directive, type TestApp } from '../test/app.js';
import { inlineScriptHashes, webAppContentSecurityPolicy } from './web-app.js';

/** An inline script as the build leaves it in index.html, indentation and line breaks included. */
const INLINE_SCRIPT = `
      (function () {
        document.documentElement.dataset.theme = 'dark';
      })();
    `;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/app-3f9a1c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** A built web app in a temporary folder. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: writeDist() });
  });
  afterAll(async () => t.close());

  it('answers history-mode routes with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/extensions/new',
      '/detail/abcdefghijklmnopabcdefghijklmnop?hl=ko',
      '/index.html',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends the page with a policy that allows its own inline script by hash', async () => {
    for (const url of ['/', '/extensions/new', '/index.html']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      // The hash is of the script exactly as served.
      expect(response.body).toContain(`<script>${INLINE_SCRIPT}</script>`);
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'script-src'), url).toEqual(["'self'", sha256Source(INLINE_SCRIPT)]);
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'blob:']);
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('leaves API answers, files and page assets as they were', async () => {
    const answers = [
      await t.app.inject('/ajax/config'),
      await t.app.inject('/ajax/unknown'),
      await t.app.inject('/assets/app-3f9a1c.js'),
      await t.app.inject('/favicon.svg'),
    ];
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
    }
    expect(answers[0]?.statusCode).toBe(200);
  });

  it('caches hashed assets forever', async () => {
    const response = await t.app.inject('/assets/app-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files briefly', async () => {
    const response = await t.app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers a missing asset or API call with the page', async () => {
    const asset = await t.app.inject('/assets/missing-chunk.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
    const api = await t.app.inject('/ajax/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.body).toContain('"NOT_FOUND"');
  });
});

describe('serving the compressed copies the build writes', () => {
  let t: TestApp;
  const script = `export const words = ${JSON.stringify('lagoon '.repeat(400))};\n`;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const file = path.join(dist, 'assets', 'page-1a2b3c.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => t.close());

  const get = (encoding: string | undefined) =>
    t.app.inject({
      url: '/assets/page-1a2b3c.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends brotli to browsers that take it, gzip to the others, and the file to the rest', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives the compressed copies no address of their own', async () => {
    const response = await t.app.inject('/assets/page-1a2b3c.js.gz');
    expect(response.statusCode).toBe(404);
  });
});

describe('the web app with an external sign-out address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST: writeDist(),
      PUBLIC_URL: 'https://store.example.com',
      LOGOUT_URL: 'https://accounts.example.net/session/end',
    });
  });
  afterAll(async () => t.close());

  it('lets the app call that origin and no other', async () => {
    const response = await t.app.inject('/extensions/new');
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://accounts.example.net']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of inline scripts and skips scripts loaded from a file', () => {
    const html =
      '<script>a()</script><SCRIPT type="module">b()</SCRIPT>' +
      '<script data-src="x">c()</script><script src="/d.js"></script>' +
      '<script type="module" crossorigin src="/e.js">ignored()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256Source('a()'),
      sha256Source('b()'),
      sha256Source('c()'),
    ]);
  });

  it('hashes the text the browser sees: line breaks normalised, each script once', () => {
    const html = '<script>\r\n  a();\r  b();\n</script><script>\n  a();\n  b();\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256Source('\n  a();\n  b();\n')]);
  });

  it('allows no inline script on a page without one', () => {
    const policy = webAppContentSecurityPolicy({ scriptHashes: inlineScriptHashes('<p></p>') });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });
});
