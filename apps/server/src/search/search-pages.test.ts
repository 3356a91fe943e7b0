import {
  SEARCH_GROUP_PAGE_SIZE,
  SEARCH_PAGE_MAX,
  SEARCH_SORTS,
  type SearchResultGroup,
  type SearchSort,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp } from '../test/app.js';
import { createTheme, setDescriptions } from '../test/catalog-factories.js';
import { createItem } from '../test/factories.js';
import { searchIndexOf } from './routes.js';

/** What the test knows of each findable extension matching "pixel". */
interface Made {
  id: string;
  usercount: number;
  score: number;
  ratingCount: number;
  released: number;
  category: string;
}

const CATEGORIES = ['productivity', 'games', 'fun', 'education', 'social'] as const;
/** Name shapes covering every kind of name match: equal, start, later word, inside. */
const NAME_SHAPES = [
  (n: string) => `Pixel ${n}`,
  (n: string) => `Super Pixel ${n}`,
  (n: string) => `Mypixel ${n}`,
  (n: string) => `Pixelate ${n}`,
];
/** More matches than one answer of the search page ever showed (100). */
const NAMED = 132;

describe('paging through every result of a search group', () => {
  let t: TestApp;
  const made: Made[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (let index = 0; index < NAMED + 4; index += 1) {
      const n = String(index).padStart(3, '0');
      const describedOnly = index >= NAMED;
      // Few distinct counts, days and scores, so every order has many ties to break.
      const usercount = (index * 7) % 11;
      const released = Date.UTC(2024, 0, 1 + (index % 6));
      const category = CATEGORIES[index % CATEGORIES.length] as string;
      const item = await createItem(db, {
        productType: index % 9 === 0 ? 'sidebar' : 'extension',
        names: { en: describedOnly ? `Canvas ${n}` : NAME_SHAPES[index % NAME_SHAPES.length]!(n) },
        usercount,
        category,
        createdAt: new Date(released),
        // A blocked item is still found, marked as blocked.
        blocked: index === 5,
      });
      if (describedOnly) {
        await setDescriptions(db, item.publishedListingId as number, { en: 'Draws pixel art.' });
      }
      const ratingCount = index % 4;
      const ratingSum = ratingCount * (1 + (index % 5));
      await db
        .updateTable('items')
        .set({ rating_count: ratingCount, rating_sum: ratingSum })
        .where('id', '=', item.id)
        .execute();
      made.push({
        id: item.id,
        usercount,
        score: ratingCount > 0 ? ratingSum / ratingCount : -1,
        ratingCount,
        released,
        category,
      });
    }
    // Never part of the extensions' pages: another group, unlisted, and a miss.
    await createTheme(db, { names: { en: 'Pixel Wallpaper' } });
    await createItem(db, { names: { en: 'Pixel Hidden' }, visibility: 'UNLISTED' });
    await createItem(db, { names: { en: 'Lantern' }, category: 'games' });
    await searchIndexOf(t.app).refresh();
  });
  afterAll(async () => t.close());

  const get = (query: string) => t.app.inject(`/ajax/search2?keyword=pixel&${query}`);
  const group = async (query: string): Promise<SearchResultGroup> => {
    const response = await get(query);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    const groups = jsonOf<SearchResultGroup[]>(response);
    expect(groups).toHaveLength(1);
    return groups[0] as SearchResultGroup;
  };

  /** Every page of one group, in order, until the page after the last. */
  const pageThrough = async (query: string) => {
    const ids: string[] = [];
    const first = await group(`${query}&page=0&size=${SEARCH_GROUP_PAGE_SIZE}`);
    const pages = Math.ceil(first.totalCount / SEARCH_GROUP_PAGE_SIZE);
    for (let page = 0; page <= pages; page += 1) {
      const answer = await group(`${query}&page=${page}&size=${SEARCH_GROUP_PAGE_SIZE}`);
      expect(answer.totalCount).toBe(first.totalCount);
      const expected = Math.max(
        0,
        Math.min(SEARCH_GROUP_PAGE_SIZE, first.totalCount - page * SEARCH_GROUP_PAGE_SIZE),
      );
      expect(answer.items.length, `page ${page}`).toBe(expected);
      ids.push(...answer.items.map((item) => item.extensionId));
    }
    return { totalCount: first.totalCount, ids };
  };

  const byId = (id: string) => made.find((item) => item.id === id) as Made;
  /** Whether a list of ids is in the order a sort promises (its own keys, not the ties). */
  const ordered = (sort: SearchSort, ids: string[]) => {
    const key = (id: string) => {
      const item = byId(id);
      if (sort === 'popular') return [item.usercount];
      if (sort === 'rating') return [item.score, item.ratingCount];
      return [item.released];
    };
    return ids.every((id, index) => {
      if (index === 0) return true;
      const before = key(ids[index - 1] as string);
      const here = key(id);
      for (let part = 0; part < here.length; part += 1) {
        if ((before[part] as number) !== (here[part] as number)) {
          return (before[part] as number) > (here[part] as number);
        }
      }
      return true;
    });
  };

  it.each(SEARCH_SORTS)('reaches each of the %s matches exactly once', async (sort) => {
    const { totalCount, ids } = await pageThrough(`type=EXTENSION&sort=${sort}`);
    expect(totalCount).toBe(made.length);
    expect(totalCount).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(made.map((item) => item.id).sort());
    if (sort === 'relevance') {
      // Names starting with the keyword, then with a later word starting with it, then
      // containing it, then descriptions; the most used first within each.
      const kind = (id: string) => {
        const index = made.indexOf(byId(id));
        return index >= NAMED ? 3 : [0, 1, 2, 0][index % 4];
      };
      const kinds = ids.map(kind);
      expect(kinds).toEqual([...kinds].sort());
      expect(new Set(kinds)).toEqual(new Set([0, 1, 2, 3]));
      for (const part of [0, 1, 2, 3]) {
        expect(
          ordered(
            'popular',
            ids.filter((id) => kind(id) === part),
          ),
        ).toBe(true);
      }
    } else {
      expect(ordered(sort, ids)).toBe(true);
    }
  });

  it.each(SEARCH_SORTS)('narrows the %s pages to a category, each item once', async (sort) => {
    const games = made.filter((item) => item.category === 'games').map((item) => item.id);
    const { totalCount, ids } = await pageThrough(`type=EXTENSION&sort=${sort}&category=games`);
    expect(totalCount).toBe(games.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...games].sort());
    if (sort !== 'relevance') expect(ordered(sort, ids)).toBe(true);
  });

  it('answers the same page the same way every time', async () => {
    for (const sort of SEARCH_SORTS) {
      const query = `type=EXTENSION&sort=${sort}&page=1&size=${SEARCH_GROUP_PAGE_SIZE}`;
      const [a, b] = await Promise.all([group(query), group(query)]);
      expect(a.items.map((item) => item.extensionId)).toEqual(
        b.items.map((item) => item.extensionId),
      );
    }
  });

  it('counts a category with no matching item as empty, and a page past the end too', async () => {
    expect(await group('type=EXTENSION&category=sports')).toMatchObject({
      totalCount: 0,
      items: [],
    });
    expect(await group(`type=EXTENSION&page=${SEARCH_PAGE_MAX}&size=100`)).toMatchObject({
      totalCount: made.length,
      items: [],
    });
  });

  it('keeps every group to its own matches and the first page of all groups unchanged', async () => {
    const response = await get('');
    const groups = jsonOf<SearchResultGroup[]>(response);
    expect(groups.map((entry) => [entry.type, entry.totalCount])).toEqual([
      ['EXTENSION', made.length],
      ['THEME', 1],
      ['APP', 0],
    ]);
    expect(groups[0]?.items).toHaveLength(100);
  });

  const refusal = async (query: string, hl = 'en') => {
    const response = await get(`${query}&hl=${hl}`);
    expect(response.statusCode, query).toBe(400);
    return jsonOf<{ error: { code: string; message: string } }>(response).error;
  };

  it('refuses a page, order or category that cannot be, with a code for each', async () => {
    const cases: [string, string][] = [
      ['type=EXTENSION&page=-1', 'SEARCH_PAGE_INVALID'],
      ['type=EXTENSION&page=two', 'SEARCH_PAGE_INVALID'],
      ['type=EXTENSION&page=1.5', 'SEARCH_PAGE_INVALID'],
      [`type=EXTENSION&page=${SEARCH_PAGE_MAX + 1}`, 'SEARCH_PAGE_INVALID'],
      ['type=EXTENSION&size=0', 'SEARCH_PAGE_INVALID'],
      ['type=EXTENSION&size=101', 'SEARCH_PAGE_INVALID'],
      ['type=EXTENSION&sort=cheapest', 'SEARCH_SORT_INVALID'],
      ['type=EXTENSION&sort=', 'SEARCH_SORT_INVALID'],
      ['type=EXTENSION&sort=POPULAR', 'SEARCH_SORT_INVALID'],
      ['type=EXTENSION&category=no_such', 'SEARCH_CATEGORY_INVALID'],
      ['type=EXTENSION&category=Games!', 'SEARCH_CATEGORY_INVALID'],
      // A wallpaper category is none of the extensions'.
      ['type=EXTENSION&category=nature', 'SEARCH_CATEGORY_INVALID'],
      // Categories belong to one group: without a type there is none to filter.
      ['category=games', 'SEARCH_CATEGORY_INVALID'],
      ['type=EXTENSION&category=games&page=x', 'SEARCH_PAGE_INVALID'],
      ['type=robot', 'INVALID_REQUEST'],
    ];
    for (const [query, code] of cases) {
      expect((await refusal(query)).code, query).toBe(code);
    }
    // A category is checked even when there is nothing to search for.
    const blank = await t.app.inject('/ajax/search2?keyword=&type=THEME&category=games');
    expect(blank.statusCode).toBe(400);
    expect(jsonOf<{ error: { code: string } }>(blank).error.code).toBe('SEARCH_CATEGORY_INVALID');
  });

  it('says what was wrong in the visitor’s language', async () => {
    expect((await refusal('type=EXTENSION&sort=cheapest', 'ko')).message).toContain('정렬');
    expect((await refusal('type=EXTENSION&sort=cheapest')).message).toContain('sorted');
    expect((await refusal('type=EXTENSION&page=-3', 'ko')).message).toContain('페이지');
    expect((await refusal('category=games')).message).toContain('category');
  });
});
