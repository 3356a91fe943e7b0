import {
  Category,
  EXTENSION_FILTERS,
  HOME_PAGE_SIZE,
  type ProductPage,
  ProductPage as ProductPageSchema,
  User,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedCategories } from '../seed/categories.js';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { createItem } from '../test/factories.js';

describe('public catalog calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await seedCategories(db);
    for (let index = 0; index < 12; index++) {
      await createItem(db, {
        names: { en: `Item ${String(index).padStart(2, '0')}`, ko: `항목 ${index}` },
        usercount: 100 - index,
        provider: index === 3 ? 'NAVER,WHALE' : index === 4 ? 'CONTEST' : null,
        category: index % 2 === 0 ? 'games' : 'education',
      });
    }
  });
  afterAll(async () => t.close());

  const ok = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode, url).toBe(200);
    return jsonOf(response);
  };

  it('lists categories of a type, extension by default, named in the language', async () => {
    const categories = z.array(Category).parse(await ok('/ajax/categories'));
    expect(categories.map((category) => category.code)).toContain('search_tools');
    const ko = z.array(Category).parse(await ok('/ajax/categories/extension?hl=ko'));
    expect(ko.find((category) => category.code === 'games')?.name).toBe('게임');
    const themes = z.array(Category).parse(await ok('/ajax/categories/theme'));
    expect(themes.map((category) => category.code)).toContain('nature');
    expect(z.array(Category).parse(await ok('/ajax/categories/app')).length).toBeGreaterThan(0);
    expect((await t.app.inject('/ajax/categories/spaceship')).statusCode).toBe(400);
  });

  it('takes the language from Accept-Language when hl is absent', async () => {
    const categories = z
      .array(Category)
      .parse(await ok('/ajax/categories/extension', { 'accept-language': 'ko-KR,ko;q=0.9' }));
    expect(categories.find((category) => category.code === 'games')?.name).toBe('게임');
  });

  it('serves regions and locales', async () => {
    const regions = z
      .array(z.object({ code: z.string(), name: z.string() }))
      .parse(await ok('/ajax/regions?hl=en'));
    expect(regions[0]).toEqual({ code: 'all', name: 'All regions' });
    const locales = z
      .array(z.object({ code: z.string(), name: z.string() }))
      .parse(await ok('/ajax/locales?hl=ko'));
    expect(locales.map((locale) => locale.code)).toEqual(
      expect.arrayContaining(['ar', 'de', 'en', 'en_GB', 'ko', 'pt_BR', 'zh_CN', 'zh_TW']),
    );
    // The list also holds "all" and NOT_DEFINED, named like the others.
    expect(locales[0]).toEqual({ code: 'all', name: '모든 언어' });
    expect(locales.at(-1)).toEqual({ code: 'NOT_DEFINED', name: '정의되지 않음' });
  });

  it('describes an anonymous visitor', async () => {
    expect(User.parse(await ok('/ajax/user'))).toMatchObject({ isAuthenticated: false });
  });

  it('pages lists by 10 by default', async () => {
    const page = ProductPageSchema.parse(await ok('/ajax/extensions'));
    expect(page.size).toBe(HOME_PAGE_SIZE);
    expect(page.items).toHaveLength(10);
    expect(page.totalCount).toBe(12);
    const rest = ProductPageSchema.parse(await ok('/ajax/extensions?offset=10'));
    expect(rest.items).toHaveLength(2);
  });

  it('accepts each of the twelve filters', async () => {
    for (const filter of EXTENSION_FILTERS) {
      const page = ProductPageSchema.parse(await ok(`/ajax/extensions?category=${filter}`));
      expect(page.offset).toBe(0);
    }
    const games = jsonOf<ProductPage>(await t.app.inject('/ajax/extensions?category=games'));
    expect(games.totalCount).toBe(6);
    const naver = jsonOf<ProductPage>(await t.app.inject('/ajax/extensions?category=naver'));
    expect(naver.items).toMatchObject([{ provider: 'NAVER', byWhale: true }]);
    const contest = jsonOf<ProductPage>(await t.app.inject('/ajax/extensions?category=contest'));
    expect(contest.items).toMatchObject([{ provider: 'CONTEST', byWhale: false }]);
  });

  it('filters by provider', async () => {
    const page = jsonOf<ProductPage>(
      await t.app.inject('/ajax/extensions?type=extension&provider=whale&hl=ko'),
    );
    expect(page.items).toMatchObject([{ name: '항목 3', provider: 'NAVER', byWhale: true }]);
  });

  it('documents every public call in the OpenAPI document', async () => {
    const document = JSON.parse((await t.app.inject('/api-docs/json')).body) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/ajax/banner/{type}',
        '/ajax/winning-prize',
        '/ajax/theme-around',
        '/ajax/theme-around/random',
        '/ajax/theme-tab',
        '/ajax/theme-tab/pick',
        '/ajax/search2',
        '/ajax/autocomplete2',
        '/ajax/page-views',
      ]),
    );
  });
});
