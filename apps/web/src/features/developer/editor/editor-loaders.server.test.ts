import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ITEM_ID } from '../api/publishing-fixtures';
import { editExtensionLoader, editWebAppLoader, uploadLoader } from './editor-loaders';

/**
 * On the server (this file runs in node, without a document) the editor's and the upload
 * pages' loaders read nothing: the server does not know the visitor.
 */
describe('editor and upload loaders on the server', () => {
  it('return nothing and ask nothing', async () => {
    const env = { browserLanguage: 'en' };
    const args = (path: string) =>
      ({
        request: new Request(`http://store.test${path}`),
        params: { extensionId: ITEM_ID } as Record<string, string>,
        context: undefined,
      }) as unknown as LoaderFunctionArgs;
    let asked = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (...request) => {
      asked += 1;
      return realFetch(...request);
    };
    try {
      expect(await editExtensionLoader(env, args(`/developers/edit/extension/${ITEM_ID}`))).toBe(
        null,
      );
      expect(await editWebAppLoader(env, args(`/developers/edit/webapp/${ITEM_ID}`))).toBeNull();
      expect(await uploadLoader(env, args(`/developers/upload/extension/${ITEM_ID}`))).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toBe(0);
  });
});
