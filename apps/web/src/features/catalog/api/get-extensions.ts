import {
  type ExtensionFilter,
  type ExtensionSort,
  HOME_PAGE_SIZE,
  type Language,
  type Product,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { readProducts } from './read-products';

export interface ExtensionListParams {
  /** extension lists for the home, app for the web app list of the notebook edition. */
  type: 'extension' | 'app';
  sort: ExtensionSort;
  category: ExtensionFilter | null;
  language: Language;
}

export interface ProductListPage {
  products: Product[];
  offset: number;
  /** Items the server sent, failed ones included; a full page means there may be more. */
  receivedCount: number;
  totalCount: number;
}

interface PageEnvelope {
  items?: unknown;
  totalCount?: unknown;
}

/** One page of GET /ajax/extensions. */
export async function getExtensionsPage(
  params: ExtensionListParams,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductListPage> {
  const page = await api.get<PageEnvelope>('/ajax/extensions', {
    query: {
      type: params.type,
      sort: params.sort,
      category: params.category,
      size: HOME_PAGE_SIZE,
      offset,
      hl: params.language,
    },
    signal,
  });
  const items = Array.isArray(page?.items) ? page.items : [];
  return {
    products: readProducts(items),
    offset,
    receivedCount: items.length,
    totalCount: typeof page?.totalCount === 'number' ? page.totalCount : items.length,
  };
}

/** The next offset while a full page came back (there is a next page); else undefined. */
export function nextOffset(page: ProductListPage): number | undefined {
  return page.receivedCount >= HOME_PAGE_SIZE ? page.offset + HOME_PAGE_SIZE : undefined;
}
