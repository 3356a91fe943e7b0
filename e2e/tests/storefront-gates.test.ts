import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { type StoreFixture, signedInApi, useStore } from '../src/harness.js';

const { storeTest } = useStore();

const LIST_URL = /\/extensions\/(new|popular)(\?.*)?$/;
const LOGIN_PAGE = /\/accounts\/login\?/;
const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME_OS_UA =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * An extension of the demo developer that was never published, as their dashboard lists it.
 * (Packaged demo items get ids from keys made at seeding, so the id cannot be planned ahead.)
 */
async function demoDeveloperDraft(baseUrl: string): Promise<{ extensionId: string }> {
  const developer = await signedInApi(baseUrl, DEVELOPER);
  try {
    const mine = await developer.call<{
      items: { extensionId: string; productType: string; review: string; published: boolean }[];
    }>('GET', '/creator/api/extensions?type=extension');
    const draft = mine.body.items.find(
      (item) =>
        item.productType === 'extension' &&
        item.review === 'PREPARE_FOR_SUBMISSION' &&
        !item.published,
    );
    if (!draft) throw new Error('The demo developer has no unpublished extension.');
    return { extensionId: draft.extensionId };
  } finally {
    await developer.dispose();
  }
}

/** A page in a context of its own: another device, browser or visitor. */
async function otherPage(
  newContext: StoreFixture['newContext'],
  options: BrowserContextOptions,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const other = await newContext(options);
  const page = await other.newPage();
  return { page, close: () => other.close() };
}

describe('storefront gates in Chromium', () => {
  storeTest('phones see the desktop-only message', async ({ newContext }) => {
    const phone = await otherPage(newContext, {
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      isMobile: true,
      hasTouch: true,
    });
    try {
      await phone.page.goto('/extensions/new');
      const message = phone.page.getByTestId('desktop-only');
      await message.waitFor();
      assert.match((await message.textContent()) ?? '', /connect with a PC/);
      assert.equal(await phone.page.getByTestId('header').count(), 0);
      // The message fits the phone's screen: nothing to scroll sideways to find it.
      const box = await phone.page.getByRole('heading', { level: 1 }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `heading at ${JSON.stringify(box)}`);
      assert.equal(await phone.page.evaluate(() => document.documentElement.scrollWidth), 390);
      await phone.page.goto('/extensions/new?hl=ko');
      await message.waitFor();
      assert.match((await message.textContent()) ?? '', /PC/);
    } finally {
      await phone.close();
    }
  });

  for (const [browserName, userAgent] of [
    ['Firefox', FIREFOX_UA],
    ['Safari', SAFARI_UA],
  ] as const) {
    storeTest(`${browserName} is sent to /unsupported`, async ({ newContext }) => {
      const other = await otherPage(newContext, {
        viewport: { width: 1440, height: 900 },
        userAgent,
      });
      try {
        await other.page.goto('/extensions/new?hl=en');
        await other.page.waitForURL(/\/unsupported\?hl=en$/);
        await other.page.getByTestId('unsupported').waitFor();
        assert.equal(await other.page.title(), 'This browser is not supported – Lagoon');
      } finally {
        await other.close();
      }
    });
  }

  storeTest('ChromeOS is the notebook edition: / opens the web apps', async ({ newContext }) => {
    const notebook = await otherPage(newContext, {
      viewport: { width: 1440, height: 900 },
      userAgent: CHROME_OS_UA,
    });
    try {
      await notebook.page.goto('/');
      await notebook.page.waitForURL(/\/whaleapps(\?.*)?$/);
      await notebook.page.getByTestId('web-app-card').first().waitFor();
      const labels = new Set(
        (await notebook.page.getByTestId('web-app-label').allTextContents()).map((text) =>
          text.trim(),
        ),
      );
      for (const label of labels) assert.ok(['Whalebook App', 'Web App'].includes(label), label);
      assert.equal(await notebook.page.title(), 'Web apps – Lagoon');
      // The menu names the section Whalebook.
      const menu = notebook.page.getByTestId('menu-webapps');
      assert.equal((await menu.textContent())?.trim(), 'Whalebook');
      await notebook.page.goto('/whaleapps?hl=ko');
      await notebook.page.getByTestId('web-app-card').first().waitFor();
      assert.equal((await menu.textContent())?.trim(), '웨일북');
    } finally {
      await notebook.close();
    }
  });

  storeTest(
    'a preview shows to its owner and is "Unable to access" for others',
    async ({ page, newContext, server }) => {
      await page.goto('/accounts/login');
      await page.locator('input[name="email"]').fill(DEVELOPER.email);
      await page.locator('input[name="password"]').fill(DEVELOPER.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login'));

      const unpublished = await demoDeveloperDraft(server.url);
      await page.goto(`/detail/${unpublished.extensionId}/preview`);
      await page.getByTestId('preview-notice').waitFor();

      const visitor = await otherPage(newContext, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        await visitor.page.goto(`/detail/${unpublished.extensionId}/preview`);
        const notFound = visitor.page.getByTestId('not-found');
        await notFound.waitFor();
        assert.match((await notFound.textContent()) ?? '', /Unable to access/);
        await visitor.page.goto(`/detail/${unpublished.extensionId}`);
        await notFound.waitFor();
        await visitor.page.getByTestId('not-found-home').click();
        await visitor.page.waitForURL(LIST_URL);
      } finally {
        await visitor.close();
      }
    },
  );

  storeTest(
    'developer addresses: other id shapes are unknown paths, update opens the editor',
    async ({ page, newContext, server }) => {
      const { extensionId } = await demoDeveloperDraft(server.url);
      const update = `/developers/extensions/${extensionId}/update?hl=en&from=mail-7391`;

      // Behind the developer guard: a visitor signs in first and comes back to the same address.
      const visitor = await otherPage(newContext, { viewport: { width: 1440, height: 900 } });
      try {
        await visitor.page.goto(update);
        await visitor.page.waitForURL(LOGIN_PAGE);
        assert.equal(new URL(visitor.page.url()).searchParams.get('returnUrl'), update);
      } finally {
        await visitor.close();
      }

      await page.goto('/accounts/login');
      await page.locator('input[name="email"]').fill(DEVELOPER.email);
      await page.locator('input[name="password"]').fill(DEVELOPER.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login'));

      // The update address opens the item's editor with hl; the rest of the query is not shown.
      await page.goto(update);
      await page.waitForURL(new RegExp(`/developers/edit/extension/${extensionId}\\?hl=en$`));
      await page.getByTestId('edit-extension-page').waitFor();
      assert.doesNotMatch((await page.locator('body').textContent()) ?? '', /mail-7391/);

      for (const address of [
        '/developers/extensions/abc/update',
        '/developers/extensions/draft/update',
        '/developers/upload/extension/abc',
        '/developers/upload/extension/Draft',
        `/developers/upload/webapp/${extensionId}a`,
        '/developers/edit/extension/draft',
        `/developers/edit/webapp/${extensionId}/more`,
      ]) {
        await page.goto(`${address}?hl=ko`);
        await page.waitForURL(LIST_URL);
        assert.match(page.url(), /[?&]hl=ko/, address);
      }

      // Well-formed ids of no item of this developer are "Unable to access".
      for (const address of [
        '/developers/edit/extension/ponmlkjihgfedcbaponmlkjihgfedcba',
        `/developers/upload/extension/${'z'.repeat(32)}`,
        `/developers/edit/webapp/${'Z'.repeat(32)}`,
        '/developers/extensions/ponmlkjihgfedcbaponmlkjihgfedcba/update',
      ]) {
        await page.goto(`${address}?hl=en`);
        const notFound = page.getByTestId('not-found');
        await notFound.waitFor();
        assert.match((await notFound.textContent()) ?? '', /Unable to access/, address);
      }
    },
  );
});
