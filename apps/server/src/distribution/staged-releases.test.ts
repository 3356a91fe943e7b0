import type {
  AuditPage,
  BrowserGroupDetail,
  BrowserGroupList,
  InstallAccess,
  ItemReleaseState,
  ProductDetail,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import {
  putInReview,
  revisionOf,
  uniqueZip,
  uploadNewItem,
  uploadUpdate,
} from '../test/review-items.js';
import { atMoment, checkEntry, chromiumUpdateCheck } from '../test/update-checks.js';

/**
 * Staged releases: an approval released to pilot groups first. Browsers of a pilot group get
 * the new version from their group's address and store page; the plain address, other groups'
 * addresses and their store-page installs keep the previous version until it is promoted, by
 * an administrator, by the developer when allowed, or by its date passing.
 */

const ORIGIN = 'http://store.test:8080';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: TestClient;
let developer: TestClient;
let defaultGroup = '';
let qa = '';
let sales = '';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  const owner = await createUser(t.database.db);
  await createCreator(t.database.db, owner.id);
  developer = new TestClient(t.app);
  await signIn(t.database.db, developer, owner.id);
  const groups = jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
  defaultGroup = groups.find((group) => group.isDefault)!.id;
  qa = jsonOf<BrowserGroupDetail>(await admin.post('/admin/api/groups', { name: 'QA' })).id;
  sales = jsonOf<BrowserGroupDetail>(await admin.post('/admin/api/groups', { name: 'Sales' })).id;
});
afterAll(() => t.close());

/** Approves the item's draft as the console does, with `staging` when given. */
function approve(id: string, revision: number, staging?: Record<string, unknown>) {
  return admin.post(`/admin/api/items/${id}/approve`, { revision, ...(staging && { staging }) });
}

/** Another developer, signed in (each has their own limit of uploads a minute). */
async function newDeveloper(): Promise<TestClient> {
  const user = await createUser(t.database.db);
  await createCreator(t.database.db, user.id);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return client;
}

/** A live item of `owner` at 1.0.0 with 1.1.0 waiting in review. */
async function itemWithUpdateInReview(owner?: TestClient): Promise<string> {
  const by = owner ?? (await newDeveloper());
  const id = await uploadNewItem(by, await uniqueZip({ version: '1.0.0' }));
  await putInReview(t, id);
  expect((await approve(id, await revisionOf(admin, id))).statusCode).toBe(200);
  await uploadUpdate(by, id, await uniqueZip({ version: '1.1.0' }));
  await putInReview(t, id);
  return id;
}

/** The version an update check offers to a browser running `installed`, or "noupdate". */
async function offered(id: string, installed: string, groupId?: string): Promise<string> {
  const entry = checkEntry(id, { version: installed });
  const answer = groupId
    ? await t.app.inject({
        url: `/service/update2/crx?group=${groupId}&x=${encodeURIComponent(entry)}`,
      })
    : await chromiumUpdateCheck(t, entry);
  expect(answer.statusCode, answer.body).toBe(200);
  if (answer.body.includes('status="noupdate"')) return 'noupdate';
  const match = /<updatecheck status="ok" codebase="([^"]+)" version="([^"]+)"/.exec(answer.body);
  expect(match, answer.body).not.toBeNull();
  // The plain address offers the store's package, a group's address the group's copy.
  expect(match![1]).toMatch(groupId ? new RegExp(`\\.crx\\?group=${groupId}$`) : /\.crx$/);
  return match![2]!;
}

async function releaseState(id: string, client = admin): Promise<ItemReleaseState> {
  const path = client === admin ? 'admin/api/items' : 'creator/api/extensions';
  const answer = await client.get(`/${path}/${id}/release`);
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<ItemReleaseState>(answer);
}

async function installAccess(id: string, groupId: string): Promise<InstallAccess> {
  const answer = await t.app.inject({
    url: `/ajax/install-access?extensionId=${id}&groupId=${groupId}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return jsonOf<InstallAccess>(answer);
}

async function releaseLog(id: string) {
  const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?area=releases&q=${id}`));
  return log.items.map((entry) => entry.action).sort();
}

describe('pilot groups', () => {
  it('refuses staging without a pilot group, and the default group as a pilot', async () => {
    const id = await itemWithUpdateInReview();
    const refused = await approve(id, await revisionOf(admin, id), { promoteAfterDays: 3 });
    expectError(refused, 409, 'RELEASE_NO_PILOT_GROUP');
    // Nothing was approved: the plain address still offers nothing newer than 1.0.0.
    expect(await offered(id, '1.0.0')).toBe('noupdate');

    const before = jsonOf<BrowserGroupDetail>(await admin.get(`/admin/api/groups/${qa}`));
    expectError(
      await admin.patch(`/admin/api/groups/${defaultGroup}`, { pilot: true }),
      409,
      'DEFAULT_GROUP_NOT_PILOT',
    );
    const marked = await admin.patch(`/admin/api/groups/${qa}`, { pilot: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = jsonOf<BrowserGroupDetail>(await admin.get(`/admin/api/groups/${qa}`));
    expect(after.pilot).toBe(true);
    // The group's file says the same as before: its version does not move.
    expect(after.policyChangedAt).toBe(before.policyChangedAt);
    const list = jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
    expect(list.filter((group) => group.pilot).map((group) => group.name)).toEqual(['QA']);
  });

  it('refuses staging the first version of an item', async () => {
    const id = await uploadNewItem(await newDeveloper(), await uniqueZip({ version: '2.0.0' }));
    await putInReview(t, id);
    const refused = await approve(id, await revisionOf(admin, id), {});
    expectError(refused, 409, 'RELEASE_NO_EARLIER_VERSION');
  });
});

describe('a staged release', () => {
  it('gives pilot groups the new version and everyone else the held one until promoted', async () => {
    const id = await itemWithUpdateInReview(developer);
    const approved = await approve(id, await revisionOf(admin, id), { promoteAfterDays: 7 });
    expect(approved.statusCode, approved.body).toBe(200);

    // The store page shows 1.1.0; Add outside a pilot group opens the held package.
    const detail = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(detail.version).toBe('1.1.0');
    expect(detail.crxUrl).toBe(`/crx/${id}/1.0.0.crx`);
    expect((await installAccess(id, qa)).crxUrl).toBe(`/crx/${id}/1.1.0.crx?group=${qa}`);
    expect((await installAccess(id, sales)).crxUrl).toBe(`/crx/${id}/1.0.0.crx?group=${sales}`);

    // The update service: plain address and non-pilot group hold 1.0.0, the pilot gets 1.1.0.
    expect(await offered(id, '1.0.0')).toBe('noupdate');
    expect(await offered(id, '0.0.0.0')).toBe('1.0.0');
    expect(await offered(id, '1.0.0', sales)).toBe('noupdate');
    expect(await offered(id, '0.0.0.0', sales)).toBe('1.0.0');
    expect(await offered(id, '1.0.0', qa)).toBe('1.1.0');
    // Both groups' copies download (the held one signed for Sales on first request).
    for (const [version, group] of [
      ['1.1.0', qa],
      ['1.0.0', sales],
    ] as const) {
      const crx = await t.app.inject({ url: `/crx/${id}/${version}.crx?group=${group}` });
      expect(crx.statusCode, crx.body).toBe(200);
    }

    const state = await releaseState(id);
    expect(state).toMatchObject({
      liveVersion: '1.1.0',
      hasPilotGroups: true,
      staged: {
        pilotVersion: '1.1.0',
        heldVersion: '1.0.0',
        pilotGroups: [{ id: qa, name: 'QA' }],
        developerMayPromote: false,
        mayPromote: true,
      },
    });
    expect(Date.parse(state.staged!.promoteAt!) - Date.parse(state.staged!.startedAt)).toBe(
      7 * DAY_MS,
    );
    const developerView = await releaseState(id, developer);
    expect(developerView.staged?.mayPromote).toBe(false);

    // The developer was not allowed to promote; nothing changes.
    expectError(
      await developer.post(`/creator/api/extensions/${id}/release/promote`, {}),
      403,
      'RELEASE_PROMOTE_NOT_ALLOWED',
    );
    expect(await offered(id, '1.0.0')).toBe('noupdate');

    // Sales made a pilot group: its browsers get the new version at their next check, and the
    // held one again once it is no longer one.
    const pilotSales = async (pilot: boolean) =>
      expect((await admin.patch(`/admin/api/groups/${sales}`, { pilot })).statusCode).toBe(200);
    await pilotSales(true);
    expect(await offered(id, '1.0.0', sales)).toBe('1.1.0');
    await pilotSales(false);
    expect(await offered(id, '1.0.0', sales)).toBe('noupdate');

    const promoted = await admin.post(`/admin/api/items/${id}/release/promote`, {});
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await offered(id, '1.0.0')).toBe('1.1.0');
    expect(await offered(id, '1.0.0', sales)).toBe('1.1.0');
    expect(
      jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` })).crxUrl,
    ).toBe(`/crx/${id}/1.1.0.crx`);
    expect((await releaseState(id)).staged).toBeNull();
    expectError(
      await admin.post(`/admin/api/items/${id}/release/promote`, {}),
      409,
      'RELEASE_NOT_STAGED',
    );
    expect(await releaseLog(id)).toEqual(['release.promote', 'release.stage']);
  });

  it('reaches everyone by itself once its date passes, even from the cache', async () => {
    const id = await itemWithUpdateInReview();
    const approved = await approve(id, await revisionOf(admin, id), {
      promoteAfterDays: 2,
      developerMayPromote: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Cached now, as every browser's check is, on the plain address and a group's.
    expect(await offered(id, '1.0.0')).toBe('noupdate');
    expect(await offered(id, '1.0.0', sales)).toBe('noupdate');
    expect(
      jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` })).crxUrl,
    ).toBe(`/crx/${id}/1.0.0.crx`);
    const later = new Date(Date.now() + 2 * DAY_MS + 60_000);
    await atMoment(later, async () => {
      expect(await offered(id, '1.0.0')).toBe('1.1.0');
      expect(await offered(id, '1.0.0', sales)).toBe('1.1.0');
      const detail = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
      expect(detail.crxUrl).toBe(`/crx/${id}/1.1.0.crx`);
      expect((await releaseState(id)).staged).toBeNull();
    });
  });

  it('lets the developer promote when allowed, and the administrator change its date', async () => {
    const id = await itemWithUpdateInReview(developer);
    await approve(id, await revisionOf(admin, id), {});
    expect((await releaseState(id)).staged?.promoteAt).toBeNull();

    const past = new Date(Date.now() - 60_000).toISOString();
    expectError(
      await admin.patch(`/admin/api/items/${id}/release`, { promoteAt: past }),
      400,
      'RELEASE_PROMOTE_DATE_INVALID',
    );
    const tooFar = new Date(Date.now() + 31 * DAY_MS).toISOString();
    expectError(
      await admin.patch(`/admin/api/items/${id}/release`, { promoteAt: tooFar }),
      400,
      'RELEASE_PROMOTE_DATE_INVALID',
    );
    const soon = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const changed = await admin.patch(`/admin/api/items/${id}/release`, {
      promoteAt: soon,
      developerMayPromote: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await releaseState(id)).staged).toMatchObject({
      promoteAt: soon,
      developerMayPromote: true,
    });

    // Another developer's item is not found to this developer; their own promotes.
    const stranger = await newDeveloper();
    expectError(
      await stranger.post(`/creator/api/extensions/${id}/release/promote`, {}),
      404,
      'EXTENSION_NOT_FOUND',
    );
    const promoted = await developer.post(`/creator/api/extensions/${id}/release/promote`, {});
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await offered(id, '1.0.0')).toBe('1.1.0');
    expect(await releaseLog(id)).toEqual(['release.promote', 'release.schedule', 'release.stage']);
    expectError(
      await admin.patch(`/admin/api/items/${id}/release`, { promoteAt: null }),
      409,
      'RELEASE_NOT_STAGED',
    );
  });

  it('ends when a later approval changes the live version', async () => {
    const owner = await newDeveloper();
    const id = await itemWithUpdateInReview(owner);
    await approve(id, await revisionOf(admin, id), {});
    expect(await offered(id, '1.0.0')).toBe('noupdate');
    await uploadUpdate(owner, id, await uniqueZip({ version: '1.2.0' }));
    await putInReview(t, id);
    expect((await approve(id, await revisionOf(admin, id))).statusCode).toBe(200);
    expect(await offered(id, '1.0.0')).toBe('1.2.0');
    expect(await offered(id, '1.0.0', sales)).toBe('1.2.0');
    expect((await releaseState(id)).staged).toBeNull();
  });
});
