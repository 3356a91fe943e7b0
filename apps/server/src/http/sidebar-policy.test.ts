import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, directive, type TestApp } from '../test/app.js';
import { renderHeadTags } from './page-head.js';
import { pageKind, sidebarPolicyOptions } from './web-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><script type="module" crossorigin src="/assets/app-1.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let folders: string[] = [];

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  // A minimal built companion, so the store has one to name.
  const companion = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-companion-'));
  fs.writeFileSync(
    path.join(companion, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'Lagoon companion',
      version: '1.0.0',
      background: { service_worker: 'background.js', type: 'module' },
      externally_connectable: { matches: [] },
    }),
  );
  fs.writeFileSync(path.join(companion, 'background.js'), 'export {};\n');
  folders = [dist, companion];
  t = await createTestApp({ WEB_DIST: dist, COMPANION_DIST: companion });
});

afterAll(async () => {
  await t.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function policyOf(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return {
    policy: String(response.headers['content-security-policy']),
    frameOptions: response.headers['x-frame-options'],
  };
}

describe('the sidebar store’s pages in the side panel', () => {
  it('may be framed by the store and by the companion’s side panel, and frame nothing', async () => {
    const companionId = t.app.companion?.id;
    expect(companionId).toMatch(/^[a-p]{32}$/);
    for (const url of [
      '/sidebar',
      '/sidebar?hl=ko',
      '/sidebar/category/productivity?tab=new',
      '/sidebar/search/tabs',
      '/sidebar/detail/abcdefghijklmnopabcdefghijklmnop?hl=ko',
      '/sidebar/mobile',
    ]) {
      const { policy, frameOptions } = await policyOf(url);
      expect(directive(policy, 'frame-ancestors'), url).toEqual([
        "'self'",
        `chrome-extension://${companionId}`,
      ]);
      expect(directive(policy, 'frame-src'), url).toBeUndefined();
      expect(directive(policy, 'default-src'), url).toEqual(["'none'"]);
      expect(directive(policy, 'connect-src'), url).toEqual(["'self'"]);
      // X-Frame-Options cannot name the companion; frame-ancestors says it all.
      expect(frameOptions, url).toBeUndefined();
    }
  });

  it('lets the mobile website page, and only it, frame https sites', async () => {
    const { policy } = await policyOf('/sidebar/mobile/site-1?hl=ko');
    expect(directive(policy, 'frame-src')).toEqual(['https:']);
    expect(directive(policy, 'frame-ancestors')?.[0]).toBe("'self'");
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('keeps every other page unframeable and framing nothing', async () => {
    for (const url of ['/', '/extensions/new', '/sidebars', '/detail/sidebar', '/search/sidebar']) {
      const { policy, frameOptions } = await policyOf(url);
      expect(directive(policy, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(directive(policy, 'frame-src'), url).toBeUndefined();
      expect(frameOptions, url).toBe('DENY');
    }
  });

  it('names no extension when the store has no companion', () => {
    expect(sidebarPolicyOptions('sidebar', null)).toEqual({
      frameAncestors: ["'self'"],
      frameSources: [],
    });
    expect(pageKind('/sidebar/mobile/x/y')).toBe('sidebar');
    expect(pageKind('/sidebar/mobile/x?hl=ko')).toBe('sidebar-frame');
  });

  it('marks a rendered sidebar page noindex, without addresses for search engines', () => {
    const tags = renderHeadTags(
      {
        title: 'Tab Tidy',
        description: 'Keeps tabs tidy.',
        image: null,
        wideImage: false,
        type: 'website',
        jsonLd: null,
        notFound: false,
        noindex: true,
      },
      { publicUrl: 'https://store.test', pathAndQuery: '/sidebar?hl=ko', language: 'ko' },
    );
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).toContain('<title>Tab Tidy – Lagoon</title>');
    expect(tags).not.toContain('rel="canonical"');
  });

  it('asks crawlers to leave the sidebar store alone', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body.split('\n')).toContain('Disallow: /sidebar');
  });
});
