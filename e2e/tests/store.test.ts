import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { getJson, useStore, waitForApp } from '../src/harness.js';

const LIST_URL = /\/extensions\/(new|popular)(\/[a-z_]+)?(\?.*)?$/;
/** 32 characters a-p, the shape of an item id, that no item has. */
const MISSING_ITEM_ID = 'ponmlkjihgfedcbaponmlkjihgfedcba';

const { storeTest } = useStore();

/** The page background of the current theme: --color-bg on a probe that never eases. */
async function themeBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.transition = 'none';
    probe.style.backgroundColor = 'var(--color-bg)';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
}

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/**
 * Reloads the page with the app's scripts held back and reads what the browser paints before
 * the app runs: the theme and the body's background once the document is parsed and styled.
 */
async function reloadBeforeTheApp(
  page: Page,
): Promise<{ theme: string | undefined; background: string; appHeld: boolean }> {
  const appScripts = (url: URL) =>
    url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
  const held: Route[] = [];
  let holding = true;
  await page.route(appScripts, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  try {
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        document.readyState !== 'loading' &&
        Array.from(document.querySelectorAll('link[rel="stylesheet"]')).every(
          (link) => (link as HTMLLinkElement).sheet !== null,
        ),
    );
    const first = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
      entry: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src,
    }));
    // Routed requests bypass the cache, so an entry that matches cannot have run yet.
    const appHeld = first.entry !== undefined && appScripts(new URL(first.entry));
    return { theme: first.theme, background: first.background, appHeld };
  } finally {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(appScripts);
  }
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

  storeTest('a visitor who asks for less motion sees no endless animation', async ({ page }) => {
    await page.goto('/?hl=en');
    await page.getByTestId('product-card').first().waitFor();
    // An element animated like the loading spinner, with one of the app's own keyframes.
    const endless = () =>
      page.evaluate(async () => {
        const name = Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule)?.name;
        if (!name) throw new Error('The app has no keyframes.');
        const probe = document.createElement('div');
        probe.style.animation = `${name} 0.8s linear infinite`;
        document.body.append(probe);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const running = probe
          .getAnimations()
          .some((animation) => animation.playState === 'running');
        probe.remove();
        return running;
      });
    assert.equal(await endless(), true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await endless(), false);
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

  storeTest(
    "an extension's page says what it may do and lists its published versions",
    async ({ page, server }) => {
      const list = await getJson<{ items: Array<{ extensionId: string }> }>(
        `${server.url}/ajax/extensions?type=extension&sort=popular&size=1&offset=0&hl=en`,
      );
      const id = list.body.items[0]?.extensionId;
      assert.ok(id, 'the demo catalog has an extension');
      const { body: detail } = await getJson<{
        version: string;
        manifestVersion: number;
        versions: Array<{ version: string; current: boolean }>;
      }>(`${server.url}/ajax/extensions/${id}?hl=en`);
      assert.deepEqual(
        detail.versions.map((entry) => [entry.version, entry.current]),
        [[detail.version, true]],
        'a demo extension was published once',
      );

      await page.goto(`/detail/${id}?hl=en`);
      const permissions = page.getByTestId('permissions-section');
      await permissions.waitFor();
      // The demo catalog's extensions ask only for storage (and the side panel): no warning.
      assert.equal(
        (await permissions.getByTestId('permissions-none').textContent())?.trim(),
        'This extension needs no special permissions.',
      );
      const declarations = permissions.getByTestId('manifest-declarations');
      await declarations.locator('summary').click();
      await declarations.getByText('storage', { exact: true }).waitFor();
      assert.match(
        (await page.getByTestId('fact-manifest-version').textContent()) ?? '',
        new RegExp(`Manifest V${detail.manifestVersion}`),
      );

      const history = page.getByTestId('version-history');
      assert.equal((await history.locator('summary').textContent())?.trim(), '1 published version');
      const entry = history.getByTestId('version-entry');
      assert.equal(await entry.isVisible(), false, 'the list starts folded');
      await history.locator('summary').click();
      await entry.waitFor();
      assert.equal(await entry.getAttribute('aria-current'), 'true');
      assert.match((await entry.textContent()) ?? '', new RegExp(`Version ${detail.version}`));

      await page.goto(`/detail/${id}?hl=ko`);
      await permissions.waitFor();
      assert.equal(
        (await permissions.getByTestId('permissions-none').textContent())?.trim(),
        '이 확장 프로그램은 특별한 권한이 필요하지 않습니다.',
      );
      assert.equal((await history.locator('summary').textContent())?.trim(), '게시된 버전 1개');
    },
  );

  storeTest(
    'a stored dark theme is painted from the first frame after a reload',
    async ({ page }) => {
      await page.goto('/extensions/new');
      await page.getByTestId('product-card').first().waitFor();
      const light = await themeBackground(page);
      assert.ok(luminance(light) > 0.5, `the page starts light (system theme): ${light}`);
      assert.equal(await bodyBackground(page), light);

      await page.getByTestId('theme-switch').click();
      await page.getByTestId('theme-option-dark').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      const dark = await themeBackground(page);
      assert.ok(luminance(dark) < 0.2, `the dark theme is dark: ${dark}`);
      // The body eases into the new colour.
      await page.waitForFunction(
        (expected) => getComputedStyle(document.body).backgroundColor === expected,
        dark,
      );

      const first = await reloadBeforeTheApp(page);
      assert.ok(first.appHeld, 'the reading was taken before the app could run');
      assert.equal(first.theme, 'dark');
      assert.equal(first.background, dark, 'the first frame is already dark');
      await waitForApp(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      assert.equal(await bodyBackground(page), dark, 'the app keeps the theme it found');

      // Without a stored choice the first frame follows the system.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByTestId('theme-switch').click();
      await page.getByTestId('theme-option-system').click();
      await page.waitForFunction(() => localStorage.getItem('lagoon.theme') === null);
      const system = await reloadBeforeTheApp(page);
      assert.equal(system.theme, 'dark');
      assert.equal(system.background, dark);
      await waitForApp(page);

      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByTestId('theme-switch').click();
      await page.getByTestId('theme-option-light').click();
      await page.waitForFunction(
        (expected) => getComputedStyle(document.body).backgroundColor === expected,
        light,
      );
    },
  );
});
