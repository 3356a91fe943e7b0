import {
  type Banner,
  EXTENSION_SORTS,
  type ExtensionFilter,
  type ExtensionSort,
} from '@lagoon/contract';
import { appendHl } from '../../lib/language';
import { isOneOf } from '../../lib/one-of';
import { type PageLoader, requestLanguage } from '../../lib/page-loader';
import { type Read, readFor } from '../../lib/read';
import { DATA_PREFIX } from '../../lib/resource-routes';
import { getBanners } from './api/get-banners';
import {
  type ExtensionListParams,
  getExtensionsPage,
  nextOffset,
  type ProductListPage,
} from './api/get-extensions';

/** An extension list page (/extensions/:sort/:filter?): its first page and its banners. */
export interface ExtensionListData {
  list: Read<ProductListPage>;
  banners: Read<Banner[]>;
  inlineBanners: Read<Banner[]>;
}

/** /extensions/:sort/:filter?: the list's first page, its banners and the inline banners. */
export const loadExtensionList: PageLoader<ExtensionListData | null> = async (env, args) => {
  const { request, params } = args;
  const sort = params.sort;
  const filter = params.filter ?? null;
  // Other shapes are unknown paths, which the route table forwards.
  if (!isOneOf(EXTENSION_SORTS, sort)) return null;
  const language = requestLanguage(env, request);
  const listParams = {
    type: 'extension' as const,
    sort: sort as ExtensionSort,
    category: filter as ExtensionFilter | null,
    language,
    home: true,
  };
  // Banners decorate the page; without them it still works, so they are not asked twice.
  const [list, banners, inlineBanners] = await Promise.all([
    readFor(args, (signal) => getExtensionsPage(listParams, 0, signal)),
    readFor(args, (signal) => getBanners('extension', language, signal), { retry: false }),
    readFor(args, (signal) => getBanners('home-inline', language, signal), { retry: false }),
  ]);
  return { list, banners, inlineBanners };
};

/** The address of the next page of a product list, or null when the list is complete. */
export function productPageHref(params: ExtensionListParams, last: ProductListPage): string | null {
  const offset = nextOffset(last);
  if (offset === undefined) return null;
  const query = new URLSearchParams({ type: params.type, sort: params.sort, offset: `${offset}` });
  if (params.category) query.set('category', params.category);
  if (params.home) query.set('home', '1');
  return appendHl(`${DATA_PREFIX}products?${query}`, params.language);
}
