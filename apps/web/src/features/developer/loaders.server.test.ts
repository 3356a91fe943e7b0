import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reviewQueueLoader } from '../admin/loaders';
import { ITEM_ID } from './api/publishing-fixtures';
import { dashboardLoader, developerSessionLoader, editExtensionLoader } from './loaders';

/**
 * On the server (this file runs in node, without a document) the private pages' loaders read
 * nothing: the server does not know the visitor, and a refusal it kept would reach the page.
 */
describe('private page loaders on the server', () => {
  it('leave the cache empty and ask nothing', async () => {
    const queryClient = new QueryClient();
    const env = { queryClient, browserLanguage: 'en' };
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
      await developerSessionLoader(env, args('/developers'));
      await dashboardLoader(
        env,
        args('/developers/dashboard/extensions', { itemType: 'extensions' }),
      );
      await editExtensionLoader(
        env,
        args(`/developers/edit/extension/${ITEM_ID}`, { extensionId: ITEM_ID }),
      );
      await reviewQueueLoader(env, args('/admin/reviews'));
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
