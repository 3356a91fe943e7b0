import {
  HOME_GROUP_SIZE,
  HOME_HIGHLIGHT_COUNT,
  type Product,
  type ProductDetail,
  type ProductPage,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { createItem } from '../test/factories.js';

/** The extension home: its highlighted first items (hasFeature), then groups of 24. */
describe('the extension home list', () => {
  let t: TestApp;
  /** The listed extensions, most used first; the oldest is the most used. */
  const byUse: string[] = [];
  let sidebar = '';
  let webApp = '';

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const total = HOME_HIGHLIGHT_COUNT + HOME_GROUP_SIZE + 10;
    for (let index = 0; index < total; index++) {
      const { id } = await createItem(db, {
        names: { en: `Extension ${index}` },
        usercount: 10_000 - index,
        category: index % 2 === 0 ? 'games' : 'education',
        createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
      });
      byUse.push(id);
    }
    sidebar = (
      await createItem(db, {
        productType: 'sidebar',
        usercount: 5,
        createdAt: new Date(Date.UTC(2020, 0, 1)),
      })
    ).id;
    webApp = (await createItem(db, { productType: 'app', usercount: 1_000_000 })).id;
  });
  afterAll(async () => t.close());

  const page = async (query: string) => {
    const response = await t.app.inject(`/ajax/extensions?${query}`);
    expect(response.statusCode, query).toBe(200);
    return jsonOf<ProductPage>(response);
  };
  const products = (answer: ProductPage) =>
    answer.items.filter((entry): entry is Product => 'extensionId' in entry);
  const featured = (answer: ProductPage) =>
    products(answer)
      .filter((product) => product.hasFeature)
      .map((product) => product.extensionId);

  it('reads the highlighted items and the first group at once, then one group at a time', async () => {
    const first = await page(
      `type=extension&sort=popular&size=${HOME_HIGHLIGHT_COUNT + HOME_GROUP_SIZE}`,
    );
    expect(products(first).map((product) => product.extensionId)).toEqual(
      byUse.slice(0, HOME_HIGHLIGHT_COUNT + HOME_GROUP_SIZE),
    );
    expect(featured(first)).toEqual(byUse.slice(0, HOME_HIGHLIGHT_COUNT));

    const second = await page(
      `type=extension&sort=popular&offset=${HOME_HIGHLIGHT_COUNT + HOME_GROUP_SIZE}&size=${HOME_GROUP_SIZE}`,
    );
    // What is left (10 extensions and the sidebar), none of them highlighted.
    expect(products(second).map((product) => product.extensionId)).toEqual([
      ...byUse.slice(HOME_HIGHLIGHT_COUNT + HOME_GROUP_SIZE),
      sidebar,
    ]);
    expect(featured(second)).toEqual([]);
    expect(second.totalCount).toBe(byUse.length + 1);
  });

  it('highlights the first items of whatever page holds them, in each order and category', async () => {
    const pages = [await page('sort=popular&size=5'), await page('sort=popular&offset=5&size=5')];
    expect(pages.flatMap(featured)).toEqual(byUse.slice(0, HOME_HIGHLIGHT_COUNT));

    const newest = await page('type=extension&sort=new&size=10');
    expect(featured(newest)).toEqual([...byUse].reverse().slice(0, HOME_HIGHLIGHT_COUNT));

    const games = await page('type=extension&sort=popular&category=games&size=10');
    const gameIds = byUse.filter((_, index) => index % 2 === 0);
    expect(featured(games)).toEqual(gameIds.slice(0, HOME_HIGHLIGHT_COUNT));
  });

  it('highlights nothing in lists other than the extension home', async () => {
    expect(featured(await page('type=app&size=10'))).toEqual([]);
    expect(featured(await page('type=sidebar&size=10'))).toEqual([]);
  });

  it("says in an item's detail whether the home highlights it", async () => {
    const detail = async (id: string) => {
      const response = await t.app.inject(`/ajax/extensions/${id}`);
      expect(response.statusCode).toBe(200);
      return jsonOf<ProductDetail>(response).hasFeature;
    };
    // Among the most used, among the newest, or neither.
    expect(await detail(byUse[0]!)).toBe(true);
    expect(await detail(byUse.at(-1)!)).toBe(true);
    expect(await detail(byUse[HOME_HIGHLIGHT_COUNT]!)).toBe(false);
    expect(await detail(sidebar)).toBe(false);
    expect(await detail(webApp)).toBe(false);
  });
});
