import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { useStore } from '../src/harness.js';

const { storeTest } = useStore();

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };

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

/** A banner picture: a wide two-colour PNG. */
async function bannerPng(): Promise<Buffer> {
  const stripe = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300">' +
      '<rect width="1200" height="300" fill="#0e7490"/>' +
      '<rect x="600" width="600" height="300" fill="#f59e0b"/></svg>',
  );
  return sharp(stripe).png().toBuffer();
}

describe('curation in Chromium', () => {
  storeTest(
    'the administrator adds a banner with an image and a visitor sees it on the home page',
    async ({ page, context }) => {
      const title = `Curated picks ${Date.now().toString(36)}`;
      await signInTo(page, ADMIN, '/admin/curation?hl=en');
      // The section index goes to the banners, keeping the language.
      await page.waitForURL(/\/admin\/curation\/banners\?hl=en$/);
      const section = page.getByTestId('banners-extension');
      await section.waitFor();
      const before = await section.getByTestId('banner-row').count();

      await page.getByTestId('banners-extension-add').click();
      const dialog = page.getByTestId('banner-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('banner-file').setInputFiles({
        name: 'curated.png',
        mimeType: 'image/png',
        buffer: await bannerPng(),
      });
      await dialog.getByTestId('banner-linkUrl').fill('/extensions/popular');
      await dialog.getByTestId('banner-titleEn').fill(title);
      await dialog.getByTestId('banner-titleKo').fill(`${title} (한국어)`);
      await dialog.getByTestId('banner-descriptionEn').fill('Chosen by the editors.');
      await dialog.getByTestId('curation-reason').fill('Launch of the curated list');
      await dialog.getByTestId('banner-save').click();

      await dialog.waitFor({ state: 'detached' });
      const rows = section.getByTestId('banner-row');
      await rows.nth(before).waitFor();
      assert.equal(await rows.count(), before + 1);
      assert.match((await rows.nth(before).textContent()) ?? '', new RegExp(title));

      // New banners go last; moving it to the top with the keyboard makes it the first slide.
      for (let position = before; position > 0; position -= 1) {
        const moveUp = page.getByRole('button', { name: `Move ${title} up` });
        await moveUp.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          ([expected, index]) =>
            document
              .querySelectorAll('[data-testid="banners-extension"] [data-testid="banner-row"]')
              [index]?.textContent?.includes(expected) ?? false,
          [title, position - 1] as const,
        );
      }

      // The change is in the curation history, with who and why.
      await page.getByTestId('curation-nav-log').click();
      const log = page.getByTestId('curation-log');
      await log.waitFor();
      assert.match((await log.textContent()) ?? '', /Launch of the curated list/);

      // The console's one log holds it too: in words, with its reason and what it recorded.
      await page.getByTestId('curation-log-all').click();
      await page.waitForURL(/\/admin\/log\?area=curation&hl=en$/);
      await page.getByTestId('admin-log').waitFor();
      assert.equal(await page.title(), 'Log – Lagoon');
      const logRows = page.getByTestId('audit-row');
      const added = page
        .locator('[data-testid="audit-row"][data-action="banner.create"]')
        .filter({ hasText: title });
      await added.waitFor();
      assert.equal(
        (await added.getByTestId('audit-action-label').textContent())?.trim(),
        'Banner added',
      );
      assert.match((await added.getByTestId('audit-target').textContent()) ?? '', /^Banner #\d+$/);
      assert.equal(
        (await added.getByTestId('audit-details').textContent())?.trim(),
        `“${title}” · Link: /extensions/popular`,
      );
      assert.equal(
        (await added.getByTestId('audit-message').textContent())?.trim(),
        'Launch of the curated list',
      );
      assert.match(
        (await added.getByTestId('audit-actor').textContent()) ?? '',
        /admin@lagoon\.test/,
      );
      const areasShown = () =>
        logRows.evaluateAll((list) => list.map((row) => (row as HTMLElement).dataset.area));
      assert.deepEqual(new Set(await areasShown()), new Set(['curation']));
      const total = async () => {
        const range = (await page.getByTestId('audit-range').textContent()) ?? '';
        return Number(/of ([\d,]+)$/.exec(range.trim())?.[1]?.replace(/,/g, ''));
      };
      const curationTotal = await total();

      // The area filter: everything holds the reviews as well, and the reviews leave the change out.
      // Done when the rows shown are those of the chosen areas: the address changes before the
      // new page of the log has arrived, and a busy marker may not have appeared yet.
      const showArea = async (value: string, address: RegExp, areas: string[]) => {
        await page.getByTestId('audit-area').selectOption(value);
        await page.getByTestId('audit-submit').click();
        await page.waitForURL(address);
        await page.waitForFunction((expected) => {
          const shown = new Set(
            Array.from(
              document.querySelectorAll<HTMLElement>('[data-testid="audit-row"]'),
              (row) => row.dataset.area,
            ),
          );
          return shown.size === expected.length && expected.every((area) => shown.has(area));
        }, areas);
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      };
      await showArea('', /\/admin\/log\?hl=en$/, ['curation', 'review']);
      const allTotal = await total();
      assert.ok(allTotal > curationTotal, `${allTotal} > ${curationTotal}`);
      await showArea('review', /\/admin\/log\?area=review&hl=en$/, ['review']);
      assert.equal(await added.count(), 0);
      assert.equal((await total()) + curationTotal, allTotal);

      // A visitor (no session) opens the home page: the new banner leads the carousel.
      await context.clearCookies();
      await page.goto('/extensions/new?hl=en');
      const hero = page.getByTestId('home-banners').getByTestId('banner').first();
      await hero.waitFor();
      assert.equal(await hero.getAttribute('aria-label'), title);
      assert.equal(
        new URL((await hero.getAttribute('href')) ?? '', page.url()).pathname,
        '/extensions/popular',
      );
      const image = hero.locator('img');
      await page.waitForFunction(
        (element) =>
          element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await image.elementHandle(),
      );
      assert.equal(
        await image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
        1200,
      );
    },
  );
});
