import type {
  BrowserGroupDetail,
  BrowserPolicyFile,
  InstallRequestOverview,
  OwnInstallRequestList,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floodScope } from '../ratings/flood-limit.js';
import {
  createTestApp,
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
const companion = companionTemplate();
/** An allowlist group the tests' visitors' browsers belong to. */
let allowlist = '';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080', COMPANION_DIST: companion.dir });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  const owner = await createUser(t.database.db);
  await createCreator(t.database.db, owner.id);
  developer = new TestClient(t.app);
  await signIn(t.database.db, developer, owner.id);
  const created = await admin.post('/admin/api/groups', {
    name: 'Locked down',
    installMode: 'allowlist',
  });
  allowlist = jsonOf<BrowserGroupDetail>(created).id;
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

async function visitor(nickname = 'Mina') {
  const user = await createUser(t.database.db, { nickname });
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return { client, user };
}

async function publishedItem(): Promise<string> {
  const id = await uploadNewItem(developer, await extensionZip());
  await publish(t, admin, id);
  return id;
}

async function ask(client: TestClient, extensionId: string, extra: Record<string, unknown> = {}) {
  return client.post('/ajax/install-requests', {
    extensionId,
    reason: 'I need it for the quarterly report.',
    groupId: allowlist,
    ...extra,
  });
}

async function overview(state = 'open') {
  return jsonOf<InstallRequestOverview>(
    await admin.get(`/admin/api/install-requests?state=${state}`),
  );
}

async function ownRequests(client: TestClient) {
  return jsonOf<OwnInstallRequestList>(await client.get('/ajax/install-requests')).requests;
}

async function groupSettings(groupId: string): Promise<Record<string, Record<string, unknown>>> {
  const file = await admin.get(`/admin/api/browser-policy?group=${groupId}`);
  return JSON.parse(jsonOf<BrowserPolicyFile>(file).content).ExtensionSettings;
}

describe('install requests', () => {
  it('asks only signed-in visitors, and only for what their group does not already allow', async () => {
    const item = await publishedItem();
    expectError(await ask(new TestClient(t.app), item), 401, 'LOGIN_REQUIRED');
    const { client } = await visitor();
    // The default group is open: anything listed may be added without asking.
    expectError(await ask(client, item, { groupId: null }), 409, 'INSTALL_REQUEST_NOT_NEEDED');
    expectError(
      await ask(client, item, { groupId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'GROUP_NOT_FOUND',
    );
    const draft = await uploadNewItem(developer, await extensionZip());
    expectError(await ask(client, draft), 404, 'EXTENSION_NOT_FOUND');
    expectError(await ask(client, item, { reason: '  ' }), 400, 'INVALID_REQUEST');
    expect(await ownRequests(client)).toEqual([]);
  });

  it('keeps one open request per visitor and item, listed with its state', async () => {
    const item = await publishedItem();
    const { client } = await visitor();
    const sent = await ask(client, item);
    expect(sent.statusCode, sent.body).toBe(201);
    expectError(await ask(client, item), 409, 'INSTALL_REQUEST_OPEN');
    expect(await ownRequests(client)).toMatchObject([
      { extensionId: item, groupId: allowlist, groupName: 'Locked down', state: 'open' },
    ]);
  });

  it('approves for the group: the policy allows the item and every requester from the group is told', async () => {
    const item = await publishedItem();
    const first = await visitor('Jun');
    const second = await visitor('Hana');
    const sent = await ask(first.client, item);
    await second.client.post('/ajax/install-requests?hl=ko', {
      extensionId: item,
      reason: '보고서 작성에 필요합니다.',
      groupId: allowlist,
    });
    const listed = (await overview()).items.find((entry) => entry.extensionId === item);
    expect(listed).toMatchObject({ openCount: 2 });
    expect(listed?.requests.map((request) => request.requester.nickname)).toEqual(['Jun', 'Hana']);

    const requestId = jsonOf<{ id: string }>(sent).id;
    const approved = await admin.post(`/admin/api/install-requests/${requestId}/approve`, {
      mode: 'normal_installed',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await groupSettings(allowlist))[item]).toMatchObject({
      installation_mode: 'normal_installed',
    });
    expect((await ownRequests(second.client))[0]).toMatchObject({ state: 'approved' });
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient', 'language', 'subject'])
      .where('item_id', '=', item)
      .where('kind', 'like', 'request.%')
      .orderBy('language')
      .execute();
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'request.approved',
        recipient: first.user.email,
        language: 'en',
      }),
      expect.objectContaining({
        kind: 'request.approved',
        recipient: second.user.email,
        language: 'ko',
      }),
    ]);
    expect(mails[1]?.subject).toMatch(/^승인됨/);
    expectError(
      await admin.post(`/admin/api/install-requests/${requestId}/deny`, { reason: 'Too late' }),
      409,
      'INSTALL_REQUEST_DECIDED',
    );
  });

  it('denies with a reason the requester reads, in the list and by mail', async () => {
    const item = await publishedItem();
    const { client, user } = await visitor();
    const requestId = jsonOf<{ id: string }>(await ask(client, item)).id;
    expectError(
      await admin.post(`/admin/api/install-requests/${requestId}/deny`, { reason: '' }),
      400,
      'INVALID_REQUEST',
    );
    const denied = await admin.post(`/admin/api/install-requests/${requestId}/deny`, {
      reason: 'It sends page contents to a third party.',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect((await ownRequests(client))[0]).toMatchObject({
      state: 'denied',
      decisionReason: 'It sends page contents to a third party.',
    });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient', 'text_body'])
      .where('item_id', '=', item)
      .where('kind', 'like', 'request.%')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'request.denied', recipient: user.email });
    expect(mail.text_body).toContain('It sends page contents to a third party.');
    expect((await groupSettings(allowlist))[item]).toBeUndefined();
    expect((await overview('denied')).items.map((entry) => entry.extensionId)).toContain(item);
  });

  it("lets a visitor withdraw their own open request and nobody else's", async () => {
    const item = await publishedItem();
    const owner = await visitor();
    const other = await visitor();
    const requestId = jsonOf<{ id: string }>(await ask(owner.client, item)).id;
    const url = `/ajax/install-requests/${requestId}`;
    expectError(
      await other.client.request({ method: 'DELETE', url }),
      404,
      'INSTALL_REQUEST_NOT_FOUND',
    );
    const withdrawn = await owner.client.request({ method: 'DELETE', url });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await ownRequests(owner.client))[0]?.state).toBe('withdrawn');
    // Withdrawn, it no longer blocks asking again.
    expect((await ask(owner.client, item)).statusCode).toBe(201);
  });

  it('limits requests per account and hour, writing nothing past the limit', async () => {
    const item = await publishedItem();
    const { client, user } = await visitor();
    await t.database.db
      .insertInto('attempt_limits')
      .values({
        scope: floodScope('install_request'),
        key: user.id,
        counted: 10,
        running: 0,
        last_at: new Date(),
        running_until: new Date(),
      })
      .execute();
    expectError(await ask(client, item), 429, 'RATE_LIMITED');
    expect(await ownRequests(client)).toEqual([]);
  });

  it('keeps the console calls for administrators and refuses forged writes', async () => {
    const { client } = await visitor();
    await expectNotFoundTo(
      [
        ['visitor', client],
        ['developer', developer],
      ],
      [
        ['GET', '/admin/api/install-requests'],
        ['POST', '/admin/api/install-requests/1/approve', { mode: 'allowed' }],
        ['POST', '/admin/api/install-requests/1/deny', { reason: 'no' }],
      ],
    );
    await expectForgeryRefused(client, {
      method: 'POST',
      url: '/ajax/install-requests',
      payload: { extensionId: 'a'.repeat(32), reason: 'x', groupId: allowlist },
    });
  });
});
