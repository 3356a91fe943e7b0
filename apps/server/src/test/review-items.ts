import { randomBytes } from 'node:crypto';
import type { PackageUploadResult, ReviewCase } from '@lagoon/contract';
import { expect } from 'vitest';
import type { ZipFileEntry } from '../distribution/repack.js';
import { jsonOf, type TestApp, type TestClient } from './app.js';
import { extensionZip, type PackageOptions, uploadPackage } from './extension-package.js';

/**
 * Items as the review tests need them: real packages uploaded by a developer through the API,
 * made ready for review, and decided by an administrator through the console's calls.
 */

/** A text file of the given name and content. */
export function textFile(name: string, text: string): ZipFileEntry {
  return { name, data: Buffer.from(text) };
}

/**
 * A package with a file only it has, so that no two tests' packages are byte for byte the
 * same (the identical-package flag would otherwise join them).
 */
export function uniqueZip(options: PackageOptions = {}): Promise<Buffer> {
  return extensionZip({
    ...options,
    files: [textFile('build-id.txt', randomBytes(8).toString('hex')), ...(options.files ?? [])],
  });
}

/** Uploads a first package; returns the new item's id. */
export async function uploadNewItem(client: TestClient, zip: Buffer): Promise<string> {
  const uploaded = await uploadPackage(client, '/creator/api/extensions/upload', zip);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return jsonOf<PackageUploadResult>(uploaded).extensionId;
}

/** Uploads a new package into the item's draft. */
export async function uploadUpdate(
  client: TestClient,
  id: string,
  zip: Buffer,
  query = '',
): Promise<void> {
  const uploaded = await uploadPackage(client, `/creator/api/extensions/${id}/upload${query}`, zip);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
}

/**
 * An uploaded extension with what review needs, as the editor leaves it: a category, and a
 * screenshot and a promotional image as rows (media uploads are tested apart).
 */
export async function readyExtension(
  t: TestApp,
  client: TestClient,
  version: string,
): Promise<string> {
  return readyExtensionFrom(t, client, await extensionZip({ version }));
}

/** As readyExtension, from a package of the test's own. */
export async function readyExtensionFrom(
  t: TestApp,
  client: TestClient,
  zip: Buffer,
): Promise<string> {
  const id = await uploadNewItem(client, zip);
  const categorized = await client.patch(`/creator/api/extensions/${id}`, {
    category: 'productivity',
  });
  expect(categorized.statusCode, categorized.body).toBe(200);
  const item = await t.database.db
    .selectFrom('items')
    .select('draft_listing_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const sizes = [
    ['slide', 1280, 800],
    ['image', 440, 280],
  ] as const;
  await t.database.db
    .insertInto('media')
    .values(
      sizes.map(([kind, width, height]) => ({
        listing_id: item.draft_listing_id!,
        kind,
        locale: null,
        file_key: `${'c'.repeat(64)}.png`,
        width,
        height,
        created_at: new Date(),
        derivatives: JSON.stringify({}),
      })),
    )
    .execute();
  return id;
}

/** The revision the review case shows now, as the console sends it back with a decision. */
export async function revisionOf(admin: TestClient, id: string): Promise<number> {
  const response = await admin.get(`/admin/api/reviews/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf<ReviewCase>(response).revision;
}

/** Puts the item in the review queue, as a developer's request for review does. */
export async function putInReview(t: TestApp, id: string, submittedAt = new Date()): Promise<void> {
  await t.database.db
    .updateTable('items')
    .set({ review_state: 'IN_REVIEW', submitted_at: submittedAt, visibility: 'LISTING' })
    .where('id', '=', id)
    .execute();
}

/** Puts the draft in review and approves it as the console does. */
export async function publish(t: TestApp, admin: TestClient, id: string): Promise<void> {
  await putInReview(t, id);
  const approved = await admin.post(`/admin/api/items/${id}/approve`, {
    revision: await revisionOf(admin, id),
  });
  expect(approved.statusCode, approved.body).toBe(200);
}
