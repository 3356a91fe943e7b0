// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageLoader } from '../../../lib/page-loader';
import { startTestServer } from '../../../lib/test-server';
import { runLoader, sendJson } from '../../../test/loaders';
import {
  curationLoader,
  curationResourceRoutes,
  curationSectionOf,
  ITEM_SEARCH_PATH,
  itemSearchHref,
  itemSearchLoader,
} from './curation-loader';

/** The banners' answer is a refusal while this is set. */
let refuseBanners = false;

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://store.test');
    const send = (status: number, body: unknown) => sendJson(response, status, body);
    switch (url.pathname) {
      case '/admin/api/curation/banners':
        if (refuseBanners) {
          return send(403, { error: { code: 'FORBIDDEN', message: 'No', status: 403 } });
        }
        return send(200, { items: [{ id: '1' }] });
      case '/admin/api/curation/picks':
        return send(200, { items: [], type: url.searchParams.get('type') });
      case '/admin/api/curation/winners':
        return send(200, { years: [] });
      case '/admin/api/curation/categories':
        return send(200, { items: [{ code: 'sports' }] });
      case '/admin/api/curation/mobile-sites':
        return send(200, { items: [{ id: '7', framing: 'refused' }] });
      case '/admin/api/curation/events':
        return send(200, { items: [{ id: '3', slug: 'spring' }] });
      case '/admin/api/curation/items':
        return send(200, {
          items: [{ extensionId: url.searchParams.get('q') }],
          hl: url.searchParams.get('hl'),
        });
      case '/admin/api/audit':
        return send(200, { items: [], offset: Number(url.searchParams.get('offset')) });
      default:
        return send(404, {
          error: { code: 'NOT_FOUND', message: 'Unable to access', status: 404 },
        });
    }
  });
  // The page's own address: the app's client asks the store it was loaded from.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/admin`);
});

afterAll(() => server.close());

beforeEach(() => {
  refuseBanners = false;
});

/** Runs a loader as the router does for a navigation (or a fetcher's load) to path. */
function visit<T>(loader: PageLoader<T>, path: string, params: Record<string, string> = {}) {
  return runLoader(loader, `${server.baseUrl}${path}`, params);
}

/** The curation page's loader for /admin/curation/<splat><search>. */
function visitCuration(splat: string, search = '') {
  return visit(curationLoader, `/admin/curation/${splat}${search}`, { '*': splat });
}

/** The requests the API received to path since `from`. */
function requestsTo(path: string, from = 0): URL[] {
  return server.requests
    .slice(from)
    .map((request) => new URL(request.url, server.baseUrl))
    .filter((url) => url.pathname === path);
}

describe('the curation loader', () => {
  it('reads only the section the address names', async () => {
    const from = server.requests.length;
    const banners = await visitCuration('banners');
    expect(banners).toEqual({ banners: { data: { items: [{ id: '1' }] } } });

    const winners = await visitCuration('winners', '?hl=ko');
    expect(winners).toEqual({ winners: { data: { years: [] } } });
    expect(requestsTo('/admin/api/curation/winners', from)[0]?.searchParams.get('hl')).toBe('ko');

    const categories = await visitCuration('categories/');
    expect(categories?.categories?.data?.items).toEqual([{ code: 'sports' }]);

    const mobileSites = await visitCuration('mobile-sites');
    expect(mobileSites).toEqual({
      mobileSites: { data: { items: [{ id: '7', framing: 'refused' }] } },
    });
    expect(curationSectionOf('mobile-sites/')).toBe('mobile-sites');

    const events = await visitCuration('events', '?hl=ko');
    expect(events).toEqual({ events: { data: { items: [{ id: '3', slug: 'spring' }] } } });
    // The items of each event are named in the console's language.
    expect(requestsTo('/admin/api/curation/events', from)[0]?.searchParams.get('hl')).toBe('ko');

    expect(requestsTo('/admin/api/curation/picks', from)).toHaveLength(0);
    expect(requestsTo('/admin/api/audit', from)).toHaveLength(0);
    expect(requestsTo('/admin/api/curation/banners', from)).toHaveLength(1);
  });

  it('reads the picks of the kind the address asks for, wallpapers by default', async () => {
    const first = await visitCuration('picks');
    expect(first?.picks?.type).toBe('theme');
    expect(first?.picks?.items.data).toMatchObject({ type: 'theme' });

    const extensions = await visitCuration('picks', '?type=extension&hl=ko');
    expect(extensions?.picks?.type).toBe('extension');
    expect(extensions?.picks?.items.data).toMatchObject({ type: 'extension' });

    const unknown = await visitCuration('picks', '?type=app');
    expect(unknown?.picks?.type).toBe('theme');
  });

  it('reads the curation history searched and paged as the address says', async () => {
    const from = server.requests.length;
    const data = await visitCuration('log', '?q=%20tidy%20&page=2&area=review&action=approve');
    expect(data?.log?.filter).toEqual({
      q: 'tidy',
      area: 'curation',
      action: null,
      offset: 50,
      size: 50,
    });
    expect(data?.log?.entries.data?.offset).toBe(50);
    const asked = requestsTo('/admin/api/audit', from)[0];
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      q: 'tidy',
      area: 'curation',
      offset: '50',
      size: '50',
    });
    expect(asked?.searchParams.has('action')).toBe(false);

    const plain = await visitCuration('log');
    expect(plain?.log?.filter).toMatchObject({ q: '', offset: 0 });
  });

  it('reads nothing for the bare address and for what is no section', async () => {
    const from = server.requests.length;
    expect(await visitCuration('')).toEqual({});
    expect(await visitCuration('unknown')).toEqual({});
    expect(await visitCuration('banners/extra')).toEqual({});
    expect(server.requests.length).toBe(from);
  });

  it('returns a refusal as the read, for the section to show', async () => {
    refuseBanners = true;
    const data = await visitCuration('banners');
    expect(data?.banners?.data).toBeUndefined();
    expect(data?.banners?.error?.code).toBe('FORBIDDEN');
  });

  it('reads the section anew on every visit', async () => {
    const from = server.requests.length;
    await visitCuration('categories');
    await visitCuration('categories');
    expect(requestsTo('/admin/api/curation/categories', from)).toHaveLength(2);
  });
});

describe('curationSectionOf', () => {
  it('names the section of the rest of the address', () => {
    expect(curationSectionOf(undefined)).toBe('');
    expect(curationSectionOf('')).toBe('');
    expect(curationSectionOf('picks')).toBe('picks');
    expect(curationSectionOf('log/')).toBe('log');
    expect(curationSectionOf('log/2')).toBeNull();
    expect(curationSectionOf('other')).toBeNull();
  });
});

describe('the item search', () => {
  it('finds the items of a kind for the text, in the language asked', async () => {
    const href = itemSearchHref('tidy tabs', 'theme', 'ko');
    expect(href.startsWith(`${ITEM_SEARCH_PATH}?`)).toBe(true);
    const from = server.requests.length;
    const found = await visit(itemSearchLoader, href);
    expect(found).toEqual({
      q: 'tidy tabs',
      type: 'theme',
      items: { data: { items: [{ extensionId: 'tidy tabs' }], hl: 'ko' } },
    });
    const asked = requestsTo('/admin/api/curation/items', from)[0];
    expect(asked?.searchParams.get('type')).toBe('theme');
  });

  it('asks only for what browsers could install when the policy searches', async () => {
    const from = server.requests.length;
    await visit(itemSearchLoader, itemSearchHref('tidy', 'theme', 'en', true));
    await visit(itemSearchLoader, itemSearchHref('tidy', 'theme', 'en'));
    const [policy, picks] = requestsTo('/admin/api/curation/items', from);
    expect(policy?.searchParams.get('installable')).toBe('true');
    expect(picks?.searchParams.has('installable')).toBe(false);
  });

  it('finds nothing without asking for no text or a kind that does not exist', async () => {
    const from = server.requests.length;
    const empty = await visit(itemSearchLoader, `${ITEM_SEARCH_PATH}?q=%20&type=extension`);
    expect(empty?.items).toEqual({ data: { items: [] } });
    const odd = await visit(itemSearchLoader, `${ITEM_SEARCH_PATH}?q=tidy&type=font`);
    expect(odd?.items).toEqual({ data: { items: [] } });
    expect(server.requests.length).toBe(from);
  });

  it('is a resource route of the console', async () => {
    const [route] = curationResourceRoutes;
    expect(`/admin/${route?.path}`).toBe(ITEM_SEARCH_PATH);
    expect(typeof route?.loader).toBe('function');
  });
});
