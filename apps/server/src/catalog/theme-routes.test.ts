import {
  type Product,
  type ProductPage,
  THEMES_SELECTED_RANDOM,
  type ThemeTab,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { createTheme } from '../test/catalog-factories.js';

describe('wallpaper lists', () => {
  let t: TestApp;
  const listed: string[] = [];
  const picks: string[] = [];
  const hidden: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (let index = 0; index < 20; index++) {
      const pick = index % 4 === 0;
      const { id } = await createTheme(db, {
        names: { en: `Wallpaper ${index}`, ko: `배경 ${index}` },
        likeCount: index * 10,
        pick,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      });
      listed.push(id);
      if (pick) picks.push(id);
    }
    hidden.push((await createTheme(db, { visibility: 'UNLISTED', pick: true })).id);
    hidden.push((await createTheme(db, { blocked: true, likeCount: 10_000 })).id);
    hidden.push((await createTheme(db, { reviewState: 'IN_REVIEW', pick: true })).id);
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    return jsonOf<T>(response);
  };

  it('pages discover by descending id until an empty page, skipping idNotIn', async () => {
    const first = await get<Product[]>('/ajax/theme-around/random?size=3');
    expect(first).toHaveLength(3);
    const excluded = first.map((product) => product.extensionId);
    const seen = [...excluded];
    let last: string | undefined;
    for (let round = 0; round < 20; round++) {
      const query = new URLSearchParams({ idNotIn: excluded.join(','), size: '3' });
      if (last) query.set('idLessThan', last);
      const page = await get<Product[]>(`/ajax/theme-around?${query}`);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(3);
      const pageIds = page.map((product) => product.extensionId);
      expect([...pageIds].sort().reverse()).toEqual(pageIds);
      if (last) expect(pageIds.every((id) => id < last!)).toBe(true);
      seen.push(...pageIds);
      last = pageIds.at(-1);
    }
    expect([...seen].sort()).toEqual([...listed].sort());
  });

  it('returns wallpapers with their theme attributes', async () => {
    const [product] = await get<Product[]>('/ajax/theme-around?size=1&hl=ko');
    expect(product?.productType).toBe('theme');
    expect(product?.name).toMatch(/^배경 /);
    expect(product?.theme).toMatchObject({
      photoCount: 1,
      notices: true,
      topSites: false,
      clock: 'analog',
    });
    expect(product?.theme?.themeDrafts).toHaveLength(1);
  });

  it('draws random wallpapers among the listed ones only', async () => {
    const drawn = await get<Product[]>('/ajax/theme-around/random?size=30');
    expect(drawn.map((product) => product.extensionId).sort()).toEqual([...listed].sort());
    expect((await t.app.inject('/ajax/theme-around/random?size=0')).statusCode).toBe(400);
  });

  it('refuses malformed ids', async () => {
    expect((await t.app.inject('/ajax/theme-around?idNotIn=nope')).statusCode).toBe(400);
    expect((await t.app.inject('/ajax/theme-around?idLessThan=zzz')).statusCode).toBe(400);
    const firstPage = await get<Product[]>('/ajax/theme-around?idNotIn=&idLessThan=&size=3');
    expect(firstPage).toHaveLength(3);
  });

  it('fills the recommended tab: for me, a random selection of picks, Like Top 30', async () => {
    const tab = await get<ThemeTab>('/ajax/theme-tab');
    expect(tab.forMe).toHaveLength(16);
    expect(tab.forMe[0]?.name).toBe('Wallpaper 19');
    // Fewer picks than the selection's 30: all of them, and the count that says so.
    expect(tab.selected.map((product) => product.extensionId).sort()).toEqual([...picks].sort());
    expect(tab.selectedTotal).toBe(picks.length);
    expect(tab.hot).toHaveLength(20);
    expect(tab.hot.map((product) => product.likeCount)).toEqual(
      Array.from({ length: 20 }, (_, index) => (19 - index) * 10),
    );
    const shown = [...tab.forMe, ...tab.selected, ...tab.hot].map((p) => p.extensionId);
    expect(shown.some((id) => hidden.includes(id))).toBe(false);
  });

  it('lists the picks, most liked first', async () => {
    const picked = await get<Product[]>('/ajax/theme-tab/pick');
    expect(picked.map((product) => product.extensionId)).toEqual([...picks].reverse());
    expect(picked.every((product) => product.pick)).toBe(true);
  });

  it('turns an item that cannot be presented into an error item of the list', async () => {
    const db = t.database.db;
    const broken = await createTheme(db, { names: { en: 'Broken' }, likeCount: 1 });
    await db
      .updateTable('listings')
      .set({
        theme: JSON.stringify({ photoCount: 1, notices: true, topSites: true, clock: 'sun' }),
      })
      .where('id', '=', broken.publishedListingId!)
      .execute();
    t.app.catalogCache.clear();
    const response = await t.app.inject('/ajax/extensions?type=theme&sort=new&size=100');
    expect(response.statusCode).toBe(200);
    const page = jsonOf<ProductPage>(response);
    const errors = page.items.filter((entry) => 'logref' in entry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'An error occurred. Please try again later.' });
    expect(page.items).toHaveLength(21);
  });
});

describe('the selected wallpapers', () => {
  let t: TestApp;
  const picks = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (let index = 0; index < THEMES_SELECTED_RANDOM + 5; index++) {
      picks.add((await createTheme(t.database.db, { pick: true })).id);
    }
    await createTheme(t.database.db, { pick: false });
  });
  afterAll(async () => t.close());

  it('draws 30 of the picks at random when there are more, and counts them all', async () => {
    const draws = [];
    for (let round = 0; round < 3; round++) {
      const response = await t.app.inject('/ajax/theme-tab');
      expect(response.statusCode).toBe(200);
      const tab = jsonOf<ThemeTab>(response);
      expect(tab.selected).toHaveLength(THEMES_SELECTED_RANDOM);
      expect(tab.selectedTotal).toBe(picks.size);
      const ids = tab.selected.map((product) => product.extensionId);
      expect(new Set(ids).size).toBe(THEMES_SELECTED_RANDOM);
      expect(ids.every((id) => picks.has(id))).toBe(true);
      draws.push(ids.join());
    }
    // A new draw on every visit: three identical draws of 30 among 35 would be a fixed list.
    expect(new Set(draws).size).toBeGreaterThan(1);
  });
});
