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
  askCompanion,
  browserTargets,
  eventually,
  launchManagedChromium,
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

/**
 * What a visitor does in a real, headful Chromium under the store's policy (Xvfb, xdotool for
 * Chromium's own dialogs): Add opens Chromium's "Add …?" prompt and confirming it installs the
 * item; the store blocking that item makes the companion turn it off; and an incognito window
 * is refused.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');
/**
 * Chromium keeps the prompt's "Add extension" button disabled for 500 ms after the dialog is
 * shown (ExtensionInstallDialogView, g_install_delay_in_ms), against clickjacking; keys sent
 * earlier reach Cancel. There is no signal for the button turning on, so the keys wait it out.
 */
const PROMPT_BUTTON_DELAY_MS = 1_000;

interface InstalledState {
  installed: boolean;
  version?: string;
  enabled?: boolean;
  mayEnable?: boolean;
  installType?: string;
}

interface ListedItem {
  extensionId: string;
  name: string;
  blocked: boolean;
}

const unavailable = managedBrowserUnavailable() ?? virtualDisplayUnavailable();
if (unavailable) {
  console.warn(`\n!! Chromium prompt tests (browser-prompt.test.ts) SKIPPED: ${unavailable}\n`);
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let display: VirtualDisplay | undefined;
let policy: PolicyFolder | undefined;
let profileDir: string | undefined;
let browser: ManagedChromium | undefined;
let admin: Awaited<ReturnType<typeof signedInApi>> | undefined;
let companionId = '';
/**
 * Three listed, unblocked demo extensions: one to add and block, one to try in incognito, one
 * to add from the side panel.
 */
let target: ListedItem | undefined;
let other: ListedItem | undefined;
let fromPanel: ListedItem | undefined;
/** Set once the first test has installed `target`. */
let installed = false;

function skipWhenUnavailable(t: TestContext): boolean {
  if (!unavailable) return false;
  t.skip(unavailable);
  return true;
}

function storeUrl(pathname: string): string {
  if (!server) throw new Error('The server did not start.');
  return `${server.url}${pathname}`;
}

function running(): { browser: ManagedChromium; display: VirtualDisplay } {
  if (!browser || !display) throw new Error('The browser did not start.');
  return { browser, display };
}

async function firstPage(): Promise<Page> {
  const { context } = running().browser;
  return context.pages()[0] ?? (await context.newPage());
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

/** Waits for the install button's status, naming the last one seen when it never comes. */
async function buttonReaches(page: Page, status: string, timeoutMs = 20_000): Promise<string> {
  const button = page.getByTestId('install-button');
  let seen: string | null = null;
  try {
    await eventually(
      `the install button reaching "${status}"`,
      async () => {
        seen = await button.getAttribute('data-install-state', { timeout: 2_000 });
        return seen === status ? true : undefined;
      },
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message} (last seen: ${seen ?? 'no button'})`);
  }
  return ((await button.textContent()) ?? '').trim();
}

/** A failure leaves the page and the whole X display (Chromium's own UI) in e2e/test-results. */
async function withEvidence(
  name: string,
  shown: () => Page,
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    const page = shown();
    await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
    const pageShot = path.join(RESULTS_DIR, `${name}-page.png`);
    const displayShot = path.join(RESULTS_DIR, `${name}-display.png`);
    const saved: string[] = [];
    if (
      await page.screenshot({ path: pageShot }).then(
        () => true,
        () => false,
      )
    ) {
      saved.push(path.relative(REPO_ROOT, pageShot));
    }
    if (display && screenshotDisplay(display.display, displayShot)) {
      saved.push(path.relative(REPO_ROOT, displayShot));
    }
    if (error instanceof Error && saved.length > 0) {
      error.message += `\n(screenshots: ${saved.join(', ')}; page: ${page.url()})`;
    }
    throw error;
  }
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    // Side by side, each kept as soon as it runs so that `after` stops it whatever failed.
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
    [target, other, fromPanel] = listed.body.items.filter(
      (item) => !item.blocked && item.extensionId !== companionId,
    );
    assert.ok(target && other && fromPanel, 'the demo catalog lists three unblocked extensions');

    const file = await admin.call<{ content: string }>(
      'GET',
      '/admin/api/browser-policy?browser=chromium&platform=linux',
    );
    assert.equal(file.status, 200);
    policy = new PolicyFolder();
    // Chromium's default (DeveloperToolsAvailability 0) keeps DevTools, and with them the
    // test's driver, away from the side panel of a force-installed extension and the store page
    // it frames; nothing else here depends on it.
    policy.write(
      JSON.stringify({ ...JSON.parse(file.body.content), DeveloperToolsAvailability: 1 }),
    );
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
    browser = await launchManagedChromium({
      policy,
      profileDir,
      baseURL: url,
      display: screen.value.display,
    });
  },
  { timeout: FIRST_START_TIMEOUT_MS + 30_000 },
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

test("Add opens Chromium's own prompt; confirming it installs the item", {
  timeout: 90_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  const item = target;
  assert.ok(item);
  const page = await firstPage();
  await withEvidence(
    'prompt-install',
    () => page,
    async () => {
      await page.goto(storeUrl('/?hl=en'));
      // The window in front, as for a visitor: the page has the focus until a dialog takes it.
      await page.bringToFront();
      // The policy installs the companion a moment after the browser starts.
      await waitForCompanion(page, companionId);

      await page.goto(storeUrl(`/detail/${item.extensionId}?hl=en`));
      assert.equal(await buttonReaches(page, 'uninstalled'), 'Add');
      assert.equal(await page.evaluate(() => document.hasFocus()), true, 'the page has the focus');
      await page.getByTestId('install-button').click();

      // Chromium's window-modal "Add "<name>"?" dialog takes the keyboard focus from the page.
      await eventually(
        "Chromium's install prompt taking the focus",
        async () => ((await page.evaluate(() => document.hasFocus())) ? undefined : true),
        20_000,
      );
      assert.equal(await buttonReaches(page, 'installing'), 'Checking...');
      assert.deepEqual(
        await stateOf(page, item.extensionId),
        { installed: false },
        'nothing is installed while the prompt waits',
      );
      await new Promise((resolve) => setTimeout(resolve, PROMPT_BUTTON_DELAY_MS));
      // The prompt focuses Cancel (its default button: Enter cancels); Tab reaches "Add
      // extension" and Space presses it. The keys go to the focused window through XTEST.
      xdotool(running().display.display, 'key', 'Tab', 'space');

      assert.equal(await buttonReaches(page, 'installed'), 'Added');
      const state = await stateOf(page, item.extensionId);
      assert.equal(state.installed, true);
      assert.equal(state.enabled, true);
      assert.equal(state.installType, 'normal', 'the visitor installed it, not the policy');
      installed = true;
    },
  );
});

test('Add in the side panel opens the same prompt; confirming it installs the item', {
  timeout: 90_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  const item = fromPanel;
  assert.ok(item);
  const page = await firstPage();
  await withEvidence(
    'prompt-side-panel',
    () => page,
    async () => {
      await page.goto(storeUrl(`/detail/${item.extensionId}?hl=en`));
      await page.bringToFront();
      await waitForCompanion(page, companionId);
      // The panel frames the item's sidebar page; there the store page is not a tab of its
      // own, so the companion hears from a sender without one.
      await page.getByTestId('open-side-panel').click();
      const targets = await browserTargets(running().browser.context);
      const panelPage = `chrome-extension://${companionId}/sidepanel.html`;
      const panel = await eventually('the side panel opening', async () =>
        (await targets.list()).find((target) => target.url.startsWith(panelPage)),
      );
      const frame = await eventually('the sidebar page in the panel', async () =>
        (await targets.list()).find(
          (target) => target.type === 'iframe' && target.parentFrameId === panel.targetId,
        ),
      );
      assert.equal(
        frame.url,
        storeUrl(`/sidebar/detail/${item.extensionId}?hl=en`),
        'the panel shows the item',
      );
      const panelButton = () =>
        targets.evaluate<string | null>(
          frame.targetId,
          `document.querySelector('[data-testid="install-button"]')?.getAttribute('data-install-state') ?? null`,
        );
      const panelButtonReaches = (status: string) =>
        eventually(
          `the panel's install button reaching "${status}"`,
          async () => ((await panelButton()) === status ? true : undefined),
          20_000,
        );
      await panelButtonReaches('uninstalled');

      // The visitor's click on Add in the panel.
      await targets.evaluate(
        frame.targetId,
        `document.querySelector('[data-testid="install-button"]').click()`,
        { userGesture: true },
      );
      await panelButtonReaches('installing');
      await eventually(
        "Chromium's install prompt taking the focus",
        async () => ((await page.evaluate(() => document.hasFocus())) ? undefined : true),
        20_000,
      );
      assert.deepEqual(
        await stateOf(page, item.extensionId),
        { installed: false },
        'nothing is installed while the prompt waits',
      );
      await new Promise((resolve) => setTimeout(resolve, PROMPT_BUTTON_DELAY_MS));
      xdotool(running().display.display, 'key', 'Tab', 'space');

      await panelButtonReaches('installed');
      const state = await stateOf(page, item.extensionId);
      assert.equal(state.installed, true);
      assert.equal(state.installType, 'normal', 'the visitor installed it, not the policy');
      // The store page beside the panel shows it too once it looks again.
      await page.reload();
      assert.equal(await buttonReaches(page, 'installed'), 'Added');
    },
  );
});

test('blocking the item makes the companion turn the user-installed copy off', {
  timeout: 60_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  if (!installed) {
    t.skip('the first test did not install the item');
    return;
  }
  const item = target;
  const store = admin;
  assert.ok(item && store);
  const page = await firstPage();
  await withEvidence(
    'prompt-blocked',
    () => page,
    async () => {
      // Away from the item's page, so that nothing asks the companion before the check below.
      await page.goto(storeUrl('/?hl=en'));
      const blocked = await store.call('POST', `/admin/api/items/${item.extensionId}/block`, {
        reason: 'Sends browsing history to a third party',
        mode: 'blocked',
      });
      assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
      // The browser's policy file is left as it was: the companion alone enforces the block.
      assert.equal((await stateOf(page, item.extensionId)).enabled, true);

      // A blocked item's detail page asks the companion to read the blocklist now.
      await page.goto(storeUrl(`/detail/${item.extensionId}?hl=en`));
      assert.equal(await buttonReaches(page, 'blocked'), 'Blocked by admin');
      const state = await eventually(
        'the companion turning the blocked item off',
        async () => {
          const current = await stateOf(page, item.extensionId);
          return current.enabled === false ? current : undefined;
        },
        20_000,
      );
      assert.equal(state.installed, true);
      assert.equal(state.installType, 'normal');

      const enable = await askCompanion<{ ok: boolean; error?: { code: string } }>(
        page,
        companionId,
        { type: 'enable', id: item.extensionId },
      );
      assert.equal(enable.error?.code, 'NOT_ALLOWED', 'the companion refuses to turn it back on');
    },
  );
});

test('an incognito window refuses to add extensions', {
  timeout: 60_000,
}, async (t) => {
  if (skipWhenUnavailable(t)) return;
  const item = other;
  assert.ok(item);
  const { browser: chromium, display: screen } = running();
  const page = await firstPage();
  let shown = page;
  await withEvidence(
    'prompt-incognito',
    () => shown,
    async () => {
      // The store page reaches the companion in incognito only once the visitor allows it there,
      // as the "Allow in Incognito" switch of chrome://extensions does.
      await page.goto(`chrome://extensions/?id=${companionId}`);
      await page.waitForFunction(
        () => (globalThis as ChromeGlobal).chrome?.developerPrivate !== undefined,
      );
      const access = await page.evaluate(
        (id) =>
          new Promise<unknown>((resolve, reject) => {
            const chrome = (globalThis as ChromeGlobal).chrome;
            const api = chrome?.developerPrivate;
            if (!api) throw new Error('chrome.developerPrivate is missing');
            api.updateExtensionConfiguration({ extensionId: id, incognitoAccess: true }, () => {
              const failure = chrome?.runtime?.lastError?.message;
              if (failure) reject(new Error(failure));
              else api.getExtensionInfo(id, (info) => resolve(info.incognitoAccess));
            });
          }),
        companionId,
      );
      assert.deepEqual(access, { isEnabled: true, isActive: true });

      await page.goto(storeUrl('/?hl=en'));
      await page.bringToFront();
      const opened = chromium.context.waitForEvent('page', { timeout: 15_000 });
      xdotool(screen.display, 'key', 'ctrl+shift+n');
      const incognito = await opened;
      shown = incognito;
      await incognito.goto(storeUrl(`/detail/${item.extensionId}?hl=en`));
      const hello = await eventually('the companion answering the incognito page', async () => {
        const reply = await askCompanion<{ ok: boolean; incognito?: boolean }>(
          incognito,
          companionId,
          { type: 'hello' },
        );
        if (reply.ok) return reply;
        await incognito.reload();
        return undefined;
      });
      assert.equal(hello.incognito, true, 'Chromium reports the store page as incognito');

      assert.equal(await buttonReaches(incognito, 'secret-mode'), 'Add');
      await incognito.getByTestId('install-button').click();
      const refusal = incognito.getByTestId('install-secret-dialog');
      await refusal.waitFor();
      assert.match(await refusal.innerText(), /Extensions cannot be added in secret mode/);
      // The refusal is the store's own dialog: no Chromium prompt took the focus, nothing came.
      assert.equal(await incognito.evaluate(() => document.hasFocus()), true);
      assert.deepEqual(await stateOf(incognito, item.extensionId), { installed: false });
      await incognito.close();
    },
  );
});

/** The part of chrome://extensions' private API this file uses. */
interface DeveloperPrivate {
  updateExtensionConfiguration(
    update: { extensionId: string; incognitoAccess: boolean },
    done: () => void,
  ): void;
  getExtensionInfo(
    id: string,
    done: (info: { incognitoAccess: { isEnabled: boolean; isActive: boolean } }) => void,
  ): void;
}

interface ChromeGlobal {
  chrome?: { developerPrivate?: DeveloperPrivate; runtime?: { lastError?: { message?: string } } };
}
