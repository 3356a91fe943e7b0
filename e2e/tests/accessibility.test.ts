import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { getJson, useStore } from '../src/harness.js';
import { assertStableLayout } from '../src/layout-shift.js';
import { DEVELOPER, getWithPage, signInTo } from '../src/signed-in-page.js';

const { storeTest, server } = useStore();

/** ChromeOS: the notebook edition, the one that lists web apps under /whaleapps. */
const CHROME_OS_UA =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** An id no item has: its detail page says "Unable to access". */
const MISSING_ITEM_ID = 'a'.repeat(32);

/** An event the demo catalog publishes (seed/events.ts). */
const LIVE_EVENT_SLUG = 'security-week';

/** The first listed item of a list type (extension, theme, app). */
async function firstItemId(type: string): Promise<string> {
  const { status, body } = await getJson<{ items: { extensionId: string }[] }>(
    `${server().url}/ajax/extensions?type=${type}&size=1&offset=0&hl=en`,
  );
  const id = body.items[0]?.extensionId;
  assert.ok(status === 200 && id, `the demo store lists an item of type ${type}`);
  return id;
}

describe('accessibility of the store and the developer area (axe-core, light and dark theme)', () => {
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
