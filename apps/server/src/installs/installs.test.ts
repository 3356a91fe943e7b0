import type {
  ApiErrorBody,
  InstallProblems,
  ItemInstalls,
  VersionInstalls,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { extensionZip } from '../test/extension-package.js';
import { createUser, signedInDeveloper, signIn } from '../test/factories.js';
import { publish, uniqueZip, uploadNewItem, uploadUpdate } from '../test/review-items.js';
import { atMoment, checkEntry, chromiumUpdateCheck, noonUtc } from '../test/update-checks.js';

/*
 * The administrators' install report: what the store counts per version when browsers
 * download packages and companions report installs, which downloaded versions it flags, and
 * the likely reasons it names.
 */

const STORE = 'http://store.test:8080';
let t: TestApp;
let admin: TestClient;
let developer: TestClient;
const companion = companionTemplate();

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: STORE,
    COMPANION_DIST: companion.dir,
    MANIFEST_V2: 'warn',
  });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  developer = await signedInDeveloper(t);
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

async function published(zip?: Buffer): Promise<string> {
  const id = await uploadNewItem(developer, zip ?? (await uniqueZip()));
  await publish(t, admin, id);
  return id;
}

/** Downloads a version's package as Chromium's updater does, or from a store page. */
async function download(id: string, version: string, fromPage = false) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/crx/${id}/${version}.crx`,
    headers: fromPage ? { referer: `${STORE}/detail/${id}` } : {},
  });
  expect(response.statusCode).toBe(200);
}

/** A companion's report of what its browser has installed. */
function report(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/ajax/usage/active', payload: body as object });
}

/** The report as the console reads it, once the counts kept in memory are written. */
async function installsOf(id: string): Promise<ItemInstalls> {
  await t.app.installCounter.flush();
  const response = await admin.get(`/admin/api/items/${id}/installs`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ItemInstalls>(response);
}

async function flagged(): Promise<InstallProblems> {
  await t.app.installCounter.flush();
  const response = await admin.get('/admin/api/browsers/installs');
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<InstallProblems>(response);
}

function versionOf(report: ItemInstalls, version: string): VersionInstalls {
  const found = report.versions.find((entry) => entry.version === version);
  expect(found, version).toBeDefined();
  return found!;
}

describe('the install report of an item', () => {
  it('counts downloads per version, from store pages apart, and companions reporting installs', async () => {
    const id = await published();
    const before = await installsOf(id);
    expect(before.versions).toEqual([
      expect.objectContaining({ version: '1.0.0', current: true, state: 'notDownloaded' }),
    ]);

    await download(id, '1.0.0');
    await download(id, '1.0.0', true);
    const downloaded = versionOf(await installsOf(id), '1.0.0');
    expect(downloaded).toMatchObject({ downloads: 2, pageDownloads: 1, reported: 0 });
    // Just downloaded: the browser may still be installing it.
    expect(downloaded.state).toBe('pending');
    expect(downloaded.firstDownloadAt).not.toBeNull();

    // Two browsers' companions say they have it; one also names a version never signed.
    expect((await report({ ids: [id], installed: [{ id, version: '1.0.0' }] })).statusCode).toBe(
      204,
    );
    const second = await report({
      ids: [],
      installed: [
        { id, version: '1.0.0' },
        { id, version: '9.9.9' },
      ],
    });
    expect(second.statusCode, second.body).toBe(204);
    const reported = await installsOf(id);
    expect(versionOf(reported, '1.0.0')).toMatchObject({ reported: 2, state: 'installed' });
    expect(reported.versions.map((entry) => entry.version)).toEqual(['1.0.0']);
    expect(reported.activeReports).toBe(1);
  });

  it("counts the update service's offers, and Chromium's checks naming the version it runs", async () => {
    const id = await published();
    // A browser installing it by policy asks with 0.0.0.0 and is offered 1.0.0, twice.
    for (let i = 0; i < 2; i++) {
      const asked = await chromiumUpdateCheck(t, checkEntry(id, { version: '0.0.0.0' }));
      expect(asked.body).toContain('status="ok"');
    }
    expect(versionOf(await installsOf(id), '1.0.0')).toMatchObject({ offered: 2, checks: 0 });
    // Hours later it checks again, naming 1.0.0: Chromium's own word that it installed.
    await chromiumUpdateCheck(
      t,
      checkEntry(id, { version: '1.0.0' }),
      checkEntry(id, { version: '7.7.7' }),
    );
    const report = await installsOf(id);
    expect(versionOf(report, '1.0.0')).toMatchObject({ offered: 2, checks: 1, state: 'installed' });
    // A version the store never signed leaves nothing.
    expect(report.versions.map((entry) => entry.version)).toEqual(['1.0.0']);
  });

  it('counts checks of a version the store signs later, once it signs it', async () => {
    // A developer of its own: uploads count against each developer's limit.
    const author = await signedInDeveloper(t);
    const id = await uploadNewItem(author, await uniqueZip());
    await publish(t, admin, id);
    // A browser runs 1.1.0 before the store has it (the developer's own build): not counted.
    await chromiumUpdateCheck(t, checkEntry(id, { version: '1.1.0' }));
    expect((await installsOf(id)).versions.map((entry) => entry.version)).toEqual(['1.0.0']);
    await uploadUpdate(author, id, await uniqueZip({ version: '1.1.0' }));
    await publish(t, admin, id);
    await chromiumUpdateCheck(t, checkEntry(id, { version: '1.1.0' }));
    await chromiumUpdateCheck(t, checkEntry(id, { version: '1.1.0' }));
    expect(versionOf(await installsOf(id), '1.1.0')).toMatchObject({ checks: 2, offered: 0 });
  });

  it('still takes reports without versions, and refuses one that names nothing', async () => {
    const id = await published();
    expect((await report({ ids: [id] })).statusCode).toBe(204);
    const empty = await report({ ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(jsonOf<ApiErrorBody>(empty).error.code).toBe('INVALID_REQUEST');
  });

  it('answers not-found for an unknown item, and to everyone but administrators', async () => {
    const missing = await admin.get(`/admin/api/items/${'p'.repeat(32)}/installs`);
    expect(jsonOf<ApiErrorBody>(missing).error.code).toBe('EXTENSION_NOT_FOUND');
    const visitor = new TestClient(t.app);
    const id = await published();
    for (const client of [visitor, developer]) {
      expect((await client.get(`/admin/api/items/${id}/installs`)).statusCode).toBe(404);
      expect((await client.get('/admin/api/browsers/installs')).statusCode).toBe(404);
    }
  });
});

describe('flagged installs', () => {
  it('flags a version downloaded yesterday and never reported installed, until a newer one installs', async () => {
    const id = await published();
    await atMoment(noonUtc(-1), () => download(id, '1.0.0'));
    const item = versionOf(await installsOf(id), '1.0.0');
    expect(item).toMatchObject({ state: 'notReported', downloads: 1, pageDownloads: 0 });
    expect(item.problems).toEqual([]);
    const listed = (await flagged()).items.find((entry) => entry.extensionId === id);
    expect(listed?.versions.map((entry) => entry.version)).toEqual(['1.0.0']);
    expect(listed?.name).toBe('Paper Trail');

    // A newer version is published, downloaded and reported: the old failure is history.
    await uploadUpdate(developer, id, await uniqueZip({ version: '1.1.0' }));
    await publish(t, admin, id);
    await download(id, '1.1.0');
    await report({ ids: [id], installed: [{ id, version: '1.1.0' }] });
    const now = await installsOf(id);
    expect(now.versions.map((entry) => [entry.version, entry.state, entry.current])).toEqual([
      ['1.1.0', 'installed', true],
      ['1.0.0', 'notReported', false],
    ]);
    expect((await flagged()).items.map((entry) => entry.extensionId)).not.toContain(id);
  });

  it('names the likely reasons: blocked, Manifest V2, store pages only, a permission a group blocks', async () => {
    const mv2 = await published(await uniqueZip({ manifestVersion: 2 }));
    const blocked = await published();
    const tabs = await published(await uniqueZip({ extra: { permissions: ['tabs', 'storage'] } }));
    const group = await admin.post('/admin/api/groups', {
      name: 'Sales',
      blockedPermissions: ['tabs'],
    });
    expect(group.statusCode, group.body).toBe(201);
    await atMoment(noonUtc(-1), async () => {
      await download(mv2, '1.0.0');
      await download(blocked, '1.0.0', true);
      await download(tabs, '1.0.0');
    });
    const block = await admin.post(`/admin/api/items/${blocked}/block`, {
      reason: 'Malware',
      mode: 'blocked',
    });
    expect(block.statusCode, block.body).toBe(200);

    const problemsOf = async (id: string) => versionOf(await installsOf(id), '1.0.0').problems;
    expect(await problemsOf(mv2)).toEqual([{ code: 'manifestV2' }]);
    expect(await problemsOf(blocked)).toEqual([{ code: 'blocked' }, { code: 'storePageOnly' }]);
    expect(await problemsOf(tabs)).toEqual([
      { code: 'blockedPermissions', permissions: ['tabs'], groups: ['Sales'] },
    ]);
    const listed = (await flagged()).items.map((entry) => entry.extensionId);
    expect(listed).toEqual(expect.arrayContaining([mv2, blocked, tabs]));
  });
});

describe('counting', () => {
  it('ignores downloads of a version the store does not serve, and a HEAD request', async () => {
    const id = await published(await extensionZip({ version: '2.0.0' }));
    const missing = await t.app.inject({ method: 'GET', url: `/crx/${id}/3.0.0.crx` });
    expect(missing.statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: `/crx/${id}/2.0.0.crx` });
    expect(head.statusCode).toBe(200);
    const counted = await installsOf(id);
    expect(counted.versions).toEqual([expect.objectContaining({ version: '2.0.0', downloads: 0 })]);
  });

  it('counts each check once when it arrives while the counts are being written', async () => {
    // A developer of its own: uploads count against each developer's limit.
    const author = await signedInDeveloper(t);
    const id = await uploadNewItem(author, await uniqueZip());
    await publish(t, admin, id);
    await chromiumUpdateCheck(t, checkEntry(id, { version: '1.0.0' }));
    // A write takes the pending counts; checks arriving meanwhile wait for the next one.
    const writing = t.app.installCounter.flush();
    await chromiumUpdateCheck(t, checkEntry(id, { version: '1.0.0' }));
    await writing;
    await chromiumUpdateCheck(
      t,
      checkEntry(id, { version: '1.0.0' }),
      checkEntry(id, { version: '0.0.0.0' }),
    );
    expect(versionOf(await installsOf(id), '1.0.0')).toMatchObject({ checks: 3, offered: 1 });
  });
});
