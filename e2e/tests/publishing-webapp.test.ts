import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { writeDeterministicZip } from '../../apps/server/src/distribution/repack.js';
import {
  SITE_DESCRIPTION,
  SITE_NAME,
  startWebAppSite,
  type WebAppSite,
} from '../../apps/server/src/test/web-app-site.js';
import { buildZip } from '../../apps/server/src/test/zip-builder.js';
import {
  FIRST_START_TIMEOUT_MS,
  launchBrowser,
  makeDataDir,
  REPO_ROOT,
  type ServerProcess,
  startServer,
  stopServer,
  watchPolicyViolations,
} from '../src/harness.js';

/**
 * The developer's publishing pages in Chromium: registering a web app from a local HTTPS site,
 * the dashboard (tabs, a rejected item's guidelines, deleting), and the package upload page.
 * The server trusts the test site's certificate authority and may reach 127.0.0.1, which only
 * the test-only settings allow.
 */

const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const LOGIN_PAGE = /\/accounts\/login\?/;
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');
const ITEM_ID = '[a-p]{32}';

let site: WebAppSite | undefined;
let server: ServerProcess | undefined;
let browser: Browser | undefined;
let tempDir: string | undefined;

before(
  async () => {
    tempDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-e2e-webapp-'));
    site = await startWebAppSite();
    const caFile = path.join(tempDir, 'site-ca.pem');
    await fs.promises.writeFile(caFile, site.ca);
    const dataDir = await makeDataDir();
    [server, browser] = await Promise.all([
      startServer({
        dataDir,
        env: { WEBAPP_FETCH_ALLOW_PRIVATE: 'true', WEBAPP_FETCH_CA_FILE: caFile },
      }),
      launchBrowser(),
    ]);
  },
  { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
);

after(
  async () => {
    await browser?.close();
    if (server) {
      await stopServer(server);
      await fs.promises.rm(server.dataDir, { recursive: true, force: true });
    }
    await site?.close();
    if (tempDir) await fs.promises.rm(tempDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

/** A test with its own browser context, signed in as the demo developer; a failure leaves a screenshot. */
function developerTest(name: string, body: (page: Page, running: ServerProcess) => Promise<void>) {
  test(name, async () => {
    if (!browser || !server) throw new Error('The server or the browser did not start.');
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-US',
      colorScheme: 'light',
      viewport: { width: 1440, height: 900 },
    });
    context.setDefaultTimeout(20_000);
    const violations = watchPolicyViolations(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    try {
      await body(page, server);
      problems.push(...violations.map((violation) => `policy violation: ${violation}`));
      assert.deepEqual(problems, []);
    } catch (error) {
      await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
      const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 80);
      const file = path.join(RESULTS_DIR, `${slug}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      if (error instanceof Error) {
        error.message += `\n(screenshot: ${path.relative(REPO_ROOT, file)}; page: ${page.url()})`;
        if (problems.length > 0) error.message += `\n${problems.join('\n')}`;
      }
      throw error;
    } finally {
      await context.close();
    }
  });
}

/** Opens a developer page; the guard sends the visitor to the portal and back after signing in. */
async function openSignedIn(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForURL(LOGIN_PAGE);
  await page.locator('input[name="email"]').fill(DEVELOPER.email);
  await page.locator('input[name="password"]').fill(DEVELOPER.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !LOGIN_PAGE.test(url.href));
}

async function text(page: Page, testId: string): Promise<string> {
  const element = page.getByTestId(testId);
  await element.waitFor();
  return ((await element.textContent()) ?? '').trim();
}

/** A dashboard row by the item name it shows. */
function rowNamed(page: Page, name: string) {
  return page.getByTestId('dashboard-row').filter({ has: page.getByText(name, { exact: true }) });
}

async function pngIcon(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: '#0a7f95' } })
    .png()
    .toBuffer();
}

/** A real extension package: manifest, an icon, a script. */
async function extensionZip(manifestVersion: 2 | 3, name: string): Promise<Buffer> {
  const manifest = {
    manifest_version: manifestVersion,
    name,
    version: '1.0.0',
    description: 'Counts what matters.',
    icons: { '128': 'icons/icon-128.png' },
    ...(manifestVersion === 3
      ? { action: { default_title: name } }
      : { browser_action: { default_title: name } }),
  };
  return writeDeterministicZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: 'icons/icon-128.png', data: await pngIcon(128) },
    { name: 'background.js', data: Buffer.from('console.log("hello");\n') },
  ]);
}

describe('developer publishing pages in Chromium', () => {
  developerTest('a developer registers a web app from its address', async (page) => {
    if (!site) throw new Error('The test site did not start.');
    await openSignedIn(page, '/developers/upload/webapp/draft?hl=en');
    await page.getByTestId('webapp-url-form').waitFor();
    assert.equal(await page.title(), 'Register web app – Lagoon');

    // An empty field is not a URL; http is refused by the server with its own words.
    await page.getByTestId('webapp-url-submit').click();
    assert.equal(await text(page, 'webapp-url-error'), 'Please enter a valid URL.');
    await page.getByTestId('webapp-url').fill(`http://127.0.0.1:${site.port}/`);
    await page.getByTestId('webapp-url-submit').click();
    await page
      .locator('[data-testid="webapp-url-error"][data-code="ONLY_SUPPORT_START_WITH_HTTPS_"]')
      .waitFor();
    assert.equal(await text(page, 'webapp-url-error'), 'Only HTTPS sites are supported.');
    assert.equal(await page.getByTestId('webapp-url').getAttribute('aria-invalid'), 'true');

    // A page without a manifest is not a PWA.
    site.setRoute('/plain', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!doctype html><title>Plain</title><h1>No manifest here</h1>',
    });
    await page.getByTestId('webapp-url').fill(`${site.origin}/plain`);
    await page.getByTestId('webapp-url-submit').click();
    await page
      .locator('[data-testid="webapp-url-error"][data-code="INVALID_MANIFEST_FILE"]')
      .waitFor();

    // The real thing: step 2 shows what the manifest said, and the fetched icon.
    await page.getByTestId('webapp-url').fill(`${site.origin}/`);
    await page.getByTestId('webapp-url-submit').click();
    await page.waitForURL(new RegExp(`/developers/upload/webapp/${ITEM_ID}\\?hl=en$`));
    const extensionId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('webapp-details-form').waitFor();
    assert.equal(await page.getByTestId('webapp-name').inputValue(), SITE_NAME);
    assert.equal(await page.getByTestId('webapp-short-description').inputValue(), SITE_DESCRIPTION);
    const icon = page.getByTestId('webapp-icon');
    await icon.waitFor();
    await page.waitForFunction(
      (element) =>
        element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await icon.elementHandle(),
    );

    // Both texts are required; the message names the field.
    await page.getByTestId('webapp-name').fill('');
    await page.getByTestId('webapp-details-submit').click();
    assert.equal(await text(page, 'webapp-name-error'), 'Enter a name.');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'webapp-name',
    );
    await page.getByTestId('webapp-name').fill('Lagoon Test Notes Pro');
    await page.getByTestId('webapp-details-submit').click();
    await page.waitForURL(new RegExp(`/developers/edit/webapp/${extensionId}\\?hl=en$`));

    // The dashboard lists it as a draft, not published, without a version column.
    await page.goto('/developers/dashboard/webapps?hl=en');
    const row = page.locator(`[data-testid="dashboard-row"][data-extension-id="${extensionId}"]`);
    await row.waitFor();
    assert.equal(
      (await row.getByTestId('item-name').textContent())?.trim(),
      'Lagoon Test Notes Pro',
    );
    assert.equal((await row.getByTestId('review-status').textContent())?.trim(), 'Draft');
    assert.equal(
      (await row.getByTestId('publish-label').textContent())?.trim(),
      'Prepare for publication',
    );
    assert.equal(await page.getByRole('columnheader', { name: 'Version' }).count(), 0);

    // The same domain cannot be registered twice.
    await page.goto('/developers/upload/webapp/draft?hl=en');
    await page.getByTestId('webapp-url').fill(`${site.origin}/`);
    await page.getByTestId('webapp-url-submit').click();
    await page.locator('[data-testid="webapp-url-error"][data-code="DUPLICATED_DOMAIN"]').waitFor();
    assert.equal(await text(page, 'webapp-url-error'), 'URL is duplicated.');
  });

  developerTest(
    'the dashboard shows tabs, a rejected item’s guidelines and deletes with a confirmation',
    async (page) => {
      await openSignedIn(page, '/developers/dashboard/extensions?hl=en');
      await page.getByTestId('dashboard-table').waitFor();
      assert.equal(await page.title(), 'Developer dashboard – Lagoon');
      assert.equal(
        await page.getByTestId('dashboard-tab-extensions').getAttribute('aria-current'),
        'page',
      );
      const headers = await page.getByRole('columnheader').allTextContents();
      assert.deepEqual(
        headers.map((header) => header.trim()),
        ['Item', 'Status', 'Version', 'Visibility', 'Updated', 'Manage'],
      );

      // Published and blocked items are labelled as such.
      const tidy = rowNamed(page, 'Tab Tidy');
      assert.equal((await tidy.getByTestId('publish-label').textContent())?.trim(), 'Published');
      assert.equal((await tidy.getByTestId('item-visibility').textContent())?.trim(), 'Public');
      await tidy.getByTestId('item-first-approved').waitFor();
      const blocked = rowNamed(page, 'Autoplay Helper');
      assert.equal(
        (await blocked.getByTestId('blocked-badge').textContent())?.trim(),
        'Blocked by admin',
      );

      // A rejected item explains itself and leads to the editor.
      const rejected = rowNamed(page, 'Coupon Scout');
      assert.equal((await rejected.getByTestId('review-status').textContent())?.trim(), 'Rejected');
      await rejected.getByTestId('review-note-open').click();
      const dialog = page.getByTestId('review-note-dialog');
      await dialog.waitFor();
      assert.ok((await dialog.getByTestId('review-note-guideline').count()) > 0);
      assert.notEqual(
        (await dialog.getByTestId('review-note-guideline').first().textContent())?.trim(),
        '',
      );
      await dialog.getByTestId('review-note-message').waitFor();
      const couponId = await rejected.getAttribute('data-extension-id');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await rejected.getByTestId('review-note-open').click();
      await page.getByTestId('review-note-correct').click();
      await page.waitForURL(new RegExp(`/developers/edit/extension/${couponId}\\?hl=en$`));

      // The web apps tab is an address of its own and has no version column.
      await page.goto('/developers/dashboard/extensions?hl=en');
      await page.getByTestId('dashboard-tab-webapps').click();
      await page.waitForURL(/\/developers\/dashboard\/webapps\?hl=en$/);
      await rowNamed(page, 'Dana Notes').waitFor();
      assert.equal(await page.getByRole('columnheader', { name: 'Version' }).count(), 0);

      // Delete asks first; cancelling keeps the item, confirming removes it.
      await page.getByTestId('dashboard-tab-extensions').click();
      const ruler = rowNamed(page, 'Reading Ruler');
      await ruler.getByTestId('item-delete').click();
      const confirm = page.getByTestId('delete-dialog');
      await confirm.waitFor();
      assert.match(
        (await confirm.getByTestId('delete-message').textContent()) ?? '',
        /Reading Ruler/,
      );
      await page.getByTestId('delete-cancel').click();
      await confirm.waitFor({ state: 'detached' });
      assert.equal(await ruler.count(), 1);
      await ruler.getByTestId('item-delete').click();
      await page.getByTestId('delete-confirm').click();
      assert.equal(await text(page, 'snackbar'), 'The item was deleted.');
      await ruler.waitFor({ state: 'detached' });

      // An item blocked by an administrator cannot be deleted: the delete-failed dialog says why.
      await blocked.getByTestId('item-delete').click();
      await page.getByTestId('delete-confirm').click();
      await page.getByTestId('delete-failed-dialog').waitFor();
      assert.equal(
        await text(page, 'delete-failed-message'),
        'This item is blocked by administrator, so it cannot be deleted: blocked items stay on record.',
      );
      await page.getByTestId('delete-failed-ok').click();
      assert.equal(await blocked.count(), 1);

      // The same dashboard in Korean.
      await page.goto('/developers/dashboard/extensions?hl=ko');
      await page.getByTestId('dashboard-table').waitFor();
      assert.equal(
        (await rowNamed(page, '쿠폰 스카우트').getByTestId('review-status').textContent())?.trim(),
        '반려됨',
      );
    },
  );

  developerTest('the upload page refuses bad files and reports what is wrong', async (page) => {
    await openSignedIn(page, '/developers/upload/extension/draft?hl=en');
    const input = page.getByTestId('package-file-input');
    await page.getByTestId('package-drop-zone').waitFor();

    // Refused in the browser, with the server's words.
    await input.setInputFiles({
      name: 'extension.crx',
      mimeType: 'application/x-chrome-extension',
      buffer: Buffer.from('Cr24'),
    });
    assert.equal(
      await text(page, 'upload-error'),
      'CRX files cannot be uploaded. Upload the extension folder as a .zip file.',
    );
    await input.setInputFiles({
      name: 'my extension.zip',
      mimeType: 'application/zip',
      buffer: await extensionZip(3, 'Spaces'),
    });
    assert.equal(
      await text(page, 'upload-error'),
      'The file name may contain only letters, digits, hyphens, commas and periods.',
    );

    // Refused by the server: the report lists each finding with its path and code.
    const hostile = buildZip([
      {
        name: 'manifest.json',
        data: JSON.stringify({ manifest_version: 3, name: 'X', version: '1' }),
      },
      { name: '../evil.js', data: 'alert(1)' },
    ]);
    await input.setInputFiles({
      name: 'hostile.zip',
      mimeType: 'application/zip',
      buffer: hostile,
    });
    await page.getByTestId('package-report').waitFor();
    const traversal = page.locator('[data-testid="package-issue"][data-code="ZIP_PATH_TRAVERSAL"]');
    await traversal.waitFor();
    assert.equal(
      (await traversal.getByTestId('package-issue-path').textContent())?.trim(),
      '../evil.js',
    );
    // The headline names the kind of refusal: here, the zip itself.
    assert.equal(await text(page, 'upload-error'), 'The file is not a usable zip');

    // Manifest V2 is refused by default (current Chromium does not run it), naming Manifest V3.
    await input.setInputFiles({
      name: 'counter-v2.zip',
      mimeType: 'application/zip',
      buffer: await extensionZip(2, 'Counter Two'),
    });
    const refused = page.locator('[data-testid="package-issue"][data-code="MANIFEST_V2_REFUSED"]');
    await refused.waitFor();
    assert.match((await refused.textContent()) ?? '', /Manifest V3/);
    assert.equal(await page.getByTestId('manifest-v2-dialog').count(), 0);
    assert.match(page.url(), /\/developers\/upload\/extension\/draft/);
  });
});
