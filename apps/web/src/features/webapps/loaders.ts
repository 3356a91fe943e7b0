import { type PageLoader, requestLanguage } from '../../lib/page-loader';
import { type Read, readFor } from '../../lib/read';
import { getExtensionsPage, type ProductListPage } from '../catalog/api/get-extensions';

export interface WebAppsData {
  list: Read<ProductListPage>;
}

/**
 * /whaleapps: the first page of the popular web apps. Web apps exist only in the notebook
 * edition; the route table sends other editions home before this runs.
 */
export const loadWebApps: PageLoader<WebAppsData> = async (env, args) => {
  const listParams = {
    type: 'app' as const,
    sort: 'popular' as const,
    category: null,
    language: requestLanguage(env, args.request),
  };
  return { list: await readFor(args, (signal) => getExtensionsPage(listParams, 0, signal)) };
};
