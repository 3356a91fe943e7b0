import { XSSI_PREFIX } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { startTestServer } from '../../../lib/test-server';
import { readSearchGroups, search } from './search';

describe('search call', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        `${XSSI_PREFIX}${JSON.stringify([{ type: 'EXTENSION', totalCount: 1, items: [] }])}`,
      );
    });
  });
  afterAll(() => server.close());

  it('asks for keyword, every type, page 0 and size 100', async () => {
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getLanguage: () => 'ko',
      getCookies: () => '',
    });
    const groups = await search(client, 'tab', 'en');
    expect(groups.find((group) => group.type === 'EXTENSION')?.totalCount).toBe(1);
    const url = new URL(server.requests.at(-1)?.url ?? '', server.baseUrl);
    expect(url.pathname).toBe('/ajax/search2');
    expect([...url.searchParams]).toEqual([
      ['keyword', 'tab'],
      ['type', ''],
      ['page', '0'],
      ['size', '100'],
      ['hl', 'en'],
    ]);
  });
});

describe('search groups', () => {
  it('orders EXTENSION, THEME, APP and merges PWA and SHORTCUT into APP', () => {
    const groups = readSearchGroups([
      { type: 'APP', totalCount: 1, items: [] },
      { type: 'PWA', totalCount: 2, items: [] },
      { type: 'EXTENSION', totalCount: 5, items: [] },
      { type: 'SHORTCUT', totalCount: 3, items: [] },
    ]);
    expect(groups.map((group) => [group.type, group.totalCount])).toEqual([
      ['EXTENSION', 5],
      ['THEME', 0],
      ['APP', 6],
    ]);
  });

  it('reads a malformed answer as no results', () => {
    expect(readSearchGroups(null).every((group) => group.totalCount === 0)).toBe(true);
  });
});
