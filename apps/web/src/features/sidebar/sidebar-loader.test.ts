// @vitest-environment happy-dom
import { XSSI_PREFIX } from '@lagoon/contract';
import type { Window as HappyDomWindow } from 'happy-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../lib/test-server';
import { ITEM_ID, product } from '../developer/api/publishing-fixtures';
import { ratingPage } from '../ratings/rating-fixtures';
import { loadSidebar, type SidebarData } from './sidebar-loader';

let server: Awaited<ReturnType<typeof startTestServer>>;

const SITES = [
  {
    id: 'news',
    name: 'News',
    url: 'https://m.news.example/',
    icon: null,
    category: 'news',
    language: null,
    framing: 'allowed',
  },
  {
    id: 'shop',
    name: 'Shop',
    url: 'https://m.shop.example/',
    icon: null,
    category: 'shopping',
    language: null,
    framing: 'refused',
  },
];

function send(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(`${status === 200 ? XSSI_PREFIX : ''}${JSON.stringify(body)}`);
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    const sort = url.searchParams.get('sort') ?? '';
    switch (url.pathname) {
      case '/ajax/extensions':
        return send(response, 200, {
          items: [product({ name: `${sort} ${url.searchParams.get('category') ?? 'any'}` })],
          totalCount: 1,
        });
      case '/ajax/banner/extension':
        return send(response, 200, []);
      case '/ajax/categories/extension':
        return send(response, 200, [{ code: 'productivity', name: 'Productivity' }]);
      case `/ajax/extensions/${ITEM_ID}`:
        return send(response, 200, product({ status: 'LISTING', review: 'READY_FOR_OPEN' }));
      case `/ajax/extensions/${ITEM_ID}/ratings`:
        return send(response, 200, ratingPage());
      case '/ajax/mobile-sites':
        return send(response, 200, { items: SITES });
      default:
        return send(response, 404, { error: { code: 'NOT_FOUND', message: 'no', status: 404 } });
    }
  });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/sidebar`);
});

afterAll(() => server.close());

async function load(path: string): Promise<SidebarData | Response> {
  const url = new URL(path, server.baseUrl);
  const args = {
    request: new Request(url),
    params: { '*': url.pathname.replace(/^\/sidebar\/?/, '') },
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  return loadSidebar({ browserLanguage: 'en' }, args);
}

async function page<P extends SidebarData['page']>(path: string, kind: P) {
  const data = await load(path);
  if (data instanceof Response || data.page !== kind) throw new Error(`${path} is not ${kind}`);
  return data as Extract<SidebarData, { page: P }>;
}

function asked(pathname: string): URLSearchParams[] {
  return server.requests
    .map((request) => new URL(request.url, server.baseUrl))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.searchParams);
}

describe('the sidebar store’s loader', () => {
  it('reads the home’s popular and new lists, banners and categories in the page’s language', async () => {
    const home = await page('/sidebar?hl=ko', 'home');
    expect(home.popular.data?.products[0]?.name).toBe('popular any');
    expect(home.fresh.data?.products[0]?.name).toBe('new any');
    expect(home.categories.data?.map((category) => category.code)).toEqual(['productivity']);
    expect(home.banners.data).toEqual([]);
    expect(asked('/ajax/banner/extension').at(-1)?.get('hl')).toBe('ko');
  });

  it('reads a category’s list in the order the address asks for', async () => {
    const newest = await page('/sidebar/category/productivity?tab=new', 'category');
    expect(newest.tab).toBe('new');
    expect(newest.list.data?.products[0]?.name).toBe('new productivity');
    const all = await page('/sidebar/category/all', 'category');
    expect(all.tab).toBe('popular');
    expect(all.list.data?.products[0]?.name).toBe('popular any');
  });

  it('sends unknown addresses and categories to the sidebar’s home, keeping hl', async () => {
    for (const path of [
      '/sidebar/nowhere?hl=ko',
      '/sidebar/category/gardening?hl=ko',
      '/sidebar/detail/short?hl=ko',
    ]) {
      const answer = await load(path);
      expect(answer, path).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('location'), path).toBe('/sidebar?hl=ko');
    }
  });

  it('reads an item with its newest ratings', async () => {
    const detail = await page(`/sidebar/detail/${ITEM_ID}`, 'detail');
    expect(detail.product.data?.extensionId).toBe(ITEM_ID);
    expect(detail.ratings.data?.ratings).toHaveLength(1);
    // Read in the browser, with the visitor's cookies.
    expect(detail.ratingsAnonymous).toBe(false);
    const missing = await page(`/sidebar/detail/${'z'.repeat(32)}`, 'detail');
    expect(missing.product.error?.status).toBe(404);
  });

  it('does not search before there is a keyword', async () => {
    const before = asked('/ajax/search2').length;
    const empty = await page('/sidebar/search', 'search');
    expect(empty.results).toBeNull();
    expect(asked('/ajax/search2')).toHaveLength(before);
  });

  it('reads the mobile websites, and a site’s page from the list', async () => {
    const list = await page('/sidebar/mobile?hl=ko', 'mobile');
    expect(list.sites.data?.map((site) => site.id)).toEqual(['news', 'shop']);
    expect(asked('/ajax/mobile-sites').at(-1)?.get('hl')).toBe('ko');
    const shown = await page('/sidebar/mobile/shop', 'mobile-site');
    expect(shown.site.data?.framing).toBe('refused');
    const gone = await load('/sidebar/mobile/closed?hl=ko');
    expect((gone as Response).headers.get('location')).toBe('/sidebar/mobile?hl=ko');
  });
});
