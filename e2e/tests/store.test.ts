import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { getJson, useStore } from '../src/harness.js';

const LIST_URL = /\/extensions\/(new|popular)(\/[a-z_]+)?(\?.*)?$/;
/** 32 characters a-p, the shape of an item id, that no item has. */
const MISSING_ITEM_ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';

const { storeTest } = useStore();

/** The colour the visitor sees behind the page: the body's, or the root's when the body has none. */
async function pageBackground(page: Page): Promise<string> {
  // No named helpers inside: the callback is serialised into the page as it was compiled.
  return page.evaluate(
    () =>
      [document.body, document.documentElement]
        .map((element) => getComputedStyle(element).backgroundColor)
        .find((color) => color !== 'transparent' && color !== 'rgba(0, 0, 0, 0)') ??
      'rgba(0, 0, 0, 0)',
  );
}

/** Relative luminance of an rgb()/rgba() colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

describe('the store in Chromium', () => {
  storeTest(
    'the home page opens an extension list with cards from the catalog',
    async ({ page, server }) => {
      await page.goto('/');
      await page.waitForURL(LIST_URL);
      const sort = new URL(page.url()).pathname.split('/')[2];
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      await page.getByTestId('header').waitFor();
      await page.getByTestId('footer').waitFor();

      const { body } = await getJson<{ items: Array<{ extensionId: string; name: string }> }>(
        `${server.url}/ajax/extensions?type=extension&sort=${sort}&size=10&offset=0&hl=en`,
      );
      const shownIds = await cards.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-extension-id')),
      );
      assert.deepEqual(
        shownIds.slice(0, body.items.length),
        body.items.map((item) => item.extensionId),
        `the cards are the first page of the ${sort} list, in order`,
      );
      const firstName = (await page.getByTestId('product-card-name').first().textContent())?.trim();
      assert.equal(firstName, body.items[0]?.name);
    },
  );

  storeTest('a list address loaded directly opens the app', async ({ page }) => {
    const response = await page.goto('/extensions/new');
    assert.equal(response?.status(), 200);
    assert.match(response?.headers()['content-type'] ?? '', /text\/html/);
    assert.match(page.url(), /\/extensions\/new/);
    await page.getByTestId('product-card').first().waitFor();
  });

  storeTest('switching the language changes the text and hl is kept', async ({ page }) => {
    await page.goto('/extensions/popular?hl=en');
    const menu = page.getByTestId('menu-extensions');
    await menu.waitFor();
    assert.equal((await menu.textContent())?.trim(), 'Extensions');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-ko').click();
    await page.waitForURL(/[?&]hl=ko/);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="menu-extensions"]')?.textContent?.trim() ===
        '확장 앱',
    );
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');

    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/\/detail\/[a-p]{32}/);
    assert.match(page.url(), /[?&]hl=ko/, 'hl=ko survives opening a card');
    await page.getByTestId('product-name').waitFor();
    assert.equal((await menu.textContent())?.trim(), '확장 앱');

    await menu.click();
    await page.waitForURL(LIST_URL);
    assert.match(page.url(), /[?&]hl=ko/, 'hl=ko survives the menu');
    await page.getByTestId('product-card').first().waitFor();
    assert.equal((await menu.textContent())?.trim(), '확장 앱');
  });

  storeTest('an unknown address goes to the extension lists', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.waitForURL(LIST_URL);
    await page.getByTestId('product-card').first().waitFor();
  });

  storeTest(
    'a missing item shows the not-found screen in the chosen language',
    async ({ page }) => {
      await page.goto(`/detail/${MISSING_ITEM_ID}?hl=en`);
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      assert.match((await notFound.textContent()) ?? '', /Unable to access/);
      await page.goto(`/detail/${MISSING_ITEM_ID}?hl=ko`);
      await notFound.waitFor();
      assert.match((await notFound.textContent()) ?? '', /접근할 수 없습니다/);
      await page.getByTestId('not-found-home').click();
      await page.waitForURL(LIST_URL);
      assert.match(page.url(), /[?&]hl=ko/);
    },
  );

  storeTest('the dark theme changes the background and survives a reload', async ({ page }) => {
    await page.goto('/extensions/new');
    await page.getByTestId('product-card').first().waitFor();
    const light = await pageBackground(page);
    assert.ok(luminance(light) > 0.5, `the page starts light (system theme): ${light}`);

    await page.getByTestId('theme-switch').click();
    await page.getByTestId('theme-option-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // The background eases into the new colour; wait until it settles.
    await page.waitForFunction(
      (initial) => {
        const now = getComputedStyle(document.body).backgroundColor;
        const settled = now === (window as unknown as { lastBg?: string }).lastBg;
        (window as unknown as { lastBg?: string }).lastBg = now;
        return now !== initial && settled;
      },
      light,
      { polling: 200 },
    );
    const dark = await pageBackground(page);
    assert.ok(luminance(dark) < 0.2, `the dark theme is dark: ${dark}`);

    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await pageBackground(page), dark, 'the chosen theme is remembered');

    await page.getByTestId('theme-switch').click();
    await page.getByTestId('theme-option-light').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });
});
