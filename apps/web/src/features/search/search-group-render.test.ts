import { type Product, SEARCH_GROUP_PAGE_SIZE } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { apiAnswer } from '../../test/fake-api';
import { serverRenderer } from '../../test/server-render';
import { product } from '../developer/api/publishing-fixtures';

/**
 * The search's group pages ("see more") as the server renders them (entry-server.tsx), drawn
 * from a store that answers search2 like the real one: paged, sorted and narrowed to a
 * category, refusing a category it does not have.
 */
const CATEGORIES = [
  { code: 'games', name: 'Games' },
  { code: 'fun', name: 'Fun' },
];
/** 135 extensions matching "pixel", every third a game; 3 wallpapers. */
const EXTENSIONS: Product[] = Array.from({ length: 135 }, (_, index) =>
  product({
    extensionId: `${'a'.repeat(29)}${String(index)
      .padStart(3, '0')
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string)}`,
    name: `Pixel ${index + 1}`,
    status: 'LISTING',
    category: index % 3 === 0 ? { code: 'games', name: 'Games' } : { code: 'fun', name: 'Fun' },
  }),
);
const THEMES: Product[] = Array.from({ length: 3 }, (_, index) =>
  product({
    extensionId: `${'b'.repeat(31)}${'abc'[index]}`,
    name: `Pixel Sky ${index + 1}`,
    productType: 'theme',
    status: 'LISTING',
  }),
);

let asked: URL[] = [];

function search2(url: URL): Response {
  const type = url.searchParams.get('type') ?? '';
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 100);
  const category = url.searchParams.get('category');
  if (category && !CATEGORIES.some((known) => known.code === category)) {
    return apiAnswer(
      { error: { code: 'SEARCH_CATEGORY_INVALID', message: 'no', status: 400 } },
      400,
    );
  }
  if (url.searchParams.get('keyword') === 'broken') {
    return apiAnswer({ error: { code: 'SEARCH_SORT_INVALID', message: 'no', status: 400 } }, 400);
  }
  const groups = [
    { type: 'EXTENSION', items: EXTENSIONS },
    { type: 'THEME', items: THEMES },
    { type: 'APP', items: [] as Product[] },
  ]
    .filter((group) => type === '' || group.type === type)
    .map((group) => {
      let items = group.items.filter((item) => !category || item.category?.code === category);
      if (url.searchParams.get('sort') === 'new') items = [...items].reverse();
      return {
        type: group.type,
        totalCount: items.length,
        items: items.slice(page * size, (page + 1) * size),
      };
    });
  return apiAnswer(groups);
}

const storeFetch: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://store.test');
  asked.push(url);
  if (url.pathname === '/ajax/search2') return search2(url);
  if (url.pathname === '/ajax/categories/extension') return apiAnswer(CATEGORIES);
  if (url.pathname === '/ajax/categories/theme') return apiAnswer([]);
  if (url.pathname === '/ajax/config') return apiAnswer({});
  return apiAnswer({ error: { code: 'NOT_FOUND', message: 'no', status: 404 } }, 404);
};

const { render, page } = serverRenderer(storeFetch, () => {
  asked = [];
});

const cardNames = (html: string) =>
  [...html.matchAll(/>(Pixel (?:Sky )?\d+)</g)].map((match) => match[1] as string);
/** The address of the link with a test id, whatever the order of its attributes. */
const hrefOf = (html: string, testId: string) =>
  html
    .match(new RegExp(`<a [^>]*data-testid="${testId}"[^>]*>`))?.[0]
    .match(/href="([^"]*)"/)?.[1]
    ?.replaceAll('&amp;', '&');
const searchAsked = () => asked.find((url) => url.pathname === '/ajax/search2');

describe('a search group paged through, rendered on the server', () => {
  it('links every group with more than it shows to its own pages, keeping hl', async () => {
    const results = await page('/search/pixel?hl=ko');
    expect(results.html).toContain('data-testid="search-page"');
    const extensions = results.html.slice(
      results.html.indexOf('data-testid="search-group-extension"'),
      results.html.indexOf('data-testid="search-group-theme"'),
    );
    expect(cardNames(extensions)).toHaveLength(8);
    expect(hrefOf(extensions, 'search-see-more')).toBe('/search/pixel?type=extension&hl=ko');
    // Three wallpapers all show: nothing more to see.
    expect(results.html.match(/data-testid="search-see-more"/g)).toHaveLength(1);
  });

  it('shows one page of the group with its place, pages, orders and categories', async () => {
    const second = await page('/search/pixel?type=extension&page=2&hl=en');
    const call = searchAsked();
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      keyword: 'pixel',
      type: 'EXTENSION',
      page: '1',
      size: String(SEARCH_GROUP_PAGE_SIZE),
      sort: 'relevance',
      hl: 'en',
    });
    expect(second.html).toContain('data-testid="search-group-page"');
    expect(second.head.title).toBe('Extensions for “pixel”, page 2');
    const names = cardNames(second.html);
    expect(names).toHaveLength(SEARCH_GROUP_PAGE_SIZE);
    expect(names[0]).toBe('Pixel 49');
    expect(second.html).toContain('49–96 of 135');
    expect(hrefOf(second.html, 'search-page-previous')).toBe('/search/pixel?type=extension&hl=en');
    expect(hrefOf(second.html, 'search-page-next')).toBe(
      '/search/pixel?type=extension&page=3&hl=en',
    );
    expect(second.html).toMatch(/aria-current="page"[^>]*data-testid="search-page-2"/);
    // An order keeps the category and starts over; a category keeps the order.
    expect(hrefOf(second.html, 'search-sort-new')).toBe(
      '/search/pixel?type=extension&sort=new&hl=en',
    );
    expect(hrefOf(second.html, 'search-category-games')).toBe(
      '/search/pixel?type=extension&category=games&hl=en',
    );
    expect(hrefOf(second.html, 'search-back')).toBe('/search/pixel?hl=en');
    const last = await page('/search/pixel?type=extension&page=3');
    expect(cardNames(last.html)).toHaveLength(135 - 2 * SEARCH_GROUP_PAGE_SIZE);
    expect(last.html).not.toContain('data-testid="search-page-next"');
  });

  it('narrows to a category in the chosen order', async () => {
    const games = await page('/search/pixel?type=extension&sort=new&category=games&hl=ko');
    expect(Object.fromEntries(searchAsked()?.searchParams ?? [])).toMatchObject({
      sort: 'new',
      category: 'games',
      page: '0',
    });
    expect(games.head.title).toBe('“pixel” 검색 결과: 확장 앱');
    expect(games.html).toContain('45개 중 1–45');
    expect(cardNames(games.html)[0]).toBe('Pixel 133');
    expect(games.html).toMatch(/aria-current="page"[^>]*data-testid="search-category-games"/);
    expect(games.html).toMatch(/aria-current="page"[^>]*data-testid="search-sort-new"/);
    expect(games.html).not.toContain('data-testid="search-pager"');
    // Every link of the page keeps the language.
    const links = [...games.html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.replaceAll('&amp;', '&')).toMatch(/[?&]hl=ko/);
  });

  it('shows wallpapers as wallpapers', async () => {
    const themes = await page('/search/pixel?type=theme');
    expect(themes.html).toContain('data-testid="wallpaper-grid"');
    expect(cardNames(themes.html)).toEqual(['Pixel Sky 1', 'Pixel Sky 2', 'Pixel Sky 3']);
  });

  it('sends an address that cannot be to the one that can, keeping hl', async () => {
    expect(await render('/search/pixel?type=extension&sort=cheapest&page=0&hl=ko')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/search/pixel?type=extension&hl=ko',
    });
    expect(await render('/search/pixel?type=extension&category=Fun!&sort=new')).toMatchObject({
      location: '/search/pixel?type=extension&sort=new',
    });
    // Past the last page: the last page.
    expect(await render('/search/pixel?type=extension&category=games&page=9')).toMatchObject({
      location: '/search/pixel?type=extension&category=games',
    });
    expect(await render('/search/pixel?type=extension&page=4&hl=en')).toMatchObject({
      location: '/search/pixel?type=extension&page=3&hl=en',
    });
    // A category the store does not have: every category.
    expect(await render('/search/pixel?type=extension&category=sports&page=2')).toMatchObject({
      location: '/search/pixel?type=extension',
    });
    // A group that does not exist is the grouped results.
    expect((await page('/search/pixel?type=robot')).html).toContain('data-testid="search-page"');
  });

  it('says when a category has nothing, and shows a refusal with a retry', async () => {
    const empty = await page('/search/pixel?type=app&category=fun');
    expect(empty.html).toContain('data-testid="empty-state"');
    const refused = await page('/search/broken?type=extension');
    expect(refused.html).toContain('data-testid="error-state"');
    expect(refused.html).toContain('Search results can be sorted by relevance');
  });
});
