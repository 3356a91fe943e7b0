import { beforeAll } from 'vitest';
import { prepare, type RenderResult, renderPage } from '../entry-server';

/*
 * Store pages rendered as the server renders them (entry-server.tsx): the loaders run on the
 * server against a fake store's fetch, and the page arrives as markup with its head.
 */

export type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

export interface ServerRenderer {
  /** Whatever the server makes of the address: a page, a redirect, or the app shell. */
  render: (url: string) => Promise<RenderResult>;
  /** The page at the address; fails when the server would not render one. */
  page: (url: string) => Promise<RenderedPage>;
}

/**
 * Renders addresses for an English-speaking Chrome, asking `storeFetch` for the store's answers;
 * `beforeRender` runs before each address (e.g. to forget what the last one asked).
 */
export function serverRenderer(
  storeFetch: typeof fetch,
  beforeRender?: () => void,
): ServerRenderer {
  beforeAll(async () => {
    await prepare();
  });
  const render = (url: string) => {
    beforeRender?.();
    return renderPage({
      url,
      publicUrl: 'http://store.test',
      browserLanguage: 'en',
      userAgent: 'Mozilla/5.0 Chrome/130.0',
      fetch: storeFetch,
    });
  };
  const page = async (url: string) => {
    const result = await render(url);
    if (result.kind !== 'page') {
      throw new Error(`${url} was not rendered (${JSON.stringify(result)})`);
    }
    return result;
  };
  return { render, page };
}
