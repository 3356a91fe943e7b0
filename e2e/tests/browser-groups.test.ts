import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { useStore } from '../src/harness.js';

const { storeTest } = useStore();

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };

/** Signs in through the portal's form and comes back to `returnPath`. */
async function signInTo(page: Page, returnPath: string): Promise<void> {
  await page.goto(`/accounts/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnPath);
}

interface LinuxPolicy {
  ExtensionSettings: Record<string, Record<string, unknown>>;
  '3rdparty'?: { extensions: Record<string, { groupId?: string }> };
}

describe('browser groups in the console', () => {
  storeTest(
    "an administrator creates a group, requires an item in it, and the group's Linux policy requires it",
    async ({ page }) => {
      const name = `Finance ${Date.now().toString(36)}`;
      await signInTo(page, '/admin/browsers?hl=en');

      // Create the group: it opens on its own page.
      await page.getByTestId('group-create').click();
      const dialog = page.getByTestId('group-create-dialog');
      await dialog.getByTestId('group-create-name').fill(name);
      await dialog.getByTestId('group-create-description').fill('Accounting laptops');
      await dialog.getByTestId('group-create-install-mode-allowlist').check();
      await dialog.getByTestId('group-create-save').click();
      await page.waitForURL(/\/admin\/browsers\/groups\/[0-9a-f-]{36}\?hl=en$/);
      const groupId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const groupPage = page.getByTestId('admin-group');
      await groupPage.getByTestId('group-items-empty').waitFor();
      assert.equal(await groupPage.getByTestId('page-title').textContent(), name);

      // Find an installable extension and add it as required.
      const add = page.getByTestId('group-add');
      await add.getByTestId('group-add-mode').selectOption('force_installed');
      await add.getByTestId('group-search-input').fill('a');
      const result = add
        .locator('li')
        .filter({ has: page.getByTestId('group-search-choose') })
        .first();
      await result.waitFor();
      const extensionId = (await result.locator('code').textContent()) ?? '';
      assert.match(extensionId, /^[a-p]{32}$/);
      await result.getByTestId('group-search-choose').click();
      const row = page.locator(`[data-testid="group-item"][data-extension-id="${extensionId}"]`);
      await row.waitFor();
      assert.equal(
        await row.getByTestId('group-item-mode').getAttribute('data-mode'),
        'force_installed',
      );

      // The entry's dialog shows what Chromium reads for the item.
      await row.getByTestId('group-item-edit').click();
      const entry = page.getByTestId('group-item-dialog').getByTestId('group-item-json');
      assert.match((await entry.textContent()) ?? '', /"installation_mode": "force_installed"/);
      await page.keyboard.press('Escape');

      // The downloaded Linux file requires the item and names the group to the companion.
      await page.getByTestId('policy-browser-chromium').click();
      await page.getByTestId('policy-platform-linux').click();
      await page.waitForURL(/browser=chromium&platform=linux/);
      await page.locator('[data-testid="policy-content"][data-platform="linux"]').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('policy-download').click(),
      ]);
      assert.equal(download.suggestedFilename(), 'lagoon.json');
      const policy = JSON.parse(
        await fs.promises.readFile(await download.path(), 'utf8'),
      ) as LinuxPolicy;
      assert.equal(policy.ExtensionSettings[extensionId]?.installation_mode, 'force_installed');
      // From the group's own update address, so the group follows its own release of the item
      // (a pilot group gets a staged version first).
      assert.equal(
        policy.ExtensionSettings[extensionId]?.update_url,
        new URL(`/service/update2/crx?group=${groupId}`, page.url()).href,
      );
      assert.equal(policy.ExtensionSettings[extensionId]?.override_update_url, true);
      // An allowlist group blocks everything else, from any source.
      assert.equal(policy.ExtensionSettings['*']?.installation_mode, 'blocked');
      const companion = Object.values(policy['3rdparty']?.extensions ?? {});
      assert.deepEqual(
        companion.map((settings) => settings.groupId),
        [groupId],
      );
    },
  );
});
