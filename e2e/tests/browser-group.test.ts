import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import {
  FIRST_START_TIMEOUT_MS,
  getJson,
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
 * A browser in a browser group: Debian's Chromium under the policy file of a group the
 * administrator made. The file gives the companion its managed settings (`3rdparty`), which
 * Chromium checks against the companion's managed schema; the companion tells store pages the
 * group in its `hello`, and follows a new file without a restart.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
/** Where the chrome://policy screenshot goes, for a person to look at. */
const POLICY_SCREENSHOT = path.join(os.tmpdir(), 'lagoon-browser-group-policy.png');

interface Hello {
  ok: boolean;
  groupId?: string | null;
}

const unavailable = managedBrowserUnavailable();
if (unavailable) {
  console.warn(`\n!! Managed-browser group test SKIPPED: ${unavailable}\n`);
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let policy: PolicyFolder | undefined;
let browser: BrowserContext | undefined;
let profileDir: string | undefined;
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let companionId = '';

/** Writes a group's policy file for Chromium on Linux into the mounted folder. */
async function writeGroupPolicy(groupId: string): Promise<Record<string, unknown>> {
  const file = await admin!.call<{ content: string }>(
    'GET',
    `/admin/api/browser-policy?browser=chromium&platform=linux&group=${groupId}`,
  );
  assert.equal(file.status, 200);
  policy!.write(file.body.content);
  return JSON.parse(file.body.content);
}

/** The group the companion tells a store page, once it answers at all. */
async function helloGroup(page: Page): Promise<string | null | undefined> {
  const hello = await askCompanion<Hello>(page, companionId, { type: 'hello' });
  if (hello.ok) return hello.groupId;
  await page.reload();
  return undefined;
}

interface PolicyRow {
  name: string;
  value: string;
  status: string;
}

/**
 * The policies chrome://policy lists for the companion (set ones only): name, value and status,
 * read through the page's shadow roots (it is built from custom elements: one `policy-table`
 * per extension, naming its id, with a `policy-row` per policy). Written without named inner
 * functions: the test runner's compiler would wrap them in a helper the page does not have.
 */
async function companionPolicyRows(page: Page): Promise<PolicyRow[]> {
  return page.evaluate((id) => {
    const roots: (Document | ShadowRoot)[] = [document];
    const tables: ShadowRoot[] = [];
    while (roots.length > 0) {
      const root = roots.pop() as Document | ShadowRoot;
      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (!element.shadowRoot) continue;
        roots.push(element.shadowRoot);
        if (element.tagName === 'POLICY-TABLE') tables.push(element.shadowRoot);
      }
    }
    const table = tables.find((root) => root.querySelector('.id')?.textContent?.trim() === id);
    const rows: PolicyRow[] = [];
    for (const row of Array.from(table?.querySelectorAll('policy-row:not([hidden])') ?? [])) {
      const cells = row.shadowRoot?.querySelector('.policy');
      rows.push({
        name: cells?.querySelector('#name')?.textContent?.trim() ?? '',
        value: cells?.querySelector('.value')?.textContent?.trim() ?? '',
        status: cells?.querySelector('.messages')?.textContent?.trim() ?? '',
      });
    }
    return rows;
  }, companionId);
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    server = await startServer({ dataDir });
    policy = new PolicyFolder();
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
    admin = await signedInApi(server.url, ADMIN);
    const config = await getJson<{ companion: { id: string } | null }>(`${server.url}/ajax/config`);
    assert.ok(config.body.companion, 'the store names its companion');
    companionId = config.body.companion.id;
  },
  { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
);

after(
  async () => {
    await browser?.close().catch(() => {});
    await admin?.dispose();
    policy?.dispose();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test('the companion tells store pages the browser group its policy file names, and follows a new file', {
  skip: unavailable ?? false,
  timeout: 30_000,
}, async () => {
  const created = await admin!.call<{ id: string; isDefault: boolean; policyChangedAt: string }>(
    'POST',
    '/admin/api/groups',
    { name: 'Design studio', description: 'Browsers of the design team.' },
  );
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const group = created.body.id;
  const groups = await admin!.call<{ groups: { id: string; isDefault: boolean }[] }>(
    'GET',
    '/admin/api/groups',
  );
  const defaultGroup = groups.body.groups.find((entry) => entry.isDefault)?.id;
  assert.ok(defaultGroup && defaultGroup !== group);

  const file = (await writeGroupPolicy(group)) as {
    '3rdparty'?: { extensions: Record<string, { groupId: string; policyVersion: string }> };
  };
  assert.equal(file['3rdparty']?.extensions[companionId]?.groupId, group);
  // The file's version, which the companion's usage report names so the console can count the
  // browsers still running an older copy.
  const policyVersion = created.body.policyChangedAt;
  assert.equal(file['3rdparty']?.extensions[companionId]?.policyVersion, policyVersion);

  browser = await launchManagedBrowser({
    policy: policy!,
    profileDir: profileDir!,
    baseURL: server!.url,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto('/extensions/popular');
  // The companion arrives a moment after start, and its settings with it.
  const reported = await eventually('the companion reporting the group', async () => {
    const groupId = await helloGroup(page);
    return groupId === group ? groupId : undefined;
  });
  assert.equal(reported, group);

  // Chromium read the settings against the companion's schema, and found nothing wrong.
  const store = page.url();
  await page.goto('chrome://policy');
  const rows = await eventually('chrome://policy listing the companion', async () => {
    const found = await companionPolicyRows(page);
    return found.some((row) => row.name === 'groupId') ? found : undefined;
  });
  await page
    .locator('policy-table')
    .filter({ has: page.locator('p.id', { hasText: companionId }) })
    .screenshot({ path: POLICY_SCREENSHOT });
  assert.deepEqual(
    rows.sort((a, b) => a.name.localeCompare(b.name)),
    [
      { name: 'groupId', value: group, status: 'OK' },
      { name: 'policyVersion', value: policyVersion, status: 'OK' },
      { name: 'storeOrigin', value: new URL(server!.url).origin, status: 'OK' },
    ],
  );

  // The administrator moves this browser to the default group: a new file, no restart.
  await writeGroupPolicy(defaultGroup);
  await page.getByRole('button', { name: 'Reload policies' }).click();
  await page.goto(store);
  await eventually(
    'the companion following the new file',
    async () => ((await helloGroup(page)) === defaultGroup ? true : undefined),
    15_000,
  );
});
