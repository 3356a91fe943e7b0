import {
  type AuditPage,
  type BrowserGroupDetail,
  type BrowserGroupList,
  type BrowserPolicyFile,
  CHROME_WEB_STORE_UPDATE_URL,
  OUTSIDE_ITEM_DESCRIPTION_MAX,
  OUTSIDE_ITEM_NAME_MAX,
  type OutsideItem,
  type OutsideItemIcon,
  type OutsideItemList,
  type PublicOutsideItem,
  type PublicOutsideItemList,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  errorOf,
  expectError,
  expectNotFoundTo,
  jsonOf,
  type TestApp,
  TestClient,
} from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { extensionZip, png } from '../test/extension-package.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import { postForm } from '../test/multipart.js';
import { publish, uploadNewItem } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
const companion = companionTemplate();

const GRAMMAR = 'kbfnbcaeplbcioakkpcpgfkobkghlhen';
const DARK = 'eimadpbcbfnmbkopoojfekhnkhdbieeh';
const LOCAL = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const LOCAL_URL = 'http://127.0.0.1:9999/updates.xml';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080', COMPANION_DIST: companion.dir });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  const owner = await createUser(t.database.db);
  await createCreator(t.database.db, owner.id);
  developer = new TestClient(t.app);
  await signIn(t.database.db, developer, owner.id);
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

async function add(body: Record<string, unknown>): Promise<OutsideItem> {
  const created = await admin.post('/admin/api/outside-items', body);
  expect(created.statusCode, created.body).toBe(201);
  return jsonOf<OutsideItem>(created);
}

async function groups(): Promise<BrowserGroupList['groups']> {
  return jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
}

async function createGroup(name: string): Promise<BrowserGroupDetail> {
  const created = await admin.post('/admin/api/groups', { name });
  expect(created.statusCode, created.body).toBe(201);
  return jsonOf<BrowserGroupDetail>(created);
}

async function linuxPolicy(groupId: string): Promise<{
  ExtensionSettings: Record<string, Record<string, unknown>>;
}> {
  const file = await admin.get(
    `/admin/api/browser-policy?browser=chromium&platform=linux&group=${groupId}`,
  );
  expect(file.statusCode, file.body).toBe(200);
  return JSON.parse(jsonOf<BrowserPolicyFile>(file).content);
}

async function visible(groupId?: string, hl = 'en'): Promise<PublicOutsideItemList> {
  const query = groupId ? `groupId=${groupId}&hl=${hl}` : `hl=${hl}`;
  const response = await new TestClient(t.app).get(`/ajax/outside-items?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<PublicOutsideItemList>(response);
}

describe('items from elsewhere', () => {
  it('adds, lists, edits and deletes an item, with its source and icon, each change in the log', async () => {
    const form = await postForm(admin, '/admin/api/outside-items/icons', [
      { name: 'file', filename: 'icon.png', contentType: 'image/png', data: await png(128, 128) },
    ]);
    expect(form.statusCode, form.body).toBe(201);
    const { icon } = jsonOf<OutsideItemIcon>(form);

    const created = await add({
      extensionId: GRAMMAR,
      updateUrl: CHROME_WEB_STORE_UPDATE_URL,
      name: 'Grammar helper',
      nameKo: '문법 도우미',
      description: 'Checks your writing.',
      icon,
      pageUrl: `https://chromewebstore.google.com/detail/${GRAMMAR}`,
    });
    expect(created).toMatchObject({
      extensionId: GRAMMAR,
      source: 'Chrome Web Store',
      nameKo: '문법 도우미',
      icon,
      blocked: false,
      groupCount: 0,
    });
    await add({ extensionId: LOCAL, updateUrl: LOCAL_URL, name: 'Local tool' });
    const list = jsonOf<OutsideItemList>(await admin.get('/admin/api/outside-items')).items;
    expect(list.map((item) => [item.extensionId, item.source])).toEqual([
      [GRAMMAR, 'Chrome Web Store'],
      [LOCAL, '127.0.0.1'],
    ]);

    const edited = await admin.patch(`/admin/api/outside-items/${LOCAL}`, {
      name: 'Local helper',
      descriptionKo: '로컬 도구',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(jsonOf<OutsideItem>(edited)).toMatchObject({
      name: 'Local helper',
      descriptionKo: '로컬 도구',
    });
    expect(jsonOf<OutsideItem>(await admin.get(`/admin/api/outside-items/${LOCAL}`)).name).toBe(
      'Local helper',
    );

    expect((await admin.delete(`/admin/api/outside-items/${LOCAL}`)).statusCode).toBe(200);
    expectError(
      await admin.get(`/admin/api/outside-items/${LOCAL}`),
      404,
      'OUTSIDE_ITEM_NOT_FOUND',
    );
    expectError(
      await admin.delete(`/admin/api/outside-items/${LOCAL}`),
      404,
      'OUTSIDE_ITEM_NOT_FOUND',
    );

    for (const action of ['outside_item.create', 'outside_item.update', 'outside_item.delete']) {
      const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?action=${action}`));
      expect(log.items.length, action).toBeGreaterThan(0);
    }
  });

  it('refuses a bad id, a hosted id, a taken id, a non-local http URL, a missing name, long texts and a foreign icon', async () => {
    const base = { updateUrl: CHROME_WEB_STORE_UPDATE_URL, name: 'Something' };
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const response = await admin.post('/admin/api/outside-items', body);
      expectError(response, status, code);
      return errorOf(response);
    };
    await refused(
      { ...base, extensionId: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' },
      400,
      'INVALID_REQUEST',
    );
    await refused({ ...base, extensionId: 'abc' }, 400, 'INVALID_REQUEST');
    const hosted = await uploadNewItem(developer, await extensionZip());
    const hostedError = await refused({ ...base, extensionId: hosted }, 409, 'OUTSIDE_ITEM_HOSTED');
    expect(hostedError.fields?.[0]?.field).toBe('extensionId');
    await refused({ ...base, extensionId: GRAMMAR }, 409, 'OUTSIDE_ITEM_EXISTS');
    const http = await refused(
      { ...base, extensionId: DARK, updateUrl: 'http://updates.example.com/crx' },
      400,
      'INVALID_REQUEST',
    );
    expect(http.fields?.map((field) => field.field)).toContain('updateUrl');
    await refused(
      { ...base, extensionId: DARK, updateUrl: 'ftp://example.com/x' },
      400,
      'INVALID_REQUEST',
    );
    await refused(
      { extensionId: DARK, updateUrl: CHROME_WEB_STORE_UPDATE_URL },
      400,
      'INVALID_REQUEST',
    );
    await refused({ ...base, extensionId: DARK, name: '  ' }, 400, 'INVALID_REQUEST');
    await refused(
      { ...base, extensionId: DARK, name: 'n'.repeat(OUTSIDE_ITEM_NAME_MAX + 1) },
      400,
      'INVALID_REQUEST',
    );
    await refused(
      { ...base, extensionId: DARK, descriptionKo: '설'.repeat(OUTSIDE_ITEM_DESCRIPTION_MAX + 1) },
      400,
      'INVALID_REQUEST',
    );
    await refused(
      { ...base, extensionId: DARK, pageUrl: 'javascript:alert(1)' },
      400,
      'INVALID_REQUEST',
    );
    await refused(
      { ...base, extensionId: DARK, icon: 'https://elsewhere.example.com/icon.png' },
      400,
      'INVALID_IMAGE',
    );
    expectError(
      await admin.patch(`/admin/api/outside-items/${GRAMMAR}`, { updateUrl: 'http://x.example/' }),
      400,
      'INVALID_REQUEST',
    );
    // Korean messages for a Korean console.
    const ko = await admin.post('/admin/api/outside-items?hl=ko', {
      ...base,
      extensionId: GRAMMAR,
    });
    expect(errorOf(ko).message).toContain('외부 항목');
  });

  it('is for administrators only', async () => {
    await expectNotFoundTo(
      [
        ['visitor', new TestClient(t.app)],
        ['developer', developer],
      ],
      [
        ['GET', '/admin/api/outside-items'],
        ['POST', '/admin/api/outside-items', { extensionId: DARK, ...{ name: 'x' } }],
        ['GET', `/admin/api/outside-items/${GRAMMAR}`],
        ['PATCH', `/admin/api/outside-items/${GRAMMAR}`, { name: 'Taken over' }],
        ['DELETE', `/admin/api/outside-items/${GRAMMAR}`],
        ['POST', '/admin/api/outside-items/icons'],
      ],
    );
    expect(jsonOf<OutsideItem>(await admin.get(`/admin/api/outside-items/${GRAMMAR}`)).name).toBe(
      'Grammar helper',
    );
  });

  it("is set per group like a store item, from its own update URL, and shown to that group's visitors", async () => {
    const sales = await createGroup('Sales');
    const [standard] = await groups();
    await add({
      extensionId: DARK,
      updateUrl: LOCAL_URL,
      name: 'Dark pages',
      nameKo: '어두운 페이지',
    });
    const before = (await groups()).find((group) => group.id === sales.id)!.policyChangedAt;
    const put = await admin.put(`/admin/api/groups/${sales.id}/items/${GRAMMAR}`, {
      mode: 'force_installed',
      blockedPermissions: ['debugger'],
      toolbarPin: 'force_pinned',
    });
    expect(put.statusCode, put.body).toBe(200);
    const detail = jsonOf<BrowserGroupDetail>(put);
    expect(detail.items).toEqual([
      expect.objectContaining({
        extensionId: GRAMMAR,
        name: 'Grammar helper',
        source: 'Chrome Web Store',
        mode: 'force_installed',
      }),
    ]);
    expect(detail.itemCount).toBe(1);
    expect(detail.policyChangedAt > before).toBe(true);
    await admin.put(`/admin/api/groups/${sales.id}/items/${DARK}`, { mode: 'allowed' });

    const policy = await linuxPolicy(sales.id);
    expect(policy.ExtensionSettings[GRAMMAR]).toEqual({
      installation_mode: 'force_installed',
      update_url: CHROME_WEB_STORE_UPDATE_URL,
      blocked_permissions: ['debugger'],
      toolbar_pin: 'force_pinned',
    });
    expect(policy.ExtensionSettings[DARK]).toEqual({
      installation_mode: 'allowed',
      update_url: LOCAL_URL,
    });
    // The default group's file says nothing of them.
    expect((await linuxPolicy(standard!.id)).ExtensionSettings[GRAMMAR]).toBeUndefined();

    // Visitors of the group see both, in their language; everyone else sees none.
    const seen = await visible(sales.id, 'ko');
    expect(seen.groupId).toBe(sales.id);
    expect(seen.items.map((item) => [item.extensionId, item.name, item.mode, item.source])).toEqual(
      [
        [GRAMMAR, '문법 도우미', 'force_installed', 'Chrome 웹 스토어'],
        [DARK, '어두운 페이지', 'allowed', '127.0.0.1'],
      ],
    );
    expect((await visible()).items).toEqual([]);
    const unknown = await visible('00000000-0000-4000-8000-000000000000');
    expect(unknown.groupId).toBe(standard!.id);
    expect((await visible('not-a-group')).items).toEqual([]);
    const one = await new TestClient(t.app).get(
      `/ajax/outside-items/${GRAMMAR}?groupId=${sales.id}`,
    );
    expect(jsonOf<PublicOutsideItem>(one).name).toBe('Grammar helper');
    expectError(
      await new TestClient(t.app).get(`/ajax/outside-items/${GRAMMAR}`),
      404,
      'OUTSIDE_ITEM_NOT_FOUND',
    );

    // A group that blocks it keeps it from its visitors.
    await admin.put(`/admin/api/groups/${sales.id}/items/${DARK}`, { mode: 'blocked' });
    expect((await linuxPolicy(sales.id)).ExtensionSettings[DARK]).toEqual({
      installation_mode: 'blocked',
    });
    expect((await visible(sales.id)).items.map((item) => item.extensionId)).toEqual([GRAMMAR]);
    // Returning it to the group default takes the entry away.
    await admin.delete(`/admin/api/groups/${sales.id}/items/${DARK}`);
    expect((await linuxPolicy(sales.id)).ExtensionSettings[DARK]).toBeUndefined();
    // An id that is neither the store's nor added from elsewhere is refused.
    expectError(
      await admin.put(`/admin/api/groups/${sales.id}/items/${'b'.repeat(32)}`, { mode: 'allowed' }),
      404,
      'EXTENSION_NOT_FOUND',
    );
  });

  it("blocks an item for the whole store in every group's file, and deleting it takes its entries away", async () => {
    const sales = (await groups()).find((group) => group.name === 'Sales')!;
    const [standard] = await groups();
    const blocked = await admin.patch(`/admin/api/outside-items/${GRAMMAR}`, { blocked: true });
    expect(jsonOf<OutsideItem>(blocked)).toMatchObject({ blocked: true, groupCount: 1 });
    for (const group of [standard!, sales]) {
      expect((await linuxPolicy(group.id)).ExtensionSettings[GRAMMAR]).toEqual({
        installation_mode: 'blocked',
      });
    }
    expect((await visible(sales.id)).items).toEqual([]);
    await admin.patch(`/admin/api/outside-items/${GRAMMAR}`, { blocked: false });
    expect((await visible(sales.id)).items).toHaveLength(1);

    const before = (await groups()).find((group) => group.id === sales.id)!;
    expect((await admin.delete(`/admin/api/outside-items/${GRAMMAR}`)).statusCode).toBe(200);
    const after = (await groups()).find((group) => group.id === sales.id)!;
    expect(after.itemCount).toBe(before.itemCount - 1);
    expect(after.policyChangedAt > before.policyChangedAt).toBe(true);
    expect((await linuxPolicy(sales.id)).ExtensionSettings[GRAMMAR]).toBeUndefined();
    expect((await visible(sales.id)).items).toEqual([]);
  });

  it('leaves a published store item set per group served by the store', async () => {
    const id = await uploadNewItem(developer, await extensionZip());
    await publish(t, admin, id);
    const [standard] = await groups();
    await admin.put(`/admin/api/groups/${standard!.id}/items/${id}`, { mode: 'normal_installed' });
    const entry = (await linuxPolicy(standard!.id)).ExtensionSettings[id];
    expect(entry).toMatchObject({
      installation_mode: 'normal_installed',
      override_update_url: true,
    });
    expect(entry?.update_url).toBe('http://store.test:8080/service/update2/crx');
  });
});
