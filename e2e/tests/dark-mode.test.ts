import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { getJson, useStore } from '../src/harness.js';

const { storeTest, server } = useStore();

/** The store's server-rendered pages a visitor meets first, in both languages. */
async function storePages(): Promise<string[]> {
  const { status, body } = await getJson<{ items: { extensionId: string; blocked: boolean }[] }>(
    `${server().url}/ajax/extensions?type=extension&sort=popular&size=5&offset=0&hl=en`,
  );
  assert.equal(status, 200);
  const item = body.items.find((entry) => !entry.blocked);
  assert.ok(item, 'the demo catalog has an extension');
  const paths = [
    '/extensions/popular',
    `/detail/${item.extensionId}`,
    '/search/note',
    '/wallpapers/popular',
    '/sidebar',
  ];
  return ['en', 'ko'].flatMap((hl) => paths.map((path) => `${path}?hl=${hl}`));
}

/** Every console error and uncaught error of the context's pages (React's #418 is one). */
function watchErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.page()?.url()}: ${message.text()}`);
  });
  context.on('weberror', (error) =>
    errors.push(`${error.page()?.url()}: ${error.error().message}`),
  );
  return errors;
}

/** Loads each page (goto waits until the app has hydrated it) and checks it is dark. */
async function visitDark(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    assert.equal(
      await page.evaluate(() => document.documentElement.dataset.theme),
      'dark',
      `${path} is dark`,
    );
    // The theme button shows the moon of the dark theme (the header is not on sidebar pages).
    if (!path.startsWith('/sidebar')) {
      await page.getByTestId('theme-switch').locator('.theme-icon-dark').waitFor();
      assert.equal(await page.getByTestId('theme-switch').locator('svg:visible').count(), 1);
    }
  }
}

describe('store pages in the dark theme', () => {
  storeTest(
    'hydrate without an error when the system is dark, in English and Korean',
    async ({ newContext }) => {
      const paths = await storePages();
      const context = await newContext({ colorScheme: 'dark' });
      const errors = watchErrors(context);
      await visitDark(await context.newPage(), paths);
      assert.deepEqual(errors, []);
    },
  );

  storeTest(
    'hydrate without an error when the visitor chose dark on a light system',
    async ({ newContext }) => {
      const [home, detail] = await storePages();
      assert.ok(home && detail);
      const context = await newContext({ colorScheme: 'light' });
      await context.addInitScript(() => {
        // The store's pages only: about:blank has no storage.
        if (location.protocol.startsWith('http')) localStorage.setItem('lagoon.theme', 'dark');
      });
      const errors = watchErrors(context);
      const page = await context.newPage();
      await visitDark(page, [home, detail]);
      assert.equal(
        await page.getByTestId('theme-switch').getAttribute('data-theme-preference'),
        'dark',
        'the theme button knows the choice once the page has hydrated',
      );
      assert.deepEqual(errors, []);
    },
  );
});
