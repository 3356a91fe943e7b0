import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
