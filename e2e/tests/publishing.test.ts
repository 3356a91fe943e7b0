import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { writeDeterministicZip } from '../../apps/server/src/distribution/repack.js';
import { stripXssi, useStore, XSRF_COOKIE, XSRF_HEADER } from '../src/harness.js';

/**
 * Publishing an extension in Chromium: a real package uploaded on the upload page, the listing
 * completed in the editor with real images through the upload session, a refused and then an
 * accepted review request, and the dashboard showing the item in review.
 */

const { storeTest } = useStore();

const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const LOGIN_PAGE = /\/accounts\/login\?/;
const EDITOR_URL = /\/developers\/edit\/extension\/([a-p]{32})\?hl=en$/;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A PNG of one colour: distinct colours give distinct files (the store keys files by content). */
async function png(width: number, height: number, background: Rgb): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function extensionZip(name: string): Promise<Buffer> {
  const manifest = {
    manifest_version: 3,
    name,
    description: 'Sorts the tabs of a window by site.',
    version: '1.0.0',
    icons: { '128': 'icons/icon128.png' },
    action: { default_title: name },
  };
  return writeDeterministicZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: 'icons/icon128.png', data: await png(128, 128, { r: 10, g: 127, b: 149 }) },
    {
      name: 'background.js',
      data: Buffer.from('chrome.action.onClicked.addListener(() => {});\n'),
    },
  ]);
}

/** The same package zipped as its folder: manifest.json one level down. */
async function folderZip(name: string): Promise<Buffer> {
  const manifest = { manifest_version: 3, name, version: '1.0.0' };
  return writeDeterministicZip([
    { name: 'tab-sorter/manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: 'tab-sorter/background.js', data: Buffer.from('\n') },
  ]);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/developers/dashboard/extensions?hl=en');
  await page.waitForURL(LOGIN_PAGE);
  await page.locator('input[name="email"]').fill(DEVELOPER.email);
  await page.locator('input[name="password"]').fill(DEVELOPER.password);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('developer-dashboard').waitFor();
}

async function snackbarText(page: Page, expected: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: expected });
  await snackbar.waitFor();
}

type MediaField = 'icon' | 'slides' | 'image';

function chooseImage(page: Page, field: MediaField, name: string, buffer: Buffer): Promise<void> {
  return page.getByTestId(`editor-${field}-input`).setInputFiles({
    name,
    mimeType: 'image/png',
    buffer,
  });
}

/** Uploads an image through the editor and waits until the upload session has stored it. */
async function uploadImage(
  page: Page,
  field: MediaField,
  name: string,
  buffer: Buffer,
): Promise<void> {
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/photo/upload?'),
  );
  await chooseImage(page, field, name, buffer);
  const response = await stored;
  assert.equal(response.status(), 201, `${name} was stored`);
  await page.waitForFunction((testId) => {
    const button = document.querySelector(`[data-testid="${testId}"]`);
    return button instanceof HTMLButtonElement && !button.disabled;
  }, `editor-${field}-add`);
}

describe('publishing an extension in Chromium', () => {
  storeTest(
    'upload a package, complete the listing, request review and see it in review',
    async ({ page, context }) => {
      await signIn(page);
      const name = `Tab Sorter ${Date.now().toString(36)}`;

      // A zip of the extension's folder rather than of its contents is refused with a headline
      // saying so, and the report says where manifest.json was found.
      await page.goto('/developers/upload/extension/draft?hl=en');
      await page.getByTestId('upload-extension-page').waitFor();
      await page.getByTestId('package-file-input').setInputFiles({
        name: 'tab-sorter-folder.zip',
        mimeType: 'application/zip',
        buffer: await folderZip(name),
      });
      const refusal = page.getByTestId('upload-error');
      await refusal.waitFor();
      assert.equal(
        (await refusal.textContent())?.trim(),
        'Zip the contents of the folder, not the folder itself',
      );
      assert.equal(
        (await page.getByTestId('package-issue-path').first().textContent())?.trim(),
        'tab-sorter/manifest.json',
      );

      // The upload page takes a real zip and opens the new item's editor.
      await page.getByTestId('package-file-input').setInputFiles({
        name: 'tab-sorter-1.0.0.zip',
        mimeType: 'application/zip',
        buffer: await extensionZip(name),
      });
      await page.waitForURL(EDITOR_URL);
      const extensionId = EDITOR_URL.exec(page.url())?.[1] ?? '';
      await page.getByTestId('listing-editor').waitFor();
      assert.equal((await page.getByTestId('editor-item-name').textContent())?.trim(), name);
      assert.equal((await page.getByTestId('editor-item-id').textContent())?.trim(), extensionId);
      assert.equal((await page.getByTestId('editor-review').textContent())?.trim(), 'Draft');
      assert.equal(
        (await page.getByTestId('editor-published').textContent())?.trim(),
        'Prepare for publication',
      );
      assert.equal(
        (await page.getByTestId('editor-version').textContent())?.trim(),
        'Version 1.0.0',
      );

      await page.getByTestId('editor-defaultLocale').selectOption('en');
      await page.getByTestId('editor-description').fill('Sorts the tabs of a window by site.');

      // The browser checks the size before anything is sent.
      await chooseImage(page, 'slides', 'small.png', await png(800, 600, { r: 200, g: 0, b: 0 }));
      assert.match(
        (await page.getByTestId('editor-slides-error').textContent()) ?? '',
        /800x600.*1280x800 \/ 640x400/,
      );
      assert.equal(await page.getByTestId('editor-slide').count(), 0);

      // Four screenshots shown in every language, then a fifth is refused with a dialog.
      for (let index = 0; index < 4; index++) {
        await uploadImage(
          page,
          'slides',
          `slide-${index}.png`,
          await png(1280, 800, { r: 40 * index, g: 90, b: 160 }),
        );
        await page.getByTestId('editor-slide').nth(index).waitFor();
      }
      assert.equal(await page.getByTestId('editor-slides-error').count(), 0);
      await page.getByTestId('editor-slides-add').click();
      const full = page.getByTestId('slides-full-dialog');
      await full.waitFor();
      assert.match((await full.textContent()) ?? '', /Delete one to add another\./);
      await page.getByTestId('slides-full-ok').click();
      await full.waitFor({ state: 'detached' });
      // Deleting one makes room again.
      await page.getByTestId('editor-slide-remove').nth(3).click();
      assert.equal(await page.getByTestId('editor-slide').count(), 3);

      await uploadImage(page, 'image', 'promo.png', await png(440, 280, { r: 250, g: 200, b: 0 }));
      assert.equal(await page.getByTestId('editor-image').count(), 1);
      await uploadImage(page, 'icon', 'icon.png', await png(128, 128, { r: 0, g: 128, b: 90 }));
      await page.getByTestId('editor-icon-preview').waitFor();

      // Unsaved edits are not lost by leaving the editor in passing.
      await page.getByTestId('editor-upload-package').click();
      await page.getByTestId('editor-leave-dialog').waitFor();
      await page.getByTestId('editor-leave-stay').click();
      await page.getByTestId('editor-leave-dialog').waitFor({ state: 'detached' });
      assert.match(page.url(), EDITOR_URL);

      // Without a category the review request names it, marks the field and focuses it.
      await page.getByTestId('editor-request-review').click();
      const alert = page.getByTestId('editor-alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), 'Select a category.');
      const category = page.getByTestId('editor-category');
      assert.equal(await category.getAttribute('aria-invalid'), 'true');
      assert.equal(
        (await page.getByTestId('editor-category-error').textContent())?.trim(),
        'Select a category.',
      );
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'editor-category',
      );
      // Choosing a category takes its error and the notice away; choosing none leaves them gone.
      await category.selectOption('productivity');
      await alert.waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('editor-category-error').count(), 0);
      await category.selectOption('');

      // The draft is saved as it is, and the server refuses the review request the same way.
      await page.getByTestId('editor-save').click();
      await snackbarText(page, 'Saved');
      const xsrf = (await context.cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
      assert.ok(xsrf, 'the anti-forgery cookie is set');
      const refused = await page.request.patch(`/creator/api/extensions/${extensionId}?hl=en`, {
        data: { review: 'IN_REVIEW' },
        headers: { [XSRF_HEADER]: xsrf },
      });
      assert.equal(refused.status(), 400);
      const body = JSON.parse(stripXssi(await refused.text())) as {
        error: { code: string; fields?: { field: string; message: string }[] };
      };
      assert.equal(body.error.code, 'REQUIRED_CATEGORY');
      assert.deepEqual(
        body.error.fields?.map((issue) => [issue.field, issue.message]),
        [['category', 'Select a category.']],
      );

      // The saved draft comes back with everything that was added.
      await page.reload();
      await page.getByTestId('listing-editor').waitFor();
      assert.equal(await page.getByTestId('editor-slide').count(), 3);
      assert.equal(await page.getByTestId('editor-image').count(), 1);
      assert.equal(
        await page.getByTestId('editor-description').inputValue(),
        'Sorts the tabs of a window by site.',
      );

      // With a category the review request goes through.
      await page.getByTestId('editor-category').selectOption('productivity');
      assert.equal(await page.getByTestId('editor-category').getAttribute('aria-invalid'), null);
      await page.getByTestId('editor-request-review').click();
      await snackbarText(page, 'Review requested');
      await page.getByTestId('editor-review').filter({ hasText: 'In review' }).waitFor();
      assert.equal(await page.getByTestId('editor-request-review').isDisabled(), true);

      // The dashboard lists the item in review.
      await page.goto('/developers/dashboard/extensions?hl=en');
      const row = page
        .getByTestId('dashboard-row')
        .filter({ has: page.getByTestId('item-id').filter({ hasText: extensionId }) });
      await row.waitFor();
      assert.equal(await row.getByTestId('review-status').getAttribute('data-state'), 'IN_REVIEW');
      assert.match((await row.getByTestId('item-name').textContent()) ?? '', new RegExp(name));
    },
  );
});
