import { XSSI_PREFIX } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { startTestServer } from '../../../lib/test-server';
import { autocomplete } from './autocomplete';

describe('autocomplete call', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let answer = '';
  beforeAll(async () => {
    server = await startTestServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`${XSSI_PREFIX}${answer}`);
    });
  });
  afterAll(() => server.close());

  const client = () =>
    createApiClient({ baseUrl: server.baseUrl, getLanguage: () => 'ko', getCookies: () => '' });

  it('asks for keyword, every type, page 0 and size 100', async () => {
    const names = Array.from({ length: 30 }, (_, index) => `Tab ${index}`);
    answer = JSON.stringify({ names });
    expect(await autocomplete(client(), 'tab ta')).toEqual(names);
    const request = server.requests.at(-1);
    const url = new URL(request?.url ?? '', server.baseUrl);
    expect(request?.method).toBe('GET');
    expect(url.pathname).toBe('/ajax/autocomplete2');
    expect([...url.searchParams]).toEqual([
      ['keyword', 'tab ta'],
      ['type', ''],
      ['page', '0'],
      ['size', '100'],
      ['hl', 'ko'],
    ]);
  });

  it('keeps only the names of a malformed answer', async () => {
    answer = JSON.stringify({ names: ['Tab Tidy', 7, null, 'Tab Stack'] });
    expect(await autocomplete(client(), 'tab')).toEqual(['Tab Tidy', 'Tab Stack']);
    answer = 'null';
    expect(await autocomplete(client(), 'tab')).toEqual([]);
  });
});
