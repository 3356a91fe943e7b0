import { FleetReport } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  createInventoryReporter,
  INVENTORY_DEBOUNCE_MS,
  INVENTORY_RESEND_MS,
  INVENTORY_STORAGE_KEY,
  type InventoryTimers,
  inventoryList,
} from './inventory-report.js';
import { createManagedSettings } from './managed-settings.js';
import {
  createFakeBrowser,
  extension,
  type FakeBrowserOptions,
  fixedConfig,
  NO_STORE_CONFIG,
  SELF_ID,
  STORE_ORIGIN,
} from './test/fake-browser.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const GROUP = '0b1e4c9a-3f2d-4e5b-8a7c-1d2e3f4a5b6c';
const REPORT_URL = `${STORE_ORIGIN}/ajax/fleet/report`;
const WEB_STORE = 'https://clients2.google.com/service/update2/crx';

/** Timers the test fires by hand. */
function manualTimers() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  const timers: InventoryTimers = {
    setTimeout(callback, ms) {
      expect(ms).toBe(INVENTORY_DEBOUNCE_MS);
      next += 1;
      waiting.set(next, callback);
      return next;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
  };
  return {
    timers,
    pending: () => waiting.size,
    fire() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback();
    },
  };
}

function setup(options: FakeBrowserOptions = {}, config = fixedConfig()) {
  const fake = createFakeBrowser({
    managed: { groupId: GROUP, inventoryReports: true },
    extensions: [
      extension(B, {
        name: 'Notes',
        updateUrl: WEB_STORE,
        permissions: ['tabs', 'storage', 'tabs'],
        hostPermissions: ['<all_urls>'],
      }),
      extension(A, { name: 'Dev tool', installType: 'development' }),
    ],
    ...options,
  });
  const clock = { now: Date.parse('2026-11-20T10:00:00Z') };
  const timers = manualTimers();
  const reporter = createInventoryReporter(
    fake.browser,
    config,
    createManagedSettings(fake.browser),
    () => clock.now,
    timers.timers,
  );
  const reports = () =>
    fake.posted.filter((post) => post.url === REPORT_URL).map((post) => post.body as FleetReport);
  return { ...fake, clock, timers, reporter, reports };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the inventory report', () => {
  it('sends every extension but the companion, under a kept random id, in the shape the store takes', async () => {
    const fake = setup();
    expect(await fake.reporter.report({ force: true })).toEqual({ sent: 2 });
    const [report] = fake.reports();
    expect(FleetReport.safeParse(report).success).toBe(true);
    expect(report?.groupId).toBe(GROUP);
    expect(report?.extensions).toEqual([
      {
        id: A,
        name: 'Dev tool',
        version: '1.0',
        enabled: true,
        installType: 'development',
        permissions: [],
        hostPermissions: [],
        updateUrl: null,
      },
      {
        id: B,
        name: 'Notes',
        version: '1.0',
        enabled: true,
        installType: 'normal',
        permissions: ['storage', 'tabs'],
        hostPermissions: ['<all_urls>'],
        updateUrl: WEB_STORE,
      },
    ]);
    expect(report?.extensions.map((e) => e.id)).not.toContain(SELF_ID);
    // The same id and secret next time, even from a new service worker.
    await fake.reporter.report({ force: true });
    const again = createInventoryReporter(
      fake.browser,
      fixedConfig(),
      createManagedSettings(fake.browser),
      () => fake.clock.now,
    );
    await again.report({ force: true });
    const [first, second, third] = fake.reports();
    expect(second?.browserId).toBe(first?.browserId);
    expect(third?.secret).toBe(first?.secret);
    expect(first?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends nothing, and makes no id, unless the policy turns reports on', async () => {
    for (const managed of [{ groupId: GROUP }, { inventoryReports: 'yes' }, {}]) {
      const fake = setup({ managed });
      expect(await fake.reporter.report({ force: true })).toEqual({ skipped: 'off' });
      expect(fake.posted).toEqual([]);
      expect(fake.storage.has(INVENTORY_STORAGE_KEY)).toBe(false);
    }
    const incognito = setup({ incognito: true });
    expect(await incognito.reporter.report({ force: true })).toEqual({ skipped: 'incognito' });
    const noStore = setup({}, NO_STORE_CONFIG);
    expect(await noStore.reporter.report({ force: true })).toEqual({ skipped: 'no-store' });
  });

  it('sends an unchanged list again only after a day, and a changed one at once', async () => {
    const fake = setup();
    await fake.reporter.report({ force: true });
    expect(await fake.reporter.report()).toEqual({ skipped: 'unchanged' });
    fake.extensions.set(B, { ...(fake.extensions.get(B) ?? extension(B)), enabled: false });
    expect(await fake.reporter.report()).toEqual({ sent: 2 });
    expect(
      fake
        .reports()
        .at(-1)
        ?.extensions.find((e) => e.id === B)?.enabled,
    ).toBe(false);
    fake.clock.now += INVENTORY_RESEND_MS - 1000;
    expect(await fake.reporter.report()).toEqual({ skipped: 'unchanged' });
    fake.clock.now += 1000;
    expect(await fake.reporter.report()).toEqual({ sent: 2 });
  });

  it('tries a report the store did not take again at the next check', async () => {
    const fake = setup({ postFailures: { [REPORT_URL]: new Error('HTTP 429') } });
    expect(await fake.reporter.report({ force: true })).toEqual({ error: 'HTTP 429' });
    expect(await fake.reporter.report()).toEqual({ error: 'HTTP 429' });
    expect(fake.reports()).toHaveLength(2);
  });

  it('reports a burst of extension events once, after the last of them, keeping the worker up', async () => {
    const fake = setup();
    await fake.reporter.report({ force: true });
    fake.extensions.delete(A);
    fake.reporter.schedule();
    fake.reporter.schedule();
    fake.reporter.schedule();
    expect(fake.timers.pending()).toBe(1);
    expect(fake.keptAlive()).toBe(1);
    expect(fake.reports()).toHaveLength(1);
    fake.timers.fire();
    await settle();
    await settle();
    expect(fake.reports()).toHaveLength(2);
    expect(fake.reports()[1]?.extensions.map((e) => e.id)).toEqual([B]);
    expect(fake.keptAlive()).toBe(0);
  });

  it('cuts texts and lists to what the store takes', () => {
    const list = inventoryList(
      [
        extension(A, {
          name: 'n'.repeat(500),
          installType: 'something-new',
          permissions: ['p'.repeat(600), 'tabs'],
          updateUrl: `https://u.test/${'x'.repeat(3000)}`,
        }),
      ],
      SELF_ID,
    );
    expect(list[0]?.name).toHaveLength(200);
    expect(list[0]?.installType).toBe('other');
    expect(list[0]?.permissions).toEqual(['tabs']);
    expect(list[0]?.updateUrl).toBeNull();
    expect(
      FleetReport.safeParse({
        browserId: crypto.randomUUID(),
        secret: 'a'.repeat(43),
        extensions: list,
      }).success,
    ).toBe(true);
  });
});
