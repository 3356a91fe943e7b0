import { randomBytes } from 'node:crypto';
import type { PackageUploadResult, ReviewCase } from '@lagoon/contract';
import { expect } from 'vitest';
import type { ZipEntry } from '../seed/zip.js';
import { jsonOf, type TestApp, TestClient } from './app.js';
import { extensionZip, type PackageOptions, uploadPackage } from './extension-package.js';
import { createCreator, createUser, signIn } from './factories.js';

/**
 * Items as the code viewer's tests need them: real packages uploaded by a developer through
 * the API, published by an administrator through the console's call.
 */

export async function signedInAdmin(t: TestApp): Promise<TestClient> {
  const user = await createUser(t.database.db, { isAdmin: true });
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return client;
}

export async function signedInDeveloper(t: TestApp): Promise<TestClient> {
  const user = await createUser(t.database.db);
  await createCreator(t.database.db, user.id);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return client;
}

/** A text file of the given name and content. */
export function textFile(name: string, text: string): ZipEntry {
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

/** Puts the item in the review queue, as a developer's request for review does. */
export async function putInReview(t: TestApp, id: string): Promise<void> {
  await t.database.db
    .updateTable('items')
    .set({ review_state: 'IN_REVIEW', submitted_at: new Date(), visibility: 'LISTING' })
    .where('id', '=', id)
    .execute();
}

/** Puts the draft in review and approves it as the console does. */
export async function publish(t: TestApp, admin: TestClient, id: string): Promise<void> {
  await putInReview(t, id);
  const shown = jsonOf<ReviewCase>(await admin.get(`/admin/api/reviews/${id}`));
  const approved = await admin.post(`/admin/api/items/${id}/approve`, {
    revision: shown.revision,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}
