import { describe, expect, it } from 'vitest';
import { TestClient } from '../test/app.js';
import { createBanner, createTheme } from '../test/catalog-factories.js';
import {
  BANNER,
  errorCode,
  logCount,
  multipart,
  picture,
  t,
  useCurationApp,
} from '../test/curation-app.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';

useCurationApp();

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
