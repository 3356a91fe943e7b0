import { SEARCH_PAGE_MAX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  type GroupQuery,
  groupAddress,
  LAST_PAGE,
  pageCount,
  pageRange,
  pagerEntries,
  readGroupAddress,
  seeMoreAddress,
} from './group-address';

const read = (query: string, keyword = 'tab') =>
  readGroupAddress(keyword, new URLSearchParams(query));

describe('the address of a search group', () => {
  it('is the grouped results without a group or with one that does not exist', () => {
    expect(read('')).toBeNull();
    expect(read('sort=new&page=2')).toBeNull();
    expect(read('type=EXTENSION')).toBeNull();
    expect(read('type=robot')).toBeNull();
  });

  it('reads the group, order, category and page, defaults left out', () => {
    expect(read('type=theme')).toEqual({
      query: { keyword: 'tab', group: 'THEME', sort: 'relevance', category: null, page: 1 },
      corrected: false,
    });
    expect(read('type=extension&sort=new&category=search_tools&page=3&hl=ko')).toEqual({
      query: { keyword: 'tab', group: 'EXTENSION', sort: 'new', category: 'search_tools', page: 3 },
      corrected: false,
    });
    expect(read(`type=app&page=${LAST_PAGE}`)?.query.page).toBe(SEARCH_PAGE_MAX + 1);
  });

  it('drops an order, category or page that cannot be, and says so', () => {
    for (const [query, dropped] of [
      ['sort=cheapest', { sort: 'relevance' }],
      ['sort=', { sort: 'relevance' }],
      ['category=Games!', { category: null }],
      ['category=', { category: null }],
      ['page=0', { page: 1 }],
      ['page=-2', { page: 1 }],
      ['page=two', { page: 1 }],
      ['page=1.5', { page: 1 }],
      ['page=', { page: 1 }],
      [`page=${LAST_PAGE + 1}`, { page: 1 }],
      ['page=99999999999', { page: 1 }],
    ] as const) {
      const params = new URLSearchParams('type=extension&sort=popular&category=games&page=2');
      const [name, value] = query.split('=') as [string, string];
      params.set(name, value);
      const address = readGroupAddress('tab', params);
      expect(address?.corrected, query).toBe(true);
      const chosen: GroupQuery = {
        keyword: 'tab',
        group: 'EXTENSION',
        sort: 'popular',
        category: 'games',
        page: 2,
      };
      expect(address?.query).toEqual({ ...chosen, ...dropped });
    }
  });

  it('writes what it reads, leaving the defaults out', () => {
    const queries: GroupQuery[] = [
      { keyword: 'tab', group: 'EXTENSION', sort: 'relevance', category: null, page: 1 },
      { keyword: 'a/b c?', group: 'APP', sort: 'rating', category: 'tools', page: 7 },
      { keyword: '메모', group: 'THEME', sort: 'new', category: null, page: LAST_PAGE },
    ];
    for (const query of queries) {
      const address = groupAddress(query);
      const url = new URL(address, 'http://store.test');
      expect(decodeURIComponent(url.pathname)).toBe(`/search/${query.keyword}`);
      expect(readGroupAddress(query.keyword, url.searchParams)).toEqual({
        query,
        corrected: false,
      });
    }
    expect(seeMoreAddress('tab', 'EXTENSION')).toBe('/search/tab?type=extension');
    expect(
      groupAddress({ keyword: 'tab', group: 'THEME', sort: 'new', category: 'city', page: 2 }),
    ).toBe('/search/tab?type=theme&sort=new&category=city&page=2');
  });
});

describe('pages of a group', () => {
  it('counts at least one page and never more than an address can name', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(48)).toBe(1);
    expect(pageCount(49)).toBe(2);
    expect(pageCount(135)).toBe(3);
    expect(pageCount(10_000_000)).toBe(LAST_PAGE);
  });

  it('places a page among all results', () => {
    expect(pageRange(1, 48, 135)).toEqual({ first: 1, last: 48, total: 135 });
    expect(pageRange(3, 39, 135)).toEqual({ first: 97, last: 135, total: 135 });
  });

  it('offers the first, the last and two on each side, with gaps', () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(1, 3)).toEqual([1, 2, 3]);
    expect(pagerEntries(6, 27)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 27]);
    expect(pagerEntries(27, 27)).toEqual([1, 'gap', 25, 26, 27]);
    // A gap would hide a single page: the page is shown instead.
    expect(pagerEntries(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pagerEntries(1, 9)).toEqual([1, 2, 3, 'gap', 9]);
  });
});
