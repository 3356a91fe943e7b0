import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { curationLoader, itemSearchHref, itemSearchLoader } from './curation-loader';

/**
 * On the server (this file runs in node, without a document) the curation's loaders read
 * nothing: the server does not know the visitor, and the console is drawn in the browser.
 */
describe('curation loaders on the server', () => {
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
      expect(await curationLoader(env, args('/admin/curation/picks', { '*': 'picks' }))).toBeNull();
      expect(await itemSearchLoader(env, args(itemSearchHref('tidy', 'theme', 'en')))).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toBe(0);
  });
});
