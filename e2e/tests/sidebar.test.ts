import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { getJson, type StoreFixture, useStore } from '../src/harness.js';

const { storeTest, server } = useStore();

/** The browser's side panel, where the companion shows the sidebar store. */
const PANEL = { width: 400, height: 800 };
const VISITOR = { email: 'visitor@lagoon.test', password: 'lagoon-visitor' };
const LANGUAGES = ['en', 'ko'] as const;
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface ListItem {
  extensionId: string;
  name: string;
  blocked: boolean;
}

interface ApiMobileSite {
  id: string;
  name: string;
  url: string;
  category: string;
  framing: 'allowed' | 'refused' | 'unknown';
}

/** The first items of a list of the demo store, as the API gives them. */
async function listOf(type: 'extension' | 'theme', hl = 'en'): Promise<ListItem[]> {
  const { status, body } = await getJson<{ items: ListItem[] }>(
    `${server().url}/ajax/extensions?type=${type}&sort=popular&size=10&offset=0&hl=${hl}`,
  );
  assert.equal(status, 200, `GET the ${type} list`);
  return body.items.filter((item) => !item.blocked);
}

async function mobileSites(hl: string): Promise<ApiMobileSite[]> {
  const { status, body } = await getJson<{ items: ApiMobileSite[] }>(
    `${server().url}/ajax/mobile-sites?hl=${hl}`,
  );
  assert.equal(status, 200, 'GET /ajax/mobile-sites');
  return body.items;
}

/** Errors the pages of the panel threw, by page. */
const pageErrors = new WeakMap<Page, string[]>();

/** A page of the panel's size in a context of its own; its script errors are kept. */
async function panelPage(
  newContext: StoreFixture['newContext'],
  options: Parameters<StoreFixture['newContext']>[0] = {},
): Promise<Page> {
  const context = await newContext({ viewport: PANEL, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

function assertNoPageErrors(page: Page): void {
  assert.deepEqual(pageErrors.get(page) ?? [], [], 'the page threw no error');
}

/**
 * What every sidebar page must be in the panel: its content is there, nothing is wider than
 * the panel, the phone message is nowhere, and every link into the store keeps the language.
 */
async function assertPanelPage(page: Page, ready: string, hl: string): Promise<void> {
  const where = `${page.url()}`;
  await page.getByTestId(ready).first().waitFor();
  await page.getByTestId('sidebar-header').waitFor();
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  assert.ok(width <= PANEL.width, `${where} is ${width} px wide`);
  assert.equal(await page.getByTestId('desktop-only').count(), 0, `${where} is not gated`);
  assert.equal(await page.getByTestId('header').count(), 0, `${where} has no desktop header`);
  const links = await page
    .locator('[data-testid="sidebar"] a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  assert.ok(links.length > 0, `${where} has links`);
  for (const link of links) {
    assert.equal(new URL(link, 'http://x').searchParams.get('hl'), hl, `${where}: ${link}`);
  }
}

describe('the sidebar store in a side panel', () => {
  storeTest('the server renders the sidebar’s pages, framable only by the companion', async () => {
    const response = await fetch(`${server().url}/sidebar?hl=ko`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /data-testid="sidebar-home"/);
    assert.match(html, /data-testid="sidebar-product-row"/);
    assert.match(html, /<meta name="robots" content="noindex" \/>/);
    assert.match(html, /<title>사이드바 스토어 – Lagoon<\/title>/);
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /frame-ancestors 'self' chrome-extension:\/\/[a-p]{32}/);
    assert.doesNotMatch(policy, /frame-src/);
    const store = await fetch(`${server().url}/extensions/popular`);
    await store.arrayBuffer();
    assert.match(store.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);

    const unknown = await fetch(`${server().url}/sidebar/nowhere?hl=ko`, { redirect: 'manual' });
    assert.equal(unknown.status, 302);
    assert.equal(unknown.headers.get('location'), '/sidebar?hl=ko');
  });

  storeTest(
    'every page fits the panel in English and Korean and keeps the language',
    async ({ newContext }) => {
      const page = await panelPage(newContext);
      const [extension] = await listOf('extension');
      const [wallpaper] = await listOf('theme');
      assert.ok(extension && wallpaper, 'the demo store has an extension and a wallpaper');
      for (const hl of LANGUAGES) {
        const sites = await mobileSites(hl);
        assert.ok(sites.length > 0, `mobile websites are listed for ${hl}`);
        const visits: [string, string][] = [
          ['/sidebar', 'sidebar-home'],
          ['/sidebar/category/all', 'sidebar-category-rows'],
          ['/sidebar/category/productivity?tab=new', 'sidebar-category'],
          ['/sidebar/search', 'sidebar-search'],
          [`/sidebar/search/${encodeURIComponent(extension.name)}`, 'sidebar-search-extension'],
          [`/sidebar/detail/${extension.extensionId}`, 'sidebar-detail'],
          [`/sidebar/detail/${wallpaper.extensionId}`, 'sidebar-wallpaper'],
          ['/sidebar/mobile', 'sidebar-mobile-site'],
          [`/sidebar/mobile/${sites[0]?.id}`, 'sidebar-mobile-site-page'],
        ];
        for (const [path, ready] of visits) {
          const separator = path.includes('?') ? '&' : '?';
          await page.goto(`${path}${separator}hl=${hl}`, { waitUntil: 'domcontentloaded' });
          await assertPanelPage(page, ready, hl);
        }
        // An unknown address goes to the sidebar's home, in the same language.
        await page.goto(`/sidebar/nowhere/at/all?hl=${hl}`);
        await page.waitForURL((url) => url.pathname === '/sidebar');
        assert.equal(new URL(page.url()).searchParams.get('hl'), hl);
        await assertPanelPage(page, 'sidebar-home', hl);
      }

      // The header's tabs and the suggestions of the search box.
      await page.goto('/sidebar?hl=en');
      await page.getByTestId('sidebar-tab-categories').click();
      await page.waitForURL((url) => url.pathname === '/sidebar/category/all');
      // The address changes a moment before the header draws the tab it leads to as current.
      await page.locator('[data-testid="sidebar-tab-categories"][aria-current="page"]').waitFor();
      const search = page.getByTestId('search-input');
      await search.fill(extension.name.slice(0, 4));
      const suggestion = page.getByTestId('search-suggestion').first();
      await suggestion.waitFor();
      await search.press('ArrowDown');
      const chosen = (await suggestion.textContent()) ?? '';
      await search.press('Enter');
      await page.waitForURL(
        (url) =>
          url.pathname === `/sidebar/search/${encodeURIComponent(chosen)}` &&
          url.searchParams.get('hl') === 'en',
      );
      await assertPanelPage(page, 'sidebar-search-extension', 'en');
      assertNoPageErrors(page);
    },
  );

  storeTest(
    'a narrow touch panel and a browser the store does not support still get the sidebar',
    async ({ newContext }) => {
      // A touch screen this narrow is taken for a phone by the store's pages, not the sidebar's.
      const touch = await panelPage(newContext, { hasTouch: true });
      await touch.goto('/extensions/popular?hl=en');
      await touch.getByTestId('desktop-only').waitFor();
      await touch.goto('/sidebar?hl=en');
      await assertPanelPage(touch, 'sidebar-home', 'en');
      // Nor is a browser the store sends to /unsupported.
      const firefox = await panelPage(newContext, { userAgent: FIREFOX_UA });
      await firefox.goto('/sidebar/mobile?hl=en');
      await assertPanelPage(firefox, 'sidebar-mobile', 'en');
      assert.equal(new URL(firefox.url()).pathname, '/sidebar/mobile');
      assertNoPageErrors(touch);
      assertNoPageErrors(firefox);
    },
  );

  storeTest(
    'a visitor signs in from the panel in another tab, rates the item and reports it',
    async ({ newContext }) => {
      const page = await panelPage(newContext);
      const [extension] = await listOf('extension');
      assert.ok(extension);
      const path = `/sidebar/detail/${extension.extensionId}?hl=en`;
      await page.goto(path);
      // The portal refuses to be framed: signing in opens it in a new tab, which comes back to
      // the item's page in the store.
      const signIn = page.getByTestId('rating-sign-in-link');
      await signIn.waitFor();
      assert.equal(await signIn.getAttribute('target'), '_blank');
      const login = new URL((await signIn.getAttribute('href')) ?? '', server().url);
      assert.equal(login.pathname, '/accounts/login');
      assert.equal(login.searchParams.get('returnUrl'), `/detail/${extension.extensionId}?hl=en`);

      // "Report this item" signs in the same way: the portal, in another tab of the same browser.
      const [portal] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByTestId('report-item-open').click(),
      ]);
      await portal.waitForURL((url) => url.pathname === '/accounts/login');
      assert.equal(portal.url(), login.toString());
      assert.equal(new URL(page.url()).pathname, `/sidebar/detail/${extension.extensionId}`);
      await portal.locator('input[name="email"]').fill(VISITOR.email);
      await portal.locator('input[name="password"]').fill(VISITOR.password);
      await portal.locator('form button[type="submit"]').click();
      await portal.waitForURL((url) => url.pathname === `/detail/${extension.extensionId}`);
      await portal.close();

      // Back in the panel: "Reload" (or the panel coming to the front) reads the page again,
      // which shows the visitor signed in.
      const reload = page.getByTestId('sidebar-reload');
      if (await reload.isVisible()) await reload.click();
      await page
        .locator('[data-testid="rating-form"], [data-testid="my-rating"]')
        .first()
        .waitFor();
      assert.equal(await page.getByTestId('sidebar-signed-in-elsewhere').count(), 0);
      if ((await page.getByTestId('my-rating').count()) === 0) {
        await page.getByTestId('rating-star-5').click();
        const review = 'Handy right in the side panel, next to the page I am reading.';
        await page.getByTestId('rating-text-input').fill(review);
        await page.getByTestId('rating-submit').click();
        await page.getByTestId('rating-posted').waitFor();
        const first = page.getByTestId('rating-item').first();
        assert.equal(await first.getAttribute('data-mine'), 'true');
        assert.equal((await first.getByTestId('rating-text').textContent())?.trim(), review);
      }
      await page.getByTestId('my-rating').waitFor();
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      assert.ok(width <= PANEL.width, `the detail page is ${width} px wide with a rating`);
      // The store's page of the item, in a new tab, has the rating too.
      const store = page.getByTestId('sidebar-open-in-store');
      assert.equal(await store.getAttribute('target'), '_blank');
      assert.equal(await store.getAttribute('href'), `/detail/${extension.extensionId}?hl=en`);

      // The visitor reports the item from the narrowest panel; the dialog fits it.
      const NARROW = 320;
      await page.setViewportSize({ width: NARROW, height: 640 });
      await page.getByTestId('report-item-open').click();
      const dialog = page.getByTestId('report-item-dialog');
      await dialog.waitFor();
      for (const part of [dialog, page.getByTestId('report-item-submit')]) {
        const box = await part.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= NARROW, `${JSON.stringify(box)}`);
      }
      assert.ok(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth));
      await page.getByTestId('report-item-reason-spam').click();
      await page.getByTestId('report-item-submit').click();
      await dialog.waitFor({ state: 'detached' });
      assert.match(
        (await page.getByTestId('report-item-done').textContent()) ?? '',
        /You reported this item/,
      );
      const narrow = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      assert.ok(narrow <= NARROW, `the detail page is ${narrow} px wide at ${NARROW} px`);
      assertNoPageErrors(page);
    },
  );

  storeTest('the mobile websites open in the panel or in a new tab', async ({ newContext }) => {
    const page = await panelPage(newContext);
    const sites = await mobileSites('en');
    await page.goto('/sidebar/mobile?hl=en');
    const rows = page.getByTestId('sidebar-mobile-site');
    await rows.first().waitFor();
    assert.equal(await rows.count(), sites.length, 'every listed site has a row');
    const names = await page
      .getByTestId('sidebar-mobile-group')
      .locator('h2')
      .evaluateAll((headings) => headings.map((heading) => heading.textContent));
    assert.ok(names.length > 0 && names.every(Boolean), 'the sites are grouped by category');
    for (const site of sites) {
      const row = page.locator(
        `[data-testid="sidebar-mobile-site"][data-framing="${site.framing}"]`,
        {
          hasText: site.name,
        },
      );
      if (site.framing === 'allowed') {
        assert.equal(await row.getAttribute('href'), `/sidebar/mobile/${site.id}?hl=en`);
        assert.equal(await row.getByTestId('sidebar-new-tab-mark').count(), 0);
      } else {
        assert.equal(await row.getAttribute('href'), site.url);
        assert.equal(await row.getAttribute('target'), '_blank');
        assert.match((await row.getAttribute('rel')) ?? '', /noopener/);
        await row.getByTestId('sidebar-new-tab-mark').waitFor();
      }
    }
    const refused = sites.find((site) => site.framing !== 'allowed');
    if (refused) {
      // An old link to a site that will not be framed: no frame, the way to a new tab.
      await page.goto(`/sidebar/mobile/${refused.id}?hl=en`);
      await page.getByTestId('sidebar-mobile-refused').waitFor();
      assert.equal(await page.getByTestId('sidebar-mobile-frame').count(), 0);
      assert.equal(
        await page.getByTestId('sidebar-mobile-new-tab').getAttribute('href'),
        refused.url,
      );
      await page.getByTestId('sidebar-mobile-back').click();
      await page.waitForURL((url) => url.pathname === '/sidebar/mobile');
    }
    const allowed = sites.find((site) => site.framing === 'allowed');
    if (allowed) {
      const response = await fetch(`${server().url}/sidebar/mobile/${allowed.id}?hl=en`);
      assert.match(
        await response.text(),
        /<iframe[^>]*sandbox="allow-scripts allow-same-origin allow-forms allow-popups"/,
      );
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-src https:/);
    } else {
      console.log('note: no mobile website of the demo store may be framed (none was checked)');
    }
    assertNoPageErrors(page);
  });

  storeTest('the home and an item’s page pass axe in the panel', async ({ newContext }) => {
    const page = await panelPage(newContext);
    const [extension] = await listOf('extension');
    assert.ok(extension);
    const findings = await auditPages(page, [
      { path: '/sidebar', ready: 'sidebar-home' },
      { path: `/sidebar/detail/${extension.extensionId}`, ready: 'sidebar-detail' },
    ]);
    assertNoFindings(findings);
  });
});
