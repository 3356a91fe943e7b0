import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ApiErrorBody,
  type CreatorItemDetail,
  type CreatorItemList,
  type MediaUpload,
  type PackageUploadResult,
  type Product,
  packageIssueMessage,
  type UploadSession,
} from '@lagoon/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approveItem } from '../items/decisions.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { extensionZip, png, uploadPackage } from '../test/extension-package.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import {
  SITE_DESCRIPTION,
  SITE_NAME,
  startWebAppSite,
  type WebAppSite,
} from '../test/web-app-site.js';
import { extensionIdFromPublicKey } from './package/extension-key.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MAX_PACKAGE_BYTES: String(256 * 1024) });
});
afterAll(async () => {
  await t.close();
});

const upload = uploadPackage;

async function developer(options: { agreed?: boolean } = {}) {
  const user = await createUser(t.database.db);
  const creator = await createCreator(t.database.db, user.id, options);
  const client = new TestClient(t.app);
  await signIn(t.database.db, client, user.id);
  return { user, creator, client };
}

async function uploadMedia(client: TestClient, kind: string, image: Buffer): Promise<MediaUpload> {
  const session = jsonOf<UploadSession>(await client.get('/creator/api/photo/upload/session'));
  const form = multipartBody([
    { name: 'file', filename: 'image.png', contentType: 'image/png', data: image },
  ]);
  const response = await client.request({
    method: 'POST',
    url: `/creator/api/photo/upload?sessionKey=${encodeURIComponent(session.sessionKey)}&kind=${kind}`,
    payload: form.body,
    headers: { 'content-type': form.contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf<MediaUpload>(response);
}

async function itemCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function packageCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('packages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new item with everything a review request needs. */
async function readyItem(client: TestClient, zip?: Buffer): Promise<string> {
  const created = jsonOf<PackageUploadResult>(
    await upload(client, '/creator/api/extensions/upload', zip ?? (await extensionZip())),
  );
  const slide = await uploadMedia(client, 'slide', await png(1280, 800));
  const image = await uploadMedia(client, 'image', await png(440, 280));
  const response = await client.patch(`/creator/api/extensions/${created.extensionId}`, {
    category: 'productivity',
    slides: [{ url: slide.url, locale: null }],
    image: [image.url],
  });
  expect(response.statusCode, response.body).toBe(200);
  return created.extensionId;
}

describe('package upload', () => {
  it('makes a new item whose id is the Chromium id of its stored key, with texts and icon from the package', async () => {
    const { client } = await developer();
    const response = await upload(client, '/creator/api/extensions/upload', await extensionZip());
    expect(response.statusCode, response.body).toBe(201);
    const result = jsonOf<PackageUploadResult>(response);
    expect(result.extensionId).toMatch(/^[a-p]{32}$/);
    expect(result.manifestVersion).toBe(3);
    expect(result.item.review).toBe('PREPARE_FOR_SUBMISSION');
    expect(result.item.published).toBe(false);
    expect(result.item.version).toBe('1.0.0');
    expect(result.item.icon).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    expect(result.item.defaultLocale).toBe('en');
    const texts = Object.fromEntries(result.item.texts.map((text) => [text.locale, text.name]));
    expect(texts).toEqual({ en: 'Paper Trail', ko: '페이퍼 트레일' });
    expect(result.item.package?.fileName).toBe('paper-trail.zip');

    const key = await t.database.db
      .selectFrom('item_keys')
      .selectAll()
      .where('item_id', '=', result.extensionId)
      .executeTakeFirstOrThrow();
    expect(extensionIdFromPublicKey(Buffer.from(key.public_key, 'base64'))).toBe(
      result.extensionId,
    );
    expect(key.private_key).not.toContain('PRIVATE KEY');

    const list = jsonOf<CreatorItemList>(
      await client.get('/creator/api/extensions?type=extension,sidebar'),
    );
    expect(list.items.map((item) => item.extensionId)).toEqual([result.extensionId]);
    expect(list.items[0]).toMatchObject({ name: 'Paper Trail', published: false });

    // Not public: visitors get the same answer as for a missing id.
    const visitor = await new TestClient(t.app).get(`/ajax/extensions/${result.extensionId}`);
    expect(visitor.statusCode).toBe(404);
  });

  it.each([
    ['paper-trail.crx', 'CRX_NOT_ACCEPTED'],
    ['paper-trail.whx', 'WHX_NOT_ACCEPTED'],
    ['paper-trail.tar.gz', 'INVALID_FILE_EXTENSION'],
    ['paper trail.zip', 'INVALID_FILE_NAME'],
    ['paper_trail.zip', 'INVALID_FILE_NAME'],
  ])('refuses the file name %s with %s and keeps nothing', async (fileName, code) => {
    const { client } = await developer();
    const before = await itemCount();
    const response = await upload(
      client,
      '/creator/api/extensions/upload',
      await extensionZip(),
      fileName,
    );
    expect(response.statusCode).toBe(400);
    expect(jsonOf<ApiErrorBody>(response).error.code).toBe(code);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a package over the configured size', async () => {
    const { client } = await developer();
    const noise = randomBytes(300 * 1024);
    const zip = await extensionZip({ files: [{ name: 'noise.bin', data: noise }] });
    const response = await upload(client, '/creator/api/extensions/upload', zip);
    expect(response.statusCode).toBe(413);
    expect(jsonOf<ApiErrorBody>(response).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a package with a path-traversal entry, naming it in the report', async () => {
    const { client } = await developer();
    const before = await itemCount();
    const zip = await extensionZip({
      files: [{ name: '../outside.js', data: Buffer.from('x') }],
    });
    const response = await upload(client, '/creator/api/extensions/upload?hl=ko', zip);
    expect(response.statusCode).toBe(400);
    const body = jsonOf<ApiErrorBody>(response);
    expect(body.error.code).toBe('INVALID_PACKAGE');
    expect(body.error.fields?.map((field) => field.code)).toContain('ZIP_PATH_TRAVERSAL');
    expect(body.error.message).toMatch(/패키지/);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a package whose entry does not match its CRC-32, naming it, and stores nothing', async () => {
    const { client } = await developer();
    const before = { items: await itemCount(), packages: await packageCount() };
    // Random bytes do not compress: deflate keeps them verbatim in a stored block, so one of
    // them can be changed in the archive without breaking the deflate stream.
    const noise = randomBytes(4096);
    const zip = await extensionZip({ files: [{ name: 'assets/noise.bin', data: noise }] });
    const at = zip.indexOf(noise);
    expect(at).toBeGreaterThan(0);
    zip[at + 100] = zip[at + 100]! ^ 0xff;

    const response = await upload(client, '/creator/api/extensions/upload?hl=ko', zip);
    expect(response.statusCode).toBe(400);
    const body = jsonOf<ApiErrorBody>(response);
    expect(body.error.code).toBe('INVALID_PACKAGE');
    expect(body.error.fields).toEqual([
      {
        field: 'assets/noise.bin',
        code: 'ZIP_CORRUPT_ENTRY',
        message: packageIssueMessage('ZIP_CORRUPT_ENTRY', 'ko'),
      },
    ]);
    expect({ items: await itemCount(), packages: await packageCount() }).toEqual(before);
    const sha256 = createHash('sha256').update(zip).digest('hex');
    expect(await t.storage.read(`${sha256}.zip`)).toBeNull();
  });

  it('refuses Manifest V2 by default, naming Manifest V3 in both languages, and keeps nothing', async () => {
    const { client } = await developer();
    const [items, packages] = [await itemCount(), await packageCount()];
    const zip = await extensionZip({ manifestVersion: 2 });
    const response = await upload(client, '/creator/api/extensions/upload', zip);
    expect(response.statusCode, response.body).toBe(400);
    const body = jsonOf<ApiErrorBody>(response);
    expect(body.error.code).toBe('INVALID_PACKAGE');
    expect(body.error.fields?.map((field) => field.code)).toEqual(['MANIFEST_V2_REFUSED']);
    expect(body.error.fields?.[0]?.message).toContain('Manifest V3');
    const ko = jsonOf<ApiErrorBody>(
      await upload(client, '/creator/api/extensions/upload?hl=ko', zip),
    );
    expect(ko.error.fields?.[0]?.message).toContain('Manifest V3("manifest_version": 3)로 전환');
    expect([await itemCount(), await packageCount()]).toEqual([items, packages]);
  });

  it('makes a sidebar item from sidebar_action', async () => {
    const { client } = await developer();
    const result = jsonOf<PackageUploadResult>(
      await upload(
        client,
        '/creator/api/extensions/upload',
        await extensionZip({ extra: { sidebar_action: { default_page: 'panel.html' } } }),
      ),
    );
    expect(result.item.productType).toBe('sidebar');
  });

  it('needs a signed-in developer who agreed to the terms', async () => {
    const anonymous = await upload(
      new TestClient(t.app),
      '/creator/api/extensions/upload',
      await extensionZip(),
    );
    expect(jsonOf<ApiErrorBody>(anonymous).error.code).toBe('LOGIN_REQUIRED');
    const { client } = await developer({ agreed: false });
    const unagreed = await upload(client, '/creator/api/extensions/upload', await extensionZip());
    expect(jsonOf<ApiErrorBody>(unagreed).error.code).toBe('TERMS_NOT_AGREED');
  });

  it('refuses a caller before it reads the body, then names the body’s fields', async () => {
    const { client } = await developer();
    const id = jsonOf<PackageUploadResult>(
      await upload(client, '/creator/api/extensions/upload', await extensionZip()),
    ).extensionId;
    const invalid = { matureContent: 'yes', regions: [] };
    const anonymous = await new TestClient(t.app).patch(`/creator/api/extensions/${id}`, invalid);
    expect(jsonOf<ApiErrorBody>(anonymous).error.code).toBe('LOGIN_REQUIRED');
    const unagreed = await developer({ agreed: false });
    const refused = await unagreed.client.post('/creator/api/extensions/pwa', { url: 42 });
    expect(jsonOf<ApiErrorBody>(refused).error.code).toBe('TERMS_NOT_AGREED');

    const response = await client.request({
      method: 'PATCH',
      url: `/creator/api/extensions/${id}?hl=ko`,
      payload: invalid,
    });
    expect(response.statusCode).toBe(400);
    const error = jsonOf<ApiErrorBody>(response).error;
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.fields?.map((field) => [field.field, field.code])).toEqual([
      ['matureContent', 'publishing.matureContent.invalid'],
      ['regions', 'publishing.regions.invalid'],
    ]);
    expect(error.fields?.[0]?.message).toBe(error.message);
    expect(error.message).toMatch(/[가-힣]/);
    const missing = jsonOf<ApiErrorBody>(await client.post('/creator/api/extensions/pwa', {}));
    expect(missing.error.fields).toMatchObject([{ field: 'url', code: 'publishing.url.invalid' }]);
  });
});

describe('review request', () => {
  it('names every missing field, then goes to review once complete', async () => {
    const { client } = await developer();
    const created = jsonOf<PackageUploadResult>(
      await upload(client, '/creator/api/extensions/upload', await extensionZip()),
    );
    const id = created.extensionId;
    const refused = await client.patch(`/creator/api/extensions/${id}?hl=ko`, {
      category: 'not_defined',
      review: 'IN_REVIEW',
    });
    expect(refused.statusCode).toBe(400);
    const error = jsonOf<ApiErrorBody>(refused).error;
    expect(error.code).toBe('REQUIRED_CATEGORY');
    expect(error.fields?.map((field) => field.field)).toEqual(['category', 'slides', 'image']);
    expect(error.message).toBe('카테고리를 선택해 주세요.');
    // Nothing of the refused request was kept.
    const unchanged = jsonOf<CreatorItemDetail>(await client.get(`/creator/api/extensions/${id}`));
    expect(unchanged.review).toBe('PREPARE_FOR_SUBMISSION');

    const slide = await uploadMedia(client, 'slide', await png(640, 400));
    const image = await uploadMedia(client, 'image', await png(220, 140));
    const submitted = await client.patch(`/creator/api/extensions/${id}`, {
      category: { code: 'productivity' },
      description: { en: 'Remembers what you read.', ko: '읽은 것을 기억합니다.' },
      changeLog: { en: 'First release' },
      slides: [{ url: slide.url, locale: null }],
      image: image.url,
      status: 'UNLISTED',
      review: 'IN_REVIEW',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const detail = jsonOf<CreatorItemDetail>(submitted);
    expect(detail.review).toBe('IN_REVIEW');
    expect(detail.status).toBe('UNLISTED');
    expect(detail.category?.code).toBe('productivity');
    expect(detail.images).toEqual([image.url]);
    expect(detail.texts.find((text) => text.locale === 'en')?.changeLog).toBe('First release');

    const locked = await client.patch(`/creator/api/extensions/${id}`, { matureContent: true });
    expect(jsonOf<ApiErrorBody>(locked).error.code).toBe('ALREADY_IN_REVIEW');
    const withdrawn = await client.patch(`/creator/api/extensions/${id}`, {
      review: 'PREPARE_FOR_SUBMISSION',
    });
    expect(jsonOf<CreatorItemDetail>(withdrawn).review).toBe('PREPARE_FOR_SUBMISSION');
  });

  it('refuses screenshots of the wrong size and a fifth screenshot in one language', async () => {
    const { client } = await developer();
    const id = await readyItem(client);
    const wrong = await uploadMedia(client, 'icon', await png(128, 128));
    const asSlide = await client.patch(`/creator/api/extensions/${id}`, {
      slides: [{ url: wrong.url, locale: null }],
    });
    // An icon is no screenshot: only images uploaded as screenshots are taken for slides.
    expect(jsonOf<ApiErrorBody>(asSlide).error.code).toBe('MEDIA_NOT_UPLOADED');

    const slides = [];
    for (const color of ['#111111', '#222222', '#333333', '#444444', '#555555']) {
      slides.push(await uploadMedia(client, 'slide', await png(1280, 800, color)));
    }
    const five = await client.patch(`/creator/api/extensions/${id}`, {
      slides: slides.map((slide) => ({ url: slide.url, locale: 'en' })),
    });
    expect(jsonOf<ApiErrorBody>(five).error.code).toBe('TOO_MANY_SLIDES');
    const four = await client.patch(`/creator/api/extensions/${id}`, {
      slides: [
        ...slides.slice(0, 4).map((slide) => ({ url: slide.url, locale: 'en' as const })),
        { url: slides[4]!.url, locale: 'ko' as const },
      ],
    });
    expect(four.statusCode, four.body).toBe(200);
    expect(jsonOf<CreatorItemDetail>(four).slides).toHaveLength(5);
  });

  it('does not accept another developer’s uploaded images', async () => {
    const owner = await developer();
    const other = await developer();
    const id = await readyItem(owner.client);
    const theirs = await uploadMedia(other.client, 'slide', await png(1280, 800, '#abcdef'));
    const response = await owner.client.patch(`/creator/api/extensions/${id}`, {
      slides: [{ url: theirs.url, locale: null }],
    });
    expect(response.statusCode).toBe(400);
    expect(jsonOf<ApiErrorBody>(response).error).toMatchObject({
      code: 'MEDIA_NOT_UPLOADED',
      fields: [{ field: 'slides.0', code: 'MEDIA_NOT_UPLOADED' }],
    });
  });
});

describe('updates of a published item', () => {
  it('keep the published product live until approval, with the version going up', async () => {
    const { user, client } = await developer();
    const id = await readyItem(client);
    await client.patch(`/creator/api/extensions/${id}`, { review: 'IN_REVIEW' });
    await approveItem(t.database.db, id, user.id);
    t.app.catalogCache.clear();

    const sameVersion = await upload(
      client,
      `/creator/api/extensions/${id}/upload`,
      await extensionZip({ version: '1.0.0' }),
    );
    expect(jsonOf<ApiErrorBody>(sameVersion).error.fields?.map((f) => f.code)).toContain(
      'VERSION_NOT_INCREASED',
    );

    const updated = await upload(
      client,
      `/creator/api/extensions/${id}/upload`,
      await extensionZip({ version: '1.1.0' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const result = jsonOf<PackageUploadResult>(updated);
    expect(result.item.version).toBe('1.1.0');
    expect(result.item.publishedPackage?.version).toBe('1.0.0');
    expect(result.item.hasDraft).toBe(true);

    await client.patch(`/creator/api/extensions/${id}`, {
      description: { en: 'A new description waiting for review.' },
      review: 'IN_REVIEW',
    });
    // Visitors still get the approved listing and package while the update is in review.
    const visitor = new TestClient(t.app);
    const live = await visitor.get(`/ajax/extensions/${id}`);
    expect(live.statusCode).toBe(200);
    expect(jsonOf<Product>(live)).toMatchObject({ version: '1.0.0', review: 'IN_REVIEW' });
    expect(jsonOf<Product>(live).description).not.toContain('waiting for review');
    const published = jsonOf<CreatorItemDetail>(
      await client.get(`/creator/api/extensions/${id}?published=true`),
    );
    expect(published.version).toBe('1.0.0');

    await approveItem(t.database.db, id, user.id);
    t.app.catalogCache.clear();
    const approved = jsonOf<Product>(await visitor.get(`/ajax/extensions/${id}`));
    expect(approved.version).toBe('1.1.0');
    expect(approved.description).toContain('waiting for review');
  });

  it('can cancel a file update once, going back to the published package', async () => {
    const { user, client } = await developer();
    const id = await readyItem(client);
    await client.patch(`/creator/api/extensions/${id}`, { review: 'IN_REVIEW' });
    await approveItem(t.database.db, id, user.id);
    await upload(
      client,
      `/creator/api/extensions/${id}/upload`,
      await extensionZip({ version: '2.0' }),
    );
    const cancelled = await client.delete(`/creator/api/extensions/${id}/upload`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(jsonOf<CreatorItemDetail>(cancelled).version).toBe('1.0.0');
    const again = await client.delete(`/creator/api/extensions/${id}/upload`);
    expect(jsonOf<ApiErrorBody>(again).error.code).toBe('NO_PACKAGE_UPDATE');
  });
});

describe('ownership', () => {
  let owner: Awaited<ReturnType<typeof developer>>;
  let id: string;
  beforeEach(async () => {
    owner = await developer();
    id = jsonOf<PackageUploadResult>(
      await upload(owner.client, '/creator/api/extensions/upload', await extensionZip()),
    ).extensionId;
  });

  it('keeps one developer from seeing or changing another’s items', async () => {
    const other = await developer();
    const attempts = [
      await other.client.get(`/creator/api/extensions/${id}`),
      await other.client.patch(`/creator/api/extensions/${id}`, { matureContent: true }),
      await other.client.delete(`/creator/api/extensions/${id}`),
      await other.client.delete(`/creator/api/extensions/${id}/upload`),
      await upload(other.client, `/creator/api/extensions/${id}/upload`, await extensionZip()),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(jsonOf<ApiErrorBody>(response).error.code).toBe('EXTENSION_NOT_FOUND');
    }
    const list = jsonOf<CreatorItemList>(await other.client.get('/creator/api/extensions'));
    expect(list.items).toEqual([]);
    const mine = jsonOf<CreatorItemDetail>(await owner.client.get(`/creator/api/extensions/${id}`));
    expect(mine.matureContent).toBe(false);
  });

  it('deletes an item, but not one an administrator blocked', async () => {
    const deleted = await owner.client.delete(`/creator/api/extensions/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await owner.client.get(`/creator/api/extensions/${id}`)).statusCode).toBe(404);

    const blocked = await createItem(t.database.db, {
      creatorId: owner.creator.id,
      blocked: true,
    });
    // Refused with the reason (a retry can never succeed), in both languages; nothing changes.
    const before = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', blocked.id)
      .executeTakeFirstOrThrow();
    const refused = await owner.client.delete(`/creator/api/extensions/${blocked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(jsonOf<ApiErrorBody>(refused).error).toMatchObject({
      code: 'ITEM_BLOCKED_DELETE',
      message: expect.stringMatching(/blocked by administrator, so it cannot be deleted/),
    });
    const korean = await owner.client.delete(`/creator/api/extensions/${blocked.id}?hl=ko`);
    expect(jsonOf<ApiErrorBody>(korean).error.message).toMatch(/차단된 항목은.*삭제할 수 없습니다/);
    expect(
      await t.database.db
        .selectFrom('items')
        .selectAll()
        .where('id', '=', blocked.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    const patch = await owner.client.patch(`/creator/api/extensions/${blocked.id}`, {
      matureContent: true,
    });
    expect(jsonOf<ApiErrorBody>(patch).error.code).toBe('ITEM_BLOCKED');
  });
});

describe('dashboard', () => {
  it('filters by type and shows a rejection with its guidelines in the reader’s language', async () => {
    const { user, creator, client } = await developer();
    const rejected = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'REJECTED',
    });
    const webApp = await createItem(t.database.db, { creatorId: creator.id, productType: 'pwa' });
    await t.database.db
      .insertInto('review_events')
      .values({
        item_id: rejected.id,
        action: 'rejected',
        actor_id: user.id,
        guidelines: ['SPAM', 'MISLEADING_METADATA'],
        message: 'Please fix the screenshots.',
      })
      .execute();

    const extensions = jsonOf<CreatorItemList>(
      await client.get('/creator/api/extensions?type=extension,sidebar&hl=ko'),
    );
    expect(extensions.items.map((item) => item.extensionId)).toEqual([rejected.id]);
    const note = extensions.items[0]!.reviewNote;
    expect(note?.kind).toBe('rejected');
    expect(note?.message).toBe('Please fix the screenshots.');
    expect(note?.guidelines.map((guideline) => guideline.code)).toEqual([
      'SPAM',
      'MISLEADING_METADATA',
    ]);
    expect(note?.guidelines[0]?.text).toMatch(/스팸/);

    const webApps = jsonOf<CreatorItemList>(
      await client.get('/creator/api/extensions?type=app,pwa,shortcut'),
    );
    expect(webApps.items.map((item) => item.extensionId)).toEqual([webApp.id]);
    expect(webApps.items[0]).toMatchObject({ published: true, review: 'READY_FOR_OPEN' });

    const bad = await client.get('/creator/api/extensions?type=extension,plugin');
    expect(jsonOf<ApiErrorBody>(bad).error.code).toBe('INVALID_REQUEST');
  });
});

describe('web apps by URL', () => {
  let site: WebAppSite;
  let local: TestApp;
  let caFolder: string;

  beforeAll(async () => {
    site = await startWebAppSite();
    caFolder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-ca-'));
    const caFile = path.join(caFolder, 'ca.pem');
    await fs.promises.writeFile(caFile, site.ca);
    local = await createTestApp({
      WEBAPP_FETCH_ALLOW_PRIVATE: 'true',
      WEBAPP_FETCH_CA_FILE: caFile,
    });
  });
  afterAll(async () => {
    await local.close();
    await site.close();
    await fs.promises.rm(caFolder, { recursive: true, force: true });
  });

  async function localDeveloper() {
    const user = await createUser(local.database.db);
    await createCreator(local.database.db, user.id);
    const client = new TestClient(local.app);
    await signIn(local.database.db, client, user.id);
    return client;
  }

  it('registers a PWA as a draft with name, description and icon from its manifest', async () => {
    const client = await localDeveloper();
    const response = await client.post('/creator/api/extensions/pwa', { url: `${site.origin}/` });
    expect(response.statusCode, response.body).toBe(201);
    const item = jsonOf<CreatorItemDetail>(response);
    expect(item).toMatchObject({
      productType: 'pwa',
      review: 'PREPARE_FOR_SUBMISSION',
      name: SITE_NAME,
      shortDescription: SITE_DESCRIPTION,
    });
    expect(item.icon).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    expect(item.webApp?.url).toBe(`${site.origin}/`);
    // The manifest names no language: the store's default locale, en-US.
    expect(item.defaultLocale).toBe('en_US');

    // Name and short description are required before review, like for every web app.
    const locale = item.defaultLocale;
    const missing = await client.patch(`/creator/api/extensions/${item.extensionId}`, {
      name: { [locale]: '' },
      review: 'IN_REVIEW',
    });
    const fields = jsonOf<ApiErrorBody>(missing).error.fields?.map((field) => field.field);
    expect(fields).toContain('name');

    const again = await (await localDeveloper()).post('/creator/api/extensions/pwa', {
      url: `${site.origin}/another/page`,
    });
    expect(jsonOf<ApiErrorBody>(again).error.code).toBe('DUPLICATED_DOMAIN');
    const list = jsonOf<CreatorItemList>(
      await client.get('/creator/api/extensions?type=app,pwa,shortcut'),
    );
    expect(list.items.map((row) => row.extensionId)).toEqual([item.extensionId]);
  });

  it.each([
    ['not a url', 'INVALID_URL_SYNTAX'],
    ['http://example.com/', 'ONLY_SUPPORT_START_WITH_HTTPS_'],
    ['https://127.0.0.1/', 'CAN_T_CONNECT_TO_URL'],
    ['https://169.254.169.254/latest/meta-data', 'CAN_T_CONNECT_TO_URL'],
    ['https://[::ffff:10.0.0.1]/', 'CAN_T_CONNECT_TO_URL'],
    ['https://0177.0.0.1/', 'CAN_T_CONNECT_TO_URL'],
  ])('refuses %s with %s on a store with the default guard', async (url, code) => {
    const { client } = await developer();
    const before = await itemCount();
    const response = await client.post('/creator/api/extensions/pwa', { url });
    expect(jsonOf<ApiErrorBody>(response).error.code).toBe(code);
    expect(await itemCount()).toBe(before);
  });
});
