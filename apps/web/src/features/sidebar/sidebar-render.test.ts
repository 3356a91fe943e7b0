import { describe, expect, it } from 'vitest';
import { apiAnswer } from '../../test/fake-api';
import { serverRenderer } from '../../test/server-render';
import { ITEM_ID, product } from '../developer/api/publishing-fixtures';
import { ratingPage } from '../ratings/rating-fixtures';

/**
 * The sidebar's pages as the server renders them (entry-server.tsx), drawn from what a store
 * answers: the loaders run on the server and the page arrives with its content.
 */
const SITES = [
  {
    id: 'news',
    name: 'Daily News',
    url: 'https://m.news.example/',
    icon: null,
    category: 'news',
    language: null,
    framing: 'allowed',
  },
  {
    id: 'shop',
    name: 'Big Shop',
    url: 'https://m.shop.example/',
    icon: null,
    category: 'shopping',
    language: null,
    framing: 'refused',
  },
];

/** An item the administrators blocked: still shown, but it takes no reports. */
const BLOCKED_ID = 'b'.repeat(32);

const ANSWERS: Record<string, unknown> = {
  '/ajax/config': {},
  '/ajax/extensions': { items: [product({ name: 'Tab Tidy', score: 4.5 })], totalCount: 1 },
  '/ajax/banner/extension': [],
  '/ajax/categories/extension': [{ code: 'productivity', name: 'Productivity' }],
  [`/ajax/extensions/${ITEM_ID}`]: {
    ...product({ name: 'Tab Tidy', description: 'Keeps tabs tidy.', status: 'LISTING' }),
    crxUrl: null,
  },
  [`/ajax/extensions/${ITEM_ID}/ratings`]: ratingPage(),
  [`/ajax/extensions/${BLOCKED_ID}`]: {
    ...product({ extensionId: BLOCKED_ID, name: 'Tab Thief', status: 'LISTING', blocked: true }),
    crxUrl: null,
  },
  [`/ajax/extensions/${BLOCKED_ID}/ratings`]: ratingPage(),
  '/ajax/mobile-sites': { items: SITES },
  '/ajax/search2': [{ type: 'EXTENSION', totalCount: 1, items: [product({ name: 'Tab Tidy' })] }],
};

const storeFetch: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://store.test');
  const answer = ANSWERS[url.pathname];
  if (answer === undefined) {
    return new Response(
      JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no', status: 404 } }),
      {
        status: 404,
        headers: { 'content-type': 'application/json' },
      },
    );
  }
  return apiAnswer(answer);
};

const { render, page } = serverRenderer(storeFetch);

describe('the sidebar store rendered on the server', () => {
  it('draws the home with its lists, under the compact header and without the store’s', async () => {
    const home = await page('/sidebar?hl=ko');
    expect(home.pageModule).toBe('src/features/sidebar/routes/sidebar-route.tsx');
    expect(home.language).toBe('ko');
    expect(home.head).toMatchObject({ title: '사이드바 스토어', noindex: true });
    expect(home.html).toContain('data-testid="sidebar-home"');
    expect(home.html).toContain('Tab Tidy');
    expect(home.html).toContain('data-testid="sidebar-header"');
    expect(home.html).not.toContain('data-testid="header"');
    expect(home.html).not.toContain('data-testid="footer"');
    // Every link of the page keeps the language.
    const links = [...home.html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link.replaceAll('&amp;', '&')).toMatch(/[?&]hl=ko/);
  });

  it('draws an item with its install button and ratings', async () => {
    const detail = await page(`/sidebar/detail/${ITEM_ID}?hl=en`);
    expect(detail.head.title).toBe('Tab Tidy');
    expect(detail.html).toContain('data-testid="install-button"');
    expect(detail.html).toContain('data-testid="ratings-section"');
    expect(detail.html).toContain('Keeps tabs tidy.');
    // Below the ratings, the way to report the item to the administrators.
    expect(detail.html).toMatch(
      /data-testid="ratings-section"[\s\S]*data-testid="report-item-open"[^>]*>[\s\S]*?Report this item/,
    );
    const missing = await page(`/sidebar/detail/${'z'.repeat(32)}?hl=ko`);
    expect(missing.status).toBe(404);
    // The way out stays in the panel.
    expect(missing.html).toMatch(/data-testid="not-found"[\s\S]*href="\/sidebar\?hl=ko"/);
  });

  it('offers no report for a blocked item', async () => {
    const blocked = await page(`/sidebar/detail/${BLOCKED_ID}?hl=en`);
    expect(blocked.status).toBe(200);
    expect(blocked.html).toContain('data-testid="sidebar-detail"');
    expect(blocked.html).toContain('Tab Thief');
    expect(blocked.html).not.toContain('data-testid="report-item');
  });

  it('frames a site that allows it, sandboxed, and sends the others to a new tab', async () => {
    const list = await page('/sidebar/mobile');
    expect(list.html).toMatch(/href="\/sidebar\/mobile\/news"/);
    expect(list.html).toMatch(
      /href="https:\/\/m\.shop\.example\/" target="_blank" rel="noopener noreferrer"/,
    );
    const framed = await page('/sidebar/mobile/news');
    expect(framed.html).toMatch(
      /<iframe[^>]*src="https:\/\/m\.news\.example\/"[^>]*sandbox="allow-scripts allow-same-origin allow-forms allow-popups"/,
    );
    const refused = await page('/sidebar/mobile/shop');
    expect(refused.html).not.toContain('<iframe');
    expect(refused.html).toContain('data-testid="sidebar-mobile-refused"');
  });

  it('sends unknown addresses under /sidebar to the sidebar’s home, keeping hl', async () => {
    expect(await render('/sidebar/nowhere?hl=ko')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/sidebar?hl=ko',
    });
    expect(await render('/sidebar/detail/not-an-id')).toMatchObject({ location: '/sidebar' });
  });
});
