import type { StoreEvent } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { apiAnswer } from '../../test/fake-api';
import { serverRenderer } from '../../test/server-render';
import { product } from '../developer/api/publishing-fixtures';
import { eventGroups } from './event-groups';

/**
 * Event pages as the server renders them (entry-server.tsx) from what the store answers: the
 * loader runs on the server, the page arrives with its cover, texts and cards, and an address
 * that names no live event is a 404 page search engines forget.
 */
const LOCK = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const LAKE = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const BOARD = 'cccccccccccccccccccccccccccccccc';

const EVENT: StoreEvent = {
  slug: 'security-week',
  title: 'Security Week',
  description: 'Tools that keep you safe online.',
  cover: '/files/cover.jpg',
  startsAt: null,
  endsAt: null,
  items: [
    product({ extensionId: LOCK, name: 'Lock Box' }),
    product({ extensionId: LAKE, name: 'Quiet Lake', productType: 'theme' }),
    product({ extensionId: BOARD, name: 'Lesson Board', productType: 'app' }),
  ],
};

const storeFetch: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://store.test');
  if (url.pathname === '/ajax/config') {
    return apiAnswer({});
  }
  if (url.pathname === '/ajax/events/security-week') {
    const title = url.searchParams.get('hl') === 'ko' ? '보안 주간' : EVENT.title;
    return apiAnswer({ ...EVENT, title });
  }
  const code = url.pathname.startsWith('/ajax/events/') ? 'EVENT_NOT_FOUND' : 'NOT_FOUND';
  return new Response(JSON.stringify({ error: { code, message: 'no', status: 404 } }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
};

const { render, page } = serverRenderer(storeFetch);

describe('event pages rendered on the server', () => {
  it('draws the cover, the texts and the cards, wallpapers with their own', async () => {
    const shown = await page('/event/security-week?hl=en');
    expect(shown.status).toBe(200);
    expect(shown.pageModule).toBe('src/features/events/routes/event-route.tsx');
    expect(shown.head).toMatchObject({
      title: 'Security Week',
      description: 'Tools that keep you safe online.',
      image: '/files/cover.jpg',
      wideImage: true,
      notFound: false,
    });
    expect(shown.html).toMatch(/<h1[^>]*>Security Week<\/h1>/);
    expect(shown.html).toContain('src="/files/cover.jpg"');
    expect(shown.html).toContain('Tools that keep you safe online.');
    // Cards link to the items' pages, keeping the language.
    expect(shown.html).toMatch(
      new RegExp(`data-testid="event-items"[\\s\\S]*href="/detail/${LOCK}\\?hl=en"`),
    );
    expect(shown.html).toMatch(
      new RegExp(`data-testid="event-wallpapers"[\\s\\S]*href="/detail/${LAKE}\\?hl=en"`),
    );
    expect(shown.html).toContain('Lesson Board');
    // Headings descend: the page's h1, each kind's h2, the cards' h3.
    expect(shown.html).toMatch(/<h2[^>]*>Extensions<\/h2>/);
    expect(shown.html).toMatch(/<h2[^>]*>Wallpapers<\/h2>/);
    expect(shown.html).toMatch(/<h2[^>]*>Web apps<\/h2>/);

    const korean = await page('/event/security-week?hl=ko');
    expect(korean.head.title).toBe('보안 주간');
    expect(korean.html).toContain('이벤트');
  });

  it('answers an address that names no live event with a 404 page and the way home', async () => {
    const missing = await page('/event/not-yet?hl=en');
    expect(missing.status).toBe(404);
    expect(missing.head.notFound).toBe(true);
    expect(missing.html).toContain('data-testid="event-not-found"');
    expect(missing.html).toContain('This event does not exist or has ended.');
    expect(missing.html).toMatch(/<h1[^>]*>Unable to access<\/h1>/);
    const korean = await page('/event/not-yet?hl=ko');
    expect(korean.html).toContain('이벤트가 없거나 이미 끝났습니다.');
  });

  it('leaves addresses below an event to the catch-all', async () => {
    expect(await render('/event/security-week/more')).toMatchObject({
      kind: 'redirect',
      location: '/extensions',
    });
  });
});

describe('event groups', () => {
  it('groups the cards by kind in the order of their first item, keeping the order inside', () => {
    const items = [
      product({ extensionId: LAKE, productType: 'theme' }),
      product({ extensionId: LOCK, productType: 'sidebar' }),
      product({ extensionId: BOARD, productType: 'pwa' }),
      product({ extensionId: 'd'.repeat(32), productType: 'extension' }),
      product({ extensionId: 'e'.repeat(32), productType: 'curation' }),
    ];
    expect(
      eventGroups(items).map((group) => [group.type, group.items.map((item) => item.extensionId)]),
    ).toEqual([
      ['THEME', [LAKE]],
      ['EXTENSION', [LOCK, 'd'.repeat(32)]],
      ['APP', [BOARD]],
    ]);
    expect(eventGroups([])).toEqual([]);
  });
});
