import type { AdminBanner, BannerImageUpload, MediaUpload } from '@lagoon/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, hashToken } from '../accounts/session.js';
import { createUploadSession } from '../creators/upload-session.js';
import { writeDeterministicZip } from '../distribution/repack.js';
import { keyFromReference } from '../storage/storage.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createItem, createUser, signedInAdmin } from '../test/factories.js';
import { postForm } from '../test/multipart.js';
import { storeImage } from './images.js';

/** What Chrome sends for an <img>. */
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const FIREFOX = 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/**
 * A photo-like picture: gradients with grain, which PNG and JPEG keep at full cost while WebP
 * compresses it well. `seed` makes each picture (and so each key) different.
 */
async function photo(width: number, height: number, format: 'png' | 'jpeg', seed: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = (state >>> 24) % 24;
      const offset = (y * width + x) * 3;
      pixels[offset] = ((x * 255) / width + grain) & 0xff;
      pixels[offset + 1] = ((y * 255) / height + grain) & 0xff;
      pixels[offset + 2] = (seed * 40 + grain) & 0xff;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

const etagOf = (key: string) => `"${key.split('.')[0]}"`;

/** The stored bytes of a key. */
async function stored(key: string): Promise<Buffer> {
  const data = await t.storage.read(key);
  expect(data, key).not.toBeNull();
  return data!;
}

function expectImmutableHeaders(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
}

/** Uploads an image through the developer upload API; returns what it answered. */
async function uploadAsDeveloper(data: Buffer, kind: string): Promise<MediaUpload> {
  const user = await createUser(t.database.db);
  await createCreator(t.database.db, user.id);
  const client = new TestClient(t.app);
  const { token } = await createSession(t.database.db, user.id);
  const { sessionKey } = await createUploadSession(t.database.db, {
    userId: user.id,
    signInSessionId: hashToken(token),
  });
  const response = await postForm(
    client,
    `/creator/api/photo/upload?${new URLSearchParams({ sessionKey, kind })}`,
    [{ name: 'file', filename: 'picture.png', contentType: 'image/png', data }],
  );
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<MediaUpload>(response);
}

/** Checks that a response is the WebP copy `webpKey` of a width x height image. */
async function expectWebp(
  response: LightMyRequestResponse,
  webpKey: string,
  size: { width: number; height: number },
) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers.vary).toBe('Accept');
  expect(response.headers.etag).toBe(etagOf(webpKey));
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.rawPayload.equals(await stored(webpKey))).toBe(true);
  const metadata = await sharp(response.rawPayload).metadata();
  expect(metadata.format).toBe('webp');
  expect([metadata.width, metadata.height]).toEqual([size.width, size.height]);
  expectImmutableHeaders(response);
}

/** Checks that a response is the canonical file `key`, sent as `contentType`. */
async function expectCanonical(response: LightMyRequestResponse, key: string, contentType: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers.vary).toBe('Accept');
  expect(response.headers.etag).toBe(etagOf(key));
  expect(response.rawPayload.equals(await stored(key))).toBe(true);
  expectImmutableHeaders(response);
}

describe('GET /files/:key content negotiation', () => {
  it('sends an uploaded PNG as its WebP copy to browsers that name WebP, else the PNG', async () => {
    const upload = await uploadAsDeveloper(await photo(1280, 800, 'png', 1), 'slide');
    const key = keyFromReference(upload.url)!;
    const webpKey = keyFromReference(upload.derivatives.webp!)!;
    expect(key).toMatch(/\.png$/);
    expect(webpKey).toMatch(/\.webp$/);
    const size = { width: 1280, height: 800 };

    await expectWebp(await get(upload.url, { accept: CHROME }), webpKey, size);
    await expectWebp(await get(upload.url, { accept: FIREFOX }), webpKey, size);
    await expectWebp(await get(upload.url, { accept: 'IMAGE/WEBP;Q=0.5' }), webpKey, size);

    // Wildcards are not WebP support; q=0 refuses it; a client that ranks PNG higher gets PNG.
    await expectCanonical(await get(upload.url, { accept: '*/*' }), key, 'image/png');
    await expectCanonical(await get(upload.url), key, 'image/png');
    await expectCanonical(await get(upload.url, { accept: 'image/*' }), key, 'image/png');
    for (const accept of [
      'image/webp;q=0,image/*,*/*;q=0.8',
      'image/webp;q=0',
      'image/png,image/webp;q=0.5',
      'image/webp;q=abc,image/*',
    ]) {
      await expectCanonical(await get(upload.url, { accept }), key, 'image/png');
    }
  });

  it('gives each representation its own entity tag, each answering If-None-Match', async () => {
    const upload = await uploadAsDeveloper(await photo(640, 400, 'png', 2), 'slide');
    const key = keyFromReference(upload.url)!;
    const webpKey = keyFromReference(upload.derivatives.webp!)!;
    const webp = await get(upload.url, { accept: CHROME });
    const png = await get(upload.url, { accept: '*/*' });
    expect(webp.headers.etag).toBe(etagOf(webpKey));
    expect(png.headers.etag).toBe(etagOf(key));
    expect(webp.headers.etag).not.toBe(png.headers.etag);

    const webpRevalidated = await get(upload.url, {
      accept: CHROME,
      'if-none-match': webp.headers.etag as string,
    });
    expect(webpRevalidated.statusCode).toBe(304);
    expect(webpRevalidated.body).toBe('');
    expect(webpRevalidated.headers.vary).toBe('Accept');
    expect(webpRevalidated.headers.etag).toBe(webp.headers.etag);
    expectImmutableHeaders(webpRevalidated);

    const pngRevalidated = await get(upload.url, {
      accept: '*/*',
      'if-none-match': png.headers.etag as string,
    });
    expect(pngRevalidated.statusCode).toBe(304);
    expect(pngRevalidated.headers.vary).toBe('Accept');
    expect(pngRevalidated.headers.etag).toBe(png.headers.etag);

    // The other representation's tag does not match: the full answer comes back.
    await expectWebp(
      await get(upload.url, { accept: CHROME, 'if-none-match': png.headers.etag as string }),
      webpKey,
      { width: 640, height: 400 },
    );
    await expectCanonical(
      await get(upload.url, { accept: '*/*', 'if-none-match': webp.headers.etag as string }),
      key,
      'image/png',
    );
    // A cache holding both sends both tags; the one chosen is confirmed.
    const both = await get(upload.url, {
      accept: CHROME,
      'if-none-match': `${png.headers.etag}, W/${webp.headers.etag}`,
    });
    expect(both.statusCode).toBe(304);
    expect(both.headers.etag).toBe(webp.headers.etag);
  });

  it("negotiates a listing's JPEG media", async () => {
    const image = await storeImage(t.storage, await photo(440, 280, 'jpeg', 3), 'image');
    expect(image.key).toMatch(/\.jpg$/);
    const item = await createItem(t.database.db);
    await t.database.db
      .insertInto('media')
      .values({
        listing_id: item.publishedListingId!,
        kind: 'image',
        locale: null,
        file_key: image.key,
        width: image.width,
        height: image.height,
        created_at: new Date(),
        derivatives: JSON.stringify(image.derivatives),
      })
      .execute();
    await expectWebp(await get(image.url, { accept: CHROME }), image.derivatives.webp!, {
      width: 440,
      height: 280,
    });
    await expectCanonical(await get(image.url, { accept: '*/*' }), image.key, 'image/jpeg');
  });

  it('sends the stored file when no row records a copy, or the copy is missing or larger', async () => {
    // A PNG in storage that no row refers to.
    const orphan = await t.storage.put(await photo(320, 200, 'png', 4), 'png');
    await expectCanonical(
      await get(`/files/${orphan.key}`, { accept: CHROME }),
      orphan.key,
      'image/png',
    );

    const item = await createItem(t.database.db);
    const mediaRow = (fileKey: string, webp: string) => ({
      listing_id: item.publishedListingId!,
      kind: 'icon',
      locale: null,
      file_key: fileKey,
      width: 128,
      height: 128,
      created_at: new Date(),
      derivatives: JSON.stringify({ webp }),
    });

    // The recorded copy is not in storage.
    const noCopy = await t.storage.put(await photo(128, 128, 'png', 5), 'png');
    await t.database.db
      .insertInto('media')
      .values(mediaRow(noCopy.key, `${'e'.repeat(64)}.webp`))
      .execute();
    await expectCanonical(
      await get(`/files/${noCopy.key}`, { accept: CHROME }),
      noCopy.key,
      'image/png',
    );

    // The recorded copy is larger than the image: a lossless WebP of grain beside a flat PNG.
    const flat = await sharp({
      create: { width: 128, height: 128, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const flatFile = await t.storage.put(flat, 'png');
    const grainy = await sharp(await photo(128, 128, 'png', 6))
      .webp({ lossless: true })
      .toBuffer();
    const larger = await t.storage.put(grainy, 'webp');
    expect(larger.size).toBeGreaterThan(flatFile.size);
    await t.database.db.insertInto('media').values(mediaRow(flatFile.key, larger.key)).execute();
    await expectCanonical(
      await get(`/files/${flatFile.key}`, { accept: CHROME }),
      flatFile.key,
      'image/png',
    );
  });

  it('never negotiates a package or a WebP file', async () => {
    const zip = await t.storage.put(
      await writeDeterministicZip([
        { name: 'manifest.json', data: Buffer.from('{"manifest_version":3}') },
      ]),
      'zip',
    );
    const webp = await t.storage.put(
      await sharp(await photo(64, 64, 'png', 7))
        .webp()
        .toBuffer(),
      'webp',
    );
    // Even a row that claims a WebP copy for the zip changes nothing.
    const item = await createItem(t.database.db);
    await t.database.db
      .insertInto('media')
      .values({
        listing_id: item.publishedListingId!,
        kind: 'icon',
        locale: null,
        file_key: zip.key,
        width: 64,
        height: 64,
        created_at: new Date(),
        derivatives: JSON.stringify({ webp: webp.key }),
      })
      .execute();

    const response = await get(`/files/${zip.key}`, { accept: CHROME });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers.etag).toBe(etagOf(zip.key));
    expect(response.rawPayload.equals(await stored(zip.key))).toBe(true);
    expectImmutableHeaders(response);

    const direct = await get(`/files/${webp.key}`, { accept: CHROME });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toBe('image/webp');
    expect(direct.headers.vary).toBeUndefined();
    expect(direct.headers.etag).toBe(etagOf(webp.key));
  });

  it('answers not-found for unknown keys, whatever the Accept header', async () => {
    const response = await get(`/files/${'a'.repeat(64)}.png`, { accept: CHROME });
    expect(response.statusCode).toBe(404);
  });
});

describe('banner images', () => {
  const BANNER = {
    type: 'extension',
    linkUrl: 'http://store.test/detail/abc?hl=en',
    titleEn: 'Spring picks',
    titleKo: '봄 추천',
  };

  async function bannerRow(id: string) {
    return t.database.db
      .selectFrom('banners')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
  }

  it('keeps the copies of a banner created with its picture, and negotiates it', async () => {
    const response = await postForm(admin, '/admin/api/curation/banners', [
      { name: 'banner', data: JSON.stringify(BANNER) },
      {
        name: 'file',
        filename: 'banner.png',
        contentType: 'image/png',
        data: await photo(1200, 300, 'png', 8),
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const banner = jsonOf<AdminBanner>(response);
    const row = await bannerRow(banner.id);
    expect(Object.keys(row.derivatives).sort()).toEqual(['thumb', 'webp']);
    const thumb = await sharp(await stored(row.derivatives.thumb!)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 600, 150]);

    await expectWebp(await get(banner.image, { accept: CHROME }), row.derivatives.webp!, {
      width: 1200,
      height: 300,
    });
    await expectCanonical(await get(banner.image, { accept: '*/*' }), row.image_key, 'image/png');
  });

  it('makes the copies of an image uploaded before, on create and on a new picture', async () => {
    const upload = async (seed: number) => {
      const response = await postForm(admin, '/admin/api/curation/banner-images', [
        {
          name: 'file',
          filename: 'banner.jpg',
          contentType: 'image/jpeg',
          data: await photo(1000, 250, 'jpeg', seed),
        },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      return jsonOf<BannerImageUpload>(response).image;
    };

    const first = await upload(9);
    const created = await admin.post('/admin/api/curation/banners', { ...BANNER, image: first });
    expect(created.statusCode, created.body).toBe(201);
    const banner = jsonOf<AdminBanner>(created);
    const before = await bannerRow(banner.id);
    expect(before.image_key).toBe(keyFromReference(first));
    await expectWebp(await get(first, { accept: CHROME }), before.derivatives.webp!, {
      width: 1000,
      height: 250,
    });

    const second = await upload(10);
    const changed = await admin.patch(`/admin/api/curation/banners/${banner.id}`, {
      image: second,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await bannerRow(banner.id);
    expect(after.image_key).toBe(keyFromReference(second));
    expect(after.derivatives.webp).not.toBe(before.derivatives.webp);
    await expectWebp(await get(second, { accept: CHROME }), after.derivatives.webp!, {
      width: 1000,
      height: 250,
    });

    // Changing only the title keeps the picture's copies.
    await admin.patch(`/admin/api/curation/banners/${banner.id}`, { titleEn: 'Renamed' });
    expect((await bannerRow(banner.id)).derivatives).toEqual(after.derivatives);
  });
});
