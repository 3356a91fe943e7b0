import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { RollbackPlan } from '@lagoon/contract';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { readCrx3 } from '../../apps/server/src/distribution/crx3.js';
import { writeDeterministicZip } from '../../apps/server/src/distribution/repack.js';
import {
  FIRST_START_TIMEOUT_MS,
  getJson,
  makeDataDir,
  REPO_ROOT,
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
 * Installs that reach a real browser: Debian's Chromium under the policy the admin console
 * generates, in a private mount namespace. The policy force-installs the Lagoon companion from
 * the store's update service; the store page talks to it; pre-installed items arrive, update
 * after approval and leave when blocked.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');

interface InstalledState {
  installed: boolean;
  version?: string;
  enabled?: boolean;
  installType?: string;
}

const unavailable = managedBrowserUnavailable();
if (unavailable) {
  console.warn(`\n!! Managed-browser install tests SKIPPED: ${unavailable}\n`);
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let policy: PolicyFolder | undefined;
let browser: BrowserContext | undefined;
let profileDir: string | undefined;
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let developer: Awaited<ReturnType<typeof signedInApi>> | undefined;
let companionId = '';
/** The demo developer's live extension that the policy pre-installs. */
let preinstalled = { id: '', version: '', name: '' };

function running(): ServerProcess {
  if (!server) throw new Error('The server did not start.');
  return server;
}

/** Writes the policy the admin console offers for Chromium on Linux into the mounted folder. */
async function refreshPolicy(): Promise<Record<string, Record<string, unknown>>> {
  const file = await admin!.call<{ content: string }>(
    'GET',
    '/admin/api/browser-policy?browser=chromium&platform=linux',
  );
  assert.equal(file.status, 200);
  policy!.write(file.body.content);
  return JSON.parse(file.body.content).ExtensionSettings;
}

async function startBrowser(): Promise<Page> {
  browser = await launchManagedBrowser({
    policy: policy!,
    profileDir: profileDir!,
    baseURL: running().url,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto('/extensions/popular');
  await eventually('the companion answering the store page', async () => {
    const hello = await askCompanion<{ ok: boolean }>(page, companionId, { type: 'hello' });
    if (hello.ok) return hello;
    await page.reload();
    return undefined;
  });
  return page;
}

async function stateOf(page: Page, id: string): Promise<InstalledState> {
  const reply = await askCompanion<{ ok: boolean; items?: Record<string, InstalledState> }>(
    page,
    companionId,
    { type: 'state', ids: [id] },
  );
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.items![id]!;
}

async function installButton(page: Page, id: string) {
  await page.goto(`/detail/${id}`);
  return page.getByTestId('install-button');
}

async function screenshotOnFailure(
  page: Page | undefined,
  name: string,
  body: () => Promise<void>,
) {
  try {
    await body();
  } catch (error) {
    if (page) {
      await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) }).catch(() => {});
    }
    throw error;
  }
}

/** A real package of the demo developer's item at a higher version. */
async function packageAt(version: string, name: string): Promise<Buffer> {
  const icon = await sharp({
    create: { width: 128, height: 128, channels: 4, background: '#2a9d8f' },
  })
    .png()
    .toBuffer();
  const manifest = {
    manifest_version: 3,
    name,
    version,
    description: 'A new version, published through the store.',
    icons: { '128': 'icons/icon128.png' },
    action: { default_title: name },
    permissions: ['storage'],
  };
  return writeDeterministicZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: 'icons/icon128.png', data: icon },
  ]);
}

/** The files of a zip, by name. */
async function zipFiles(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await archive.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return files;
}

/** A file of an installed extension as the browser serves it (bytes as latin1 text). */
async function extensionFile(page: Page, id: string, name: string): Promise<string> {
  const response = await page.goto(`chrome-extension://${id}/${name}`);
  assert.ok(response?.ok(), `chrome-extension://${id}/${name} answers`);
  return (await response!.body()).toString('latin1');
}

/** The part of chrome://extensions' private API this file uses: the Update button's call. */
interface ChromeGlobal {
  chrome?: { developerPrivate?: { autoUpdate(done: () => void): void } };
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    server = await startServer({ dataDir });
    policy = new PolicyFolder();
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
    admin = await signedInApi(server.url, ADMIN);
    developer = await signedInApi(server.url, DEVELOPER);
    const config = await getJson<{ companion: { id: string } | null }>(`${server.url}/ajax/config`);
    assert.ok(config.body.companion, 'the store names its companion');
    companionId = config.body.companion.id;

    const mine = await developer.call<{
      items: {
        extensionId: string;
        name: string;
        published: boolean;
        hasDraft: boolean;
        blocked: boolean;
        version: string | null;
        review: string;
        status: string;
      }[];
    }>('GET', '/creator/api/extensions?type=extension');
    const live = mine.body.items.find(
      (item) =>
        item.published &&
        !item.hasDraft &&
        !item.blocked &&
        item.review === 'READY_FOR_OPEN' &&
        item.status === 'LISTING',
    );
    assert.ok(live?.version, 'the demo developer has a live extension');
    preinstalled = { id: live.extensionId, version: live.version, name: live.name };
    const chosen = await admin.call('PUT', `/admin/api/items/${preinstalled.id}/install-policy`, {
      installPolicy: 'preinstalled',
    });
    assert.equal(chosen.status, 200);
  },
  { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
);

after(
  async () => {
    await browser?.close().catch(() => {});
    await admin?.dispose();
    await developer?.dispose();
    policy?.dispose();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test('the policy force-installs the companion and pre-installs the chosen item; the store shows Added and Add', {
  skip: unavailable ?? false,
}, async () => {
  const settings = await refreshPolicy();
  assert.equal(settings[companionId]?.installation_mode, 'force_installed');
  assert.equal(settings[preinstalled.id]?.installation_mode, 'normal_installed');
  const page = await startBrowser();
  await screenshotOnFailure(page, 'managed-preinstalled', async () => {
    const state = await eventually('the pre-installed item arriving', async () => {
      const current = await stateOf(page, preinstalled.id);
      return current.installed ? current : undefined;
    });
    assert.equal(state.version, preinstalled.version);
    // Chromium reports a normal_installed policy item as "sideload" (users may turn it off);
    // only force_installed ones are "admin".
    assert.equal(state.installType, 'sideload');
    assert.equal(state.enabled, true);
    // The developer's statistics counted the browser's first-time check as a new installation
    // (update checks reach them with the counter's next write, within seconds), and the
    // companion's daily report (Chromium sends no roll-call to this store) as today's one
    // active installation.
    const today = await eventually('the companion reporting the item in use', async () => {
      const usage = await developer!.call<{ days: Record<string, number>[] }>(
        'GET',
        `/creator/api/extensions/${preinstalled.id}/usage`,
      );
      const day = usage.body.days.at(-1);
      return (day?.activeInstalls ?? 0) > 0 && (day?.newInstalls ?? 0) > 0 ? day : undefined;
    });
    assert.deepEqual(
      { active: today.activeInstalls, new: today.newInstalls },
      { active: 1, new: 1 },
    );

    const added = await installButton(page, preinstalled.id);
    await added.and(page.locator('[data-install-state="installed"]')).waitFor();
    assert.equal((await added.textContent())?.trim(), 'Added');

    const others = await getJson<{ items: { extensionId: string; blocked: boolean }[] }>(
      `${running().url}/ajax/extensions?type=extension&sort=popular&size=10&offset=0`,
    );
    const other = others.body.items.find(
      (item) => item.extensionId !== preinstalled.id && !item.blocked,
    );
    assert.ok(other);
    const add = await installButton(page, other.extensionId);
    await add.and(page.locator('[data-install-state="uninstalled"]')).waitFor();
    assert.equal((await add.textContent())?.trim(), 'Add');

    await page.goto('chrome://policy');
    // chrome://policy lists what the browser read (its page is built in shadow roots, which
    // Playwright's text locators look into).
    await page.getByText('ExtensionSettings', { exact: true }).first().waitFor();
  });
});

test('a newly approved version reaches the browser when it restarts', {
  skip: unavailable ?? false,
  timeout: 120_000,
}, async () => {
  const [major = '1', minor = '0'] = preinstalled.version.split('.');
  const next = `${major}.${Number(minor) + 1}.0`;
  const uploaded = await developer!.upload(
    `/creator/api/extensions/${preinstalled.id}/upload`,
    `update-${next}.zip`,
    await packageAt(next, preinstalled.name),
  );
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  const requested = await developer!.call('PATCH', `/creator/api/extensions/${preinstalled.id}`, {
    review: 'IN_REVIEW',
  });
  assert.equal(requested.status, 200, JSON.stringify(requested.body));
  const shown = await admin!.call<{ revision: number }>(
    'GET',
    `/admin/api/reviews/${preinstalled.id}`,
  );
  const approved = await admin!.call('POST', `/admin/api/items/${preinstalled.id}/approve`, {
    revision: shown.body.revision,
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));

  // Chromium checks for updates when it starts.
  await browser?.close();
  const page = await startBrowser();
  await screenshotOnFailure(page, 'managed-update', async () => {
    await eventually(
      `version ${next} arriving`,
      async () => ((await stateOf(page, preinstalled.id)).version === next ? true : undefined),
      60_000,
    );
    const button = await installButton(page, preinstalled.id);
    await button.and(page.locator('[data-install-state="installed"]')).waitFor();
    await page.getByText(next, { exact: true }).first().waitFor();
  });
});

test('a rollback reaches the browser as a higher version carrying the earlier content', {
  skip: unavailable ?? false,
  timeout: 120_000,
}, async () => {
  const page = browser!.pages()[0] ?? (await browser!.newPage());
  await screenshotOnFailure(page, 'managed-rollback', async () => {
    await page.goto('/extensions/popular');
    const before = (await stateOf(page, preinstalled.id)).version;
    assert.ok(before && before !== preinstalled.version, 'the browser has the approved update');
    // The developer rolls back to the version the browser had first, under the store's proposal.
    const plan = await developer!.call<RollbackPlan>(
      'GET',
      `/creator/api/extensions/${preinstalled.id}/rollback`,
    );
    assert.equal(plan.body.liveVersion, before);
    const newVersion = plan.body.proposedVersion;
    assert.ok(newVersion);
    const rolled = await developer!.call(
      'POST',
      `/creator/api/extensions/${preinstalled.id}/rollback`,
      {
        version: preinstalled.version,
        newVersion,
      },
    );
    assert.equal(rolled.status, 200, JSON.stringify(rolled.body));

    // What the Update button of chrome://extensions does: an update check now, installed at once.
    await page.goto('chrome://extensions');
    await page.waitForFunction(() => (globalThis as ChromeGlobal).chrome?.developerPrivate);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          (globalThis as ChromeGlobal).chrome!.developerPrivate!.autoUpdate(resolve),
        ),
    );
    await page.goto('/extensions/popular');
    await eventually(
      `version ${newVersion} arriving`,
      async () =>
        (await stateOf(page, preinstalled.id)).version === newVersion ? true : undefined,
      60_000,
    );

    // What the browser installed is the first version's package: its files and its manifest,
    // with only the version changed, read back from the browser.
    const first = await fetch(
      `${running().url}/crx/${preinstalled.id}/${preinstalled.version}.crx`,
    );
    assert.equal(first.status, 200);
    const files = await zipFiles(readCrx3(Buffer.from(await first.arrayBuffer())).zip);
    const { version_name: _name, ...firstManifest } = JSON.parse(
      files.get('manifest.json')!.toString('utf8'),
    ) as Record<string, unknown>;
    const installed = await extensionFile(page, preinstalled.id, 'manifest.json');
    // Chromium adds the public key to the manifest it installs, and the locale it read.
    const {
      key: _key,
      current_locale: _locale,
      ...installedManifest
    } = JSON.parse(installed) as Record<string, unknown>;
    // The store signs with its own update address (the demo catalog's first start had another).
    assert.deepEqual(installedManifest, {
      ...firstManifest,
      version: newVersion,
      update_url: `${running().url}/service/update2/crx`,
    });
    // Chromium re-encodes the images it installs, so a script or page is compared byte for byte.
    const [otherFile] = [...files.keys()].filter((name) => /\.(js|html|css)$/.test(name));
    assert.ok(otherFile, 'the first version has a script or page');
    assert.equal(
      await extensionFile(page, preinstalled.id, otherFile),
      files.get(otherFile)!.toString('latin1'),
    );
  });
});

test('an item the user turned off shows Enable, and the store turns it back on', {
  skip: unavailable ?? false,
}, async () => {
  const page = browser!.pages()[0] ?? (await browser!.newPage());
  await screenshotOnFailure(page, 'managed-enable', async () => {
    // What the switch on chrome://extensions does.
    await page.goto('chrome://extensions');
    await page.evaluate(
      (id) =>
        (
          globalThis as unknown as {
            chrome: { management: { setEnabled: (id: string, on: boolean) => Promise<void> } };
          }
        ).chrome.management.setEnabled(id, false),
      preinstalled.id,
    );
    const button = await installButton(page, preinstalled.id);
    await button.and(page.locator('[data-install-state="disabled"]')).waitFor();
    assert.equal((await button.textContent())?.trim(), 'Enable');
    await button.click();
    await button.and(page.locator('[data-install-state="enabled"]')).waitFor();
    assert.equal((await button.textContent())?.trim(), 'Enabled');
    assert.equal((await stateOf(page, preinstalled.id)).enabled, true);
  });
});

test('blocking the item takes it out of managed browsers', {
  skip: unavailable ?? false,
  timeout: 120_000,
}, async () => {
  const blocked = await admin!.call('POST', `/admin/api/items/${preinstalled.id}/block`, {
    reason: 'Sends browsing history to a third party',
    mode: 'blocked',
  });
  assert.equal(blocked.status, 200);
  const settings = await refreshPolicy();
  assert.deepEqual(settings[preinstalled.id], { installation_mode: 'blocked' });
  const page = browser!.pages()[0] ?? (await browser!.newPage());
  await screenshotOnFailure(page, 'managed-blocked', async () => {
    // Chromium reads a changed policy file within seconds and removes what it had installed.
    await eventually(
      'the blocked item leaving the browser',
      async () => ((await stateOf(page, preinstalled.id)).installed ? undefined : true),
      60_000,
    );
    const button = await installButton(page, preinstalled.id);
    assert.equal((await button.textContent())?.trim(), 'Blocked by admin');
  });
});
