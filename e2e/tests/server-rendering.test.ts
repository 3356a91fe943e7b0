import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { getJson, useStore } from '../src/harness.js';

const { storeTest, server } = useStore();

/** 32 characters a-p, the shape of an item id, that no item has. */
const MISSING_ITEM_ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';

interface ListItem {
  extensionId: string;
  name: string;
  productType: string;
}

async function firstItems(type = 'extension', size = 5): Promise<ListItem[]> {
  const { body } = await getJson<{ items: ListItem[] }>(
    `${server().url}/ajax/extensions?type=${type}&sort=popular&size=${size}&offset=0&hl=en`,
  );
  return body.items;
}

/** The page as a search engine or a chat's link preview reads it: HTML, no JavaScript. */
async function fetchPage(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${server().url}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9', ...headers },
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[:.]/g, '\\$&');
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html)?.[1];
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  const lang = hreflang ? ` hreflang="${hreflang}"` : '';
  return new RegExp(`<link rel="${rel}"${lang} href="([^"]*)"`).exec(html)?.[1];
}

function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('store pages rendered on the server', () => {
  storeTest(
    'a list page arrives with its cards, title, description and language links',
    async () => {
      const items = await firstItems();
      const { status, html } = await fetchPage('/extensions/popular');
      assert.equal(status, 200);
      assert.match(html, /<title>Extensions – Lagoon<\/title>/);
      assert.ok(metaContent(html, 'description'), 'a description');
      const root = decodeEntities(rootMarkup(html));
      for (const item of items) assert.ok(root.includes(item.name), `the card of ${item.name}`);
      const base = server().url;
      assert.equal(linkHref(html, 'canonical'), `${base}/extensions/popular`);
      assert.equal(linkHref(html, 'alternate', 'en'), `${base}/extensions/popular?hl=en`);
      assert.equal(linkHref(html, 'alternate', 'ko'), `${base}/extensions/popular?hl=ko`);
      assert.equal(linkHref(html, 'alternate', 'x-default'), `${base}/extensions/popular`);
      assert.equal(metaContent(html, 'og:url'), `${base}/extensions/popular`);
      const korean = await fetchPage('/extensions/popular?hl=ko');
      assert.equal(linkHref(korean.html, 'canonical'), `${base}/extensions/popular?hl=ko`);
    },
  );

  storeTest('the Korean page is Korean from the first byte', async () => {
    const { html } = await fetchPage('/extensions/popular?hl=ko');
    assert.match(html, /<html lang="ko">/);
    assert.match(html, /<title>확장 앱 – Lagoon<\/title>/);
    assert.equal(metaContent(html, 'og:locale'), 'ko_KR');
    // Without hl, the browser's language decides.
    const byHeader = await fetchPage('/extensions/popular', { 'accept-language': 'ko-KR,ko' });
    assert.match(byHeader.html, /<html lang="ko">/);
    assert.match(byHeader.headers.get('vary') ?? '', /accept-language/i);
  });

  storeTest('a detail page carries the item for link previews and search engines', async () => {
    const [item] = await firstItems();
    assert.ok(item);
    const { body: detail } = await getJson<{
      name: string;
      icon: string | null;
      image: string | null;
      version: string;
    }>(`${server().url}/ajax/extensions/${item.extensionId}?hl=en`);
    const { status, html } = await fetchPage(`/detail/${item.extensionId}`);
    assert.equal(status, 200);
    assert.equal(
      decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
      `${detail.name} – Lagoon`,
    );
    assert.equal(decodeEntities(metaContent(html, 'og:title') ?? ''), detail.name);
    assert.equal(decodeEntities(metaContent(html, 'twitter:title') ?? ''), detail.name);
    const picture = detail.image ?? detail.icon;
    if (picture) assert.equal(metaContent(html, 'og:image'), new URL(picture, server().url).href);
    assert.ok(decodeEntities(rootMarkup(html)).includes(detail.name), 'the name in the page');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(jsonLd, 'structured data');
    const data = JSON.parse(jsonLd) as Record<string, unknown>;
    assert.equal(data['@type'], 'SoftwareApplication');
    assert.equal(data.name, detail.name);
    assert.equal(data.softwareVersion, detail.version);
  });

  storeTest('a missing item is a 404 page that search engines leave out', async () => {
    const { status, html } = await fetchPage(`/detail/${MISSING_ITEM_ID}`);
    assert.equal(status, 404);
    assert.match(html, /<meta name="robots" content="noindex" \/>/);
    assert.match(rootMarkup(html), /data-testid="not-found"/);
  });

  storeTest('search results, wallpapers and winners arrive rendered', async () => {
    const search = await fetchPage('/search/tab');
    assert.equal(search.status, 200);
    assert.match(search.html, /<title>Results for “tab” – Lagoon<\/title>/);
    assert.match(rootMarkup(search.html), /data-testid="product-card"/);
    const wallpapers = await fetchPage('/wallpapers/recommended');
    assert.match(rootMarkup(wallpapers.html), /data-testid="themes-/);
    const winners = await fetchPage('/extensions/winners/2018');
    assert.match(winners.html, /<title>Contest winners 2018 – Lagoon<\/title>/);
    assert.match(rootMarkup(winners.html), /data-testid="winners-page"/);
  });

  storeTest('forwarding addresses answer with redirects, keeping the language', async () => {
    const home = await fetchPage('/?hl=ko');
    assert.equal(home.status, 302);
    assert.equal(home.headers.get('location'), '/extensions?hl=ko');
    const list = await fetchPage('/extensions');
    assert.equal(list.status, 302);
    assert.match(list.headers.get('location') ?? '', /^\/extensions\/(new|popular)$/);
    const unknown = await fetchPage('/detail/not-an-id');
    assert.equal(unknown.status, 302);
    assert.equal(unknown.headers.get('location'), '/extensions');
    const wallpapers = await fetchPage('/wallpapers/nope');
    assert.equal(wallpapers.headers.get('location'), '/wallpapers/recommended');
  });

  storeTest('private areas and previews are drawn in the browser, never rendered', async () => {
    const [item] = await firstItems();
    for (const path of [
      '/developers/dashboard/extensions',
      '/admin/reviews',
      `/detail/${item?.extensionId}/preview`,
    ]) {
      const { status, html } = await fetchPage(path);
      assert.equal(status, 200, path);
      assert.match(html, /<div id="root"><\/div>/, `${path} is the app shell`);
      assert.doesNotMatch(html, /lagoon-page-data/, path);
    }
  });

  storeTest('a rendered page reads without JavaScript', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [item] = await firstItems();
    await page.goto('/extensions/popular');
    await page.getByTestId('product-card').first().waitFor();
    assert.ok((await page.getByTestId('product-card').count()) >= 8);
    await page.goto(`/detail/${item?.extensionId}`);
    assert.equal((await page.getByTestId('product-name').textContent())?.trim(), item?.name);
  });

  storeTest(
    'the browser takes over a rendered page without errors and navigates inside it',
    async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(request.url());
      });
      const [item] = await firstItems();
      for (const path of [
        '/extensions/popular',
        '/search/tab',
        '/wallpapers/recommended',
        '/extensions/winners',
        `/detail/${item?.extensionId}`,
      ]) {
        await page.goto(path);
        // Hydrated: the header's search box answers typing, which only React handles.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      }
      assert.deepEqual(errors, [], 'no hydration mismatch or other error');

      await page.goto('/extensions/popular');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      documents.length = 0;
      const card = page.getByTestId('product-card').first();
      const id = await card.getAttribute('data-extension-id');
      await card.click();
      await page.waitForURL(new RegExp(`/detail/${id}`));
      await page.getByTestId('product-name').waitFor();
      assert.deepEqual(documents, [], 'the detail opened inside the page, without a new load');
    },
  );
});
