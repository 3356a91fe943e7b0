import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, type TestContext, test } from 'node:test';
import type { ItemReleaseState } from '@lagoon/contract';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
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
  type ManagedChromium,
  managedBrowserUnavailable,
  PolicyFolder,
  screenshotDisplay,
  startVirtualDisplay,
  type VirtualDisplay,
  virtualDisplayUnavailable,
  waitForCompanion,
  xdotool,
} from '../src/managed-browser.js';
import { launchManagedChromiumStartedBefore } from '../src/managed-second-start.js';

/**
 * A staged release in Debian's Chromium: two managed browsers, one under a pilot group's policy
 * file (headful, for Chromium's install prompt) and one under the default group's, both with
 * the demo developer's item pre-installed. An update approved for pilot groups first reaches
 * the pilot browser at its next update check (its file names the group's own update address)
 * while the default-group browser keeps the earlier version; once an administrator promotes the
 * release, it arrives there too. An item installed from its store page in the pilot browser
 * while another release is staged is the pilot version (the group's copy of it).
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');
/** Chromium keeps the prompt's "Add extension" button off for 500 ms (see browser-prompt). */
const PROMPT_BUTTON_DELAY_MS = 1_000;

interface InstalledState {
  installed: boolean;
  version?: string;
}

interface DeveloperItem {
  extensionId: string;
  name: string;
  published: boolean;
  hasDraft: boolean;
  blocked: boolean;
  version: string | null;
  review: string;
  status: string;
}

/** The part of chrome://extensions' private API used here: the Update button's call. */
interface ChromeGlobal {
  chrome?: { developerPrivate?: { autoUpdate(done: () => void): void } };
}

const unavailable = managedBrowserUnavailable() ?? virtualDisplayUnavailable();
if (unavailable) {
  console.warn(`\n!! Staged release browser test SKIPPED: ${unavailable}\n`);
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let display: VirtualDisplay | undefined;
const policies: PolicyFolder[] = [];
const profiles: string[] = [];
let pilot: ManagedChromium | undefined;
let plain: BrowserContext | undefined;
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let developer: Awaited<ReturnType<typeof signedInApi>> | undefined;
let companionId = '';
let pilotGroup = '';
/** The demo developer's live item both groups pre-install. */
let item = { id: '', version: '', name: '' };
/** The demo developer's live item with an update waiting for review. */
let pending = { id: '', name: '' };

function skipWhenUnavailable(t: TestContext): boolean {
  if (!unavailable) return false;
  t.skip(unavailable);
  return true;
}

function storeUrl(pathname: string): string {
  if (!server) throw new Error('The server did not start.');
  return `${server.url}${pathname}`;
}

async function stateOf(page: Page, id: string): Promise<InstalledState> {
  const reply = await askCompanion<{ ok: boolean; items?: Record<string, InstalledState> }>(
    page,
    companionId,
    { type: 'state', ids: [id] },
  );
  assert.ok(reply.ok && reply.items?.[id], `state answered ${JSON.stringify(reply)}`);
  return reply.items[id];
}

async function versionArrives(page: Page, id: string, version: string): Promise<void> {
  let seen: InstalledState | null = null;
  try {
    await eventually(
      `version ${version} of ${id} in the browser`,
      async () => {
        seen = await stateOf(page, id);
        return seen.version === version ? true : undefined;
      },
      60_000,
    );
  } catch (error) {
    const packages = (server?.output() ?? '')
      .split('\n')
      .filter((line) => line.includes(`/crx/${id}/`))
      .slice(-3)
      .join('\n');
    throw new Error(
      `${(error as Error).message} (last seen: ${JSON.stringify(seen)}; package requests:\n${packages})`,
    );
  }
}

/**
 * What the Update button of chrome://extensions does: an update check of every extension now,
 * answered when the check is done; then back on a store page, where the companion answers.
 */
async function checkForUpdates(page: Page): Promise<void> {
  await page.goto('chrome://extensions');
  await page.waitForFunction(() => (globalThis as ChromeGlobal).chrome?.developerPrivate);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (globalThis as ChromeGlobal).chrome!.developerPrivate!.autoUpdate(resolve),
      ),
  );
  await page.goto(storeUrl('/extensions/popular'));
  await waitForCompanion(page, companionId);
}

/** Writes a group's policy file for Chromium on Linux (the default group's without an id). */
async function policyFor(groupId: string | null): Promise<PolicyFolder> {
  const query = groupId ? `&group=${groupId}` : '';
  const file = await admin!.call<{ content: string }>(
    'GET',
    `/admin/api/browser-policy?browser=chromium&platform=linux${query}`,
  );
  assert.equal(file.status, 200);
  const folder = new PolicyFolder();
  policies.push(folder);
  folder.write(file.body.content);
  return folder;
}

function newProfile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
  profiles.push(dir);
  return dir;
}

/** A real package of the item at a higher version. */
async function packageAt(version: string, name: string): Promise<Buffer> {
  const icon = await sharp({
    create: { width: 128, height: 128, channels: 4, background: '#e76f51' },
  })
    .png()
    .toBuffer();
  const manifest = {
    manifest_version: 3,
    name,
    version,
    description: 'A new version, released to pilot groups first.',
    icons: { '128': 'icons/icon128.png' },
    action: { default_title: name },
    permissions: ['storage'],
  };
  return writeDeterministicZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: 'icons/icon128.png', data: icon },
  ]);
}

/** Approves the item's draft for pilot groups first, promoted only by hand. */
async function approveStaged(id: string): Promise<ItemReleaseState> {
  const shown = await admin!.call<{ revision: number }>('GET', `/admin/api/reviews/${id}`);
  const approved = await admin!.call('POST', `/admin/api/items/${id}/approve`, {
    revision: shown.body.revision,
    staging: { promoteAfterDays: null, developerMayPromote: false },
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  const state = await admin!.call<ItemReleaseState>('GET', `/admin/api/items/${id}/release`);
  assert.ok(state.body.staged, JSON.stringify(state.body));
  return state.body;
}

/** Runs `body`; on failure keeps screenshots of both browsers and the display. */
async function withEvidence(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
    const pages = [
      ['pilot', pilot?.context.pages()[0]],
      ['default', plain?.pages()[0]],
    ] as const;
    for (const [which, page] of pages) {
      await page
        ?.screenshot({ path: path.join(RESULTS_DIR, `${name}-${which}.png`) })
        .catch(() => {});
    }
    if (display) screenshotDisplay(display.display, path.join(RESULTS_DIR, `${name}-display.png`));
    throw error;
  }
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    const [started, screen] = await Promise.allSettled([
      startServer({ dataDir }),
      startVirtualDisplay(),
    ]);
    if (screen.status === 'fulfilled') display = screen.value;
    if (started.status === 'fulfilled') server = started.value;
    if (started.status === 'rejected') throw started.reason;
    if (screen.status === 'rejected') throw screen.reason;
    const { url } = started.value;
    admin = await signedInApi(url, ADMIN);
    developer = await signedInApi(url, DEVELOPER);
    const config = await getJson<{ companion: { id: string } | null }>(`${url}/ajax/config`);
    assert.ok(config.body.companion, 'the store names its companion');
    companionId = config.body.companion.id;

    const mine = await developer.call<{ items: DeveloperItem[] }>(
      'GET',
      '/creator/api/extensions?type=extension',
    );
    const live = (entry: DeveloperItem) =>
      entry.published && !entry.blocked && entry.status === 'LISTING' && entry.version !== null;
    const settled = mine.body.items.find(
      (entry) => live(entry) && !entry.hasDraft && entry.review === 'READY_FOR_OPEN',
    );
    const waiting = mine.body.items.find(
      (entry) => live(entry) && entry.hasDraft && entry.review === 'IN_REVIEW',
    );
    assert.ok(settled?.version, 'the demo developer has a live extension');
    assert.ok(waiting, 'the demo developer has a live extension with an update in review');
    item = { id: settled.extensionId, version: settled.version, name: settled.name };
    pending = { id: waiting.extensionId, name: waiting.name };

    // A pilot group and the default group both pre-install the item.
    const created = await admin.call<{ id: string }>('POST', '/admin/api/groups', { name: 'QA' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    pilotGroup = created.body.id;
    const marked = await admin.call('PATCH', `/admin/api/groups/${pilotGroup}`, { pilot: true });
    assert.equal(marked.status, 200, JSON.stringify(marked.body));
    const entry = await admin.call('PUT', `/admin/api/groups/${pilotGroup}/items/${item.id}`, {
      mode: 'normal_installed',
    });
    assert.equal(entry.status, 200, JSON.stringify(entry.body));
    const chosen = await admin.call('PUT', `/admin/api/items/${item.id}/install-policy`, {
      installPolicy: 'preinstalled',
    });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));

    const [pilotPolicy, defaultPolicy] = await Promise.all([
      policyFor(pilotGroup),
      policyFor(null),
    ]);
    const pilotOptions = {
      policy: pilotPolicy,
      profileDir: newProfile(),
      baseURL: url,
      display: screen.value.display,
    };
    // The pilot browser has run before under its group's file, as an organisation's browsers
    // have, so the companion knows its group from the start (see the helper).
    [pilot, plain] = await Promise.all([
      launchManagedChromiumStartedBefore(pilotOptions, companionId),
      launchManagedBrowser({ policy: defaultPolicy, profileDir: newProfile(), baseURL: url }),
    ]);
  },
  { timeout: FIRST_START_TIMEOUT_MS + 60_000 },
);

after(
  async () => {
    await pilot?.close();
    await plain?.close().catch(() => {});
    await display?.stop();
    await admin?.dispose();
    await developer?.dispose();
    for (const folder of policies) folder.dispose();
    for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true });
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test('a pilot group’s browser updates to a staged release; a default-group browser keeps the earlier version until it is promoted', {
  timeout: 240_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  await withEvidence('staged-update', async () => {
    const pilotPage = pilot!.context.pages()[0] ?? (await pilot!.context.newPage());
    const plainPage = plain!.pages()[0] ?? (await plain!.newPage());
    await Promise.all([
      pilotPage.goto(storeUrl('/extensions/popular')),
      plainPage.goto(storeUrl('/extensions/popular')),
    ]);
    await Promise.all([
      waitForCompanion(pilotPage, companionId),
      waitForCompanion(plainPage, companionId),
    ]);
    await Promise.all([
      versionArrives(pilotPage, item.id, item.version),
      versionArrives(plainPage, item.id, item.version),
    ]);

    const [major = '1', minor = '0'] = item.version.split('.');
    const next = `${major}.${Number(minor) + 1}.0`;
    const uploaded = await developer!.upload(
      `/creator/api/extensions/${item.id}/upload`,
      `update-${next}.zip`,
      await packageAt(next, item.name),
    );
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const requested = await developer!.call('PATCH', `/creator/api/extensions/${item.id}`, {
      review: 'IN_REVIEW',
    });
    assert.equal(requested.status, 200, JSON.stringify(requested.body));
    const release = await approveStaged(item.id);
    assert.deepEqual(
      release.staged?.pilotGroups.map((group) => group.name),
      ['QA'],
    );
    assert.equal(release.staged?.heldVersion, item.version);

    // Both browsers ask now: the pilot group's address offers the new version, the plain one
    // the held version the default-group browser already has.
    await Promise.all([checkForUpdates(pilotPage), checkForUpdates(plainPage)]);
    await versionArrives(pilotPage, item.id, next);
    assert.equal((await stateOf(plainPage, item.id)).version, item.version);

    const promoted = await admin!.call('POST', `/admin/api/items/${item.id}/release/promote`, {});
    assert.equal(promoted.status, 200, JSON.stringify(promoted.body));
    await checkForUpdates(plainPage);
    await versionArrives(plainPage, item.id, next);
    assert.equal((await stateOf(pilotPage, item.id)).version, next);
  });
});

test('an item installed from its store page in a pilot group’s browser is the staged version', {
  timeout: 180_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  await withEvidence('staged-store-install', async () => {
    const release = await approveStaged(pending.id);
    const staged = release.staged!;
    assert.notEqual(staged.pilotVersion, staged.heldVersion);
    // Everyone outside a pilot group is offered the held version's package.
    const detail = await getJson<{ version: string; crxUrl: string | null }>(
      storeUrl(`/ajax/extensions/${pending.id}`),
    );
    assert.equal(detail.body.version, staged.pilotVersion);
    assert.equal(detail.body.crxUrl, `/crx/${pending.id}/${staged.heldVersion}.crx`);
    // A pilot group's browser asks for its group's package, the new version's copy.
    const access = await getJson<{ allowed: boolean; crxUrl: string | null }>(
      storeUrl(`/ajax/install-access?extensionId=${pending.id}&groupId=${pilotGroup}`),
    );
    assert.deepEqual(access.body, {
      allowed: true,
      request: null,
      crxUrl: `/crx/${pending.id}/${staged.pilotVersion}.crx?group=${pilotGroup}`,
    });

    const page = pilot!.context.pages()[0] ?? (await pilot!.context.newPage());
    await page.goto(storeUrl(`/detail/${pending.id}`));
    // The companion names the browser's group (its managed settings); the page asks the store
    // for that group's package.
    await eventually('the companion naming the pilot group', async () => {
      const hello = await askCompanion<{ ok: boolean; groupId?: string | null }>(
        page,
        companionId,
        { type: 'hello' },
      );
      if (hello.ok && hello.groupId === pilotGroup) return true;
      await page.reload();
      return undefined;
    });
    await page.reload();
    const button = page.getByTestId('install-button');
    await button.and(page.locator('[data-install-state="uninstalled"]')).waitFor();
    await page.bringToFront();
    await button.click();
    await eventually(
      "Chromium's install prompt taking the focus",
      async () => ((await page.evaluate(() => document.hasFocus())) ? undefined : true),
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, PROMPT_BUTTON_DELAY_MS));
    xdotool(display!.display, 'key', 'Tab', 'space');
    await versionArrives(page, pending.id, staged.pilotVersion);
  });
});
