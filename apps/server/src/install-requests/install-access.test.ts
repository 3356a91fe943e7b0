import type { BrowserGroupDetail, InstallAccess } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { extensionZip } from '../test/extension-package.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import { publish, uploadNewItem } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
let developer: TestClient;
/** An allowlist group: its browsers may add only the items its entries let them have. */
let allowlist = '';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  const owner = await createUser(t.database.db);
  await createCreator(t.database.db, owner.id);
  developer = new TestClient(t.app);
  await signIn(t.database.db, developer, owner.id);
  const created = await admin.post('/admin/api/groups', {
    name: 'Finance',
    installMode: 'allowlist',
  });
  allowlist = jsonOf<BrowserGroupDetail>(created).id;
});
afterAll(() => t.close());

async function publishedItem(): Promise<string> {
  const id = await uploadNewItem(developer, await extensionZip());
  await publish(t, admin, id);
  return id;
}

async function visitor() {
  const user = await createUser(t.database.db);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return client;
}

async function access(client: TestClient, extensionId: string, groupId?: string) {
  const group = groupId ? `&groupId=${groupId}` : '';
  return client.get(`/ajax/install-access?extensionId=${extensionId}${group}`);
}

async function accessOf(client: TestClient, extensionId: string, groupId?: string) {
  const answer = await access(client, extensionId, groupId);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<InstallAccess>(answer);
}

async function setMode(groupId: string, extensionId: string, mode: string) {
  const answer = await admin.put(`/admin/api/groups/${groupId}/items/${extensionId}`, { mode });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('install access', () => {
  it('lets browsers without a group, or in an open group, add what the group does not block', async () => {
    const item = await publishedItem();
    const anonymous = new TestClient(t.app);
    // Add opens the store's own package: no group, no staged release.
    expect(await accessOf(anonymous, item)).toEqual({
      allowed: true,
      request: null,
      crxUrl: `/crx/${item}/1.0.0.crx`,
    });
    const defaultGroup = await t.database.db
      .selectFrom('browser_groups')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    await setMode(defaultGroup.id, item, 'blocked');
    expect(await accessOf(anonymous, item)).toMatchObject({ allowed: false });
    await admin.request({
      method: 'DELETE',
      url: `/admin/api/groups/${defaultGroup.id}/items/${item}`,
    });
    expect(await accessOf(anonymous, item)).toMatchObject({ allowed: true });
  });

  it("follows an allowlist group's entries: allowed, pre-installed and required items need no request", async () => {
    const item = await publishedItem();
    const client = await visitor();
    expect(await accessOf(client, item, allowlist)).toEqual({
      allowed: false,
      request: null,
      crxUrl: null,
    });
    for (const mode of ['allowed', 'normal_installed', 'force_installed']) {
      await setMode(allowlist, item, mode);
      const answer = await accessOf(client, item, allowlist);
      expect(answer.allowed, mode).toBe(true);
      // The group's own copy, whose manifest names the group's update address.
      expect(answer.crxUrl).toBe(`/crx/${item}/1.0.0.crx?group=${allowlist}`);
    }
    await setMode(allowlist, item, 'removed');
    expect((await accessOf(client, item, allowlist)).allowed).toBe(false);
  });

  it("answers the signed-in visitor's latest request for the item, and only theirs", async () => {
    const item = await publishedItem();
    const client = await visitor();
    const other = await visitor();
    const sent = await client.post('/ajax/install-requests', {
      extensionId: item,
      reason: 'For the payroll export.',
      groupId: allowlist,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = jsonOf<{ id: string }>(sent).id;
    expect(await accessOf(client, item, allowlist)).toMatchObject({
      allowed: false,
      request: {
        id: requestId,
        state: 'open',
        groupName: 'Finance',
        reason: 'For the payroll export.',
      },
    });
    expect((await accessOf(other, item, allowlist)).request).toBeNull();
    expect((await accessOf(new TestClient(t.app), item, allowlist)).request).toBeNull();

    await admin.post(`/admin/api/install-requests/${requestId}/deny`, {
      reason: 'Not vetted yet.',
    });
    expect((await accessOf(client, item, allowlist)).request).toMatchObject({
      state: 'denied',
      decisionReason: 'Not vetted yet.',
    });
    const again = await client.post('/ajax/install-requests', {
      extensionId: item,
      reason: 'It has been vetted now.',
      groupId: allowlist,
    });
    const againId = jsonOf<{ id: string }>(again).id;
    await admin.post(`/admin/api/install-requests/${againId}/approve`, { mode: 'allowed' });
    expect(await accessOf(client, item, allowlist)).toMatchObject({
      allowed: true,
      request: { id: againId, state: 'approved' },
    });
  });

  it('refuses unknown groups, unlisted items and malformed input', async () => {
    const item = await publishedItem();
    const client = await visitor();
    expectError(
      await access(client, item, '00000000-0000-4000-8000-000000000000'),
      404,
      'GROUP_NOT_FOUND',
    );
    const draft = await uploadNewItem(developer, await extensionZip());
    expectError(await access(client, draft), 404, 'EXTENSION_NOT_FOUND');
    expectError(await access(client, item, 'not-a-uuid'), 400, 'INVALID_REQUEST');
    expectError(await client.get('/ajax/install-access?extensionId=nope'), 400, 'INVALID_REQUEST');
  });
});
