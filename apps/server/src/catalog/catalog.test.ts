import type { Product, ProductPage } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';

describe('catalog list and detail', () => {
  let t: TestApp;
  let owner: { userId: string; creatorId: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    const db = t.database.db;
    const user = await createUser(db);
    const creator = await createCreator(db, user.id);
    owner = { userId: user.id, creatorId: creator.id };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.popular = (
      await createItem(db, {
        names: { en: 'Tab Tamer', ko: '탭 정리' },
        usercount: 5_000_000,
        createdAt: day(1),
        creatorId: creator.id,
      })
    ).id;
    ids.newest = (
      await createItem(db, {
        names: { en: 'Fresh Notes' },
        usercount: 10,
        createdAt: day(20),
        category: 'social',
      })
    ).id;
    ids.sidebar = (
      await createItem(db, {
        productType: 'sidebar',
        names: { en: 'Side Calc' },
        usercount: 2,
        createdAt: day(5),
      })
    ).id;
    ids.naver = (
      await createItem(db, {
        provider: 'NAVER,WHALE',
        names: { en: 'Papago Mini' },
        usercount: 3,
        createdAt: day(6),
      })
    ).id;
    ids.unlisted = (
      await createItem(db, { visibility: 'UNLISTED', names: { en: 'Link Only' } })
    ).id;
    ids.private = (
      await createItem(db, {
        visibility: 'TRUSTED_TESTER',
        names: { en: 'Testers Only' },
        creatorId: creator.id,
      })
    ).id;
    ids.inReview = (
      await createItem(db, {
        reviewState: 'IN_REVIEW',
        names: { en: 'Pending' },
        creatorId: creator.id,
      })
    ).id;
    ids.blocked = (await createItem(db, { blocked: true, names: { en: 'Bad Actor' } })).id;
    ids.theme = (
      await createItem(db, { productType: 'theme', category: 'nature', names: { en: 'Aurora' } })
    ).id;
  });
  afterAll(async () => t.close());

  const list = async (query: string) =>
    jsonOf<ProductPage>(await t.app.inject(`/ajax/extensions?${query}`));
  const names = (page: ProductPage) =>
    page.items.map((item) => ('name' in item ? item.name : item.message));

  it('lists only published, listed, unblocked items of the type', async () => {
    const page = await list('type=extension&sort=popular');
    expect(names(page)).toEqual(['Tab Tamer', 'Fresh Notes', 'Papago Mini', 'Side Calc']);
    expect(page.totalCount).toBe(4);
  });

  it('sorts by newest first', async () => {
    expect(names(await list('type=extension&sort=new'))[0]).toBe('Fresh Notes');
  });

  it('counts an item as new from the day it is first approved, not from its first upload', async () => {
    const approve = (at: Date | null) =>
      t.database.db
        .updateTable('items')
        .set({ first_approved_at: at })
        .where('id', '=', ids.popular as string)
        .execute();
    // Uploaded on January 1st, approved on February 1st: newer than Fresh Notes (January 20th).
    await approve(new Date(Date.UTC(2026, 1, 1)));
    t.app.catalogCache.clear();
    try {
      expect(names(await list('type=extension&sort=new')).slice(0, 2)).toEqual([
        'Tab Tamer',
        'Fresh Notes',
      ]);
    } finally {
      await approve(null);
      t.app.catalogCache.clear();
    }
    expect(names(await list('type=extension&sort=new'))[0]).toBe('Fresh Notes');
  });

  it('filters by category, sidebar and provider', async () => {
    expect(names(await list('type=extension&category=social'))).toEqual(['Fresh Notes']);
    expect(names(await list('type=extension&category=sidebar'))).toEqual(['Side Calc']);
    expect(names(await list('type=extension&category=naver'))).toEqual(['Papago Mini']);
    expect(names(await list('type=theme'))).toEqual(['Aurora']);
  });

  it('pages with size and offset', async () => {
    const first = await list('type=extension&sort=popular&size=3&offset=0');
    const second = await list('type=extension&sort=popular&size=3&offset=3');
    expect(first.items).toHaveLength(3);
    expect(names(second)).toEqual(['Side Calc']);
  });

  it('shows names in the language asked for, English otherwise', async () => {
    const ko = await list('type=extension&sort=popular&hl=ko');
    expect(names(ko)[0]).toBe('탭 정리');
    expect(names(ko)[1]).toBe('Fresh Notes');
  });

  it('rejects an unknown list type and a bad page size', async () => {
    expect((await t.app.inject('/ajax/extensions?type=spaceship')).statusCode).toBe(400);
    expect((await t.app.inject('/ajax/extensions?size=0')).statusCode).toBe(400);
  });

  it('opens an unlisted item by link but hides private and unpublished ones', async () => {
    const detail = await t.app.inject(`/ajax/extensions/${ids.unlisted}`);
    expect(detail.statusCode).toBe(200);
    expect(jsonOf<Product>(detail).status).toBe('UNLISTED');
    expect((await t.app.inject(`/ajax/extensions/${ids.private}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/ajax/extensions/${ids.inReview}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/ajax/extensions/${ids.inReview}?event=review`)).statusCode).toBe(
      404,
    );
  });

  it('shows the owner their private item and the draft in preview', async () => {
    const client = new TestClient(t.app);
    await signIn(t.database.db, client, owner.userId);
    expect((await client.get(`/ajax/extensions/${ids.private}`)).statusCode).toBe(200);
    const preview = await client.get(`/ajax/extensions/${ids.inReview}?event=review`);
    expect(preview.statusCode).toBe(200);
    expect(jsonOf<Product>(preview)).toMatchObject({
      name: 'Pending (draft)',
      review: 'IN_REVIEW',
    });
  });

  it('marks blocked items in detail and keeps them out of lists', async () => {
    expect(jsonOf<Product>(await t.app.inject(`/ajax/extensions/${ids.blocked}`)).blocked).toBe(
      true,
    );
  });

  it('serves region and locale names in the interface language', async () => {
    const regions = jsonOf<{ code: string; name: string }[]>(
      await t.app.inject('/ajax/regions?hl=ko'),
    );
    expect(regions[0]).toEqual({ code: 'all', name: '모든 지역' });
    expect(regions.find((region) => region.code === 'KR')?.name).toBe('대한민국');
    expect(regions.length).toBeGreaterThan(50);
    const locales = jsonOf<{ code: string; name: string }[]>(
      await t.app.inject('/ajax/locales?hl=en'),
    );
    expect(locales.find((locale) => locale.code === 'ko')?.name).toBe('Korean');
  });
});
