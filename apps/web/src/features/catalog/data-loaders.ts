import {
  EXTENSION_FILTERS,
  EXTENSION_SORTS,
  type ExtensionFilter,
  type ExtensionSort,
} from '@lagoon/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { isOneOf } from '../../lib/one-of';
import { type LoaderEnv, requestLanguage } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import {
  type ExtensionListParams,
  getExtensionsPage,
  type ProductListPage,
} from './api/get-extensions';

/**
 * /_data/products?type&sort&category&offset&home&hl: one page of a product list, read when the
 * visitor asks for more (its address: productPageHref in loaders.ts).
 */
export function productPage(
  env: LoaderEnv,
  { request }: LoaderFunctionArgs,
): Promise<Read<ProductListPage>> {
  const search = new URL(request.url).searchParams;
  const sort = search.get('sort');
  const category = search.get('category');
  const offset = Number(search.get('offset') ?? 0);
  const params: ExtensionListParams = {
    type: search.get('type') === 'app' ? 'app' : 'extension',
    sort: (isOneOf(EXTENSION_SORTS, sort) ? sort : 'popular') as ExtensionSort,
    category: isOneOf(EXTENSION_FILTERS, category) ? (category as ExtensionFilter) : null,
    language: requestLanguage(env, request),
    home: search.get('home') === '1',
  };
  // An offset inside a page reads the page it falls in (getExtensionsPage).
  return read(() => getExtensionsPage(params, offset, request.signal), { signal: request.signal });
}
