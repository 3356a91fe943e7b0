import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, type TestContext, test } from 'node:test';
import type { Page } from 'playwright-core';
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
  apiCall,
  askCompanion,
  eventually,
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
 * Request → approve → install in a real, headful Chromium under an allowlist group's policy
 * file, which stays the same file throughout: an item the group allows installs from its store
 * page; one it does not shows Request; the visitor asks, an administrator approves, and within a
 * minute the page shows Add and the item installs (the store now signs the group's copy, which
 * the file's "update_url:" entry admits). A block for the group then makes the companion turn it
 * off within its one-minute round.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const VISITOR = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');
/** Chromium keeps the prompt's "Add extension" button off for 500 ms (see browser-prompt). */
const PROMPT_BUTTON_DELAY_MS = 1_000;

interface ListedItem {
  extensionId: string;
  name: string;
  blocked: boolean;
}

interface InstalledState {
  installed: boolean;
  enabled?: boolean;
}

const unavailable = managedBrowserUnavailable() ?? virtualDisplayUnavailable();
if (unavailable) {
  console.warn(
    `\n!! Request → approve browser test (browser-requests.test.ts) SKIPPED: ${unavailable}\n`,
  );
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let display: VirtualDisplay | undefined;
let policy: PolicyFolder | undefined;
let profileDir: string | undefined;
let browser: ManagedChromium | undefined;
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let companionId = '';
let groupId = '';
let allowedItem: ListedItem | undefined;
let askedItem: ListedItem | undefined;

function skipWhenUnavailable(t: TestContext): boolean {
  if (!unavailable) return false;
  t.skip(unavailable);
  return true;
}

function storeUrl(pathname: string): string {
  if (!server) throw new Error('The server did not start.');
  return `${server.url}${pathname}`;
}

async function firstPage(): Promise<Page> {
  if (!browser) throw new Error('The browser did not start.');
  return browser.context.pages()[0] ?? (await browser.context.newPage());
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

/** The install button's state, reloading the page until it is `status`. */
async function buttonBecomes(page: Page, status: string, timeoutMs: number): Promise<string> {
  const button = page.getByTestId('install-button');
  let seen: string | null = null;
  try {
    await eventually(
      `the install button becoming "${status}"`,
      async () => {
        seen = await button.getAttribute('data-install-state', { timeout: 5_000 });
        if (seen === status) return true;
        if (seen !== 'checking') await page.reload();
        return undefined;
      },
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message} (last seen: ${seen ?? 'no button'})`);
  }
  return ((await button.textContent()) ?? '').trim();
}

/** Add on the item's page, then "Add extension" in Chromium's prompt. */
async function addFromStorePage(page: Page, item: ListedItem): Promise<void> {
  await page.bringToFront();
  await page.getByTestId('install-button').click();
  await eventually(
    "Chromium's install prompt taking the focus",
    async () => ((await page.evaluate(() => document.hasFocus())) ? undefined : true),
    20_000,
  );
  await new Promise((resolve) => setTimeout(resolve, PROMPT_BUTTON_DELAY_MS));
  if (!display) throw new Error('No display');
  xdotool(display.display, 'key', 'Tab', 'space');
  await eventually(
    `${item.name} installed`,
    async () => ((await stateOf(page, item.extensionId)).installed ? true : undefined),
    30_000,
  );
}

async function withEvidence(name: string, body: (page: Page) => Promise<void>): Promise<void> {
  const page = await firstPage();
  try {
    await body(page);
  } catch (error) {
    await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
    const shot = path.join(RESULTS_DIR, `${name}-page.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    if (display) screenshotDisplay(display.display, path.join(RESULTS_DIR, `${name}-display.png`));
    const downloads = (server?.output() ?? '')
      .split('\n')
      .filter((line) => line.includes('/crx/'))
      .slice(-4)
      .join('\n');
    if (error instanceof Error && downloads) error.message += `\n(package requests:\n${downloads})`;
    if (error instanceof Error)
      error.message += `\n(screenshots in e2e/test-results; page: ${page.url()})`;
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
    const config = await getJson<{ companion: { id: string } | null }>(`${url}/ajax/config`);
    assert.ok(config.body.companion, 'the store names its companion');
    companionId = config.body.companion.id;
    const listed = await getJson<{ items: ListedItem[] }>(
      `${url}/ajax/extensions?type=extension&sort=popular&size=10&offset=0`,
    );
    [allowedItem, askedItem] = listed.body.items.filter(
      (item) => !item.blocked && item.extensionId !== companionId,
    );
    assert.ok(allowedItem && askedItem, 'the demo catalog lists two unblocked extensions');

    const created = await admin.call<{ id: string }>('POST', '/admin/api/groups', {
      name: 'Accounting',
      installMode: 'allowlist',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    groupId = created.body.id;
    const allowed = await admin.call(
      'PUT',
      `/admin/api/groups/${groupId}/items/${allowedItem.extensionId}`,
      {
        mode: 'allowed',
      },
    );
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
    const file = await admin.call<{ content: string }>(
      'GET',
      `/admin/api/browser-policy?browser=chromium&platform=linux&group=${groupId}`,
    );
    assert.equal(file.status, 200);
    policy = new PolicyFolder();
    // The file is written once: nothing below changes it.
    policy.write(file.body.content);
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
    // A browser that has run before under the file, as an organisation's browsers have, so the
    // companion knows its group from the start (see the helper).
    browser = await launchManagedChromiumStartedBefore(
      { policy, profileDir, baseURL: url, display: screen.value.display },
      companionId,
    );
  },
  { timeout: FIRST_START_TIMEOUT_MS + 60_000 },
);

after(
  async () => {
    await browser?.close();
    await display?.stop();
    await admin?.dispose();
    policy?.dispose();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test('in an allowlist group an allowed item installs from its store page', {
  timeout: 180_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  const item = allowedItem as ListedItem;
  await withEvidence('requests-allowed', async (page) => {
    await page.goto(storeUrl('/?hl=en'));
    await waitForCompanion(page, companionId);
    // Started before, the browser hands the companion its managed settings at start.
    await eventually(
      'the companion reporting the group',
      async () => {
        const hello = await askCompanion<{ groupId?: string | null }>(page, companionId, {
          type: 'hello',
        });
        if (hello.groupId === groupId) return true;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await page.reload();
        return undefined;
      },
      20_000,
    );
    await page.goto(storeUrl(`/detail/${item.extensionId}?hl=en`));
    assert.equal(await buttonBecomes(page, 'uninstalled', 20_000), 'Add');
    await addFromStorePage(page, item);
    assert.equal((await stateOf(page, item.extensionId)).enabled, true);
  });
});

test('a requested item approved in the console turns into Add and installs without a new file, and a block turns it off', {
  timeout: 240_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  const item = askedItem as ListedItem;
  await withEvidence('requests-approved', async (page) => {
    // The visitor signs in in this browser.
    await page.goto(storeUrl('/accounts/login'));
    await page.locator('input[name="email"]').fill(VISITOR.email);
    await page.locator('input[name="password"]').fill(VISITOR.password);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/accounts/login')),
      page.locator('form button[type="submit"]').first().click(),
    ]);

    await page.goto(storeUrl(`/detail/${item.extensionId}?hl=en`));
    assert.equal(await buttonBecomes(page, 'request-needed', 20_000), 'Request');
    const sent = await apiCall<{ id: string }>(page, 'POST', storeUrl('/ajax/install-requests'), {
      extensionId: item.extensionId,
      reason: 'Our team reads invoices with it.',
      groupId,
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    await page.reload();
    await buttonBecomes(page, 'requested', 20_000);

    const open = await admin!.call<{
      items: { extensionId: string; requests: { id: string }[] }[];
    }>('GET', '/admin/api/install-requests?state=open');
    const request = open.body.items.find((entry) => entry.extensionId === item.extensionId)
      ?.requests[0];
    assert.ok(request, JSON.stringify(open.body));
    const approved = await admin!.call(
      'POST',
      `/admin/api/install-requests/${request.id}/approve`,
      {
        groupId,
        mode: 'allowed',
      },
    );
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const approvedAt = Date.now();

    // The same file: the page offers Add within a minute, and Chromium installs the group's copy.
    assert.equal(await buttonBecomes(page, 'uninstalled', 60_000), 'Add');
    await addFromStorePage(page, item);
    console.log(
      `approved item installed ${((Date.now() - approvedAt) / 1000).toFixed(1)} s after the approval`,
    );
    assert.equal((await stateOf(page, item.extensionId)).enabled, true);

    // Blocked for the group: the companion's one-minute round turns it off.
    const blocked = await admin!.call(
      'PUT',
      `/admin/api/groups/${groupId}/items/${item.extensionId}`,
      {
        mode: 'blocked',
      },
    );
    assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
    const blockedAt = Date.now();
    await eventually(
      'the companion turning the blocked item off',
      async () => ((await stateOf(page, item.extensionId)).enabled === false ? true : undefined),
      90_000,
    );
    console.log(
      `blocked item turned off ${((Date.now() - blockedAt) / 1000).toFixed(1)} s after the block`,
    );
  });
});
