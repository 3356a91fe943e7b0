import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, type RenderRequest, renderPage } from './entry-server';
import { apiAnswer } from './test/fake-api';

/*
 * The server renders every page with one route table: what a page draws must still come from
 * its own request (the browser's language and kind, the store's settings at that moment), even
 * when pages for different browsers are rendered at the same time.
 */

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0';
const NOTEBOOK = 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/130.0';

/** A store whose settings a test changes, counting how often they are read. */
function settingsStore() {
  const store = { notebookEdition: false, configReads: 0 };
  const storeFetch: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://store.test');
    if (url.pathname === '/ajax/config') {
      store.configReads++;
      // Answered later than the other reads, so renders overlap while they wait for it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return apiAnswer({ notebookEdition: store.notebookEdition });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { store, storeFetch };
}

function request(url: string, userAgent: string, storeFetch: typeof fetch): RenderRequest {
  return {
    url,
    publicUrl: 'http://store.test',
    browserLanguage: 'en',
    userAgent,
    fetch: storeFetch,
  };
}

beforeAll(async () => {
  await prepare();
});

describe('server rendering with one route table', () => {
  it('sends each browser home by its own kind when pages render at the same time', async () => {
    const { storeFetch } = settingsStore();
    const answers = await Promise.all(
      [DESKTOP, NOTEBOOK, DESKTOP, NOTEBOOK].map((agent) =>
        renderPage(request('/?hl=ko', agent, storeFetch)),
      ),
    );
    expect(answers.map((answer) => answer.kind === 'redirect' && answer.location)).toEqual([
      '/extensions?hl=ko',
      '/whaleapps?hl=ko',
      '/extensions?hl=ko',
      '/whaleapps?hl=ko',
    ]);
  });

  it('reads the store settings once per page, so a change shows on the next page', async () => {
    const { store, storeFetch } = settingsStore();
    const first = await renderPage(request('/', DESKTOP, storeFetch));
    expect(first).toMatchObject({ kind: 'redirect', location: '/extensions' });
    expect(store.configReads).toBe(1);

    store.notebookEdition = true;
    const second = await renderPage(request('/', DESKTOP, storeFetch));
    expect(second).toMatchObject({ kind: 'redirect', location: '/whaleapps' });
    expect(store.configReads).toBe(2);
  });

  it('leaves the console and the developer area to the browser, whatever the case', async () => {
    const { storeFetch } = settingsStore();
    for (const url of ['/admin/reviews', '/ADMIN/reviews', '/developers/dashboard']) {
      expect(await renderPage(request(url, DESKTOP, storeFetch))).toEqual({ kind: 'shell' });
    }
  });

  it('decides what an address is before any loader runs, from one match', async () => {
    const { store, storeFetch } = settingsStore();
    const reads: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      reads.push(String(input));
      return storeFetch(input, init);
    };
    const id = 'a'.repeat(32);
    // Pages the browser draws and unknown addresses read nothing here.
    for (const [url, answer] of [
      [`/detail/${id}/preview`, { kind: 'shell' }],
      ['/policies/terms', { kind: 'shell' }],
      ['/requests', { kind: 'shell' }],
      ['/detail/short', { kind: 'redirect', status: 302, location: '/extensions' }],
      ['/nope?hl=ko', { kind: 'redirect', status: 302, location: '/extensions?hl=ko' }],
      ['/_data/anything', { kind: 'redirect', status: 302, location: '/extensions' }],
    ] as const) {
      expect(await renderPage(request(url, DESKTOP, countingFetch))).toEqual(answer);
    }
    expect(reads).toEqual([]);
    // A page the server draws runs its loaders: the store's settings, the item, its ratings.
    const page = await renderPage(request(`/detail/${id}`, DESKTOP, countingFetch));
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(store.configReads).toBe(1);
    expect(reads.some((url) => url.includes(`/ajax/extensions/${id}?`))).toBe(true);
  });
});
