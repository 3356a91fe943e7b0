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
  REPO_ROOT,
  type ServerProcess,
  signedInApi,
  startServer,
  stopServer,
  waitForApp,
} from '../src/harness.js';
import {
  askCompanion,
  browserTargets,
  eventually,
  launchManagedBrowser,
  managedBrowserUnavailable,
  PolicyFolder,
  waitForCompanion,
} from '../src/managed-browser.js';

/**
 * The companion's new tab page and side panel in a real browser: Debian's Chromium under the
 * store's policy (in a private mount namespace), which force-installs the companion. A visitor
 * applies wallpapers from their pages and sees them on the new tab; "Open in side panel" opens
 * the browser's side panel on the sidebar store.
 */

const ADMIN = { email: 'admin@lagoon.test', password: 'lagoon-admin' };
const RESULTS_DIR = path.join(REPO_ROOT, 'e2e', 'test-results');

interface Wallpaper {
  extensionId: string;
  name: string;
  blocked: boolean;
  theme: { clock: 'digital' | 'analog'; notices: boolean; topSites: boolean } | null;
}

interface ThemeReply {
  ok: boolean;
  theme: { extensionId: string; photos: string[]; storeUrl: string } | null;
}

const unavailable = managedBrowserUnavailable();
if (unavailable)
  console.warn(`\n!! New tab and side panel browser tests SKIPPED: ${unavailable}\n`);

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let policy: PolicyFolder | undefined;
let profileDir: string | undefined;
let browser: BrowserContext | undefined;
let page: Page | undefined;
let companionId = '';

function running(): ServerProcess {
  if (!server) throw new Error('The server did not start.');
  return server;
}

function storePage(): Page {
  if (!page) throw new Error('The browser did not start.');
  return page;
}

async function screenshotOnFailure(name: string, pages: Page[], body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    await fs.promises.mkdir(RESULTS_DIR, { recursive: true });
    for (const [index, shown] of pages.entries()) {
      const file = path.join(RESULTS_DIR, `${name}-${index}.png`);
      await shown.screenshot({ path: file }).catch(() => {});
    }
    throw error;
  }
}

/** One wallpaper of the demo store with each clock: one that shows the notices, if any does. */
async function wallpapersByClock(): Promise<Record<'digital' | 'analog', Wallpaper>> {
  const { status, body } = await getJson<{ items: Wallpaper[] }>(
    `${running().url}/ajax/extensions?type=theme&sort=popular&size=40&offset=0&hl=en`,
  );
  assert.equal(status, 200);
  const live = body.items.filter((item) => !item.blocked && item.theme);
  const withClock = (clock: string) => live.filter((item) => item.theme?.clock === clock);
  const analog = withClock('analog').find((item) => item.theme?.notices) ?? withClock('analog')[0];
  const digital =
    withClock('digital').find((item) => item.theme?.notices === !analog?.theme?.notices) ??
    withClock('digital')[0];
  assert.ok(digital && analog, 'the demo store has wallpapers with each clock');
  return { digital, analog };
}

/** The companion's new tab page once it has painted (it marks <html data-ready>). */
async function newTabPage(before: readonly Page[]): Promise<Page> {
  const prefix = `chrome-extension://${companionId}/newtab.html`;
  const opened = await eventually('a new tab showing the companion’s page', async () => {
    const found = browser!
      .pages()
      .find((candidate) => !before.includes(candidate) && candidate.url().startsWith(prefix));
    if (found) return found;
    throw new Error(
      `open pages: ${browser!
        .pages()
        .map((shown) => shown.url())
        .join(', ')}`,
    );
  });
  await opened.locator('html[data-ready="true"]').waitFor();
  return opened;
}

before(
  async () => {
    if (unavailable) return;
    dataDir = await makeDataDir();
    server = await startServer({ dataDir });
    policy = new PolicyFolder();
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-profile-'));
    const admin = await signedInApi(server.url, ADMIN);
    try {
      const config = await getJson<{ companion: { id: string } | null }>(
        `${server.url}/ajax/config`,
      );
      assert.ok(config.body.companion, 'the store names its companion');
      companionId = config.body.companion.id;
      const file = await admin.call<{ content: string }>(
        'GET',
        '/admin/api/browser-policy?browser=chromium&platform=linux',
      );
      assert.equal(file.status, 200);
      // Chromium's default (DeveloperToolsAvailability 0) keeps DevTools, and with them the
      // test's driver, away from the pages of force-installed extensions: the companion's new
      // tab and side panel are such pages. Measured: "Target.attachToTarget: Not allowed".
      policy.write(
        JSON.stringify({ ...JSON.parse(file.body.content), DeveloperToolsAvailability: 1 }),
      );
    } finally {
      await admin.dispose();
    }
    browser = await launchManagedBrowser({ policy, profileDir, baseURL: server.url });
    page = browser.pages()[0] ?? (await browser.newPage());
    // Developer mode makes chrome://extensions collect the companion's errors from now on.
    await page.goto('chrome://extensions');
    await page.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: {
            developerPrivate: {
              updateProfileConfiguration: (update: { inDeveloperMode: boolean }) => Promise<void>;
            };
          };
        }
      ).chrome.developerPrivate.updateProfileConfiguration({ inDeveloperMode: true }),
    );
    await page.goto('/wallpapers/recommended');
    await waitForCompanion(page, companionId);
  },
  { timeout: FIRST_START_TIMEOUT_MS + 60_000 },
);

after(
  async () => {
    await browser?.close().catch(() => {});
    policy?.dispose();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
    if (server) await stopServer(server);
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  },
  { timeout: 60_000 },
);

test('Apply shows the wallpaper on a new tab: its photo, its clock, its notices', {
  skip: unavailable ?? false,
}, async () => {
  const store = storePage();
  const wallpapers = await wallpapersByClock();
  const notices = await getJson<unknown[]>(`${running().url}/ajax/banner/home-inline?hl=en`);
  assert.ok(
    wallpapers.analog.theme?.notices && notices.body.length > 0,
    'the demo store has notices and a wallpaper that shows them',
  );
  for (const clock of ['analog', 'digital'] as const) {
    const wallpaper = wallpapers[clock];
    const shown: Page[] = [store];
    await screenshotOnFailure(`newtab-${clock}`, shown, async () => {
      await store.goto(`/detail/${wallpaper.extensionId}`);
      await waitForApp(store);
      const before = browser!.pages();
      await store.getByTestId('wallpaper-apply').click();
      await store.getByTestId('wallpaper-applied').waitFor();
      const tab = await newTabPage(before);
      shown.push(tab);

      // The photo is painted from the companion's copy.
      const photo = tab.getByTestId('newtab-photo');
      await photo.waitFor();
      assert.ok(
        (await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)) > 0,
        'the photo is shown',
      );
      assert.ok((await photo.getAttribute('src'))?.startsWith('blob:'), 'from the kept bytes');
      await tab.getByTestId(`newtab-clock-${clock}`).waitFor();
      const other = clock === 'analog' ? 'digital' : 'analog';
      assert.equal(await tab.getByTestId(`newtab-clock-${other}`).count(), 0);

      // The link back to the wallpaper in the store, in the page's language.
      const link = tab.getByTestId('newtab-store-link');
      assert.equal(
        await link.getAttribute('href'),
        `${running().url}/detail/${wallpaper.extensionId}?hl=en`,
      );
      assert.ok((await link.textContent())?.includes(wallpaper.name), 'the link names it');

      if (wallpaper.theme?.notices) {
        await tab.getByTestId('newtab-notices').getByRole('link').first().waitFor();
      } else {
        assert.equal(await tab.getByTestId('newtab-notices').isVisible(), false);
      }

      // The companion keeps exactly this wallpaper's photos: the previous ones are gone.
      const state = await askCompanion<ThemeReply>(store, companionId, { type: 'themeState' });
      assert.equal(state.theme?.extensionId, wallpaper.extensionId);
      const kept = await tab.evaluate(
        async () => (await (await caches.open('wallpaper')).keys()).length,
      );
      assert.equal(kept, state.theme?.photos.length);

      // The most visited sites (a fresh profile has Chromium's own), each with its icon.
      const topSites = tab.getByTestId('newtab-top-sites');
      if (wallpaper.theme?.topSites) {
        const sites = await tab.evaluate(() =>
          (
            globalThis as unknown as {
              chrome: { topSites: { get: () => Promise<{ url: string }[]> } };
            }
          ).chrome.topSites.get(),
        );
        const links = topSites.getByRole('link');
        await links.first().waitFor();
        assert.equal(await links.count(), Math.min(sites.length, 8));
        assert.equal(await links.first().getAttribute('href'), sites[0]?.url);
        const icon = links.first().locator('img');
        await tab.waitForFunction(
          (image) => (image as HTMLImageElement).complete,
          await icon.elementHandle(),
        );
        assert.ok((await icon.evaluate((image: HTMLImageElement) => image.naturalWidth)) > 0);
      } else {
        assert.equal(await topSites.isVisible(), false);
      }
      await tab.close();
    });
  }
});

test('after clearTheme the new tab is the plain page, leading to the store’s wallpapers', {
  skip: unavailable ?? false,
}, async () => {
  const store = storePage();
  const cleared = await askCompanion<ThemeReply>(store, companionId, { type: 'clearTheme' });
  assert.deepEqual(cleared, { ok: true, theme: null });
  const before = browser!.pages();
  assert.deepEqual(await askCompanion(store, companionId, { type: 'openNewTab' }), { ok: true });
  const tab = await newTabPage(before);
  await screenshotOnFailure('newtab-plain', [tab], async () => {
    await tab.getByTestId('newtab-clock-digital').waitFor();
    assert.equal(await tab.getByTestId('newtab-photo').isVisible(), false);
    assert.equal(await tab.getByTestId('newtab-top-sites').isVisible(), false);
    assert.equal(
      await tab.getByTestId('newtab-store-link').getAttribute('href'),
      `${running().url}/wallpapers?hl=en`,
    );
    const kept = await tab.evaluate(
      async () => (await (await caches.open('wallpaper')).keys()).length,
    );
    assert.equal(kept, 0, 'the photos are deleted');
  });
  await tab.close();
});

test('"Open in side panel" opens the browser’s side panel on the sidebar store', {
  skip: unavailable ?? false,
}, async () => {
  const store = storePage();
  const { analog } = await wallpapersByClock();
  const targets = await browserTargets(browser!);
  await screenshotOnFailure('sidepanel', [store], async () => {
    await store.goto(`/detail/${analog.extensionId}`);
    await waitForApp(store);
    // A real click: Chromium opens the panel only in answer to a user gesture.
    await store.getByTestId('open-side-panel').click();
    const sidebarPath = `/sidebar/detail/${analog.extensionId}`;
    const panelUrl = `chrome-extension://${companionId}/sidepanel.html?path=${encodeURIComponent(sidebarPath)}`;
    const panel = await eventually('the side panel opening', async () => {
      const listed = await targets.list();
      const found = listed.find((target) => target.url === panelUrl);
      if (found) return found;
      const error = await store
        .getByTestId('open-side-panel-error')
        .textContent()
        .catch(() => null);
      throw new Error(
        `targets: ${listed.map((target) => `${target.type} ${target.url}`).join(', ')}; error: ${error}`,
      );
    });
    assert.equal(await store.getByTestId('open-side-panel-error').count(), 0);
    // The panel adds the browser's language, which the page did not name.
    await eventually('the panel framing the sidebar page', async () => {
      const src = await targets.evaluate<string>(
        panel.targetId,
        `document.querySelector('[data-testid="sidepanel-frame"]')?.src ?? ''`,
      );
      if (src === `${running().url}${sidebarPath}?hl=en`) return true;
      throw new Error(`the frame shows "${src}"`);
    });

    // The store lets its sidebar pages be framed by the companion: the page is there, not an
    // error page in its place.
    const frame = await eventually('the sidebar page in the panel', async () =>
      (await targets.list()).find(
        (target) => target.type === 'iframe' && target.parentFrameId === panel.targetId,
      ),
    );
    await eventually('the sidebar store drawn in the panel', async () =>
      (await targets.evaluate<boolean>(
        frame.targetId,
        `document.querySelector('[data-testid="sidebar-header"]') !== null`,
      ))
        ? true
        : undefined,
    );

    // A click that wakes a stopped service worker opens the panel too, although the worker has
    // not read its store.json yet when the message arrives.
    const worker = browser!
      .serviceWorkers()
      .find((candidate) => candidate.url().startsWith(`chrome-extension://${companionId}/`));
    assert.ok(worker, 'the companion’s service worker runs');
    await worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          windows: { getLastFocused: () => Promise<{ id: number }> };
          sidePanel: { close: (options: { windowId: number }) => Promise<void> };
        };
      };
      await chrome.sidePanel.close({ windowId: (await chrome.windows.getLastFocused()).id });
    });
    const session = await browser!.newCDPSession(store);
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    // The panel's page and the worker must both be gone before the click. An alarm or a page's
    // message may start the worker again meanwhile (that is how MV3 workers live), so a worker
    // still listed is stopped again rather than waited for.
    await eventually('the panel closed and the worker stopped', async () => {
      const listed = (await targets.list()).filter((target) =>
        target.url.startsWith(`chrome-extension://${companionId}/`),
      );
      if (listed.length === 0) return true;
      if (listed.some((target) => target.type === 'service_worker')) {
        await session.send('ServiceWorker.stopAllWorkers');
      }
      throw new Error(`still running: ${listed.map((t) => `${t.type} ${t.url}`).join(', ')}`);
    });
    await store.getByTestId('open-side-panel').click();
    await eventually('the side panel opening from a stopped worker', async () =>
      (await targets.list()).some((target) => target.url === panelUrl) ? true : undefined,
    );
    assert.equal(await store.getByTestId('open-side-panel-error').count(), 0);
  });
});

test('chrome://extensions shows the companion enabled, without errors', {
  skip: unavailable ?? false,
}, async () => {
  const store = storePage();
  await store.goto('chrome://extensions');
  const info = await store.evaluate(
    (id) =>
      (
        globalThis as unknown as {
          chrome: {
            developerPrivate: {
              getExtensionInfo: (id: string) => Promise<{
                state: string;
                installWarnings: string[];
                manifestErrors: { message: string }[];
                runtimeErrors: { message: string }[];
              }>;
            };
          };
        }
      ).chrome.developerPrivate.getExtensionInfo(id),
    companionId,
  );
  assert.equal(info.state, 'ENABLED');
  assert.deepEqual(info.installWarnings, []);
  assert.deepEqual(
    [...info.manifestErrors, ...info.runtimeErrors].map((error) => error.message),
    [],
  );
});
