import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { EXTENSION_FILTERS, EXTENSION_SORTS } from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { parseSitemap, parseSitemapIndex, type SitemapItem } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/app.js';
import { createWinner } from '../test/catalog-factories.js';
import { createItem, createUser, signIn } from '../test/factories.js';

const STORE = 'http://store.test';

async function urlsOf(response: LightMyRequestResponse): Promise<SitemapItem[]> {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.body).toContain('<urlset');
  return parseSitemap(Readable.from([response.body]));
}

const locs = (urls: readonly SitemapItem[]) => urls.map((entry) => entry.url);

/** The detail addresses in a sitemap, language variants folded into item ids. */
const detailIds = (urls: readonly SitemapItem[]) => [
  ...new Set(urls.flatMap((entry) => /\/detail\/([a-p]{32})\?hl=/.exec(entry.url)?.[1] ?? [])),
];

describe('robots.txt', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // With a web app build present, every other address would get its page.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ PUBLIC_URL: 'https://lagoon.example', WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('lets crawlers into the store and keeps them out of the private areas', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/developers',
      '/admin',
      '/admin/api',
      '/accounts',
      '/ajax',
      '/creator',
      '/api-docs',
      '/service',
      '/crx',
      '/detail/*/preview',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.filter((line) => /^Disallow: \/(extensions|wallpapers|detail\/\*$)/.test(line)),
    ).toEqual([]);
    expect(lines).toContain('Sitemap: https://lagoon.example/sitemap.xml');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('');
  });

  it("never answers the crawlers' addresses with the web app's page", async () => {
    expect((await t.app.inject('/extensions/new')).headers['content-type']).toMatch(/^text\/html/);
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    for (const url of ['/sitemaps/items-1.xml', '/sitemaps/other.xml', '/robots.txt/more']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});

describe('sitemap.xml in one file', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ids.listed = (await createItem(db)).id;
    ids.theme = (await createItem(db, { productType: 'theme', category: 'nature' })).id;
    ids.unlisted = (await createItem(db, { visibility: 'UNLISTED' })).id;
    ids.tester = (await createItem(db, { visibility: 'TRUSTED_TESTER' })).id;
    ids.blocked = (await createItem(db, { blocked: true })).id;
    ids.neverPublished = (await createItem(db, { reviewState: 'IN_REVIEW' })).id;
    ids.private = (await createItem(db)).id;
    await db
      .updateTable('items')
      .set({ private_at: new Date() })
      .where('id', '=', ids.private)
      .execute();
    await db
      .updateTable('items')
      .set({ last_approved_at: new Date('2025-03-04T05:06:07.000Z') })
      .where('id', '=', ids.listed)
      .execute();
    await createWinner(db, { year: 2024, prize: 'gold', itemId: ids.listed });
    // A year whose only winner was hidden since has no page worth listing.
    await createWinner(db, { year: 2023, prize: 'gold', itemId: ids.private });
  });
  afterAll(async () => t.close());

  it('lists every store page in both languages', async () => {
    const urls = await urlsOf(await t.app.inject('/sitemap.xml'));
    const all = locs(urls);
    const pages = [
      ...EXTENSION_SORTS.flatMap((sort) => [
        `/extensions/${sort}`,
        ...EXTENSION_FILTERS.map((filter) => `/extensions/${sort}/${filter}`),
      ]),
      '/extensions/winners/2024',
      '/wallpapers/recommended',
      '/wallpapers/discover',
      '/policies/terms',
      '/policies/privacy',
    ];
    for (const page of pages) {
      expect(all).toContain(`${STORE}${page}?hl=en`);
      expect(all).toContain(`${STORE}${page}?hl=ko`);
    }
    expect(all).not.toContain(`${STORE}/extensions/winners/2023?hl=en`);
    // The web apps section exists in the notebook edition only.
    expect(all.some((url) => url.includes('/whaleapps'))).toBe(false);
    expect(all.every((url) => url.startsWith(`${STORE}/`))).toBe(true);
  });

  it('names every language version of a page beside each one', async () => {
    const urls = await urlsOf(await t.app.inject('/sitemap.xml'));
    const korean = urls.find((entry) => entry.url === `${STORE}/detail/${ids.listed}?hl=ko`);
    expect(korean?.links).toEqual([
      { lang: 'en', url: `${STORE}/detail/${ids.listed}?hl=en` },
      { lang: 'ko', url: `${STORE}/detail/${ids.listed}?hl=ko` },
      { lang: 'x-default', url: `${STORE}/detail/${ids.listed}` },
    ]);
    expect(korean?.lastmod).toBe('2025-03-04T05:06:07.000Z');
  });

  it('lists the details of listed items only', async () => {
    const urls = await urlsOf(await t.app.inject('/sitemap.xml'));
    expect(detailIds(urls).sort()).toEqual([ids.listed, ids.theme].sort());
    for (const hidden of ['unlisted', 'tester', 'blocked', 'neverPublished', 'private']) {
      expect(urls.some((entry) => entry.url.includes(ids[hidden] ?? '-'))).toBe(false);
    }
  });

  it('sends the same XML compressed to clients that accept gzip, and answers HEAD', async () => {
    const plain = await t.app.inject('/sitemap.xml');
    const compressed = await t.app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^application\/xml/);
    expect(head.body).toBe('');
  });

  it('has no numbered files while everything fits in one', async () => {
    expect((await t.app.inject('/sitemaps/items-1.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemaps/pages.xml')).statusCode).toBe(404);
  });

  it('follows what visitors see once a decision changes it', async () => {
    const db = t.database.db;
    const admin = await createUser(db, { isAdmin: true });
    const client = new TestClient(t.app);
    await signIn(db, client, admin.id);
    const late = await createItem(db);

    // The answer is kept in the catalog cache; a decision clears it.
    expect(detailIds(await urlsOf(await t.app.inject('/sitemap.xml')))).toContain(ids.theme);
    const block = await client.post(`/admin/api/items/${ids.theme}/block`, { reason: 'Malware' });
    expect(block.statusCode).toBe(200);

    const after = detailIds(await urlsOf(await t.app.inject('/sitemap.xml')));
    expect(after).toContain(late.id);
    expect(after).not.toContain(ids.theme);
  });
});

describe('sitemap.xml past the limit of one file', () => {
  let t: TestApp;
  const listed: string[] = [];

  beforeAll(async () => {
    // Six URLs a file: three items in two languages.
    t = await createTestApp({}, { sitemap: { maxUrlsPerFile: 6 } });
    const db = t.database.db;
    for (let index = 0; index < 7; index += 1) listed.push((await createItem(db)).id);
    await createItem(db, { visibility: 'UNLISTED' });
    await createItem(db, { blocked: true });
    await createItem(db, { reviewState: 'IN_REVIEW' });
    // In id order, the nth item was last published on the nth of January.
    for (const [position, id] of [...listed].sort().entries()) {
      await db
        .updateTable('items')
        .set({ last_approved_at: new Date(Date.UTC(2025, 0, position + 1)) })
        .where('id', '=', id)
        .execute();
    }
  });
  afterAll(async () => t.close());

  it('becomes an index of numbered files that together hold every listed item', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const files = await parseSitemapIndex(Readable.from([index.body]));
    expect(files.map((file) => file.url)).toEqual([
      `${STORE}/sitemaps/pages.xml`,
      `${STORE}/sitemaps/items-1.xml`,
      `${STORE}/sitemaps/items-2.xml`,
      `${STORE}/sitemaps/items-3.xml`,
    ]);
    // Each file is dated by the newest publication among its items.
    expect(files.slice(1).map((file) => file.lastmod)).toEqual([
      '2025-01-03T00:00:00.000Z',
      '2025-01-06T00:00:00.000Z',
      '2025-01-07T00:00:00.000Z',
    ]);

    const found: string[] = [];
    for (const number of [1, 2, 3]) {
      const urls = await urlsOf(await t.app.inject(`/sitemaps/items-${number}.xml`));
      expect(urls.length).toBeLessThanOrEqual(6);
      found.push(...detailIds(urls));
    }
    expect(found).toEqual([...listed].sort());

    const pages = locs(await urlsOf(await t.app.inject('/sitemaps/pages.xml')));
    expect(pages).toContain(`${STORE}/extensions/popular?hl=ko`);
    expect(pages.some((url) => url.includes('/detail/'))).toBe(false);
  });

  it('answers not-found past the last file', async () => {
    const response = await t.app.inject('/sitemaps/items-4.xml');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });
});

describe('sitemap files within a byte limit', () => {
  let t: TestApp;
  const limit = 2600;

  beforeAll(async () => {
    t = await createTestApp({}, { sitemap: { maxBytesPerFile: limit } });
    for (let index = 0; index < 5; index += 1) await createItem(t.database.db);
  });
  afterAll(async () => t.close());

  it('cuts the items into files no larger than the limit', async () => {
    const index = await parseSitemapIndex(
      Readable.from([(await t.app.inject('/sitemap.xml')).body]),
    );
    const itemFiles = index.filter((file) => file.url.includes('/sitemaps/items-'));
    expect(itemFiles.length).toBeGreaterThan(1);
    let items = 0;
    for (const file of itemFiles) {
      const response = await t.app.inject(new URL(file.url).pathname);
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(limit);
      items += detailIds(await urlsOf(response)).length;
    }
    expect(items).toBe(5);
  });
});

describe('sitemap of a store with a path and its own documents', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://example.org/apps&more',
      NOTEBOOK_EDITION: 'true',
      STORE_LINKS: JSON.stringify({
        terms: "/policies/terms-'2025'",
        privacy: 'https://legal.example.org/privacy',
      }),
    });
    await createItem(t.database.db);
  });
  afterAll(async () => t.close());

  it('escapes the addresses and lists only the documents this store serves', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.body).toContain('https://example.org/apps&amp;more/extensions/new?hl=en');
    expect(response.body).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)/);
    const all = locs(await urlsOf(response));
    expect(all).toContain("https://example.org/apps&more/policies/terms-'2025'?hl=ko");
    expect(all).toContain('https://example.org/apps&more/whaleapps?hl=en');
    expect(all).toContain('https://example.org/apps&more/policies/contact?hl=en');
    expect(all.some((url) => url.includes('privacy'))).toBe(false);

    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://example.org/apps&more/sitemap.xml');
  });
});
