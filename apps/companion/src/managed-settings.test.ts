import { describe, expect, it } from 'vitest';
import { hello } from './handlers.js';
import managedSchema from './managed-schema.json' with { type: 'json' };
import {
  createManagedSettings,
  NO_MANAGED_SETTINGS,
  parseManagedSettings,
} from './managed-settings.js';
import { bridgeDeps, createFakeBrowser, STORE_ORIGIN } from './test/fake-browser.js';

const GROUP = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_GROUP = '0b7e1c9d-2a3f-4e5d-9c8b-7a6f5e4d3c2b';
const SENDER = { origin: STORE_ORIGIN, url: `${STORE_ORIGIN}/extensions/popular` };

function setup(options: Parameters<typeof createFakeBrowser>[0] = {}) {
  const fake = createFakeBrowser(options);
  const deps = bridgeDeps(fake.browser);
  const sayHello = () => hello({ type: 'hello' }, { ...deps, sender: SENDER });
  return { ...fake, deps, sayHello };
}

describe('managed settings', () => {
  it('reads the group the policy names when the worker starts, and says it in hello', async () => {
    const { sayHello, managedReads } = setup({
      managed: { groupId: GROUP, storeOrigin: STORE_ORIGIN, inventoryReports: true },
    });
    expect(await sayHello()).toEqual({
      ok: true,
      companionVersion: '1.2.3.4',
      incognito: false,
      manifestVersions: [3],
      groupId: GROUP,
    });
    await sayHello();
    // Kept for the life of the worker: read once, not at every message.
    expect(managedReads()).toBe(1);
  });

  it('answers a null group without a policy', async () => {
    const { sayHello } = setup();
    expect(await sayHello()).toMatchObject({ ok: true, groupId: null });
  });

  it('follows a policy change without a restart', async () => {
    const fake = createFakeBrowser({ managed: { groupId: GROUP } });
    const managed = createManagedSettings(fake.browser);
    expect((await managed.get()).groupId).toBe(GROUP);

    fake.setManaged({ groupId: OTHER_GROUP, storeOrigin: STORE_ORIGIN });
    expect(await managed.get()).toEqual({
      groupId: OTHER_GROUP,
      storeOrigin: STORE_ORIGIN,
      inventoryReports: false,
      policyVersion: null,
    });

    // The policy no longer names a group: the browser is back to none.
    fake.setManaged({});
    expect(await managed.get()).toEqual(NO_MANAGED_SETTINGS);
  });

  it('reads again until it finds settings, as they may arrive after the worker started without an event', async () => {
    const fake = createFakeBrowser();
    const managed = createManagedSettings(fake.browser);
    expect(await managed.get()).toEqual(NO_MANAGED_SETTINGS);
    fake.setManaged({ groupId: GROUP, storeOrigin: STORE_ORIGIN }, { silently: true });
    expect((await managed.get()).groupId).toBe(GROUP);
    // Found once, they are kept until a change event.
    const reads = fake.managedReads();
    await managed.get();
    expect(fake.managedReads()).toBe(reads);
  });

  it('answers the latest read when a change arrives during the first one', async () => {
    const fake = createFakeBrowser({ managed: { groupId: GROUP } });
    const managed = createManagedSettings(fake.browser);
    const first = managed.get();
    fake.setManaged({ groupId: OTHER_GROUP });
    expect((await first).groupId).toBe(GROUP);
    expect((await managed.get()).groupId).toBe(OTHER_GROUP);
  });

  it('reads values of the wrong type or shape as unset, each on its own', () => {
    for (const groupId of [42, true, ['x'], { id: GROUP }, '', 'not-a-uuid', `${GROUP}x`]) {
      expect(parseManagedSettings({ groupId, storeOrigin: STORE_ORIGIN })).toEqual({
        groupId: null,
        storeOrigin: STORE_ORIGIN,
        inventoryReports: false,
        policyVersion: null,
      });
    }
    const version = '2026-11-18T09:15:00.000Z';
    expect(parseManagedSettings({ groupId: GROUP, policyVersion: version }).policyVersion).toBe(
      version,
    );
    for (const policyVersion of [20261118, '2026-11-18', 'yesterday', '2026-13-45T99:99:99Z']) {
      expect(parseManagedSettings({ groupId: GROUP, policyVersion })).toMatchObject({
        groupId: GROUP,
        policyVersion: null,
      });
    }
    for (const storeOrigin of [
      8080,
      'store.example.com',
      'https://store.example.com/',
      'https://store.example.com/path',
      'javascript:alert(1)',
      'ftp://store.example.com',
    ]) {
      expect(parseManagedSettings({ groupId: GROUP, storeOrigin }).storeOrigin).toBeNull();
    }
    expect(parseManagedSettings({ inventoryReports: 'true' }).inventoryReports).toBe(false);
    expect(parseManagedSettings({ inventoryReports: true }).inventoryReports).toBe(true);
    // A group written in capitals is the same group.
    expect(parseManagedSettings({ groupId: GROUP.toUpperCase() }).groupId).toBe(GROUP);
  });

  it('answers a null group in hello when the policy holds a bad one', async () => {
    const { sayHello } = setup({ managed: { groupId: 12345, storeOrigin: STORE_ORIGIN } });
    expect(await sayHello()).toMatchObject({ ok: true, groupId: null });
  });

  it('answers hello with a null group when managed storage cannot be read', async () => {
    const { sayHello, logs } = setup({ managedFailure: new Error('managed storage is gone') });
    expect(await sayHello()).toMatchObject({ ok: true, groupId: null });
    expect(logs).toContain('Could not read the managed settings');
  });
});

/**
 * What Chromium accepts as a managed schema (components/policy/core/common/schema.cc,
 * `Schema::Parse`): an object at the top without `additionalProperties` or
 * `patternProperties`, every property of exactly one known type, and per type only the
 * attributes Chromium's table lists (others are ignored, so they would check nothing).
 */
const CHROMIUM_ATTRIBUTES: Record<string, string[]> = {
  string: ['description', 'enum', 'id', 'pattern', 'sensitiveValue', 'title', 'type'],
  boolean: ['description', 'id', 'sensitiveValue', 'title', 'type'],
};

describe('managed-schema.json', () => {
  const schema: { type: string; properties: Record<string, Record<string, unknown>> } =
    managedSchema;

  it('is a schema Chromium loads, declaring exactly the settings the companion reads', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(schema).sort()).toEqual(['properties', 'type']);
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(NO_MANAGED_SETTINGS).sort());
    for (const [name, property] of Object.entries(schema.properties)) {
      const allowed = CHROMIUM_ATTRIBUTES[property.type as string];
      expect(allowed, `${name} has a type Chromium reads here`).toBeDefined();
      for (const attribute of Object.keys(property)) {
        expect(allowed, `${name}.${attribute}`).toContain(attribute);
      }
    }
    expect(schema.properties.groupId?.type).toBe('string');
    expect(schema.properties.storeOrigin?.type).toBe('string');
    expect(schema.properties.inventoryReports?.type).toBe('boolean');
    expect(schema.properties.policyVersion?.type).toBe('string');
  });

  it("lets through what the store's policy writes, and stops what it never writes", () => {
    const groupPattern = new RegExp(schema.properties.groupId?.pattern as string);
    const originPattern = new RegExp(schema.properties.storeOrigin?.pattern as string);
    expect(groupPattern.test(crypto.randomUUID())).toBe(true);
    expect(groupPattern.test('not-a-uuid')).toBe(false);
    expect(groupPattern.test(`${GROUP}/x`)).toBe(false);
    for (const origin of ['https://store.example.com', 'http://127.0.0.1:8080']) {
      expect(originPattern.test(origin)).toBe(true);
    }
    for (const origin of ['https://store.example.com/', 'store.example.com', 'file:///etc']) {
      expect(originPattern.test(origin)).toBe(false);
    }
    const versionPattern = new RegExp(schema.properties.policyVersion?.pattern as string);
    expect(versionPattern.test(new Date().toISOString())).toBe(true);
    for (const version of ['2026-11-18', '2026-11-18T09:15:00+09:00', 'yesterday']) {
      expect(versionPattern.test(version)).toBe(false);
    }
  });
});
