import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardLoader } from './loaders';

/**
 * On the server (this file runs in node, without a document) the private pages' loaders read
 * nothing: the server does not know the visitor, and a refusal it kept would reach the page.
 */
describe('private page loaders on the server', () => {
  it('return nothing and ask nothing', async () => {
    const env = { browserLanguage: 'en' };
    const args = (path: string, params: Record<string, string> = {}) =>
      ({
        request: new Request(`http://store.test${path}`),
        params,
        context: undefined,
      }) as LoaderFunctionArgs;
    let asked = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (...request) => {
      asked += 1;
      return realFetch(...request);
    };
    try {
      const data = await dashboardLoader(
        env,
        args('/developers/dashboard/extensions', { itemType: 'extensions' }),
      );
      expect(data).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toBe(0);
  });
});
