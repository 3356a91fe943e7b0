import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient } from '../test/app.js';
import { createItem, createUser, signIn } from '../test/factories.js';
import { PageAssets } from './page-assets.js';
import { type RenderedHead, renderHeadTags } from './page-head.js';
import {
  assemblePage,
  compressedCopies,
  createPageRenderer,
  firstAcceptedLanguage,
  withoutModulePreloads,
} from './page-render.js';

const head: RenderedHead = {
  title: 'Tab <Tidy> & "Co"',
  description: "Keeps your tabs tidy, it's </script> safe",
  image: '/files/abc.png',
  wideImage: false,
  type: 'product',
  jsonLd: {
    '@type': 'SoftwareApplication',
    name: 'Tab </script><script>alert(1)</script>',
    image: '/files/abc.png',
  },
  notFound: false,
};

describe('head tags of a rendered page', () => {
  const tags = renderHeadTags(head, {
    publicUrl: 'https://store.example/',
    pathAndQuery: '/detail/abc?hl=ko&x=1',
    language: 'en',
  });

  it('escapes every text it puts into markup', () => {
    expect(tags).toContain('<title>Tab &lt;Tidy&gt; &amp; &quot;Co&quot; – Lagoon</title>');
    expect(tags).toContain('content="Keeps your tabs tidy, it&#39;s &lt;/script&gt; safe"');
    // Structured data cannot end its script element.
    expect(tags).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({
      name: 'Tab </script><script>alert(1)</script>',
      image: 'https://store.example/files/abc.png',
      url: 'https://store.example/detail/abc?hl=ko&x=1',
    });
  });

  it('names the page in each language with absolute addresses', () => {
    expect(tags).toContain(
      '<link rel="canonical" href="https://store.example/detail/abc?hl=ko&amp;x=1" />',
    );
    expect(tags).toContain('hreflang="ko" href="https://store.example/detail/abc?hl=ko&amp;x=1"');
    expect(tags).toContain('hreflang="x-default" href="https://store.example/detail/abc?x=1"');
    expect(tags).toContain(
      '<meta property="og:image" content="https://store.example/files/abc.png" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('keeps a missing page out of search engines', () => {
    const missing = renderHeadTags(
      { ...head, notFound: true, jsonLd: null },
      { publicUrl: 'https://store.example', pathAndQuery: '/detail/x', language: 'en' },
    );
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('rel="canonical"');
  });
});

/** The app's index.html, as far as a rendered page needs it. */
const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="shell" />\n    <title>Lagoon</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

describe('assembling a rendered page', () => {
  it('replaces the shell title and description and fills the root', () => {
    const html = assemblePage(TEMPLATE, {
      language: 'ko',
      headTags: '<title>Page – Lagoon</title>',
      html: '<main>content</main>',
      data: '{"a":1}',
    });
    expect(html).toContain('<html lang="ko">');
    expect(html).not.toContain('content="shell"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main>content</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="lagoon-page-data">{"a":1}</script>',
    );
  });

  it('reads the first language of Accept-Language', () => {
    expect(firstAcceptedLanguage('ko-KR,ko;q=0.9,en;q=0.8')).toBe('ko-KR');
    expect(firstAcceptedLanguage('*')).toBeUndefined();
    expect(firstAcceptedLanguage(undefined)).toBeUndefined();
  });
});

describe('the code of a rendered page', () => {
  it('starts from the entry alone: its imports are not preloaded beside the images', () => {
    const template = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/query-3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
      '</head>',
    ].join('\n');
    const page = withoutModulePreloads(template);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('href="/assets/index-4.css"');
  });
});

describe("a page's styles, inline", () => {
  it('writes the shell styles in their order, then the page code styles, and no link', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-manifest-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const css: Record<string, string> = {
      'index.css': '.shell{color:red}',
      'front.css': '.front{color:blue}',
      'dialog.css': '.dialog{margin:0}</style><script>',
      'page.css': '.page{padding:0}',
    };
    for (const [name, text] of Object.entries(css)) {
      fs.writeFileSync(path.join(dist, 'assets', name), text);
    }
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
        '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
        'src/page.tsx': {
          file: 'assets/page.js',
          imports: ['_dialog.js'],
          css: ['assets/page.css', 'assets/index.css'],
        },
      }),
    );
    const split = PageAssets.splitTemplate(
      '<head>\n    <link rel="stylesheet" crossorigin href="/assets/front.css">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>',
    );
    expect(split.stylesheets).toEqual(['assets/front.css', 'assets/index.css']);
    expect(split.template).not.toContain('<link');
    const style = PageAssets.load(dist)?.inlineStyles(split.stylesheets, ['src/page.tsx']) ?? '';
    expect(style.startsWith('<style>.front{color:blue}\n.shell{color:red}\n')).toBe(true);
    expect(style).toContain('.page{padding:0}');
    // Each rule once, and nothing can close the element early.
    expect(style.match(/\.shell/g)).toHaveLength(1);
    expect(style.match(/<\/style>/gi)).toHaveLength(1);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("finds a page's styles when its module was merged into a shared chunk", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-manifest-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'detail-page-1.css'), '.hero{display:flex}');
    fs.writeFileSync(path.join(dist, 'assets', 'other-1.css'), '.other{color:red}');
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        '_detail-page-1.js': {
          file: 'assets/detail-page-1.js',
          name: 'detail-page',
          css: ['assets/detail-page-1.css'],
        },
        '_other-1.js': { file: 'assets/other-1.js', name: 'other', css: ['assets/other-1.css'] },
        'src/sidebar.tsx': { file: 'assets/sidebar.js', imports: ['_detail-page-1.js'] },
      }),
    );
    const style =
      PageAssets.load(dist)?.inlineStyles([], ['src/features/detail/routes/detail-page.tsx']) ?? '';
    expect(style).toContain('.hero{display:flex}');
    expect(style).not.toContain('.other');
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('compressed copies of a rendered page', () => {
  it('makes each encoding a browser asks for once, and it opens to the page', async () => {
    const html = `<!doctype html><html><body>${'<p>Tab Tidy keeps tabs tidy</p>'.repeat(50)}</body></html>`;
    const compressed = compressedCopies(html);
    const br = compressed('br');
    expect(compressed('br')).toBe(br);
    expect(zlib.brotliDecompressSync(await br).toString()).toBe(html);
    const gzip = await compressed('gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(html);
    expect(gzip.length).toBeLessThan(html.length / 5);
  });
});

/**
 * A server build that draws the footer's social links from the store's settings, as the web
 * app's root loader reads them for every page.
 */
const FOOTER_RENDERER = `
export async function prepare() {}
export async function renderPage(request) {
  const answer = await request.fetch('/ajax/config?hl=en');
  const text = await answer.text();
  const config = JSON.parse(text.slice(text.indexOf('{')));
  return {
    kind: 'page', status: 200, language: 'en', pageModule: 'src/page.tsx', data: '{}',
    head: { title: null, description: '', image: null, wideImage: false, type: 'website',
      jsonLd: null, notFound: false },
    html: config.links.social.map((link) => link.name).join(', '),
  };
}`;

describe('reads every rendered page makes alike', () => {
  it("draws the store's settings once, and anew once the console changes them", async () => {
    const t = await createTestApp({
      STORE_LINKS: JSON.stringify({ social: [{ name: 'Old blog', url: 'https://old.example/' }] }),
    });
    try {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-renderer-'));
      const entry = path.join(dir, 'entry-server.mjs');
      fs.writeFileSync(entry, FOOTER_RENDERER);
      const render = await createPageRenderer(t.app, entry, TEMPLATE, null);
      const reads = vi.spyOn(t.app, 'inject');
      // Search pages are rendered for every request, so each of these draws its page.
      const page = async (word: string) => {
        const answer = await render({ url: `/search/${word}`, headers: {} } as FastifyRequest);
        return answer.kind === 'page' ? answer.html : answer.kind;
      };
      expect(await page('tabs')).toContain('<div id="root">Old blog</div>');
      expect(await page('notes')).toContain('<div id="root">Old blog</div>');
      expect(reads).toHaveBeenCalledTimes(1);

      const admin = new TestClient(t.app);
      await signIn(t.database.db, admin, (await createUser(t.database.db, { isAdmin: true })).id);
      const saved = await admin.request({
        method: 'PUT',
        url: '/admin/api/curation/social-links',
        payload: { links: [{ name: 'New blog', url: 'https://new.example/' }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await page('tabs')).toContain('<div id="root">New blog</div>');
    } finally {
      await t.close();
    }
  });
});

/** A server build whose page is the answer of one API read, as its loader would receive it. */
const READ_RENDERER = `
export async function prepare() {}
export async function renderPage(request) {
  const answer = await request.fetch(new URL(request.url, 'http://store.test').searchParams.get('read'));
  const text = await answer.text();
  return {
    kind: 'page', status: 200, language: 'en', pageModule: 'src/page.tsx', data: '{}',
    head: { title: null, description: '', image: null, wideImage: false, type: 'website',
      jsonLd: null, notFound: false },
    html: answer.status + ' ' + text.slice(text.indexOf('{')),
  };
}`;

describe("reads a rendered page gets from a route's command", () => {
  it("reads a public item's detail without a request, as visitors are sent it", async () => {
    const t = await createTestApp();
    try {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-renderer-'));
      const entry = path.join(dir, 'entry-server.mjs');
      fs.writeFileSync(entry, READ_RENDERER);
      const render = await createPageRenderer(t.app, entry, TEMPLATE, null);
      const shown = await createItem(t.database.db, { names: { en: 'Tab Tidy', ko: '탭 정리' } });
      const hidden = await createItem(t.database.db, { visibility: 'TRUSTED_TESTER' });
      const page = async (read: string) => {
        const answer = await render({
          url: `/search/x?read=${encodeURIComponent(read)}`,
          headers: {},
        } as FastifyRequest);
        return answer.kind === 'page' ? answer.html : answer.kind;
      };
      const sent = async (read: string) => {
        const answer = await t.app.inject({ url: read, headers: { accept: 'application/json' } });
        return `<div id="root">${answer.statusCode} ${answer.body.slice(answer.body.indexOf('{'))}</div>`;
      };
      const reads = vi.spyOn(t.app, 'inject');
      for (const language of ['en', 'ko']) {
        const read = `/ajax/extensions/${shown.id}?hl=${language}`;
        const html = await page(read);
        expect(html).toContain(language === 'ko' ? '탭 정리' : 'Tab Tidy');
        expect(reads).not.toHaveBeenCalled();
        expect(html).toContain(await sent(read));
        reads.mockClear();
      }
      // An item for trusted testers, a preview and an unexpected query are the route's to answer.
      for (const read of [
        `/ajax/extensions/${hidden.id}?hl=en`,
        `/ajax/extensions/${shown.id}?hl=en&event=review`,
        `/ajax/extensions/${shown.id}?hl=xx`,
      ]) {
        // Refusals name the request they answered: each its own.
        const withoutLogref = (text: string) => text.replace(/"logref":"[^"]*"/, '');
        const html = withoutLogref(await page(read));
        expect(reads).toHaveBeenCalledTimes(1);
        expect(html).toContain(withoutLogref(await sent(read)));
        expect(html).not.toContain('<div id="root">200 ');
        reads.mockClear();
      }
    } finally {
      await t.close();
    }
  });
});
