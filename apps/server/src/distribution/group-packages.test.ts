import { createHash } from 'node:crypto';
import type { BrowserGroupDetail } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, expectError, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import { checkEntry, publishedExtension } from '../test/update-checks.js';
import { readCrx3 } from './crx3.js';

/**
 * A group's copies of signed packages: what the group allows is served naming the group's own
 * update address (which its policy file allows), at once and without a new file; what it does
 * not allow is refused, and the group's update address answers `restricted` for it.
 */

const ORIGIN = 'http://store.test:8080';
let t: TestApp;
let admin: TestClient;
let developer: TestClient;
let allowlist = '';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
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

const groupUrl = (groupId: string) => `${ORIGIN}/service/update2/crx?group=${groupId}`;

function download(id: string, version: string, groupId: string) {
  return t.app.inject({ method: 'GET', url: `/crx/${id}/${version}.crx?group=${groupId}` });
}

/** A check sent to the group's address as Chromium sends it: `&x=…` after the group. */
async function groupCheck(groupId: string, id: string, version = '0.0.0.0') {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/service/update2/crx?group=${groupId}&x=${encodeURIComponent(checkEntry(id, { version }))}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const app = new RegExp(
    `<app appid="${id}" status="([^"]*)"(?:/>|>\\s*<updatecheck ([^>]*)/>)`,
  ).exec(answer.body);
  const attributes = Object.fromEntries(
    [...(app?.[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [
      m[1],
      m[2]!.replace(/&amp;/g, '&'),
    ]),
  );
  return { app: app?.[1], ...attributes } as Record<string, string | undefined>;
}

async function manifestOf(crx: Buffer): Promise<Record<string, unknown>> {
  const archive = await yauzl.fromBufferPromise(readCrx3(crx).zip, { lazyEntries: true });
  try {
    for await (const entry of archive.eachEntry()) {
      if (entry.fileName !== 'manifest.json') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.openReadStreamPromise(entry)) {
        chunks.push(chunk as Buffer);
      }
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    }
  } finally {
    archive.close();
  }
  throw new Error('no manifest');
}

async function setMode(groupId: string, id: string, mode: string) {
  const answer = await admin.put(`/admin/api/groups/${groupId}/items/${id}`, { mode });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function policyChangedAt(groupId: string): Promise<string> {
  return jsonOf<BrowserGroupDetail>(await admin.get(`/admin/api/groups/${groupId}`))
    .policyChangedAt;
}

describe("a group's copies of signed packages", () => {
  it('refuses an item the allowlist group does not allow, and serves it naming the group once allowed', async () => {
    const id = await publishedExtension(t, admin, developer);
    const refused = await download(id, '1.0.0', allowlist);
    expectError(refused, 403, 'GROUP_ITEM_NOT_ALLOWED');
    expect(
      (
        await t.app.inject({
          url: `/crx/${id}/1.0.0.crx?group=${allowlist}`,
          headers: { 'accept-language': 'ko' },
        })
      ).body,
    ).toContain('허용하지 않은');
    expect(await groupCheck(allowlist, id)).toMatchObject({ app: 'restricted' });

    await setMode(allowlist, id, 'allowed');
    const served = await download(id, '1.0.0', allowlist);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['cache-control']).not.toContain('immutable');
    const crx = served.rawPayload;
    expect(readCrx3(crx).id).toBe(id);
    const manifest = await manifestOf(crx);
    expect(manifest.update_url).toBe(groupUrl(allowlist));
    expect(manifest.update_url).toBe(new URL(groupUrl(allowlist)).href);

    // The group's address offers the same copy, by its hash, and the same bytes again.
    const check = await groupCheck(allowlist, id);
    expect(check).toMatchObject({ app: 'ok', status: 'ok', version: '1.0.0' });
    expect(check.codebase).toBe(`${ORIGIN}/crx/${id}/1.0.0.crx?group=${allowlist}`);
    expect(check.hash_sha256).toBe(createHash('sha256').update(crx).digest('hex'));
    expect((await download(id, '1.0.0', allowlist)).rawPayload.equals(crx)).toBe(true);
    expect(await groupCheck(allowlist, id, '1.0.0')).toMatchObject({
      app: 'ok',
      status: 'noupdate',
    });

    // The store's own copy still names the store-wide address.
    const plain = await t.app.inject({ url: `/crx/${id}/1.0.0.crx` });
    expect((await manifestOf(plain.rawPayload)).update_url).toBe(`${ORIGIN}/service/update2/crx`);
  });

  it('stops serving an item the group blocks or the store blocks, and answers restricted', async () => {
    const id = await publishedExtension(t, admin, developer);
    await setMode(allowlist, id, 'normal_installed');
    expect((await download(id, '1.0.0', allowlist)).statusCode).toBe(200);
    await setMode(allowlist, id, 'blocked');
    expectError(await download(id, '1.0.0', allowlist), 403, 'GROUP_ITEM_NOT_ALLOWED');
    expect(await groupCheck(allowlist, id, '1.0.0')).toMatchObject({ app: 'restricted' });

    await setMode(allowlist, id, 'allowed');
    await admin.post(`/admin/api/items/${id}/block`, { reason: 'Malware' });
    expectError(await download(id, '1.0.0', allowlist), 403, 'GROUP_ITEM_NOT_ALLOWED');
    expect(await groupCheck(allowlist, id, '1.0.0')).toMatchObject({ app: 'restricted' });
  });

  it('serves any listed item in an open group, and refuses unknown groups and items', async () => {
    const open = jsonOf<BrowserGroupDetail>(
      await admin.post('/admin/api/groups', { name: 'Open office', installMode: 'open' }),
    ).id;
    const id = await publishedExtension(t, admin, developer);
    expect((await download(id, '1.0.0', open)).statusCode).toBe(200);
    expect((await manifestOf((await download(id, '1.0.0', open)).rawPayload)).update_url).toBe(
      groupUrl(open),
    );
    // Another group's copy names the other group's address: a browser claiming it gains nothing.
    await setMode(allowlist, id, 'allowed');
    const finance = await manifestOf((await download(id, '1.0.0', allowlist)).rawPayload);
    expect(finance.update_url).not.toBe(groupUrl(open));

    expectError(
      await download(id, '1.0.0', '00000000-0000-4000-8000-000000000000'),
      404,
      'GROUP_NOT_FOUND',
    );
    expectError(await download(id, '1.0.0', 'finance'), 400, 'INVALID_REQUEST');
    expectError(await download('a'.repeat(32), '1.0.0', open), 404, 'NOT_FOUND');
    const unknownGroup = await t.app.inject({
      url: `/service/update2/crx?group=00000000-0000-4000-8000-000000000000&x=${encodeURIComponent(checkEntry(id))}`,
    });
    expectError(unknownGroup, 404, 'GROUP_NOT_FOUND');
  });

  it("answers a group's browsers from memory and follows every change of the group at once", async () => {
    const group = jsonOf<BrowserGroupDetail>(
      await admin.post('/admin/api/groups', { name: 'Legal', installMode: 'allowlist' }),
    ).id;
    const id = await publishedExtension(t, admin, developer);
    const offered = { app: 'ok', status: 'ok', version: '1.0.0' };
    // Each answer below is the one kept until the next change.
    expect(await groupCheck(group, id)).toMatchObject({ app: 'restricted' });
    expect(await groupCheck(group, id)).toMatchObject({ app: 'restricted' });
    const mode = async (installMode: string) => {
      const patched = await admin.patch(`/admin/api/groups/${group}`, { installMode });
      expect(patched.statusCode, patched.body).toBe(200);
    };
    await mode('open');
    expect(await groupCheck(group, id)).toMatchObject(offered);
    await setMode(group, id, 'blocked');
    expect(await groupCheck(group, id)).toMatchObject({ app: 'restricted' });
    // Back to the group's default (open): offered again.
    const cleared = await admin.delete(`/admin/api/groups/${group}/items/${id}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await groupCheck(group, id)).toMatchObject(offered);
    await mode('allowlist');
    expect(await groupCheck(group, id)).toMatchObject({ app: 'restricted' });
    await setMode(group, id, 'force_installed');
    expect(await groupCheck(group, id)).toMatchObject(offered);
    // The store's block reaches the group's address too, and so does the unblock.
    await admin.post(`/admin/api/items/${id}/block`, { reason: 'Malware' });
    expect(await groupCheck(group, id)).toMatchObject({ app: 'restricted' });
    await admin.post(`/admin/api/items/${id}/unblock`, { reason: 'Cleared' });
    expect(await groupCheck(group, id)).toMatchObject(offered);

    const deleted = await admin.delete(`/admin/api/groups/${group}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await t.app.inject({
      url: `/service/update2/crx?group=${group}&x=${encodeURIComponent(checkEntry(id))}`,
    });
    expectError(gone, 404, 'GROUP_NOT_FOUND');
  });

  it('allowing or blocking an item does not move the group policy timestamp; the install mode does', async () => {
    const group = jsonOf<BrowserGroupDetail>(
      await admin.post('/admin/api/groups', { name: 'Sales', installMode: 'allowlist' }),
    ).id;
    const id = await publishedExtension(t, admin, developer);
    const before = await policyChangedAt(group);
    await setMode(group, id, 'allowed');
    await setMode(group, id, 'blocked');
    expect(await policyChangedAt(group)).toBe(before);
    await setMode(group, id, 'normal_installed');
    expect(await policyChangedAt(group)).not.toBe(before);
  });
});

describe("a group's blocklist", () => {
  async function blocklist(groupId?: string) {
    const answer = await t.app.inject({
      url: groupId ? `/ajax/blocklist?group=${groupId}` : '/ajax/blocklist',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return jsonOf<{ ids: string[]; updatedAt: string | null }>(answer).ids;
  }

  it("lists the group's blocks and what it gave and no longer allows, beside the store's", async () => {
    const group = jsonOf<BrowserGroupDetail>(
      await admin.post('/admin/api/groups', { name: 'Legal', installMode: 'allowlist' }),
    ).id;
    const blockedHere = await publishedExtension(t, admin, developer);
    const approvedThenTaken = await publishedExtension(t, admin, developer);
    const neverAsked = await publishedExtension(t, admin, developer);
    await setMode(group, blockedHere, 'blocked');
    await setMode(group, approvedThenTaken, 'allowed');
    expect((await download(approvedThenTaken, '1.0.0', group)).statusCode).toBe(200);
    expect(await blocklist(group)).toContain(blockedHere);
    expect(await blocklist(group)).not.toContain(approvedThenTaken);

    // The approval taken back: the browsers that got it turn it off, without a new file.
    await admin.request({
      method: 'DELETE',
      url: `/admin/api/groups/${group}/items/${approvedThenTaken}`,
    });
    const ids = await blocklist(group);
    expect(ids).toContain(approvedThenTaken);
    expect(ids).not.toContain(neverAsked);
    // Other browsers are not concerned; a store-wide block reaches the group's list too.
    expect(await blocklist()).not.toContain(blockedHere);
    await admin.post(`/admin/api/items/${neverAsked}/block`, { reason: 'Malware' });
    expect(await blocklist(group)).toContain(neverAsked);
    // A group deleted since its file was rolled out reads the store's list.
    expect(await blocklist('00000000-0000-4000-8000-000000000000')).toEqual(await blocklist());
  });
});
