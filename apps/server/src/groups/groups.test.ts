import type {
  AuditPage,
  BrowserGroupDetail,
  BrowserGroupList,
  BrowserPolicyFile,
  BrowsersOverview,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorOf,
  expectError,
  expectForgeryRefused,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  TestClient,
} from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { extensionZip } from '../test/extension-package.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import { publish, uploadNewItem } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
/** The companion's id, as the store signs it at start-up. */
let companionId = '';
const companion = companionTemplate();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080', COMPANION_DIST: companion.dir });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  const owner = await createUser(t.database.db);
  await createCreator(t.database.db, owner.id);
  developer = new TestClient(t.app);
  await signIn(t.database.db, developer, owner.id);
  companionId = jsonOf<BrowsersOverview>(await admin.get('/admin/api/browsers')).companion.id;
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

async function groups(): Promise<BrowserGroupList['groups']> {
  return jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
}

async function createGroup(body: Record<string, unknown>): Promise<BrowserGroupDetail> {
  const created = await admin.post('/admin/api/groups', body);
  expect(created.statusCode, created.body).toBe(201);
  return jsonOf<BrowserGroupDetail>(created);
}

/** The group's Linux policy file, parsed. */
async function linuxPolicy(groupId?: string): Promise<{
  ExtensionSettings: Record<string, Record<string, unknown>>;
  '3rdparty'?: { extensions: Record<string, Record<string, string>> };
}> {
  const query = groupId ? `&group=${groupId}` : '';
  const file = await admin.get(`/admin/api/browser-policy?browser=chromium&platform=linux${query}`);
  expect(file.statusCode, file.body).toBe(200);
  return JSON.parse(jsonOf<BrowserPolicyFile>(file).content);
}

async function publishedItem(): Promise<string> {
  const id = await uploadNewItem(developer, await extensionZip());
  await publish(t, admin, id);
  return id;
}

describe('browser groups', () => {
  it('has a default group from the start, whose policy names it to the companion', async () => {
    const list = await groups();
    expect(list.filter((group) => group.isDefault)).toHaveLength(1);
    const standard = list[0]!;
    expect(standard).toMatchObject({ isDefault: true, installMode: 'open', itemCount: 0 });
    const policy = await linuxPolicy();
    expect(policy['3rdparty']?.extensions[companionId]).toEqual({
      groupId: standard.id,
      storeOrigin: 'http://store.test:8080',
      policyVersion: standard.policyChangedAt,
    });
    expect(policy.ExtensionSettings['*']).toEqual({
      install_sources: ['http://store.test:8080/*'],
    });
  });

  it('is for administrators only, and refuses forged writes', async () => {
    const visitor = new TestClient(t.app);
    const [standard] = await groups();
    await expectNotFoundTo(
      [
        ['visitor', visitor],
        ['developer', developer],
      ],
      [
        ['GET', '/admin/api/groups'],
        ['POST', '/admin/api/groups', { name: 'Sales' }],
        ['GET', `/admin/api/groups/${standard!.id}`],
        ['PATCH', `/admin/api/groups/${standard!.id}`, { installMode: 'allowlist' }],
        ['DELETE', `/admin/api/groups/${standard!.id}`],
      ],
    );
    await expectForgeryRefused(admin, {
      method: 'POST',
      url: '/admin/api/groups',
      payload: { name: 'Forged' },
    });
    expect((await groups()).map((group) => group.name)).not.toContain('Forged');
  });

  it('creates a group, refuses a second one of the same name, and logs both changes', async () => {
    const created = await createGroup({ name: 'Engineering', description: 'Builders' });
    expect(created).toMatchObject({ name: 'Engineering', isDefault: false, items: [] });
    expectError(
      await admin.post('/admin/api/groups', { name: 'engineering' }),
      409,
      'GROUP_NAME_TAKEN',
    );
    expectError(await admin.post('/admin/api/groups', { name: '   ' }), 400, 'INVALID_REQUEST');
    const renamed = await admin.patch(`/admin/api/groups/${created.id}`, { name: 'Default' });
    expectError(renamed, 409, 'GROUP_NAME_TAKEN');
    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?action=group.create'));
    expect(log.items.some((entry) => entry.target === `group:${created.id}`)).toBe(true);
  });

  it('checks permission names and host patterns the way Chromium reads them', async () => {
    const group = await createGroup({ name: 'Finance' });
    const typo = await admin.patch(`/admin/api/groups/${group.id}?hl=ko`, {
      blockedPermissions: ['debugger', 'Tabs'],
    });
    expectError(typo, 400, 'PERMISSION_NAME_UNKNOWN');
    expect(errorOf(typo).fields?.[0]?.field).toBe('blockedPermissions.1');
    expect(errorOf(typo).message).toMatch(/권한/);
    const path = await admin.patch(`/admin/api/groups/${group.id}`, {
      runtimeBlockedHosts: ['https://intranet.example.com/admin'],
    });
    expectError(path, 400, 'HOST_PATTERN_INVALID');
    const unchanged = jsonOf<BrowserGroupDetail>(await admin.get(`/admin/api/groups/${group.id}`));
    expect(unchanged.blockedPermissions).toEqual([]);
    expect(unchanged.runtimeBlockedHosts).toEqual([]);
  });

  it('writes an allowlist group as a blocked "*" with the limits copied into each item', async () => {
    const item = await publishedItem();
    const group = await createGroup({ name: 'Support' });
    const changed = await admin.patch(`/admin/api/groups/${group.id}`, {
      installMode: 'allowlist',
      blockedPermissions: ['debugger'],
      runtimeBlockedHosts: ['*://*.intranet.example'],
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const set = await admin.put(`/admin/api/groups/${group.id}/items/${item}`, {
      mode: 'force_installed',
      runtimeBlockedHosts: ['https://payroll.example.com'],
      minimumVersion: '1.0.0',
      toolbarPin: 'force_pinned',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(jsonOf<BrowserGroupDetail>(set).items).toMatchObject([
      { extensionId: item, mode: 'force_installed', minimumVersion: '1.0.0' },
    ]);

    const policy = await linuxPolicy(group.id);
    expect(policy.ExtensionSettings['*']).toMatchObject({
      installation_mode: 'blocked',
      blocked_permissions: ['debugger'],
      runtime_blocked_hosts: ['*://*.intranet.example'],
    });
    expect(String(policy.ExtensionSettings['*']?.blocked_install_message)).toContain(
      'http://store.test:8080',
    );
    expect(policy.ExtensionSettings[item]).toEqual({
      installation_mode: 'force_installed',
      // The group's own address, so the item follows the group's release of it.
      update_url: `http://store.test:8080/service/update2/crx?group=${group.id}`,
      override_update_url: true,
      // The item's own host list replaces the group's; the permission list is the group's.
      blocked_permissions: ['debugger'],
      runtime_blocked_hosts: ['https://payroll.example.com'],
      minimum_version_required: '1.0.0',
      toolbar_pin: 'force_pinned',
    });
    expect(policy['3rdparty']?.extensions[companionId]?.groupId).toBe(group.id);
    // Another group's file is not touched.
    expect((await linuxPolicy()).ExtensionSettings[item]).toBeUndefined();

    const cleared = await admin.request({
      method: 'DELETE',
      url: `/admin/api/groups/${group.id}/items/${item}`,
    });
    expect(jsonOf<BrowserGroupDetail>(cleared).items).toEqual([]);
    expect((await linuxPolicy(group.id)).ExtensionSettings[item]).toBeUndefined();
  });

  it('says which entries Chromium will refuse for a permission their blocked list names', async () => {
    const id = await uploadNewItem(
      developer,
      await extensionZip({ extra: { permissions: ['debugger', 'storage'] } }),
    );
    await publish(t, admin, id);
    const group = await createGroup({ name: 'No debugging', blockedPermissions: ['debugger'] });
    const entry = async (body: Record<string, unknown>) => {
      const set = await admin.put(`/admin/api/groups/${group.id}/items/${id}`, body);
      expect(set.statusCode, set.body).toBe(200);
      return jsonOf<BrowserGroupDetail>(set).items.find((item) => item.extensionId === id);
    };
    // The group's list applies to an entry without its own…
    expect((await entry({ mode: 'force_installed' }))?.refusedPermissions).toEqual(['debugger']);
    // …an entry's own list replaces it, as the file writes it…
    expect(
      (await entry({ mode: 'allowed', blockedPermissions: ['storage', 'tabs'] }))
        ?.refusedPermissions,
    ).toEqual(['storage']);
    expect(
      (await entry({ mode: 'allowed', blockedPermissions: ['tabs'] }))?.refusedPermissions,
    ).toEqual([]);
    // …and a blocked item is refused anyway, for its block.
    expect((await entry({ mode: 'blocked' }))?.refusedPermissions).toEqual([]);
    const read = jsonOf<BrowserGroupDetail>(await admin.get(`/admin/api/groups/${group.id}`));
    expect(read.items.find((item) => item.extensionId === id)?.refusedPermissions).toEqual([]);
  });

  it('refuses to pre-install what browsers could not install, and an unknown item or group', async () => {
    const [standard] = await groups();
    const draft = await uploadNewItem(developer, await extensionZip());
    expectError(
      await admin.put(`/admin/api/groups/${standard!.id}/items/${draft}`, {
        mode: 'normal_installed',
      }),
      409,
      'INSTALL_POLICY_NOT_PUBLISHED',
    );
    // Blocking or allowing asks nothing of the package.
    const blocked = await admin.put(`/admin/api/groups/${standard!.id}/items/${draft}`, {
      mode: 'blocked',
      blockedInstallMessage: 'Not for this department.',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await linuxPolicy()).ExtensionSettings[draft]).toEqual({
      installation_mode: 'blocked',
      blocked_install_message: 'Not for this department.',
    });
    expectError(
      await admin.put(`/admin/api/groups/${standard!.id}/items/${'a'.repeat(32)}`, {
        mode: 'allowed',
      }),
      404,
      'EXTENSION_NOT_FOUND',
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await admin.get(`/admin/api/groups/${missing}`), 404, 'GROUP_NOT_FOUND');
    expectError(
      await admin.get(`/admin/api/browser-policy?group=${missing}`),
      404,
      'GROUP_NOT_FOUND',
    );
    expectError(
      await admin.put(`/admin/api/groups/${standard!.id}/items/${draft}`, {
        mode: 'allowed',
        minimumVersion: '1.02',
      }),
      400,
      'MINIMUM_VERSION_INVALID',
    );
  });

  it('keeps the default group and deletes another with its entries', async () => {
    const [standard] = await groups();
    expectError(
      await admin.request({ method: 'DELETE', url: `/admin/api/groups/${standard!.id}` }),
      409,
      'DEFAULT_GROUP_KEPT',
    );
    const group = await createGroup({ name: 'Temporary' });
    const item = await publishedItem();
    await admin.put(`/admin/api/groups/${group.id}/items/${item}`, { mode: 'allowed' });
    const deleted = await admin.request({ method: 'DELETE', url: `/admin/api/groups/${group.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await admin.get(`/admin/api/groups/${group.id}`), 404, 'GROUP_NOT_FOUND');
    const left = await t.database.db
      .selectFrom('browser_group_items')
      .select('item_id')
      .where('group_id', '=', group.id)
      .execute();
    expect(left).toEqual([]);
  });
});
