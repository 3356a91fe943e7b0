import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonymizePath, PAGE_VIEWS_PATH, reportPageView } from './analytics';
import { createApiClient } from './api-client';
import { startTestServer } from './test-server';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('page view path anonymisation', () => {
  it('replaces item ids with :id', () => {
    expect(anonymizePath(`/detail/${ID}`)).toBe('/detail/:id');
    expect(anonymizePath(`/detail/${ID}/preview`)).toBe('/detail/:id/preview');
    expect(anonymizePath(`/developers/edit/extension/${ID}`)).toBe(
      '/developers/edit/extension/:id',
    );
  });

  it('leaves everything else alone', () => {
    expect(anonymizePath('/extensions/popular/games')).toBe('/extensions/popular/games');
    expect(anonymizePath('/developers/upload/extension/draft')).toBe(
      '/developers/upload/extension/draft',
    );
    // Letters beyond p, or the wrong length, are not item ids.
    expect(anonymizePath(`/search/${'z'.repeat(32)}`)).toBe(`/search/${'z'.repeat(32)}`);
    expect(anonymizePath(`/search/${ID}a`)).toBe(`/search/${ID}a`);
  });
});

describe('page view reports', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      response.writeHead(request.url.startsWith('/fail') ? 500 : 204);
      response.end();
    });
  });
  afterAll(() => server.close());
  // Each test counts only the reports it sent itself, whichever order the tests run in.
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('posts the anonymised path and language with the XSRF header', async () => {
    const api = createApiClient({
      baseUrl: server.baseUrl,
      getLanguage: () => 'ko',
      getCookies: () => 'XSRF-TOKEN=t1',
    });
    reportPageView(api, `/detail/${ID}`, 'ko');
    await expect.poll(() => server.requests.length).toBe(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${PAGE_VIEWS_PATH}?hl=ko`);
    expect(request?.headers['x-xsrf-token']).toBe('t1');
    expect(JSON.parse(request?.body ?? '')).toEqual({ path: '/detail/:id', language: 'ko' });
  });

  it('swallows failures', async () => {
    const api = createApiClient({
      baseUrl: `${server.baseUrl}/fail`,
      getLanguage: () => 'en',
      getCookies: () => '',
    });
    expect(() => reportPageView(api, '/extensions/new', 'en')).not.toThrow();
    await expect.poll(() => server.requests.length).toBe(1);
    expect(server.requests[0]?.url).toBe(`/fail${PAGE_VIEWS_PATH}?hl=en`);
  });
});
