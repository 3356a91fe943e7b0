import { PAGE_VIEWS_PER_HOUR } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp, TestClient } from '../test/app.js';
import { createUser, signIn } from '../test/factories.js';
import { MAX_RECORDED_PATH_LENGTH, recordedPath } from './page-path.js';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('recorded paths', () => {
  it('strips item ids: /detail/<id> is /detail, its preview /detail/preview', () => {
    expect(recordedPath(`/detail/${ID}`)).toBe('/detail');
    expect(recordedPath(`/detail/${ID}?hl=ko`)).toBe('/detail');
    expect(recordedPath(`/detail/${ID}/preview`)).toBe('/detail/preview');
    expect(recordedPath('/detail/:id/preview')).toBe('/detail/preview');
    expect(recordedPath(`/developers/edit/extension/${ID}`)).toBe('/developers/edit/extension');
  });

  it('keeps screens, drops search words, queries and fragments', () => {
    expect(recordedPath('/')).toBe('/');
    expect(recordedPath('/?hl=ko')).toBe('/');
    expect(recordedPath('/extensions/popular/games?hl=ko#top')).toBe('/extensions/popular/games');
    expect(recordedPath('/wallpapers/discover')).toBe('/wallpapers/discover');
    expect(recordedPath('/search/my%20secret')).toBe('/search');
    expect(recordedPath('/search/')).toBe('/search');
    expect(recordedPath('/developers/upload/extension/draft')).toBe(
      '/developers/upload/extension/draft',
    );
  });

  it('records unknown and odd paths as /other or cut short', () => {
    expect(recordedPath('/wp-admin/login.php')).toBe('/other');
    expect(recordedPath('//evil.example/x')).toBe('/other');
    expect(recordedPath('/policies/terms/<script>/more')).toBe('/policies/terms');
    expect(recordedPath('/extensions/a/b/c/d/e/f')).toBe('/extensions/a/b/c');
    expect(recordedPath(`/category/${'x'.repeat(300)}`)).toBe('/category');
    expect(recordedPath(`/category/${'x'.repeat(40)}`).length).toBeLessThanOrEqual(
      MAX_RECORDED_PATH_LENGTH,
    );
  });
});

describe('POST /ajax/page-views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const counts = async () =>
    Object.fromEntries(
      (
        await t.database.db
          .selectFrom('page_view_daily')
          .select(['path', 'count'])
          .where('day', '=', new Date().toISOString().slice(0, 10))
          .execute()
      ).map((row) => [row.path, Number(row.count)]),
    );

  it('counts views per day and path, without item ids and without cookies', async () => {
    // The client holds its anti-forgery cookie from an earlier call, as a browser would.
    await t.client.get('/ajax/user');
    for (const path of [`/detail/${ID}`, `/detail/${ID}`, '/detail/:id', `/detail/${ID}/preview`]) {
      const response = await t.client.post('/ajax/page-views', { path, language: 'ko' });
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    await t.client.post('/ajax/page-views', { path: '/search/private words' });
    await t.client.post('/ajax/page-views', { path: '/.env' });
    expect(await counts()).toEqual({
      '/detail': 3,
      '/detail/preview': 1,
      '/search': 1,
      '/other': 1,
    });
    const stored = JSON.stringify(
      await t.database.db.selectFrom('page_view_daily').selectAll().execute(),
    );
    expect(stored).not.toContain(ID);
    expect(stored).not.toContain('private');
  });

  it('still requires the anti-forgery header', async () => {
    const before = await counts();
    const response = await t.client.request({
      method: 'POST',
      url: '/ajax/page-views',
      payload: { path: '/extensions/new' },
      headers: { 'x-xsrf-token': 'wrong' },
    });
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('takes a limited number of views per visitor and hour, then refuses with 429 and counts nothing', async () => {
    const visitor = new TestClient(t.app);
    const view = (client: TestClient, address: string, path: string) =>
      client.request({
        method: 'POST',
        url: '/ajax/page-views',
        payload: { path },
        remoteAddress: address,
      });
    const flooder = '2001:db8:77:1::1';
    for (let sent = 0; sent < PAGE_VIEWS_PER_HOUR; sent += 1) {
      // Addresses of one IPv6 /64 are one visitor.
      const address = sent % 2 ? flooder : '2001:db8:77:1::abcd';
      expect((await view(visitor, address, '/wallpapers')).statusCode).toBe(204);
    }
    const before = await counts();
    const refused = await view(visitor, flooder, '/wallpapers');
    expectError(refused, 429, 'RATE_LIMITED');
    // A fresh anti-forgery cookie is the same visitor.
    expectError(await view(new TestClient(t.app), flooder, '/wallpapers'), 429, 'RATE_LIMITED');
    expect(await counts()).toEqual(before);

    // Another network is not held back, nor is a signed-in visitor behind the flooding one:
    // an account is counted on its own.
    expect((await view(visitor, '2001:db8:77:2::1', '/wallpapers')).statusCode).toBe(204);
    const member = new TestClient(t.app);
    await signIn(t.database.db, member, (await createUser(t.database.db)).id);
    expect((await view(member, flooder, '/wallpapers')).statusCode).toBe(204);
    expect((await counts())['/wallpapers']).toBe(PAGE_VIEWS_PER_HOUR + 2);

    // What the store knows of the visitor is that hour's count, under the limit's own row.
    const kept = await t.database.db
      .selectFrom('attempt_limits')
      .select(['scope', 'key', 'counted'])
      .where('scope', '=', 'page-views')
      .where('key', 'like', 'address:2001:db8:77:1::%')
      .execute();
    expect(kept).toEqual([
      { scope: 'page-views', key: 'address:2001:db8:77:1::/64', counted: PAGE_VIEWS_PER_HOUR + 2 },
    ]);
  });

  it('refuses paths that are not paths', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/ajax/page-views', { path: 'https://x.example/' })).statusCode).toBe(
      400,
    );
    expect(
      (await client.post('/ajax/page-views', { path: `/${'a'.repeat(600)}` })).statusCode,
    ).toBe(400);
  });
});
