import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { getJson, signedInApi, stripXssi, useStore } from '../src/harness.js';
import { assertStableLayout } from '../src/layout-shift.js';

const { storeTest, server } = useStore();

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };

/** ChromeOS: the notebook edition, the one that lists web apps under /whaleapps. */
const CHROME_OS_UA =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** An id no item has: its detail page says "Unable to access". */
const MISSING_ITEM_ID = 'a'.repeat(32);

/** An event the demo catalog publishes (seed/events.ts). */
const LIVE_EVENT_SLUG = 'security-week';

/** Signs in through the portal's form and comes back to `returnPath`. */
async function signInTo(
  page: Page,
  account: { email: string; password: string },
  returnPath: string,
): Promise<void> {
  await page.goto(`/accounts/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnPath);
}

/** GETs a JSON call with the page's cookies, the way the web app does. */
async function getWithPage<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { accept: 'application/json' } });
  assert.equal(response.status(), 200, `GET ${path}`);
  return JSON.parse(stripXssi(await response.text())) as T;
}

/** The first listed item of a list type (extension, theme, app). */
async function firstItemId(type: string): Promise<string> {
  const { status, body } = await getJson<{ items: { extensionId: string }[] }>(
    `${server().url}/ajax/extensions?type=${type}&size=1&offset=0&hl=en`,
  );
  const id = body.items[0]?.extensionId;
  assert.ok(status === 200 && id, `the demo store lists an item of type ${type}`);
  return id;
}

describe('accessibility of every page (axe-core, light and dark theme)', () => {
  storeTest(
    'the store pages have no serious or critical violations',
    async ({ page, newContext }) => {
      const [extension, wallpaper, webApp] = await Promise.all([
        firstItemId('extension'),
        firstItemId('theme'),
        firstItemId('app'),
      ]);
      const findings = await auditPages(page, [
        { path: '/extensions/popular', ready: 'product-card' },
        { path: '/extensions/new/productivity', ready: 'product-card' },
        { path: '/extensions/winners', ready: 'winner' },
        { path: '/wallpapers/recommended', ready: 'theme-home' },
        { path: '/wallpapers/discover', ready: 'discover-grid' },
        { path: `/detail/${extension}`, ready: 'product-detail' },
        { path: `/detail/${wallpaper}`, ready: 'wallpaper-detail' },
        { path: `/detail/${webApp}`, ready: 'product-detail' },
        { path: '/search/tab', ready: 'product-card' },
        { path: '/search/qqqzzzxxxnothing', ready: 'empty-state' },
        { path: '/search/a?type=extension', ready: 'product-card' },
        { path: `/event/${LIVE_EVENT_SLUG}`, ready: 'event-page' },
        { path: '/policies/terms', ready: 'policy-article' },
        { path: '/policies/privacy', ready: 'policy-article' },
        { path: '/unsupported', ready: 'unsupported' },
        { path: `/detail/${MISSING_ITEM_ID}`, ready: 'not-found' },
      ]);
      const notebook = await newContext({
        userAgent: CHROME_OS_UA,
        viewport: { width: 1440, height: 900 },
      });
      findings.push(
        ...(await auditPages(await notebook.newPage(), [
          { path: '/whaleapps', ready: 'web-app-card' },
        ])),
      );
      assertNoFindings(findings);
    },
  );

  storeTest('the developer area has no serious or critical violations', async ({ page }) => {
    await signInTo(page, DEVELOPER, '/developers/dashboard/extensions?hl=en');
    type Items = { items: { extensionId: string }[] };
    const [extensions, webApps] = await Promise.all([
      getWithPage<Items>(page, '/creator/api/extensions?type=extension&hl=en'),
      getWithPage<Items>(page, '/creator/api/extensions?type=app,pwa,shortcut&hl=en'),
    ]);
    const extension = extensions.items[0]?.extensionId;
    const webApp = webApps.items[0]?.extensionId;
    assert.ok(extension && webApp, 'the demo developer has an extension and a web app');
    const findings = await auditPages(page, [
      { path: '/developers/dashboard/extensions', ready: 'dashboard-table' },
      { path: '/developers/dashboard/webapps', ready: 'dashboard-table' },
      { path: '/developers/profile', ready: 'creator-form' },
      { path: '/developers/upload/extension/draft', ready: 'upload-extension-page' },
      { path: '/developers/upload/webapp/draft', ready: 'webapp-url-form' },
      { path: `/developers/edit/extension/${extension}`, ready: 'listing-editor' },
      { path: `/developers/edit/webapp/${webApp}`, ready: 'listing-editor' },
      { path: '/developers/ratings', ready: 'ratings-filter' },
    ]);
    assertNoFindings(findings);
  });

  storeTest('the admin console has no serious or critical violations', async ({ page }) => {
    await signInTo(page, ADMIN, '/admin/reviews?hl=en');
    const queue = await getWithPage<{ items: { extensionId: string; isUpdate: boolean }[] }>(
      page,
      '/admin/api/reviews?hl=en',
    );
    const inReview = queue.items[0]?.extensionId;
    assert.ok(inReview, 'the demo store has an item waiting for review');
    // An update has a submitted package and a published one: its code and its changes.
    const update = queue.items.find((item) => item.isUpdate)?.extensionId;
    assert.ok(update, 'the demo store has an update waiting for review');
    // A visitor's report of the update's live product, so the reports page has one to show.
    const visitor = await signedInApi(server().url, ADMIN);
    const report = await visitor.call('POST', `/ajax/extensions/${update}/reports?hl=en`, {
      reason: 'spam',
    });
    await visitor.dispose();
    assert.equal(report.status, 201, 'the report is filed');
    const findings = await auditPages(page, [
      { path: '/admin/reviews', ready: 'review-queue-row' },
      { path: `/admin/items/${inReview}`, ready: 'admin-review-case' },
      { path: `/admin/items/${update}/code`, ready: 'code-file-text' },
      { path: `/admin/items/${update}/changes`, ready: 'changed-files' },
      { path: `/admin/items/${update}/changes?file=manifest.json`, ready: 'diff-view' },
      { path: '/admin/reports', ready: 'item-report' },
      { path: '/admin/ratings', ready: 'ratings-log-link' },
      { path: '/admin/ratings?state=hidden', ready: 'ratings-log-link' },
      { path: '/admin/log', ready: 'audit-range' },
      { path: '/admin/stats', ready: 'stats-views-total' },
      { path: '/admin/curation/banners', ready: 'banner-row' },
      { path: '/admin/curation/picks', ready: 'picks-list' },
      { path: '/admin/curation/winners', ready: 'winners-count' },
      { path: '/admin/curation/categories', ready: 'categories-table' },
      { path: '/admin/curation/log', ready: 'curation-log-search' },
      { path: '/admin/browsers', ready: 'browsers-policy-file' },
      { path: '/admin/mail', ready: 'mail-status-tab-all' },
    ]);
    assertNoFindings(findings);
  });
});

describe('layout stability while data loads', () => {
  storeTest(
    'the extension list keeps its layout when banners and cards arrive',
    async ({ page }) => {
      await assertStableLayout(
        page,
        '/extensions/popular?hl=en',
        /\/ajax\/(extensions|banner)\b/,
        'product-card',
      );
    },
  );

  storeTest('a detail page keeps its layout when the item arrives', async ({ page }) => {
    const extension = await firstItemId('extension');
    await assertStableLayout(
      page,
      `/detail/${extension}?hl=en`,
      new RegExp(`/ajax/extensions/${extension}\\b`),
      'product-detail',
    );
  });

  storeTest('search results keep the layout when they arrive', async ({ page }) => {
    await assertStableLayout(page, '/search/tab?hl=en', /\/ajax\/search2\b/, 'product-card');
  });
});
