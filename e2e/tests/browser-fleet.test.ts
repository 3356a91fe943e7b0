import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { packCrx3, readCrx3 } from '../../apps/server/src/distribution/crx3.js';
import { writeDeterministicZip } from '../../apps/server/src/distribution/repack.js';
import {
  FIRST_START_TIMEOUT_MS,
  makeDataDir,
  type ServerProcess,
  signedInApi,
  startServer,
  stopServer,
} from '../src/harness.js';
import {
  askCompanion,
  eventually,
  launchManagedBrowser,
  managedBrowserUnavailable,
  PolicyFolder,
} from '../src/managed-browser.js';

/**
 * The fleet inventory end to end: Debian's Chromium under the file of a group whose inventory
 * reports are on, with one extension from outside the store (pre-installed from an update
 * server the test runs, as a company's own update server would). The companion reports it, the
 * console's Fleet page lists it with its permissions and source, and blocking it there for the
 * group (the group's entry, then the new file rolled out) removes it from the browser.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const PROBE_NAME = 'Fleet Probe';

const unavailable = managedBrowserUnavailable();
if (unavailable) console.warn(`\n!! Fleet inventory browser test SKIPPED: ${unavailable}\n`);

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let policy: PolicyFolder | undefined;
let browser: BrowserContext | undefined;
let profileDir: string | undefined;
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let outside: http.Server | undefined;
let companionId = '';
let probeId = '';
let groupId = '';

/** The outside extension's package, signed with a key of its own (its id follows from it). */
async function probeCrx(updateUrl: string): Promise<Buffer> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const manifest = {
    manifest_version: 3,
    name: PROBE_NAME,
    version: '1.0',
    permissions: ['storage', 'cookies'],
    host_permissions: ['<all_urls>'],
    update_url: updateUrl,
  };
  const zip = await writeDeterministicZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
  ]);
  return packCrx3(zip, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

/** An update server of another company: its gupdate answer and the package (once made). */
let crx: Buffer | undefined;
async function startOutsideServer(): Promise<string> {
  const listening = http.createServer((request, response) => {
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    if (request.url?.startsWith('/update.xml')) {
      response.setHeader('content-type', 'application/xml');
      response.end(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<gupdate xmlns="http://www.google.com/update2/response" protocol="2.0">',
          `  <app appid="${probeId}" status="ok">`,
          `    <updatecheck status="ok" codebase="${base}/probe.crx" version="1.0"/>`,
          '  </app>',
          '</gupdate>',
        ].join('\n'),
      );
    } else if (request.url === '/probe.crx') {
      response.setHeader('content-type', 'application/x-chrome-extension');
      response.end(crx ?? Buffer.alloc(0));
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  outside = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}/update.xml`;
}

/** Writes the group's Linux file into the mounted policy folder. */
async function rollOut(): Promise<void> {
  const file = await admin!.call<{ content: string }>(
    'GET',
    `/admin/api/browser-policy?browser=chromium&platform=linux&group=${groupId}`,
  );
  assert.equal(file.status, 200);
  policy!.write(file.body.content);
}

/** Whether the companion sees the probe installed in this browser. */
async function probeInstalled(page: Page): Promise<boolean | undefined> {
  const reply = await askCompanion<{ ok: boolean; items?: Record<string, { installed: boolean }> }>(
    page,
    companionId,
    { type: 'state', ids: [probeId] },
  );
  if (!reply.ok) {
    await page.reload();
    return undefined;
  }
  return reply.items?.[probeId]?.installed ?? false;
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    server = await startServer({ dataDir });
    policy = new PolicyFolder();
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
    admin = await signedInApi(server.url, ADMIN);
    const config = await admin.call<{ companion: { id: string } | null }>('GET', '/ajax/config');
    assert.ok(config.body.companion, 'the store names its companion');
    companionId = config.body.companion.id;

    const updateUrl = await startOutsideServer();
    crx = await probeCrx(updateUrl);
    probeId = readCrx3(crx).id;
    const created = await admin.call<{ id: string }>('POST', '/admin/api/groups', {
      name: 'Fleet laptops',
    });
    assert.equal(created.status, 201);
    groupId = created.body.id;
    assert.equal(
      (await admin.call('PATCH', `/admin/api/groups/${groupId}`, { inventory: true })).status,
      200,
    );
    // The company's own extension, pre-installed in the group from its update server.
    const item = await admin.call('POST', '/admin/api/outside-items', {
      extensionId: probeId,
      updateUrl,
      name: PROBE_NAME,
    });
    assert.equal(item.status, 201, JSON.stringify(item.body));
    const entry = await admin.call('PUT', `/admin/api/groups/${groupId}/items/${probeId}`, {
      mode: 'normal_installed',
    });
    assert.equal(entry.status, 200, JSON.stringify(entry.body));
    await rollOut();
  },
  { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
);

after(
  async () => {
    await browser?.close().catch(() => {});
    await admin?.dispose();
    policy?.dispose();
    outside?.close();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test('the fleet page lists an outside extension the browser reported, and blocking it there removes it', {
  skip: unavailable ?? false,
  timeout: 180_000,
}, async () => {
  browser = await launchManagedBrowser({
    policy: policy!,
    profileDir: profileDir!,
    baseURL: server!.url,
  });
  const store = browser.pages()[0] ?? (await browser.newPage());
  await store.goto('/?hl=en');
  await eventually('the probe installed by the policy', async () =>
    (await probeInstalled(store)) ? true : undefined,
  );

  // The console, in a tab of the same browser signed in as the administrator.
  const consolePage = await browser.newPage();
  await consolePage.goto(`/accounts/login?returnUrl=${encodeURIComponent('/admin/fleet?hl=en')}`);
  await consolePage.locator('input[name="email"]').fill(ADMIN.email);
  await consolePage.locator('input[name="password"]').fill(ADMIN.password);
  await consolePage.locator('form button[type="submit"]').click();
  await consolePage.waitForURL((url) => url.pathname === '/admin/fleet');

  // The report arrives a few seconds after the install, or with the companion's check every
  // minute when the policy's settings reached it after the install: the list shows it soon.
  const row = consolePage.locator(`[data-testid="fleet-row"][data-id="${probeId}"]`);
  await eventually(
    'the probe on the Fleet page',
    async () => {
      // The list is read after the page loads: count its rows once it has drawn them, and
      // look again a few seconds later, as a person waiting for it would.
      await consolePage.getByTestId('fleet-summary').waitFor();
      if ((await row.count()) > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await consolePage.reload();
      return undefined;
    },
    90_000,
  );
  assert.equal(await row.getByTestId('fleet-row-source').textContent(), 'Other update server');
  assert.equal(
    await row.getByTestId('fleet-row-permissions').textContent(),
    'cookies, storage, <all_urls>',
  );

  // Block it for the group from the extension's page.
  await row.getByTestId('fleet-row-link').click();
  await consolePage.waitForURL((url) => url.pathname === `/admin/fleet/${probeId}`);
  const groupRow = consolePage.locator(`[data-testid="fleet-govern-row"][data-group="${groupId}"]`);
  await groupRow.getByTestId('fleet-govern-block').click();
  await consolePage
    .locator(`[data-testid="fleet-govern-row"][data-group="${groupId}"] [data-mode="blocked"]`)
    .waitFor();

  // The group's new file reaches the browser, as the company's device management would roll it out.
  await rollOut();
  await eventually(
    'the probe removed from the browser',
    async () => ((await probeInstalled(store)) === false ? true : undefined),
    60_000,
  );
  // The next report takes it out of the fleet: the extension's page says no browser has it.
  await eventually(
    'the fleet no longer counting the probe',
    async () => {
      const detail = await admin!.call<{ browsers: number }>(
        'GET',
        `/admin/api/fleet/extensions/${probeId}`,
      );
      return detail.status === 200 && detail.body.browsers === 0 ? true : undefined;
    },
    60_000,
  );
});
