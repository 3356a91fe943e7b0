import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ WEB_DIST: dist });
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
