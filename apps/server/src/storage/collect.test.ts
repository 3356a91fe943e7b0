import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaUpload, PackageUploadResult, UploadSession } from '@lagoon/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDeterministicZip } from '../distribution/repack.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createBanner } from '../test/catalog-factories.js';
import { createCreator, createUser, signIn } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { collectUnusedFiles } from './collect.js';
import { keyFromReference } from './storage.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let developer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db);
  await createCreator(t.database.db, user.id);
  developer = new TestClient(t.app);
  await signIn(t.database.db, developer, user.id);
});
afterAll(async () => {
  await t.close();
});

function filePath(key: string): string {
  return path.join(t.config.dataDir, 'files', key.slice(0, 2), key.slice(2, 4), key);
}

/** Makes every stored file look written `days` ago. */
async function ageEveryFile(days: number): Promise<void> {
  const then = new Date(Date.now() - days * DAY);
  for await (const entry of t.storage.list()) {
    await fs.promises.utimes(filePath(entry.key), then, then);
  }
}

async function served(key: string): Promise<number> {
  return (await t.client.get(`/files/${key}`)).statusCode;
}

async function uploadPackage(): Promise<PackageUploadResult> {
  const icon = await sharp({
    create: { width: 128, height: 128, channels: 4, background: '#2f855a' },
  })
    .png()
    .toBuffer();
  const zip = await writeDeterministicZip([
    {
      name: 'manifest.json',
      data: Buffer.from(
        JSON.stringify({
          manifest_version: 3,
          name: 'Tidy Tabs',
          description: 'Closes the tabs you forgot',
          version: '1.0.0',
          icons: { '128': 'icon.png' },
          // Unique bytes, so no other test's package shares this file.
          homepage_url: `https://example.com/${randomBytes(6).toString('hex')}`,
        }),
      ),
    },
    { name: 'icon.png', data: icon },
  ]);
  const form = multipartBody([
    { name: 'filename', data: Buffer.from('tidy-tabs.zip') },
    { name: 'file', filename: 'tidy-tabs.zip', contentType: 'application/zip', data: zip },
  ]);
  const response = await developer.request({
    method: 'POST',
    url: '/creator/api/extensions/upload',
    payload: form.body,
    headers: { 'content-type': form.contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<PackageUploadResult>(response);
}

async function uploadScreenshot(): Promise<MediaUpload> {
  const session = jsonOf<UploadSession>(await developer.get('/creator/api/photo/upload/session'));
  const image = await sharp({
    create: { width: 1280, height: 800, channels: 3, background: '#1a365d' },
  })
    .composite([{ input: randomBytes(64 * 64 * 3), raw: { width: 64, height: 64, channels: 3 } }])
    .png()
    .toBuffer();
  const form = multipartBody([
    { name: 'file', filename: 'screen.png', contentType: 'image/png', data: image },
  ]);
  const response = await developer.request({
    method: 'POST',
    url: `/creator/api/photo/upload?sessionKey=${encodeURIComponent(session.sessionKey)}&kind=slide`,
    payload: form.body,
    headers: { 'content-type': form.contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<MediaUpload>(response);
}

async function packageKeyOf(itemId: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('packages')
    .select('file_key')
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.file_key;
}

describe('collecting unused files', () => {
  let item: PackageUploadResult;
  let packageKey: string;
  let iconKey: string;
  let screenshot: MediaUpload;
  let screenshotKeys: string[];
  let orphanKey: string;

  beforeAll(async () => {
    item = await uploadPackage();
    packageKey = await packageKeyOf(item.extensionId);
    iconKey = keyFromReference(item.item.icon ?? '') ?? '';
    screenshot = await uploadScreenshot();
    screenshotKeys = [screenshot.url, ...Object.values(screenshot.derivatives)].map(
      (url) => keyFromReference(url) ?? '',
    );
    orphanKey = (await t.storage.put(randomBytes(2048), 'zip')).key;
  });

  it('spares every file younger than a day, even one nothing refers to', async () => {
    const result = await collectUnusedFiles(t.database.db, t.storage);
    expect(result.removedFiles).toBe(0);
    expect(await served(orphanKey)).toBe(200);
  });

  it('removes an old file nothing refers to and keeps packages, listing media and uploads', async () => {
    await ageEveryFile(2);
    const result = await collectUnusedFiles(t.database.db, t.storage);
    expect(result.removedFiles).toBe(1);
    expect(result.removedBytes).toBe(2048);
    expect(await served(orphanKey)).toBe(404);
    expect(iconKey).not.toBe('');
    for (const key of [packageKey, iconKey, ...screenshotKeys]) expect(await served(key)).toBe(200);
    // The developer still sees the listing whole.
    const listing = await developer.get(`/creator/api/extensions/${item.extensionId}`);
    expect(listing.statusCode).toBe(200);
  });

  it('keeps a file stored again with the same bytes, as it is in use from then on', async () => {
    const bytes = randomBytes(1024);
    const { key } = await t.storage.put(bytes, 'zip');
    await ageEveryFile(2);
    await t.storage.put(Buffer.from(bytes), 'zip');
    await collectUnusedFiles(t.database.db, t.storage);
    expect(await served(key)).toBe(200);
    await t.storage.remove(key);
  });

  it('forgets uploads no listing took within a week, and their files on the next run', async () => {
    await sql`UPDATE media_uploads SET created_at = now() - interval '8 days'`.execute(
      t.database.db,
    );
    await ageEveryFile(2);
    const first = await collectUnusedFiles(t.database.db, t.storage);
    expect(first.forgottenUploads).toBe(1);
    for (const key of screenshotKeys) expect(await served(key)).toBe(200);

    const second = await collectUnusedFiles(t.database.db, t.storage);
    expect(second.removedFiles).toBe(screenshotKeys.length);
    for (const key of screenshotKeys) expect(await served(key)).toBe(404);
    expect(await served(packageKey)).toBe(200);
  });

  it("removes a deleted item's package and images", async () => {
    const deleted = await developer.delete(`/creator/api/extensions/${item.extensionId}`);
    expect(deleted.statusCode).toBe(204);
    await ageEveryFile(2);
    await collectUnusedFiles(t.database.db, t.storage);
    expect(await served(packageKey)).toBe(404);
    expect(await served(iconKey)).toBe(404);
  });

  it('keeps the images of banners and profile pictures', async () => {
    const bannerImage = (await t.storage.put(randomBytes(512), 'png')).key;
    const picture = (await t.storage.put(randomBytes(256), 'webp')).key;
    const bigPicture = (await t.storage.put(randomBytes(768), 'webp')).key;
    const bannerCopy = (await t.storage.put(randomBytes(384), 'webp')).key;
    const banner = await createBanner(t.database.db);
    await t.database.db
      .updateTable('banners')
      .set({ image_key: bannerImage, derivatives: JSON.stringify({ webp: bannerCopy }) })
      .where('id', '=', banner.id)
      .execute();
    const user = await createUser(t.database.db);
    await t.database.db
      .updateTable('users')
      .set({ profile_image: `/files/${picture}`, big_profile_image: `/files/${bigPicture}` })
      .where('id', '=', user.id)
      .execute();
    await ageEveryFile(2);
    await collectUnusedFiles(t.database.db, t.storage);
    for (const key of [bannerImage, bannerCopy, picture, bigPicture]) {
      expect(await served(key)).toBe(200);
    }

    await t.database.db.deleteFrom('banners').where('id', '=', banner.id).execute();
    await t.database.db
      .updateTable('users')
      .set({ profile_image: null, big_profile_image: null })
      .where('id', '=', user.id)
      .execute();
    await collectUnusedFiles(t.database.db, t.storage);
    for (const key of [bannerImage, bannerCopy, picture, bigPicture]) {
      expect(await served(key)).toBe(404);
    }
  });

  it('keeps the icons of mobile websites while the site is on the list', async () => {
    const icon = (await t.storage.put(randomBytes(300), 'png')).key;
    const site = await t.database.db
      .insertInto('mobile_sites')
      .values({ name: 'Maps', url: 'https://maps.example', category: 'travel', icon_key: icon })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ageEveryFile(2);
    await collectUnusedFiles(t.database.db, t.storage);
    expect(await served(icon)).toBe(200);

    await t.database.db.deleteFrom('mobile_sites').where('id', '=', site.id).execute();
    await collectUnusedFiles(t.database.db, t.storage);
    expect(await served(icon)).toBe(404);
  });

  it('removes old half-written files and leaves anything that is not a stored file alone', async () => {
    const root = path.join(t.config.dataDir, 'files');
    const fanOut = path.join(root, 'ab', 'cd');
    await fs.promises.mkdir(fanOut, { recursive: true });
    const stale = path.join(fanOut, `${'ab'.repeat(32)}.zip.1.1.tmp`);
    const fresh = path.join(fanOut, `${'ab'.repeat(32)}.zip.2.2.tmp`);
    const foreign = path.join(root, 'notes.txt');
    for (const file of [stale, fresh, foreign]) await fs.promises.writeFile(file, 'partial');
    const old = new Date(Date.now() - 2 * DAY);
    await fs.promises.utimes(stale, old, old);
    await fs.promises.utimes(foreign, old, old);

    const result = await collectUnusedFiles(t.database.db, t.storage);
    expect(result.removedLeftovers).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(foreign)).toBe(true);
  });
});
