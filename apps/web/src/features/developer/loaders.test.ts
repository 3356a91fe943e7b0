// @vitest-environment happy-dom
import { XSSI_PREFIX } from '@lagoon/contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Window as HappyDomWindow } from 'happy-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoaderEnv, PageLoader } from '../../app/page-loader';
import { startTestServer } from '../../lib/test-server';
import { creatorQuery, userQuery } from '../session';
import { creatorItemQueryOptions, creatorItemsQueryOptions } from './api/publishing-api';
import { ITEM_ID, itemDetail, product } from './api/publishing-fixtures';
import {
  categoriesQueryOptions,
  localesQueryOptions,
  regionsQueryOptions,
} from './editor/editor-api';
import { dashboardLoader, developerSessionLoader, editWebAppLoader, uploadLoader } from './loaders';

/** What the store answers; tests change it between visits. */
const answers: { user: object; items: object[] } = {
  user: { isAuthenticated: true, isAdmin: false, nickname: 'Dana', age: 32 },
  items: [],
};
const creator = { creatorId: 'c1', name: 'Dana Studio', isAgreeToTerms: true };
const names = [{ code: 'en', name: 'English' }];

let server: Awaited<ReturnType<typeof startTestServer>>;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    const send = (body: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`${XSSI_PREFIX}${JSON.stringify(body)}`);
    };
    if (path === '/ajax/user') return send(answers.user);
    if (path === '/creator/api/creator') return send(creator);
    if (path === '/creator/api/extensions') return send({ items: answers.items });
    if (path === `/creator/api/extensions/${ITEM_ID}`) return send(itemDetail());
    if (path.startsWith('/ajax/categories/') || path === '/ajax/locales') return send(names);
    if (path === '/ajax/regions') return send(names);
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no', status: 404 } }));
  });
  // The page's own address: the app's client asks the store it was loaded from.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${server.baseUrl}/developers`);
});

afterAll(() => server.close());

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

/** Runs a page's loader as the router does for a navigation to path. */
async function visit(loader: PageLoader, path: string, params: Record<string, string> = {}) {
  const env: LoaderEnv = { queryClient, browserLanguage: 'en' };
  const args = {
    request: new Request(`${server.baseUrl}${path}`),
    params,
    context: undefined,
  } as LoaderFunctionArgs;
  await loader(env, args);
}

function requestsTo(path: string): number {
  return server.requests.filter((request) => request.url.split('?')[0] === path).length;
}

describe('developer page loaders', () => {
  it('have the dashboard tab in the cache where the page reads it, in the address language', async () => {
    answers.items = [product({ name: 'Tab Tidy' })];
    await visit(dashboardLoader, '/developers/dashboard/extensions?hl=ko', {
      itemType: 'extensions',
    });
    const cached = queryClient.getQueryData(creatorItemsQueryOptions('extensions', 'ko').queryKey);
    expect(cached?.items.map((item) => item.name)).toEqual(['Tab Tidy']);
    expect(server.requests.at(-1)?.url).toContain('hl=ko');
  });

  it('read the items anew on every visit, and the page opening after asks nothing more', async () => {
    const path = '/creator/api/extensions';
    const before = requestsTo(path);
    answers.items = [product({ name: 'Tab Tidy' })];
    await visit(dashboardLoader, '/developers/dashboard/webapps', { itemType: 'webapps' });
    answers.items = [
      product({ name: 'Tab Tidy' }),
      product({ name: 'Focus', extensionId: 'b'.repeat(32) }),
    ];
    await visit(dashboardLoader, '/developers/dashboard/webapps', { itemType: 'webapps' });
    expect(requestsTo(path) - before).toBe(2);
    const options = creatorItemsQueryOptions('webapps', 'en');
    expect(queryClient.getQueryData(options.queryKey)?.items).toHaveLength(2);

    // The page's component subscribes with the same options right after its loader.
    const observer = new QueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data?.items).toHaveLength(2);
    unsubscribe();
    expect(requestsTo(path) - before).toBe(2);
  });

  it('read nothing for a dashboard tab that does not exist', async () => {
    const before = server.requests.length;
    await visit(dashboardLoader, '/developers/dashboard/themes', { itemType: 'themes' });
    expect(server.requests.length).toBe(before);
  });

  it('read the item an update upload names, and nothing for a new upload', async () => {
    const before = server.requests.length;
    await visit(uploadLoader, '/developers/upload/extension/draft', { extensionId: 'draft' });
    expect(server.requests.length).toBe(before);

    await visit(uploadLoader, `/developers/upload/extension/${ITEM_ID}`, { extensionId: ITEM_ID });
    const item = queryClient.getQueryData(
      creatorItemQueryOptions({ extensionId: ITEM_ID, published: false, language: 'en' }).queryKey,
    );
    expect(item?.extensionId).toBe(ITEM_ID);
  });

  it('have the editor open with its item and the names its fields offer', async () => {
    await visit(editWebAppLoader, `/developers/edit/webapp/${ITEM_ID}`, { extensionId: ITEM_ID });
    const data = (key: readonly unknown[]) => queryClient.getQueryData(key);
    const itemOptions = creatorItemQueryOptions({
      extensionId: ITEM_ID,
      published: false,
      language: 'en',
    });
    expect(data(itemOptions.queryKey)).toMatchObject({ extensionId: ITEM_ID });
    expect(data(categoriesQueryOptions('app', 'en').queryKey)).toEqual(names);
    expect(data(localesQueryOptions('en').queryKey)).toEqual(names);
    expect(data(regionsQueryOptions('en').queryKey)).toEqual(names);
  });

  it('ask for the developer profile only for a signed-in visitor', async () => {
    answers.user = { isAuthenticated: false, isAdmin: false };
    const before = requestsTo('/creator/api/creator');
    await visit(developerSessionLoader, '/developers');
    expect(queryClient.getQueryData(userQuery.queryKey)?.isAuthenticated).toBe(false);
    expect(requestsTo('/creator/api/creator')).toBe(before);

    queryClient = new QueryClient();
    answers.user = { isAuthenticated: true, isAdmin: false, nickname: 'Dana', age: 32 };
    await visit(developerSessionLoader, '/developers/profile/edit');
    expect(queryClient.getQueryData(creatorQuery.queryKey)?.name).toBe('Dana Studio');
  });
});
