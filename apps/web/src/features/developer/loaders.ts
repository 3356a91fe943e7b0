import { isExtensionId, type Language } from '@lagoon/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { type LoaderEnv, type PageLoader, requestLanguage } from '../../app/page-loader';
import { creatorQuery, userQuery } from '../session';
import { isDashboardItemType } from './access/decide-developer-access';
import { creatorItemQueryOptions, creatorItemsQueryOptions } from './api/publishing-api';
import {
  categoriesQueryOptions,
  localesQueryOptions,
  regionsQueryOptions,
} from './editor/editor-api';
import { readUploadTarget } from './upload/package-file';

/** What a private page's loader does in the browser. */
type PrivateRead = (env: LoaderEnv, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * The loader of a page that shows the visitor's own data. It reads in the browser only: the
 * server renders the same page for every visitor and never asks who is visiting (see
 * features/session), so there the page renders its placeholder and the browser reads once it
 * has taken over. Without this, the server would keep the refusals it gets for a visitor it
 * does not know and hand them to the page.
 */
export function privatePageLoader(read: PrivateRead): PageLoader {
  return async (env, args) => {
    if (typeof document === 'undefined') return;
    await read(env, args);
  };
}

/**
 * Reads a query anew for a visit to its page, whatever the cache holds: what these pages show
 * changes on other people's side (reviewers, developers). The query's own staleTime then keeps
 * the page from asking a second time as it mounts.
 */
export function readAnew<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient.prefetchQuery({ ...options, staleTime: 0 });
}

/**
 * Who is visiting and, when signed in, their developer profile: the developer area's guard and
 * the console's shell decide what to show from these two answers. The profile is only asked
 * for once the visitor is known to be signed in, as the session's hooks do.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(userQuery);
  if (queryClient.getQueryData(userQuery.queryKey)?.isAuthenticated) {
    await queryClient.prefetchQuery(creatorQuery);
  }
}

/**
 * The developer area (its layout, the index that forwards by who is visiting, and the profile
 * pages, which show the profile): the session.
 */
export const developerSessionLoader: PageLoader = privatePageLoader(({ queryClient }) =>
  prefetchSession(queryClient),
);

/** /developers/dashboard/:itemType: the developer's items of the tab. */
export const dashboardLoader: PageLoader = privatePageLoader(async (env, { params, request }) => {
  if (!isDashboardItemType(params.itemType)) return;
  const language = requestLanguage(env, request);
  await readAnew(env.queryClient, creatorItemsQueryOptions(params.itemType, language));
});

/** The item of an upload or editor address, in the draft being edited. */
function readDraft(queryClient: QueryClient, extensionId: string, language: Language) {
  return readAnew(
    queryClient,
    creatorItemQueryOptions({ extensionId, published: false, language }),
  );
}

/**
 * /developers/upload/extension/:extensionId and /developers/upload/webapp/:extensionId: a new
 * package or web app (draft) reads nothing; an item's id reads the item the page names.
 */
export const uploadLoader: PageLoader = privatePageLoader(async (env, { params, request }) => {
  const target = readUploadTarget(params.extensionId);
  if (target?.kind !== 'update') return;
  await readDraft(env.queryClient, target.extensionId, requestLanguage(env, request));
});

/**
 * The listing editor's loader for one kind of item: the item, and the names its fields offer
 * (categories of the kind, item languages, regions), kept for the visit once read.
 */
function editorLoader(categoryType: 'extension' | 'app'): PageLoader {
  return privatePageLoader(async (env, { params, request }) => {
    const { extensionId } = params;
    if (extensionId === undefined || !isExtensionId(extensionId)) return;
    const { queryClient } = env;
    const language = requestLanguage(env, request);
    await Promise.all([
      readDraft(queryClient, extensionId, language),
      queryClient.prefetchQuery(categoriesQueryOptions(categoryType, language)),
      queryClient.prefetchQuery(localesQueryOptions(language)),
      queryClient.prefetchQuery(regionsQueryOptions(language)),
    ]);
  });
}

/** /developers/edit/extension/:extensionId */
export const editExtensionLoader: PageLoader = editorLoader('extension');

/** /developers/edit/webapp/:extensionId */
export const editWebAppLoader: PageLoader = editorLoader('app');
