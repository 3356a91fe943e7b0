import { describe, expect, it } from 'vitest';
import {
  BLOCKLIST_STORAGE_KEY,
  blocklistUrlFor,
  createBlocklistEnforcer,
  parseBlocklist,
  shouldDisable,
} from './blocklist.js';
import { refreshBlocklist } from './handlers.js';
import { createManagedSettings } from './managed-settings.js';
import {
  bridgeDeps,
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
const D = 'd'.repeat(32);
const E = 'e'.repeat(32);
const F = 'f'.repeat(32);
const G = 'g'.repeat(32);
const BLOCKLIST_URL = `${STORE_ORIGIN}/ajax/blocklist`;

function blocklistBody(ids: string[]): string {
  return `)]}',\n${JSON.stringify({ ids, updatedAt: '2026-11-20T10:00:00.000Z' })}`;
}

function setup(options: FakeBrowserOptions, config = fixedConfig()) {
  const fake = createFakeBrowser(options);
  return { ...fake, blocklist: createBlocklistEnforcer(fake.browser, config) };
}

describe('parseBlocklist', () => {
  it('reads the list with or without the XSSI prefix', () => {
    expect(parseBlocklist(blocklistBody([A]))).toEqual({
      ids: [A],
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(parseBlocklist(JSON.stringify({ ids: [], updatedAt: null }))).toEqual({
      ids: [],
      updatedAt: null,
    });
  });

  it('rejects what is not a blocklist', () => {
    expect(() => parseBlocklist(')]}\',\n{"ids": ["nope"], "updatedAt": null}')).toThrow();
    expect(() => parseBlocklist('<html>')).toThrow();
  });
});

describe('shouldDisable', () => {
  const blocked = new Set([A, SELF_ID]);
  it('turns off enabled user installs only', () => {
    expect(shouldDisable(extension(A), blocked, SELF_ID)).toBe(true);
    expect(shouldDisable(extension(A, { installType: 'development' }), blocked, SELF_ID)).toBe(
      true,
    );
    expect(shouldDisable(extension(A, { installType: 'sideload' }), blocked, SELF_ID)).toBe(true);
    expect(shouldDisable(extension(A, { installType: 'admin' }), blocked, SELF_ID)).toBe(false);
    expect(shouldDisable(extension(A, { installType: 'other' }), blocked, SELF_ID)).toBe(false);
    expect(shouldDisable(extension(A, { enabled: false }), blocked, SELF_ID)).toBe(false);
    expect(shouldDisable(extension(B), blocked, SELF_ID)).toBe(false);
  });

  it('never turns off the companion, whatever its install type', () => {
    expect(shouldDisable(extension(SELF_ID), blocked, SELF_ID)).toBe(false);
  });
});

describe('refresh', () => {
  const installed = [
    extension(A),
    extension(B, { installType: 'admin' }),
    extension(D, { installType: 'development' }),
    extension(E, { enabled: false }),
    extension(F),
    extension(G, { installType: 'sideload' }),
  ];

  it('fetches the list, keeps it and turns off blocked user installs', async () => {
    const fake = setup({
      extensions: [...installed, extension(SELF_ID)],
      responses: { [BLOCKLIST_URL]: blocklistBody([A, B, D, E, G, SELF_ID]) },
    });
    const result = await fake.blocklist.refresh();
    expect(result).toEqual({ disabled: [A, D, G] });
    expect(fake.fetched).toEqual([BLOCKLIST_URL]);
    expect(fake.setEnabledCalls).toEqual([
      [A, false],
      [D, false],
      [G, false],
    ]);
    expect(fake.extensions.get(SELF_ID)?.enabled).toBe(true);
    expect(fake.extensions.get(B)?.enabled).toBe(true);
    expect(fake.extensions.get(F)?.enabled).toBe(true);
    expect(fake.storage.get(BLOCKLIST_STORAGE_KEY)).toMatchObject({
      ids: [A, B, D, E, G, SELF_ID],
    });
  });

  it('applies the kept list when the store cannot be reached', async () => {
    const fake = setup({
      extensions: installed,
      responses: { [BLOCKLIST_URL]: new Error('Failed to fetch') },
    });
    fake.storage.set(BLOCKLIST_STORAGE_KEY, { ids: [F], updatedAt: null });
    const result = await fake.blocklist.refresh();
    expect(result.disabled).toEqual([F]);
    expect(result.error).toContain('Failed to fetch');
    expect(fake.storage.get(BLOCKLIST_STORAGE_KEY)).toEqual({ ids: [F], updatedAt: null });
  });

  it('keeps going when one extension cannot be turned off', async () => {
    const fake = setup({
      extensions: installed,
      responses: { [BLOCKLIST_URL]: blocklistBody([A, F]) },
      setEnabledFailures: { [A]: 'nope' },
    });
    expect(await fake.blocklist.refresh()).toEqual({ disabled: [F] });
    expect(fake.logs.some((line) => line.includes(A))).toBe(true);
  });

  it('shares one run between callers that ask at once', async () => {
    const fake = setup({
      extensions: installed,
      responses: { [BLOCKLIST_URL]: blocklistBody([A]) },
    });
    const [first, second] = await Promise.all([fake.blocklist.refresh(), fake.blocklist.refresh()]);
    expect(first).toBe(second);
    expect(fake.fetched).toHaveLength(1);
    await fake.blocklist.refresh();
    expect(fake.fetched).toHaveLength(2);
  });

  it('reads nothing without store.json', async () => {
    const fake = setup({ extensions: installed }, NO_STORE_CONFIG);
    const result = await fake.blocklist.refresh();
    expect(result.disabled).toEqual([]);
    expect(result.error).toMatch(/store\.json/);
    expect(fake.fetched).toEqual([]);
  });

  it('answers the refreshBlocklist message with the ids turned off, or FAILED', async () => {
    const fake = setup({
      extensions: installed,
      responses: { [BLOCKLIST_URL]: blocklistBody([A]) },
    });
    const context = { ...bridgeDeps(fake.browser), blocklist: fake.blocklist, sender: {} };
    expect(await refreshBlocklist({ type: 'refreshBlocklist' }, context)).toEqual({
      ok: true,
      disabled: [A],
    });
    const offline = setup({ extensions: installed });
    const offlineContext = {
      ...bridgeDeps(offline.browser),
      blocklist: offline.blocklist,
      sender: {},
    };
    expect(await refreshBlocklist({ type: 'refreshBlocklist' }, offlineContext)).toMatchObject({
      ok: false,
      error: { code: 'FAILED' },
    });
  });
});

describe('applyTo', () => {
  it('turns off a newly installed or re-enabled blocked extension from the kept list', async () => {
    const fake = setup({ extensions: [extension(A), extension(B)] });
    fake.storage.set(BLOCKLIST_STORAGE_KEY, { ids: [A, SELF_ID], updatedAt: null });
    expect(await fake.blocklist.applyTo(extension(A))).toBe(true);
    expect(await fake.blocklist.applyTo(extension(B))).toBe(false);
    expect(await fake.blocklist.applyTo(extension(SELF_ID))).toBe(false);
    expect(await fake.blocklist.applyTo(extension(A, { installType: 'admin' }))).toBe(false);
    expect(fake.setEnabledCalls).toEqual([[A, false]]);
    expect(fake.fetched).toEqual([]);
  });

  it('does nothing before any list was read', async () => {
    const fake = setup({ extensions: [extension(A)] });
    expect(await fake.blocklist.applyTo(extension(A))).toBe(false);
  });
});

describe("the browser group's blocklist", () => {
  const GROUP = '3f1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f';
  const OTHER = '9a1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f';

  it('names the group in the address, or leaves it as it is without one', () => {
    expect(blocklistUrlFor(BLOCKLIST_URL, GROUP)).toBe(`${BLOCKLIST_URL}?group=${GROUP}`);
    expect(blocklistUrlFor(BLOCKLIST_URL, null)).toBe(BLOCKLIST_URL);
  });

  it("reads the list of the group the policy names and turns off the group's blocks", async () => {
    const fake = createFakeBrowser({
      extensions: [extension(A), extension(B)],
      managed: { groupId: GROUP },
      responses: {
        [`${BLOCKLIST_URL}?group=${GROUP}`]: blocklistBody([A]),
        [`${BLOCKLIST_URL}?group=${OTHER}`]: blocklistBody([B]),
      },
    });
    const managed = createManagedSettings(fake.browser);
    const blocklist = createBlocklistEnforcer(fake.browser, fixedConfig(), managed);
    expect((await blocklist.refresh()).disabled).toEqual([A]);
    expect(fake.fetched).toEqual([`${BLOCKLIST_URL}?group=${GROUP}`]);

    // A new file moves the browser to another group: the next read is that group's list.
    fake.setManaged({ groupId: OTHER });
    expect((await blocklist.refresh()).disabled).toEqual([B]);
    expect(fake.fetched.at(-1)).toBe(`${BLOCKLIST_URL}?group=${OTHER}`);
  });
});
