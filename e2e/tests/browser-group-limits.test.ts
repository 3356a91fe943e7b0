import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { writeDeterministicZip } from '../../apps/server/src/distribution/repack.js';
import {
  FIRST_START_TIMEOUT_MS,
  freePort,
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
 * A browser group's limits as Chromium applies them: the group's policy file (what the
 * console's download gives) in a private mount namespace. An item required in a group whose
 * runtime_blocked_hosts names the store's host does not run its content script there while it
 * does on another host; an item that asks for a permission the group blocks is refused by
 * Chromium however it is required.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');
/** What the test package's content script writes on every page it runs on. */
const MARK = 'lagoonLimitsProbe';

const unavailable = managedBrowserUnavailable();
if (unavailable) console.warn(`\n!! Group limit browser tests SKIPPED: ${unavailable}\n`);

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let other: http.Server | undefined;
let otherUrl = '';
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let developer: Awaited<ReturnType<typeof signedInApi>> | undefined;
let companionId = '';
/** The demo developer's live extension, published again with a content script. */
let probe = { id: '', version: '' };

/** A package that asks for `debugger` and marks every http page it runs on. */
async function probePackage(version: string): Promise<Buffer> {
  const icon = await sharp({
    create: { width: 128, height: 128, channels: 4, background: '#457b9d' },
  })
    .png()
    .toBuffer();
  const manifest = {
    manifest_version: 3,
    name: 'Limits probe',
    version,
    description: 'Marks the pages its content script runs on.',
    icons: { '128': 'icons/icon128.png' },
    permissions: ['storage', 'debugger'],
    host_permissions: ['http://*/*'],
    content_scripts: [{ matches: ['http://*/*'], js: ['mark.js'], run_at: 'document_start' }],
  };
  return writeDeterministicZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: 'icons/icon128.png', data: icon },
    { name: 'mark.js', data: Buffer.from(`document.documentElement.dataset.${MARK} = 'ran';\n`) },
  ]);
}

async function createGroup(body: Record<string, unknown>): Promise<string> {
  const created = await admin!.call<{ id: string }>('POST', '/admin/api/groups', body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

/** Chromium under one group's policy, with the companion answering; closed by the caller. */
async function browserFor(
  groupId: string,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const file = await admin!.call<{ content: string }>(
    'GET',
    `/admin/api/browser-policy?browser=chromium&platform=linux&group=${groupId}`,
  );
  assert.equal(file.status, 200);
  const policy = new PolicyFolder();
  policy.write(file.body.content);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
  const context = await launchManagedBrowser({ policy, profileDir, baseURL: server!.url });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/extensions/popular');
  await eventually('the companion answering the store page', async () => {
    const hello = await askCompanion<{ ok: boolean }>(page, companionId, { type: 'hello' });
    if (hello.ok) return hello;
    await page.reload();
    return undefined;
  });
  return {
    context,
    page,
    close: async () => {
      await context.close().catch(() => {});
      policy.dispose();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

async function installed(page: Page, id: string): Promise<boolean> {
  const reply = await askCompanion<{ ok: boolean; items?: Record<string, { installed: boolean }> }>(
    page,
    companionId,
    { type: 'state', ids: [id] },
  );
  assert.ok(reply.ok, JSON.stringify(reply));
  return reply.items?.[id]?.installed ?? false;
}

async function marked(page: Page, url: string): Promise<string | undefined> {
  await page.goto(url);
  return page.evaluate((name) => document.documentElement.dataset[name], MARK);
}

async function screenshotOnFailure(page: Page, name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) }).catch(() => {});
    throw error;
  }
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    server = await startServer({ dataDir });
    const port = await freePort();
    other = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Another host</title><p>Another host</p>');
    });
    await new Promise<void>((resolve) => other!.listen(port, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${port}/`;
    admin = await signedInApi(server.url, ADMIN);
    developer = await signedInApi(server.url, DEVELOPER);
    const config = await getJson<{ companion: { id: string } | null }>(`${server.url}/ajax/config`);
    assert.ok(config.body.companion);
    companionId = config.body.companion.id;

    const mine = await developer.call<{
      items: {
        extensionId: string;
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
    assert.ok(live?.version);
    const [major = '1', minor = '0'] = live.version.split('.');
    probe = { id: live.extensionId, version: `${major}.${Number(minor) + 1}.0` };
    const uploaded = await developer.upload(
      `/creator/api/extensions/${probe.id}/upload`,
      'probe.zip',
      await probePackage(probe.version),
    );
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const requested = await developer.call('PATCH', `/creator/api/extensions/${probe.id}`, {
      review: 'IN_REVIEW',
    });
    assert.equal(requested.status, 200, JSON.stringify(requested.body));
    const shown = await admin.call<{ revision: number }>('GET', `/admin/api/reviews/${probe.id}`);
    const approved = await admin.call('POST', `/admin/api/items/${probe.id}/approve`, {
      revision: shown.body.revision,
    });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
  },
  { timeout: FIRST_START_TIMEOUT_MS + 60_000 },
);

after(
  async () => {
    await admin?.dispose();
    await developer?.dispose();
    await new Promise((resolve) => other?.close(resolve));
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test("runtime_blocked_hosts keeps a required item's content script off the group's blocked host", {
  skip: unavailable ?? false,
  timeout: 120_000,
}, async () => {
  const storeHost = new URL(server!.url).host;
  const groupId = await createGroup({ name: 'Intranet guarded' });
  const set = await admin!.call('PUT', `/admin/api/groups/${groupId}/items/${probe.id}`, {
    mode: 'force_installed',
    runtimeBlockedHosts: [`http://${storeHost}`],
  });
  assert.equal(set.status, 200, JSON.stringify(set.body));
  const browser = await browserFor(groupId);
  try {
    await screenshotOnFailure(browser.page, 'group-runtime-hosts', async () => {
      await eventually(
        'the required item arriving',
        async () => ((await installed(browser.page, probe.id)) ? true : undefined),
        60_000,
      );
      // On another host the content script runs as usual…
      await eventually(
        'the content script marking another host',
        async () => (await marked(browser.page, otherUrl)) === 'ran' || undefined,
      );
      // …and on the store's host, which the group's policy blocks for this item, it never does.
      assert.equal(await marked(browser.page, `${server!.url}/robots.txt`), undefined);
    });
  } finally {
    await browser.close();
  }
});

test('Chromium refuses a required item that asks for a permission the group blocks', {
  skip: unavailable ?? false,
  timeout: 120_000,
}, async () => {
  const control = await controlItem();
  const groupId = await createGroup({ name: 'No debugger', blockedPermissions: ['debugger'] });
  for (const id of [probe.id, control]) {
    const set = await admin!.call('PUT', `/admin/api/groups/${groupId}/items/${id}`, {
      mode: 'force_installed',
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
  }
  // The console says beforehand which entry Chromium will refuse, and why.
  const detail = await admin!.call<{
    items: { extensionId: string; refusedPermissions: string[] }[];
  }>('GET', `/admin/api/groups/${groupId}`);
  const refused = (id: string) =>
    detail.body.items.find((item) => item.extensionId === id)?.refusedPermissions;
  assert.deepEqual(refused(probe.id), ['debugger']);
  assert.deepEqual(refused(control), []);
  const browser = await browserFor(groupId);
  try {
    await screenshotOnFailure(browser.page, 'group-blocked-permission', async () => {
      // Chromium fetches both required items in one update check; the one that asks for no
      // blocked permission arrives…
      await eventually(
        'the control item arriving',
        async () => ((await installed(browser.page, control)) ? true : undefined),
        60_000,
      );
      // …while the one that asks for `debugger` is refused, and stays refused. Chromium shows
      // no error for it anywhere (chrome://extensions, chrome://policy, chrome://management).
      for (let look = 0; look < 6; look += 1) {
        assert.equal(await installed(browser.page, probe.id), false, 'the probe was refused');
        await browser.page.waitForTimeout(500);
      }
      await browser.page.goto('chrome://extensions');
      await browser.page.getByText('Lagoon companion', { exact: true }).first().waitFor();
      assert.equal(await browser.page.getByText('Limits probe').count(), 0);
    });
  } finally {
    await browser.close();
  }
});

/** Another live item of the demo developer whose package asks for no `debugger`. */
async function controlItem(): Promise<string> {
  const mine = await developer!.call<{
    items: { extensionId: string; published: boolean; blocked: boolean; status: string }[];
  }>('GET', '/creator/api/extensions?type=extension');
  for (const item of mine.body.items) {
    if (
      item.extensionId === probe.id ||
      !item.published ||
      item.blocked ||
      item.status !== 'LISTING'
    )
      continue;
    const detail = await getJson<{ permissions: string[]; crxUrl: string | null }>(
      `${server!.url}/ajax/extensions/${item.extensionId}?hl=en`,
    );
    if (
      detail.status === 200 &&
      detail.body.crxUrl &&
      !detail.body.permissions.includes('debugger')
    ) {
      return item.extensionId;
    }
  }
  throw new Error('The demo developer has no live item without the debugger permission.');
}
