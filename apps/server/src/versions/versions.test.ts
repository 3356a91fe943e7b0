import type {
  PackageUploadResult,
  ProductDetail,
  ReviewCase,
  VersionHistory,
} from '@lagoon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_STATEMENTS } from '../db/migrations.js';
import { createTestApp, errorOf, jsonOf, type TestApp, type TestClient } from '../test/app.js';
import { extensionZip, type PackageOptions, uploadPackage } from '../test/extension-package.js';
import { createItem, signedInAdmin, signedInDeveloper } from '../test/factories.js';
import { revisionOf } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  // Manifest V2 packages are accepted with a warning, so a history can span both versions.
  t = await createTestApp({ MANIFEST_V2: 'warn' });
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

/** Puts an item's draft in review, as a developer's complete review request does. */
async function submit(id: string): Promise<void> {
  await t.database.db
    .updateTable('items')
    .set({ review_state: 'IN_REVIEW', submitted_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Approves an item as the console does, naming the revision its review case shows. */
async function approve(id: string): Promise<void> {
  const approved = await admin.post(`/admin/api/items/${id}/approve`, {
    revision: await revisionOf(admin, id),
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** Uploads a new item's first package or an update; answers the item's id and the zip. */
async function upload(owner: TestClient, options: PackageOptions, id?: string) {
  const zip = await extensionZip(options);
  const url = id ? `/creator/api/extensions/${id}/upload` : '/creator/api/extensions/upload';
  const response = await uploadPackage(owner, url, zip);
  expect(response.statusCode, response.body).toBe(id ? 200 : 201);
  return { id: id ?? jsonOf<PackageUploadResult>(response).extensionId, zip };
}

/** Writes the draft's change log per language, as the editor saves it. */
async function writeChangeLogs(id: string, logs: Record<string, string | null>): Promise<void> {
  const item = await t.database.db
    .selectFrom('items')
    .select('draft_listing_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  for (const [locale, changeLog] of Object.entries(logs)) {
    await t.database.db
      .updateTable('localizations')
      .set({ change_log: changeLog })
      .where('listing_id', '=', item.draft_listing_id!)
      .where('locale', '=', locale)
      .execute();
  }
}

/**
 * An item as the demo catalog writes one: a published package with its manifest only (no
 * inspected permission lists) and no review log.
 */
async function seededExtension(manifest: Record<string, unknown>, approvedAt = new Date()) {
  const item = await createItem(t.database.db, { createdAt: approvedAt });
  const pkg = await t.database.db
    .insertInto('packages')
    .values({
      item_id: item.id,
      file_key: `${'0'.repeat(64)}.zip`,
      file_name: 'seeded.zip',
      manifest: JSON.stringify(manifest),
      manifest_version: 3,
      version: '0.9.1',
      size: 2048,
      sha256: '0'.repeat(64),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('listings')
    .set({ package_id: pkg.id })
    .where('id', '=', item.publishedListingId!)
    .execute();
  return item.id;
}

function listingOf(id: string) {
  return t.database.db
    .selectFrom('items')
    .select('published_listing_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function versions(id: string, query = '') {
  return t.app.inject({ url: `/ajax/extensions/${id}/versions${query}` });
}

describe('version history', () => {
  it('lists the approved versions newest first, the current one marked', async () => {
    const owner = await signedInDeveloper(t);
    const first = await upload(owner, { version: '1.0.0', manifestVersion: 2 });
    const { id } = first;
    await submit(id);
    await approve(id);

    const second = await upload(owner, { version: '2.0.0', manifestVersion: 3 }, id);
    await writeChangeLogs(id, { en: 'Faster sync.', ko: '동기화가 빨라졌습니다.' });
    await submit(id);
    await approve(id);
    // An update waiting for review is not a published version yet.
    await upload(owner, { version: '2.1.0' }, id);
    await submit(id);

    const korean = jsonOf<VersionHistory>(await versions(id, '?hl=ko'));
    expect(korean.versions).toEqual([
      {
        version: '2.0.0',
        publishedAt: expect.any(String),
        size: second.zip.length,
        manifestVersion: 3,
        changeLog: '동기화가 빨라졌습니다.',
        current: true,
      },
      {
        version: '1.0.0',
        publishedAt: expect.any(String),
        size: first.zip.length,
        manifestVersion: 2,
        // Approved without a change log.
        changeLog: null,
        current: false,
      },
    ]);
    const [newest, oldest] = korean.versions.map((entry) => Date.parse(entry.publishedAt));
    expect(newest).toBeGreaterThanOrEqual(oldest!);
    const english = jsonOf<VersionHistory>(await versions(id, '?hl=en'));
    expect(english.versions[0]?.changeLog).toBe('Faster sync.');

    // The detail carries the same history and the current manifest version.
    const detail = jsonOf<ProductDetail>(
      await t.app.inject({ url: `/ajax/extensions/${id}?hl=ko` }),
    );
    expect(detail.version).toBe('2.0.0');
    expect(detail.manifestVersion).toBe(3);
    expect(detail.versions).toEqual(korean.versions);

    // Approving the waiting update adds it at the top; the version it replaced keeps the
    // change logs visitors saw with it, and its date.
    await writeChangeLogs(id, { en: 'Dark mode.', ko: '어두운 테마.' });
    await approve(id);
    const after = jsonOf<VersionHistory>(await versions(id, '?hl=ko'));
    expect(after.versions.map((entry) => [entry.version, entry.current, entry.changeLog])).toEqual([
      ['2.1.0', true, '어두운 테마.'],
      ['2.0.0', false, '동기화가 빨라졌습니다.'],
      ['1.0.0', false, null],
    ]);
    expect(after.versions[1]?.publishedAt).toBe(korean.versions[0]?.publishedAt);
    const afterEnglish = jsonOf<VersionHistory>(await versions(id, '?hl=en'));
    expect(afterEnglish.versions[1]?.changeLog).toBe('Faster sync.');
  });

  it("falls back to the listing's default language for the change log", async () => {
    const owner = await signedInDeveloper(t);
    const { id } = await upload(owner, { version: '3.0.0' });
    await writeChangeLogs(id, { en: 'First release.', ko: null });
    await submit(id);
    await approve(id);
    const korean = jsonOf<VersionHistory>(await versions(id, '?hl=ko'));
    expect(korean.versions).toMatchObject([{ version: '3.0.0', changeLog: 'First release.' }]);
  });

  it('dates a version published before reviews were logged by its approval', async () => {
    const approvedAt = new Date('2024-03-01T09:00:00.000Z');
    const id = await seededExtension({ manifest_version: 3 }, approvedAt);
    expect(jsonOf<VersionHistory>(await versions(id)).versions).toEqual([
      {
        version: '0.9.1',
        publishedAt: approvedAt.toISOString(),
        size: 2048,
        manifestVersion: 3,
        changeLog: null,
        current: true,
      },
    ]);
  });

  it('keeps the change logs of items published before approvals recorded them', async () => {
    // What the migration does for a store that already has published items: their current
    // package and change logs become the first recorded publication.
    const approvedAt = new Date('2024-05-01T09:00:00.000Z');
    const id = await seededExtension({ manifest_version: 3 }, approvedAt);
    await t.database.db
      .updateTable('localizations')
      .set({ change_log: 'Seeded notes.' })
      .where('listing_id', '=', (await listingOf(id)).published_listing_id!)
      .execute();
    const [, backfill] = MIGRATION_STATEMENTS['0022_published_versions']!;
    await sql.raw(backfill!).execute(t.database.db);
    const recorded = await t.database.db
      .selectFrom('published_versions')
      .selectAll()
      .where('item_id', '=', id)
      .execute();
    expect(recorded).toHaveLength(1);
    expect(new Date(recorded[0]!.published_at).toISOString()).toBe(approvedAt.toISOString());
    expect(jsonOf<VersionHistory>(await versions(id)).versions[0]).toMatchObject({
      publishedAt: approvedAt.toISOString(),
      changeLog: 'Seeded notes.',
    });
  });

  it('answers not found for items visitors cannot see, even to their owner', async () => {
    const owner = await signedInDeveloper(t);
    const { id: unpublished } = await upload(owner, { version: '1.0.0' });
    const hidden = await createItem(t.database.db, { visibility: 'TRUSTED_TESTER' });
    const { id: turnedPrivate } = await upload(owner, { version: '1.0.0' });
    await submit(turnedPrivate);
    await approve(turnedPrivate);
    const shown = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${turnedPrivate}`));
    const privateAnswer = await admin.post(`/admin/api/items/${turnedPrivate}/private`, {
      revision: shown.revision,
      guidelines: ['SPAM'],
      message: 'Misleading description',
    });
    expect(privateAnswer.statusCode, privateAnswer.body).toBe(200);

    for (const id of [unpublished, hidden.id, turnedPrivate, 'p'.repeat(32)]) {
      for (const client of [null, owner]) {
        const url = `/ajax/extensions/${id}/versions`;
        const response = client ? await client.get(url) : await t.app.inject({ url });
        expect(response.statusCode, id).toBe(404);
        expect(errorOf(response).code).toBe('EXTENSION_NOT_FOUND');
      }
    }
  });

  it('refuses malformed ids and languages without a server error', async () => {
    for (const url of [
      '/ajax/extensions/not-an-id/versions',
      `/ajax/extensions/${'z'.repeat(32)}/versions`,
      `/ajax/extensions/${'a'.repeat(32)}/versions?hl=xx`,
      `/ajax/extensions/${'a'.repeat(32)}/versions?hl[]=en`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('permissions in the detail', () => {
  it('gives what the live package declares, content script sites included', async () => {
    const owner = await signedInDeveloper(t);
    const { id } = await upload(owner, {
      version: '1.0.0',
      extra: {
        permissions: ['tabs', 'storage', 'notifications'],
        host_permissions: ['https://mail.example/*'],
        content_scripts: [
          { matches: ['https://news.example/*', 'https://mail.example/*'], js: ['background.js'] },
        ],
      },
    });
    await submit(id);
    await approve(id);
    const detail = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(detail.permissions).toEqual(['tabs', 'storage', 'notifications']);
    expect(detail.hostPermissions).toEqual(['https://mail.example/*', 'https://news.example/*']);

    // An update asking for more changes nothing until it is approved.
    await upload(
      owner,
      { version: '1.1.0', extra: { permissions: ['<all_urls>', 'debugger'] } },
      id,
    );
    await submit(id);
    const pending = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(pending.permissions).toEqual(['tabs', 'storage', 'notifications']);
    await approve(id);
    const updated = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(updated.permissions).toEqual(['debugger']);
    expect(updated.hostPermissions).toEqual(['<all_urls>']);
  });

  it('reads them from the manifest of a package stored without the inspected lists', async () => {
    const id = await seededExtension({
      manifest_version: 2,
      permissions: ['bookmarks', 'https://a.example/*', 42, 'bookmarks'],
      content_scripts: [{ matches: ['https://b.example/*'] }],
    });
    const detail = jsonOf<ProductDetail>(await t.app.inject({ url: `/ajax/extensions/${id}` }));
    expect(detail.permissions).toEqual(['bookmarks']);
    expect(detail.hostPermissions).toEqual(['https://a.example/*', 'https://b.example/*']);
  });

  it('is empty for an item without a package', async () => {
    const item = await createItem(t.database.db);
    const detail = jsonOf<ProductDetail>(
      await t.app.inject({ url: `/ajax/extensions/${item.id}` }),
    );
    expect(detail.permissions).toEqual([]);
    expect(detail.hostPermissions).toEqual([]);
    expect(detail.versions).toEqual([]);
  });
});
