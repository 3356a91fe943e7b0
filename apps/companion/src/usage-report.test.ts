import { USAGE_REPORT_MAX_IDS } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { createManagedSettings } from './managed-settings.js';
import {
  createFakeBrowser,
  extension,
  type FakeBrowserOptions,
  fixedConfig,
  NO_STORE_CONFIG,
  SELF_ID,
  STORE_ORIGIN,
  STORE_UPDATE_URL,
} from './test/fake-browser.js';
import { createUsageReporter, USAGE_REPORT_STORAGE_KEY } from './usage-report.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const D = 'd'.repeat(32);
const E = 'e'.repeat(32);
const F = 'f'.repeat(32);
const REPORT_URL = `${STORE_ORIGIN}/ajax/usage/active`;
const WEB_STORE_UPDATE_URL = 'https://clients2.google.com/service/update2/crx';

/** The store's item, installed and turned on unless told otherwise. */
const storeItem = (id: string, overrides = {}) =>
  extension(id, { updateUrl: STORE_UPDATE_URL, ...overrides });

/** An installed version as the report names it. */
const at = (id: string, version = '1.0') => ({ id, version });

/** A fake browser, its reporter, and a clock the test moves. */
function setup(options: FakeBrowserOptions = {}, config = fixedConfig()) {
  const fake = createFakeBrowser(options);
  const clock = { now: new Date('2026-11-20T23:30:00Z') };
  const managed = createManagedSettings(fake.browser);
  return {
    ...fake,
    clock,
    reporter: createUsageReporter(fake.browser, config, managed, () => clock.now),
  };
}

describe('the daily usage report', () => {
  it("sends the store's items turned on here and itself, and every installed version, once a day", async () => {
    const fake = setup({
      extensions: [
        storeItem(B),
        storeItem(A, { installType: 'admin' }),
        storeItem(D, { enabled: false }),
        extension(E, { updateUrl: WEB_STORE_UPDATE_URL }),
        extension(F, { installType: 'development' }),
      ],
    });
    const everything = {
      sent: [A, B, SELF_ID],
      installed: [`${A}@1.0`, `${B}@1.0`, `${D}@1.0`],
    };
    expect(await fake.reporter.report()).toEqual(everything);
    // A turned-off item is installed all the same: its version goes, its id does not.
    expect(fake.posted).toEqual([
      { url: REPORT_URL, body: { ids: [A, B, SELF_ID], installed: [at(A), at(B), at(D)] } },
    ]);

    // Later the same day, and after a restart (a new service worker, the same storage).
    expect(await fake.reporter.report()).toEqual({ skipped: 'reported' });
    const restarted = createUsageReporter(
      fake.browser,
      fixedConfig(),
      createManagedSettings(fake.browser),
      () => fake.clock.now,
    );
    expect(await restarted.report()).toEqual({ skipped: 'reported' });
    expect(fake.posted).toHaveLength(1);

    // Past midnight UTC it is another day: everything is reported again, once.
    fake.clock.now = new Date('2026-11-21T00:10:00Z');
    expect(await restarted.report()).toEqual(everything);
    expect(await restarted.report()).toEqual({ skipped: 'reported' });
    expect(fake.posted).toHaveLength(2);
    expect(fake.storage.get(USAGE_REPORT_STORAGE_KEY)).toEqual({
      day: '2026-11-21',
      ids: [A, B, SELF_ID],
      installed: everything.installed,
      groupReported: false,
    });
  });

  it("counts an item installed from its browser group's own copy as the store's, and no look-alike address", async () => {
    const group = '0b7e3c1a-2f4d-4e5a-9c6b-1d2e3f4a5b6c';
    const fake = setup({
      extensions: [
        extension(A, { updateUrl: `${STORE_UPDATE_URL}?group=${group}` }),
        extension(B, { updateUrl: `${STORE_UPDATE_URL}?group=${group}&x=1` }),
        extension(D, { updateUrl: `${STORE_UPDATE_URL}x?group=${group}` }),
        extension(E, { updateUrl: `https://elsewhere.example/service/update2/crx?group=${group}` }),
      ],
    });
    expect(await fake.reporter.report()).toEqual({
      sent: [A, SELF_ID],
      installed: [`${A}@1.0`],
    });
  });

  it('sends an item installed, updated or turned on later in the day on its own, once', async () => {
    const fake = setup({ extensions: [storeItem(A), storeItem(B, { enabled: false })] });
    expect(await fake.reporter.report()).toEqual({
      sent: [A, SELF_ID],
      installed: [`${A}@1.0`, `${B}@1.0`],
    });
    fake.emit(storeItem(D));
    fake.emit(storeItem(B));
    expect(await fake.reporter.report()).toEqual({ sent: [B, D], installed: [`${D}@1.0`] });
    // Removed and installed again the same day: already counted.
    fake.extensions.delete(D);
    fake.emit(storeItem(D));
    expect(await fake.reporter.report()).toEqual({ skipped: 'reported' });
    // Updated: the new version is news, the id is not.
    fake.emit(storeItem(A, { version: '2.0' }));
    expect(await fake.reporter.report()).toEqual({ sent: [], installed: [`${A}@2.0`] });
    expect(fake.posted.map((post) => post.body)).toEqual([
      { ids: [A, SELF_ID], installed: [at(A), at(B)] },
      { ids: [B, D], installed: [at(D)] },
      { ids: [], installed: [at(A, '2.0')] },
    ]);
  });

  it('keeps nothing when the store does not take the report, and sends it at the next check', async () => {
    const options: FakeBrowserOptions = {
      extensions: [storeItem(A)],
      postFailures: { [REPORT_URL]: new Error(`${REPORT_URL}: HTTP 429`) },
    };
    const fake = setup(options);
    expect(await fake.reporter.report()).toEqual({ error: `${REPORT_URL}: HTTP 429` });
    expect(fake.storage.has(USAGE_REPORT_STORAGE_KEY)).toBe(false);
    options.postFailures = {};
    expect(await fake.reporter.report()).toEqual({ sent: [A, SELF_ID], installed: [`${A}@1.0`] });
    const body = { ids: [A, SELF_ID], installed: [at(A)] };
    expect(fake.posted.map((post) => post.body)).toEqual([body, body]);
  });

  it('sends one report when asked several times at once, as events arrive together', async () => {
    const fake = setup({ extensions: [storeItem(A)] });
    // Asked together before a check starts: one check.
    const together = [fake.reporter.report(), fake.reporter.report()];
    // Asked while it runs: one more check after it, which finds everything reported.
    await Promise.resolve();
    const during = [fake.reporter.report(), fake.reporter.report()];
    const sent = { sent: [A, SELF_ID], installed: [`${A}@1.0`] };
    expect(await Promise.all([...together, ...during])).toEqual([
      sent,
      sent,
      { skipped: 'reported' },
      { skipped: 'reported' },
    ]);
    expect(fake.posted).toHaveLength(1);
  });

  it('sends no more ids than a report holds, and the rest at the next check', async () => {
    // Extension ids spell numbers in base 16 with the letters a to p.
    const ids = Array.from({ length: USAGE_REPORT_MAX_IDS + 2 }, (_, index) =>
      [...index.toString(16).padStart(32, '0')]
        .map((digit) => 'abcdefghijklmnop'[Number.parseInt(digit, 16)])
        .join(''),
    );
    const fake = setup({ extensions: ids.map((id) => storeItem(id)) });
    const first = await fake.reporter.report();
    expect('sent' in first && first.sent).toHaveLength(USAGE_REPORT_MAX_IDS);
    const second = await fake.reporter.report();
    expect('sent' in second && second.sent).toHaveLength(3);
    const sent = fake.posted.flatMap((post) => (post.body as { ids: string[] }).ids);
    expect(new Set(sent)).toEqual(new Set([...ids, SELF_ID]));
  });

  it('reads a kept report it cannot understand as nothing reported', async () => {
    const fake = setup({ extensions: [storeItem(A)] });
    fake.storage.set(USAGE_REPORT_STORAGE_KEY, { day: '2026-11-20', ids: 'everything' });
    expect(await fake.reporter.report()).toEqual({ sent: [A, SELF_ID], installed: [`${A}@1.0`] });
  });

  it('sends nothing from an incognito profile, without store.json, or from an unpacked build', async () => {
    const incognito = setup({ extensions: [storeItem(A)], incognito: true });
    expect(await incognito.reporter.report()).toEqual({ skipped: 'incognito' });
    const unconfigured = setup({ extensions: [storeItem(A)] }, NO_STORE_CONFIG);
    expect(await unconfigured.reporter.report()).toEqual({ skipped: 'no-store' });
    const unpacked = setup({ extensions: [storeItem(A)], selfUpdateUrl: null });
    expect(await unpacked.reporter.report()).toEqual({ skipped: 'no-store' });
    expect([...incognito.posted, ...unconfigured.posted, ...unpacked.posted]).toEqual([]);
  });

  describe("the browser's group and policy file", () => {
    const GROUP = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const VERSION = '2026-11-18T09:15:00.000Z';

    it('names the group and the file version of the managed settings, once a day', async () => {
      const fake = setup({
        extensions: [storeItem(A)],
        managed: { groupId: GROUP, storeOrigin: STORE_ORIGIN, policyVersion: VERSION },
      });
      await fake.reporter.report();
      expect(fake.posted).toEqual([
        {
          url: REPORT_URL,
          body: { ids: [A, SELF_ID], installed: [at(A)], groupId: GROUP, policyVersion: VERSION },
        },
      ]);

      // An item turned on later that day goes alone: the browser was counted for its group.
      fake.emit(storeItem(B));
      await fake.reporter.report();
      expect(fake.posted[1]?.body).toEqual({ ids: [B], installed: [at(B)] });

      // The next day's first report names them again.
      fake.clock.now = new Date('2026-11-21T08:00:00Z');
      await fake.reporter.report();
      expect(fake.posted[2]?.body).toMatchObject({ groupId: GROUP, policyVersion: VERSION });
    });

    it('names neither without managed settings, or with a group but no file version', async () => {
      const bare = setup({ extensions: [storeItem(A)] });
      await bare.reporter.report();
      expect(bare.posted[0]?.body).toEqual({ ids: [A, SELF_ID], installed: [at(A)] });

      const older = setup({ extensions: [storeItem(A)], managed: { groupId: GROUP } });
      await older.reporter.report();
      expect(older.posted[0]?.body).not.toHaveProperty('groupId');
      expect(older.posted[0]?.body).not.toHaveProperty('policyVersion');

      const malformed = setup({
        extensions: [storeItem(A)],
        managed: { groupId: GROUP, policyVersion: 'last Tuesday' },
      });
      await malformed.reporter.report();
      expect(malformed.posted[0]?.body).not.toHaveProperty('groupId');
    });

    it('names the group again after a report the store did not take', async () => {
      const options: FakeBrowserOptions = {
        extensions: [storeItem(A)],
        managed: { groupId: GROUP, policyVersion: VERSION },
        postFailures: { [REPORT_URL]: new Error('offline') },
      };
      const fake = setup(options);
      expect(await fake.reporter.report()).toEqual({ error: 'offline' });
      options.postFailures = {};
      await fake.reporter.report();
      expect(fake.posted.at(-1)?.body).toMatchObject({ groupId: GROUP, policyVersion: VERSION });
    });
  });
});
