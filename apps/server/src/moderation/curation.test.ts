import type {
  AdminBanner,
  AdminBannerList,
  AdminCategory,
  AdminCategoryList,
  AdminWinnerYear,
  ApiErrorBody,
  AuditPage,
  Banner,
  BannerImageUpload,
  Category,
  CurationItem,
  CurationItemList,
  Product,
  WinnersByYear,
} from '@lagoon/contract';
import { errorMessage } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createBanner, createTheme } from '../test/catalog-factories.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { brokenMultipartBodies, multipartBody } from '../test/multipart.js';

let t: TestApp;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { isAdmin: true, nickname: 'Curator Cu' });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
  visitor = new TestClient(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A real picture: a gradient banner of the given size, encoded as PNG or JPEG. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 160;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

function multipart(parts: Parameters<typeof multipartBody>[0]) {
  const { body, contentType } = multipartBody(parts);
  return { payload: body, headers: { 'content-type': contentType } };
}

async function createBannerWithImage(
  client: TestClient,
  fields: Record<string, unknown>,
  image?: Buffer,
) {
  return client.request({
    method: 'POST',
    url: '/admin/api/curation/banners',
    ...multipart([
      { name: 'banner', data: JSON.stringify(fields) },
      {
        name: 'file',
        filename: 'banner.png',
        contentType: 'image/png',
        data: image ?? (await picture(1200, 300)),
      },
    ]),
  });
}

async function publicBanners(type: string, hl = 'en'): Promise<Banner[]> {
  const response = await visitor.get(`/ajax/banner/${type}?hl=${hl}`);
  expect(response.statusCode).toBe(200);
  return jsonOf<Banner[]>(response);
}

function errorCode(response: Parameters<typeof jsonOf>[0]): string {
  return jsonOf<ApiErrorBody>(response).error.code;
}

async function logCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('admin_actions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const BANNER = {
  type: 'extension',
  linkUrl: 'http://store.test/detail/abc?hl=en',
  titleEn: 'Autumn picks',
  titleKo: '가을 추천',
  descriptionEn: 'Extensions for the season.',
  descriptionKo: '계절을 위한 확장 앱.',
};

describe('access', () => {
  const ID = 'a'.repeat(32);
  const CALLS: [string, string, unknown?][] = [
    ['GET', '/admin/api/curation/banners'],
    ['POST', '/admin/api/curation/banners', { ...BANNER, image: '/files/x.png' }],
    ['POST', '/admin/api/curation/banner-images', {}],
    ['PATCH', '/admin/api/curation/banners/1', { titleEn: 'Taken over' }],
    ['DELETE', '/admin/api/curation/banners/1', {}],
    ['POST', '/admin/api/curation/banners/reorder', { type: 'extension', ids: ['1'] }],
    ['GET', '/admin/api/curation/items?q=a'],
    ['GET', '/admin/api/curation/picks?type=theme'],
    ['PUT', `/admin/api/curation/picks/${ID}`, { pick: true }],
    ['GET', '/admin/api/curation/winners'],
    ['PUT', '/admin/api/curation/winners/2019/gold', { itemIds: [ID] }],
    ['DELETE', `/admin/api/curation/winners/2019/${ID}`, {}],
    ['GET', '/admin/api/curation/categories'],
    [
      'POST',
      '/admin/api/curation/categories',
      { type: 'theme', code: 'ocean', nameEn: 'Ocean', nameKo: '바다' },
    ],
    ['PATCH', '/admin/api/curation/categories/theme/held', { nameEn: 'Taken' }],
    ['POST', '/admin/api/curation/categories/theme/reorder', { codes: ['held'] }],
    ['DELETE', '/admin/api/curation/categories/theme/held', {}],
  ];

  it('answers not-found to visitors, users, developers and children, and changes nothing', async () => {
    const db = t.database.db;
    const banner = await createBanner(db, { title: { en: 'Held', ko: '유지' } });
    const theme = await createTheme(db);
    const winner = await createItem(db);
    await db
      .insertInto('categories')
      .values({ type: 'theme', code: 'held', position: 0, name_en: 'Held', name_ko: '유지' })
      .execute();
    await db
      .insertInto('winners')
      .values({ year: 2019, prize: 'bronze', item_id: winner.id })
      .execute();
    const before = {
      banners: await db.selectFrom('banners').selectAll().orderBy('id').execute(),
      categories: await db.selectFrom('categories').selectAll().orderBy('code').execute(),
      winners: await db.selectFrom('winners').selectAll().orderBy('id').execute(),
      picks: await db.selectFrom('items').select(['id', 'pick']).orderBy('id').execute(),
      log: await logCount(),
    };

    const clients: [string, TestClient][] = [['visitor', new TestClient(t.app)]];
    for (const [label, age] of [
      ['user', 30],
      ['child', 10],
    ] as const) {
      const user = await createUser(db, { age });
      const client = new TestClient(t.app);
      await signIn(db, client, user.id);
      clients.push([label, client]);
    }
    const developer = await createUser(db);
    await createCreator(db, developer.id);
    const developerClient = new TestClient(t.app);
    await signIn(db, developerClient, developer.id);
    clients.push(['developer', developerClient]);

    const ids = (url: string) =>
      url
        .replace('/banners/1', `/banners/${banner.id}`)
        .replace('/picks/'.concat(ID), `/picks/${theme.id}`)
        .replace(`/2019/${ID}`, `/2019/${winner.id}`);
    for (const [label, client] of clients) {
      for (const [method, url, payload] of CALLS) {
        const response = await client.request({
          method: method as 'GET',
          url: ids(url),
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(response.statusCode, `${label} ${method} ${url}`).toBe(404);
        expect(errorCode(response), `${label} ${method} ${url}`).toBe('NOT_FOUND');
      }
      // A multipart upload is refused before its body is read.
      const upload = await client.request({
        method: 'POST',
        url: '/admin/api/curation/banners',
        ...multipart([
          { name: 'banner', data: JSON.stringify(BANNER) },
          { name: 'file', filename: 'b.png', data: await picture(1200, 300) },
        ]),
      });
      expect(upload.statusCode, `${label} multipart`).toBe(404);
    }

    expect(await db.selectFrom('banners').selectAll().orderBy('id').execute()).toEqual(
      before.banners,
    );
    expect(await db.selectFrom('categories').selectAll().orderBy('code').execute()).toEqual(
      before.categories,
    );
    expect(await db.selectFrom('winners').selectAll().orderBy('id').execute()).toEqual(
      before.winners,
    );
    expect(await db.selectFrom('items').select(['id', 'pick']).orderBy('id').execute()).toEqual(
      before.picks,
    );
    expect(await logCount()).toBe(before.log);

    // Clean up what only this test needed.
    await db.deleteFrom('banners').where('id', '=', banner.id).execute();
    await db.deleteFrom('winners').where('item_id', '=', winner.id).execute();
    await db.deleteFrom('categories').where('code', '=', 'held').execute();
  });
});

describe('banners', () => {
  it('adds a banner with an uploaded picture; the storefront shows it at once', async () => {
    // The answer is cached before the change, so the test proves the cache is emptied.
    const beforeIds = (await publicBanners('extension')).map((banner) => banner.id);

    const response = await createBannerWithImage(admin, { ...BANNER, reason: 'Autumn campaign' });
    expect(response.statusCode, response.body).toBe(201);
    const created = jsonOf<AdminBanner>(response);
    expect(created).toMatchObject({
      type: 'extension',
      titleEn: 'Autumn picks',
      language: null,
      active: true,
      state: 'live',
      startsAt: null,
    });
    expect(created.image).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);

    const shown = await publicBanners('extension');
    expect(shown.map((banner) => banner.id)).toEqual([...beforeIds, created.id]);
    expect(shown.at(-1)).toMatchObject({
      title: 'Autumn picks',
      description: 'Extensions for the season.',
      image: created.image,
      // A link into the store becomes a path of the web app.
      linkUrl: '/detail/abc?hl=en',
    });
    expect((await publicBanners('extension', 'ko')).at(-1)?.title).toBe('가을 추천');

    // The stored file is the checked picture, re-encoded.
    const stored = await t.storage.read(created.image.slice('/files/'.length));
    const metadata = await sharp(stored!).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([1200, 300, 'png']);

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?area=curation&q=autumn'));
    expect(log.items[0]).toMatchObject({
      id: expect.stringMatching(/^curation-\d+$/),
      area: 'curation',
      action: 'banner.create',
      target: `banner:${created.id}`,
      extensionId: null,
      message: 'Autumn campaign',
    });
    expect(log.items[0]?.actor).toContain('Curator Cu');
  });

  it('creates a banner from an image uploaded before', async () => {
    const upload = await admin.request({
      method: 'POST',
      url: '/admin/api/curation/banner-images',
      ...multipart([{ name: 'file', filename: 'x.jpg', data: await picture(1000, 250, 'jpeg') }]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const image = jsonOf<BannerImageUpload>(upload);
    expect(image).toMatchObject({ width: 1000, height: 250 });
    expect(image.image).toMatch(/\.jpg$/);

    const response = await admin.post('/admin/api/curation/banners', {
      ...BANNER,
      type: 'theme',
      titleEn: 'Wallpaper week',
      image: `http://store.test${image.image}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(jsonOf<AdminBanner>(response).image).toBe(image.image);
    expect((await publicBanners('theme')).map((banner) => banner.title)).toContain(
      'Wallpaper week',
    );
  });

  it('refuses pictures that are not banner images, and links that are not links', async () => {
    const count = await logCount();
    const bannersBefore = await publicBanners('home-inline');
    const cases: [Buffer, string][] = [
      [Buffer.from('not an image at all'), 'INVALID_IMAGE'],
      [(await picture(1200, 300)).subarray(0, 400), 'INVALID_IMAGE'],
      [await picture(800, 800), 'UNSUPPORTED_IMAGE_RESOLUTION'],
      [await picture(400, 100), 'UNSUPPORTED_IMAGE_RESOLUTION'],
    ];
    for (const [data, code] of cases) {
      const response = await createBannerWithImage(admin, { ...BANNER, type: 'home-inline' }, data);
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe(code);
    }
    const tooLarge = await createBannerWithImage(
      admin,
      { ...BANNER, type: 'home-inline' },
      Buffer.concat([await picture(1200, 300), Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(errorCode(tooLarge)).toBe('PAYLOAD_TOO_LARGE');
    const unknownImage = await admin.post('/admin/api/curation/banners', {
      ...BANNER,
      type: 'home-inline',
      image: `/files/${'b'.repeat(64)}.png`,
    });
    expect(errorCode(unknownImage)).toBe('INVALID_IMAGE');

    for (const linkUrl of ['javascript:alert(1)', '//elsewhere.test/x', '']) {
      const response = await createBannerWithImage(admin, {
        ...BANNER,
        type: 'home-inline',
        linkUrl,
      });
      expect(response.statusCode).toBe(400);
      const body = jsonOf<ApiErrorBody>(response);
      expect(body.error.code).toBe('INVALID_REQUEST');
      expect(body.error.fields?.[0]?.field).toBe('linkUrl');
    }
    const backwards = await createBannerWithImage(admin, {
      ...BANNER,
      type: 'home-inline',
      startsAt: '2030-02-01T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(jsonOf<ApiErrorBody>(backwards).error.fields?.[0]).toMatchObject({
      field: 'endsAt',
      code: 'admin.curation.schedule.order',
    });
    expect(await publicBanners('home-inline')).toEqual(bannersBefore);
    expect(await logCount()).toBe(count);
  });

  it('keeps scheduled, ended, inactive and other-language banners off the storefront', async () => {
    await publicBanners('home-inline');
    await publicBanners('home-inline', 'ko');
    const day = 86_400_000;
    const make = async (titleEn: string, extra: Record<string, unknown>) => {
      const response = await createBannerWithImage(admin, {
        ...BANNER,
        type: 'home-inline',
        titleEn,
        titleKo: `${titleEn} (ko)`,
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return jsonOf<AdminBanner>(response);
    };
    const later = await make('Later', { startsAt: new Date(Date.now() + day).toISOString() });
    const ended = await make('Ended', {
      startsAt: new Date(Date.now() - 2 * day).toISOString(),
      endsAt: new Date(Date.now() - day).toISOString(),
    });
    const running = await make('Running', {
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + day).toISOString(),
    });
    const korean = await make('Korean only', { language: 'ko' });
    const off = await make('Switched off', { active: false });
    expect([later.state, ended.state, running.state, korean.state, off.state]).toEqual([
      'scheduled',
      'ended',
      'live',
      'live',
      'inactive',
    ]);

    const english = (await publicBanners('home-inline', 'en')).map((banner) => banner.title);
    expect(english).toContain('Running');
    expect(english).not.toContain('Later');
    expect(english).not.toContain('Ended');
    expect(english).not.toContain('Korean only');
    expect(english).not.toContain('Switched off');
    const ko = (await publicBanners('home-inline', 'ko')).map((banner) => banner.title);
    expect(ko).toContain('Korean only (ko)');
    expect(ko).toContain('Running (ko)');

    // Moving the start to the past makes the scheduled banner appear right away.
    const started = await admin.patch(`/admin/api/curation/banners/${later.id}`, {
      startsAt: new Date(Date.now() - 1000).toISOString(),
      reason: 'Start early',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(jsonOf<AdminBanner>(started).state).toBe('live');
    expect((await publicBanners('home-inline')).map((banner) => banner.title)).toContain('Later');

    // A schedule that would end before it starts is refused against the stored start.
    const backwards = await admin.patch(`/admin/api/curation/banners/${running.id}`, {
      endsAt: new Date(Date.now() - 3 * day).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('updates, reorders and deletes banners, each visible at once and logged', async () => {
    const listed = jsonOf<AdminBannerList>(
      await admin.get('/admin/api/curation/banners?type=extension'),
    ).items;
    expect(listed.length).toBeGreaterThanOrEqual(1);
    const first = await createBannerWithImage(admin, { ...BANNER, titleEn: 'Second one' });
    const second = jsonOf<AdminBanner>(first);
    await publicBanners('extension');

    const renamed = await admin.patch(`/admin/api/curation/banners/${second.id}`, {
      titleEn: 'Renamed',
      linkUrl: '/event/autumn',
      language: 'en',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const shown = await publicBanners('extension');
    expect(shown.find((banner) => banner.id === second.id)).toMatchObject({
      title: 'Renamed',
      linkUrl: '/event/autumn',
    });
    expect((await publicBanners('extension', 'ko')).some((b) => b.id === second.id)).toBe(false);

    const ids = jsonOf<AdminBannerList>(
      await admin.get('/admin/api/curation/banners?type=extension'),
    ).items.map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const reordered = await admin.post('/admin/api/curation/banners/reorder', {
      type: 'extension',
      ids: reversed,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(jsonOf<AdminBannerList>(reordered).items.map((banner) => banner.id)).toEqual(reversed);
    expect((await publicBanners('extension')).map((banner) => banner.id)).toEqual(
      reversed.filter((id) => shown.some((banner) => banner.id === id)),
    );

    // An order that leaves a banner out is stale: refused, nothing moves.
    const stale = await admin.post('/admin/api/curation/banners/reorder', {
      type: 'extension',
      ids: reversed.slice(1),
    });
    expect(stale.statusCode).toBe(400);

    const removed = await admin.request({
      method: 'DELETE',
      url: `/admin/api/curation/banners/${second.id}`,
      payload: { reason: 'Campaign over' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await publicBanners('extension')).some((banner) => banner.id === second.id)).toBe(
      false,
    );
    const again = await admin.request({
      method: 'DELETE',
      url: `/admin/api/curation/banners/${second.id}`,
    });
    expect(again.statusCode).toBe(404);

    const log = jsonOf<AuditPage>(
      await admin.get(`/admin/api/audit?q=${encodeURIComponent(`banner:${second.id}`)}`),
    );
    expect(log.items.map((entry) => entry.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.create',
    ]);
    expect(log.items[0]?.message).toBe('Campaign over');
    expect(log.items[1]?.details).toMatchObject({
      changes: { title_en: { before: 'Second one', after: 'Renamed' } },
    });
  });
});

describe('picks', () => {
  it("picks a wallpaper into the wallpaper tab's picks and takes it out again", async () => {
    const theme = await createTheme(t.database.db, { names: { en: 'Quiet Lake' } });
    const pickedIds = async () =>
      jsonOf<Product[]>(await visitor.get('/ajax/theme-tab/pick')).map((p) => p.extensionId);
    expect(await pickedIds()).not.toContain(theme.id);

    const set = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${theme.id}`,
      payload: { pick: true, reason: 'Lovely' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(jsonOf<CurationItem>(set)).toMatchObject({
      extensionId: theme.id,
      pick: true,
      listed: true,
      name: 'Quiet Lake',
    });
    expect(await pickedIds()).toContain(theme.id);
    const list = jsonOf<CurationItemList>(await admin.get('/admin/api/curation/picks?type=theme'));
    expect(list.items.map((item) => item.extensionId)).toContain(theme.id);

    const unset = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${theme.id}`,
      payload: { pick: false },
    });
    expect(unset.statusCode).toBe(200);
    expect(await pickedIds()).not.toContain(theme.id);

    const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?q=${theme.id}`));
    expect(log.items.map((entry) => entry.action)).toEqual(['pick.unset', 'pick.set']);
    // A change aimed at one item names it, like a review decision does.
    expect(log.items[1]).toMatchObject({
      target: `item:${theme.id}`,
      extensionId: theme.id,
      itemName: 'Quiet Lake',
      message: 'Lovely',
    });
  });

  it('picks extensions, finds items by name, and refuses web apps', async () => {
    const extension = await createItem(t.database.db, { names: { en: 'Tab Gardener' } });
    const found = jsonOf<CurationItemList>(
      await admin.get('/admin/api/curation/items?q=gardener&type=extension'),
    );
    expect(found.items.map((item) => item.extensionId)).toEqual([extension.id]);
    const byId = jsonOf<CurationItemList>(
      await admin.get(`/admin/api/curation/items?q=${extension.id.slice(0, 12)}`),
    );
    expect(byId.items.map((item) => item.extensionId)).toEqual([extension.id]);
    const set = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${extension.id}`,
      payload: { pick: true },
    });
    expect(set.statusCode).toBe(200);
    const detail = jsonOf<Product>(await visitor.get(`/ajax/extensions/${extension.id}`));
    expect(detail.pick).toBe(true);

    const webApp = await createItem(t.database.db, { productType: 'pwa' });
    const count = await logCount();
    const refused = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${webApp.id}`,
      payload: { pick: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorCode(refused)).toBe('WRONG_ITEM_TYPE');
    const missing = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${'p'.repeat(32)}`,
      payload: { pick: true },
    });
    expect(errorCode(missing)).toBe('EXTENSION_NOT_FOUND');
    expect(await logCount()).toBe(count);
  });
});

describe('winners', () => {
  async function putWinners(year: number, prize: string, itemIds: string[]) {
    return admin.request({
      method: 'PUT',
      url: `/admin/api/curation/winners/${year}/${prize}`,
      payload: { itemIds, reason: `${prize} of ${year}` },
    });
  }
  const publicWinners = async () =>
    jsonOf<WinnersByYear[]>(await visitor.get('/ajax/winning-prize?hl=en'));

  it('sets the winners of a prize and the storefront lists them at once', async () => {
    expect(await publicWinners()).toEqual([]);
    const gold = await createItem(t.database.db, { names: { en: 'Golden Tabs' } });
    const response = await putWinners(2024, 'gold', [gold.id]);
    expect(response.statusCode, response.body).toBe(200);
    const year = jsonOf<AdminWinnerYear>(response);
    expect(year.count).toBe(1);
    expect(year.prizes.find((entry) => entry.prize === 'gold')?.winners[0]?.item.name).toBe(
      'Golden Tabs',
    );
    const shown = await publicWinners();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.year).toBe(2024);
    expect(shown[0]?.winners[0]).toMatchObject({ provider: 'gold' });
    expect(shown[0]?.winners[0]?.list.map((product) => product.extensionId)).toEqual([gold.id]);
  });

  it('keeps gold and silver sole, a year at seven, and an item to one prize a year', async () => {
    const items = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        createItem(t.database.db, { names: { en: `Entry ${index}` } }),
      ),
    );
    const ids = items.map((item) => item.id);
    const count = await logCount();
    const twoGolds = await putWinners(2025, 'gold', ids.slice(0, 2));
    expect(twoGolds.statusCode).toBe(409);
    expect(errorCode(twoGolds)).toBe('SOLE_WINNER_PRIZE');
    expect(await logCount()).toBe(count);

    expect((await putWinners(2025, 'gold', [ids[0]!])).statusCode).toBe(200);
    expect((await putWinners(2025, 'silver', [ids[1]!])).statusCode).toBe(200);
    expect((await putWinners(2025, 'bronze', ids.slice(2, 5))).statusCode).toBe(200);
    const tooMany = await putWinners(2025, 'special', ids.slice(5, 8));
    expect(tooMany.statusCode).toBe(409);
    expect(errorCode(tooMany)).toBe('WINNER_LIMIT_REACHED');
    const twice = await putWinners(2025, 'special', [ids[0]!]);
    expect(errorCode(twice)).toBe('ALREADY_A_WINNER');
    const unknown = await putWinners(2025, 'special', ['p'.repeat(32)]);
    expect(errorCode(unknown)).toBe('EXTENSION_NOT_FOUND');
    const full = await putWinners(2025, 'special', ids.slice(5, 7));
    expect(full.statusCode).toBe(200);
    expect(jsonOf<AdminWinnerYear>(full).count).toBe(7);

    const year = (await publicWinners()).find((entry) => entry.year === 2025);
    expect(year?.winners.map((entry) => entry.provider)).toEqual([
      'gold',
      'silver',
      'bronze',
      'special',
    ]);
    expect(year?.winners.flatMap((entry) => entry.list).length).toBe(7);

    const removed = await admin.request({
      method: 'DELETE',
      url: `/admin/api/curation/winners/2025/${ids[2]}`,
      payload: { reason: 'Disqualified' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(jsonOf<AdminWinnerYear>(removed).count).toBe(6);
    const after = (await publicWinners()).find((entry) => entry.year === 2025);
    expect(after?.winners.flatMap((entry) => entry.list).map((p) => p.extensionId)).not.toContain(
      ids[2],
    );
    // A place came free.
    expect((await putWinners(2025, 'special', ids.slice(5, 8))).statusCode).toBe(200);

    const log = jsonOf<AuditPage>(await admin.get('/admin/api/audit?q=disqualified'));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ action: 'winner.remove', target: 'winners:2025/bronze' });
  });
});

describe('categories', () => {
  const publicCategories = async (type: string, hl = 'en') =>
    jsonOf<Category[]>(await visitor.get(`/ajax/categories/${type}?hl=${hl}`));
  const create = (type: string, code: string, nameEn: string, nameKo: string) =>
    admin.post('/admin/api/curation/categories', { type, code, nameEn, nameKo });

  it('creates, renames and reorders categories; the store follows at once', async () => {
    const before = (await publicCategories('theme')).map((entry) => entry.code);
    expect(before).toContain('nature');
    const created = await create('theme', 'ocean', 'Ocean', '바다');
    expect(created.statusCode, created.body).toBe(201);
    expect(jsonOf<AdminCategory>(created)).toMatchObject({
      position: before.length,
      listingCount: 0,
    });
    expect((await publicCategories('theme')).map((entry) => entry.code)).toEqual([
      ...before,
      'ocean',
    ]);
    const duplicate = await create('theme', 'nature', 'Nature again', '자연');
    expect(duplicate.statusCode).toBe(409);
    expect(errorCode(duplicate)).toBe('CATEGORY_EXISTS');
    const badCode = await create('theme', 'Ocean Deep', 'Deep', '심해');
    expect(jsonOf<ApiErrorBody>(badCode).error.fields?.[0]).toMatchObject({
      field: 'code',
      code: 'admin.curation.category.code.invalid',
    });

    // A wallpaper filed under "nature" shows the category's name, cached answers included.
    const theme = await createTheme(t.database.db);
    const detail = async (hl: string) =>
      jsonOf<Product>(await visitor.get(`/ajax/extensions/${theme.id}?hl=${hl}`));
    expect((await detail('ko')).category?.name).toBe('자연');
    const renamed = await admin.patch('/admin/api/curation/categories/theme/nature', {
      nameKo: '풍경',
      reason: 'Clearer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(jsonOf<AdminCategory>(renamed).nameKo).toBe('풍경');
    expect(jsonOf<AdminCategory>(renamed).listingCount).toBeGreaterThan(0);
    expect((await detail('ko')).category?.name).toBe('풍경');
    expect((await publicCategories('theme', 'ko')).map((entry) => entry.name)).toContain('풍경');

    const order = ['ocean', ...before];
    const reordered = await admin.post('/admin/api/curation/categories/theme/reorder', {
      codes: order,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(jsonOf<AdminCategoryList>(reordered).items.map((entry) => entry.code)).toEqual(order);
    expect((await publicCategories('theme')).map((entry) => entry.code)).toEqual(order);
  });

  it('deletes a category only when no listing uses it', async () => {
    expect((await create('app', 'gadgets', 'Gadgets', '가젯')).statusCode).toBe(201);
    expect((await create('extension', 'gadgets', 'Gadgets', '가젯')).statusCode).toBe(201);
    // A web app filed under "gadgets" holds the app category, not the extension one.
    await createItem(t.database.db, { productType: 'pwa', category: 'gadgets' });
    const count = await logCount();
    const inUse = await admin.request({
      method: 'DELETE',
      url: '/admin/api/curation/categories/app/gadgets',
      payload: {},
    });
    expect(inUse.statusCode).toBe(409);
    expect(errorCode(inUse)).toBe('CATEGORY_IN_USE');
    expect((await publicCategories('app')).map((entry) => entry.code)).toContain('gadgets');
    expect(await logCount()).toBe(count);

    const unused = await admin.request({
      method: 'DELETE',
      url: '/admin/api/curation/categories/extension/gadgets',
      payload: { reason: 'Unused' },
    });
    expect(unused.statusCode, unused.body).toBe(200);
    expect((await publicCategories('extension')).map((entry) => entry.code)).not.toContain(
      'gadgets',
    );
    const missing = await admin.request({
      method: 'DELETE',
      url: '/admin/api/curation/categories/extension/gadgets',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('banner uploads: malformed multipart', () => {
  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const entry of t.storage.list()) keys.push(entry.key);
    return keys.sort();
  }

  async function bannerCount(): Promise<number> {
    const row = await t.database.db
      .selectFrom('banners')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('refuses every broken form on banner-images and banners with 400 in both languages, keeping nothing', async () => {
    const image = await picture(1200, 300);
    const routes: [string, Parameters<typeof brokenMultipartBodies>[0]][] = [
      [
        '/admin/api/curation/banner-images',
        [{ name: 'file', filename: 'banner.png', contentType: 'image/png', data: image }],
      ],
      [
        '/admin/api/curation/banners',
        [
          { name: 'banner', data: JSON.stringify({ ...BANNER, type: 'home-inline' }) },
          { name: 'file', filename: 'banner.png', contentType: 'image/png', data: image },
        ],
      ],
    ];
    const before = {
      files: await storedKeys(),
      banners: await bannerCount(),
      log: await logCount(),
    };
    for (const [url, parts] of routes) {
      for (const [index, { label, contentType, body }] of brokenMultipartBodies(parts).entries()) {
        const hl = index % 2 === 0 ? 'en' : 'ko';
        const response = await admin.request({
          method: 'POST',
          url: `${url}?hl=${hl}`,
          payload: body,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, `${url}, ${label}: ${response.body}`).toBe(400);
        const { error } = jsonOf<ApiErrorBody>(response);
        expect(error.code, label).toBe('INVALID_REQUEST');
        expect(error.message, label).toBe(errorMessage('INVALID_REQUEST', hl));
      }
    }
    expect({
      files: await storedKeys(),
      banners: await bannerCount(),
      log: await logCount(),
    }).toEqual(before);
  });
});
