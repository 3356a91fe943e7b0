import { createHash } from 'node:crypto';
import {
  type AuditPage,
  type BrowserGroupList,
  type ProductDetail,
  ROLLBACKS_PER_HOUR,
  type RollbackPlan,
  type RollbackResult,
  type VersionHistory,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, expectError, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { signedInAdmin, signedInDeveloper } from '../test/factories.js';
import {
  publish,
  putInReview,
  textFile,
  uniqueZip,
  uploadNewItem,
  uploadUpdate,
} from '../test/review-items.js';
import { checkEntry, chromiumUpdateCheck } from '../test/update-checks.js';
import { readCrx3 } from './crx3.js';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080' });
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

/** A package whose `content.txt` says which build it is, so a served copy can be told apart. */
function build(version: string, content: string, extra: Record<string, unknown> = {}) {
  return uniqueZip({ version, extra, files: [textFile('content.txt', content)] });
}

/** A developer's item published at 1.0.0 ("one") and then 2.0.0 ("two"). */
async function itemAtTwo(): Promise<{ id: string; owner: TestClient }> {
  const owner = await signedInDeveloper(t);
  const id = await uploadNewItem(owner, await build('1.0.0', 'one', { version_name: '1.0 beta' }));
  await publish(t, admin, id);
  await uploadUpdate(owner, id, await build('2.0.0', 'two'));
  await publish(t, admin, id);
  return { id, owner };
}

function rollback(client: TestClient, id: string, body: object) {
  return client.post(`/creator/api/extensions/${id}/rollback`, body);
}

/** The files of a zip, by name. */
async function zipFiles(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await archive.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return files;
}

/**
 * The update service's offer to a browser that has `version`: the version and CRX, if any;
 * with `groupId`, from that group's own address.
 */
async function offerTo(id: string, version: string, groupId?: string) {
  const entry = checkEntry(id, { version });
  const answer = groupId
    ? await t.app.inject({
        url: `/service/update2/crx?group=${groupId}&x=${encodeURIComponent(entry)}`,
      })
    : await chromiumUpdateCheck(t, entry);
  expect(answer.statusCode, answer.body).toBe(200);
  const check =
    /<updatecheck status="ok" codebase="([^"]+)" version="([^"]+)" hash_sha256="([^"]+)"/.exec(
      answer.body,
    );
  if (!check) return null;
  return { codebase: check[1]!, version: check[2]!, sha256: check[3]! };
}

/** Counts of what a rollback writes, to show that a refusal wrote nothing. */
async function writes() {
  const db = t.database.db;
  const count = async (
    table: 'packages' | 'signed_packages' | 'admin_actions' | 'published_versions',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    packages: await count('packages'),
    signed: await count('signed_packages'),
    log: await count('admin_actions'),
    history: await count('published_versions'),
  };
}

describe('rollback', () => {
  it('serves an earlier version’s package under a new, higher version, without a review', async () => {
    const { id, owner } = await itemAtTwo();
    // Browsers of the default group (an open group) were answered before: 2.0.0 is current.
    const groups = jsonOf<BrowserGroupList>(await admin.get('/admin/api/groups')).groups;
    const defaultGroup = groups.find((group) => group.isDefault)!.id;
    expect(await offerTo(id, '2.0.0', defaultGroup)).toBeNull();
    const plan = jsonOf<RollbackPlan>(await owner.get(`/creator/api/extensions/${id}/rollback`));
    expect(plan).toMatchObject({
      liveVersion: '2.0.0',
      highestVersion: '2.0.0',
      proposedVersion: '2.0.1',
      refusal: null,
    });
    expect(plan.versions.map((entry) => [entry.version, entry.current])).toEqual([
      ['2.0.0', true],
      ['1.0.0', false],
    ]);

    const response = await rollback(owner, id, { version: '1.0.0', newVersion: '2.0.1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(jsonOf<RollbackResult>(response)).toMatchObject({
      extensionId: id,
      version: '1.0.0',
      newVersion: '2.0.1',
      previousVersion: '2.0.0',
    });

    // A browser with 2.0.0 is offered 2.0.1 at its next check, and gets 1.0.0's files.
    const offer = await offerTo(id, '2.0.0');
    expect(offer?.version).toBe('2.0.1');
    // The group's address too, with the group's copy of the new version.
    const groupOffer = await offerTo(id, '2.0.0', defaultGroup);
    expect(groupOffer?.version).toBe('2.0.1');
    expect(groupOffer?.codebase).toContain(`?group=${defaultGroup}`);
    const download = await t.app.inject({ url: new URL(offer!.codebase).pathname });
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(offer!.sha256);
    const crx = readCrx3(download.rawPayload);
    expect(crx.id).toBe(id);
    const files = await zipFiles(crx.zip);
    expect(files.get('content.txt')?.toString()).toBe('one');
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, unknown>;
    expect(manifest.version).toBe('2.0.1');
    // Browsers show version_name instead of the version: the earlier one would mislead.
    expect(manifest).not.toHaveProperty('version_name');
    expect(manifest.update_url).toBe('http://store.test:8080/service/update2/crx');
    expect(await offerTo(id, '2.0.1')).toBeNull();

    // Visitors' version history and the product page show the rollback.
    const history = jsonOf<VersionHistory>(
      await t.app.inject({ url: `/ajax/extensions/${id}/versions` }),
    );
    expect(
      history.versions.map((entry) => [entry.version, entry.current, entry.rollbackOf ?? null]),
    ).toEqual([
      ['2.0.1', true, '1.0.0'],
      ['2.0.0', false, null],
      ['1.0.0', false, null],
    ]);
    const detail = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(detail.version).toBe('2.0.1');
    expect(detail.crxUrl).toBe(`/crx/${id}/2.0.1.crx`);

    // The administrators' log names who, the item and the three versions.
    const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?area=releases&q=${id}`));
    expect(log.items[0]).toMatchObject({
      area: 'releases',
      action: 'release.rollback',
      extensionId: id,
      details: { fromVersion: '2.0.0', version: '1.0.0', newVersion: '2.0.1', by: 'developer' },
    });
    expect(log.items[0]!.actor).not.toBeNull();

    // The next upload must be above the rollback's version, and the item keeps no review.
    const next = jsonOf<RollbackPlan>(await owner.get(`/creator/api/extensions/${id}/rollback`));
    expect(next).toMatchObject({ liveVersion: '2.0.1', proposedVersion: '2.0.2' });
    expect(next.versions.map((entry) => [entry.version, entry.rollbackOf ?? null])).toEqual([
      ['2.0.1', '1.0.0'],
      ['2.0.0', null],
      ['1.0.0', null],
    ]);
  });

  it('lets an administrator roll back any item from the console, and no other developer', async () => {
    const { id } = await itemAtTwo();
    const stranger = await signedInDeveloper(t);
    const before = await writes();
    expectError(
      await rollback(stranger, id, { version: '1.0.0', newVersion: '3.0' }),
      404,
      'EXTENSION_NOT_FOUND',
    );
    expectError(
      await stranger.post(`/admin/api/items/${id}/rollback`, {
        version: '1.0.0',
        newVersion: '3.0',
      }),
      404,
      'NOT_FOUND',
    );
    expect(await writes()).toEqual(before);

    const plan = jsonOf<RollbackPlan>(await admin.get(`/admin/api/items/${id}/rollback`));
    expect(plan.proposedVersion).toBe('2.0.1');
    const response = await admin.post(`/admin/api/items/${id}/rollback`, {
      version: '1.0.0',
      newVersion: '3.0',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await offerTo(id, '2.0.0'))?.version).toBe('3.0');
    const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?area=releases&q=${id}`));
    expect(log.items[0]?.details).toMatchObject({ newVersion: '3.0', by: 'administrator' });
  });

  it('refuses what cannot be rolled back with its own code and changes nothing', async () => {
    const { id, owner } = await itemAtTwo();
    const refusals: [body: object, status: number, code: string][] = [
      [{ version: '2.0.0', newVersion: '2.0.1' }, 409, 'ROLLBACK_VERSION_IS_LIVE'],
      [{ version: '0.9.0', newVersion: '2.0.1' }, 404, 'ROLLBACK_VERSION_UNKNOWN'],
      [{ version: '1.0.0', newVersion: '2.01' }, 400, 'ROLLBACK_NEW_VERSION_INVALID'],
      [{ version: '1.0.0', newVersion: '1.2.3.4.5' }, 400, 'ROLLBACK_NEW_VERSION_INVALID'],
      [{ version: '1.0.0', newVersion: '65536' }, 400, 'ROLLBACK_NEW_VERSION_INVALID'],
      [{ version: '1.0.0', newVersion: '2.0.0.0' }, 409, 'ROLLBACK_NEW_VERSION_NOT_HIGHER'],
      [{ version: '1.0.0', newVersion: '1.5' }, 409, 'ROLLBACK_NEW_VERSION_NOT_HIGHER'],
      [{ version: '1.0.0' }, 400, 'INVALID_REQUEST'],
    ];
    const before = await writes();
    for (const [body, status, code] of refusals) {
      expectError(await rollback(owner, id, body), status, code);
    }
    expect(await writes()).toEqual(before);
    expect((await offerTo(id, '1.0.0'))?.version).toBe('2.0.0');
  });

  // One item each: four items built in one test (eight uploads and approvals, each signed)
  // outran the test's time limit on a busy machine.
  const setItem = (id: string, changes: Record<string, unknown>) =>
    t.database.db.updateTable('items').set(changes).where('id', '=', id).execute();
  it.each([
    ['in review', 'ROLLBACK_IN_REVIEW', (item) => putInReview(t, item.id)],
    [
      'with an unpublished update',
      'ROLLBACK_UPDATE_PENDING',
      async (item) => uploadUpdate(item.owner, item.id, await build('3.0.0', 'three')),
    ],
    [
      'blocked',
      'ROLLBACK_ITEM_BLOCKED',
      (item) => setItem(item.id, { blocked: true, blocked_reason: 'malware' }),
    ],
    [
      'not installable',
      'ROLLBACK_NOT_LIVE',
      (item) => setItem(item.id, { private_at: new Date() }),
    ],
  ] as [string, string, (item: { id: string; owner: TestClient }) => Promise<unknown>][])(
    'refuses an item %s with %s and changes nothing',
    async (_state, code, prepare) => {
      const item = await itemAtTwo();
      await prepare(item);
      const before = await writes();
      const plan = jsonOf<RollbackPlan>(
        await item.owner.get(`/creator/api/extensions/${item.id}/rollback`),
      );
      expect(plan.refusal).toBe(code);
      expectError(
        await rollback(item.owner, item.id, { version: '1.0.0', newVersion: '2.1' }),
        409,
        code,
      );
      if (code === 'ROLLBACK_UPDATE_PENDING') {
        // The unpublished upload counts: a new version must be above it too.
        expect(plan).toMatchObject({ highestVersion: '3.0.0', proposedVersion: '3.0.1' });
      }
      expect(await writes()).toEqual(before);
    },
  );

  it('refuses a version whose package the store no longer holds', async () => {
    const { id, owner } = await itemAtTwo();
    const earlier = await t.database.db
      .selectFrom('packages')
      .select('file_key')
      .where('item_id', '=', id)
      .where('version', '=', '1.0.0')
      .executeTakeFirstOrThrow();
    await t.storage.remove(earlier.file_key);
    const before = await writes();
    expectError(
      await rollback(owner, id, { version: '1.0.0', newVersion: '2.1' }),
      409,
      'ROLLBACK_PACKAGE_MISSING',
    );
    expect(await writes()).toEqual(before);
  });

  it('counts rollbacks against the account’s hourly limit, and past it changes nothing', async () => {
    const { id, owner } = await itemAtTwo();
    const { user_id: userId } = await t.database.db
      .selectFrom('items')
      .innerJoin('creators', 'creators.id', 'items.creator_id')
      .select('creators.user_id')
      .where('items.id', '=', id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await t.database.db
      .insertInto('attempt_limits')
      .values({
        scope: 'rollbacks',
        key: userId,
        counted: ROLLBACKS_PER_HOUR,
        running: 0,
        last_at: now,
        running_until: now,
      })
      .execute();
    const before = await writes();
    expectError(
      await rollback(owner, id, { version: '1.0.0', newVersion: '2.0.1' }),
      429,
      'RATE_LIMITED',
    );
    expect(await writes()).toEqual(before);
    expect((await offerTo(id, '1.0.0'))?.version).toBe('2.0.0');
  });

  it('rolls back to a first version nothing recorded, as the demo catalog writes items', async () => {
    const owner = await signedInDeveloper(t);
    const id = await uploadNewItem(owner, await build('1.0.0', 'one'));
    await publish(t, admin, id);
    // A seeded item: live at 1.0.0 without a publication record or an approval to date it.
    await t.database.db.deleteFrom('published_versions').where('item_id', '=', id).execute();
    await t.database.db.deleteFrom('review_events').where('item_id', '=', id).execute();
    await uploadUpdate(owner, id, await build('2.0.0', 'two'));
    await publish(t, admin, id);
    const plan = jsonOf<RollbackPlan>(await owner.get(`/creator/api/extensions/${id}/rollback`));
    expect(plan.versions.map((entry) => entry.version)).toEqual(['2.0.0', '1.0.0']);
    const response = await rollback(owner, id, { version: '1.0.0', newVersion: '2.0.1' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await offerTo(id, '2.0.0'))?.version).toBe('2.0.1');
  });

  it('keeps the draft on the live package, so a later listing edit publishes the rollback', async () => {
    const { id, owner } = await itemAtTwo();
    // A listing edit makes a draft that carries the live package.
    const edited = await owner.patch(`/creator/api/extensions/${id}`, { category: 'social' });
    expect(edited.statusCode, edited.body).toBe(200);
    const response = await rollback(owner, id, { version: '1.0.0', newVersion: '2.0.1' });
    expect(response.statusCode, response.body).toBe(200);
    await publish(t, admin, id);
    expect((await offerTo(id, '2.0.0'))?.version).toBe('2.0.1');
    const history = jsonOf<VersionHistory>(
      await t.app.inject({ url: `/ajax/extensions/${id}/versions` }),
    );
    expect(history.versions[0]).toMatchObject({
      version: '2.0.1',
      current: true,
      rollbackOf: '1.0.0',
    });
  });
});
