import type { ExtensionFilter, ExtensionSort, Language, Product } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { listPageAt } from '../home-groups';
import { readProducts } from './read-products';

export interface ExtensionListParams {
  /** extension lists for the home, app for the web app list of the notebook edition. */
  type: 'extension' | 'app';
  sort: ExtensionSort;
  category: ExtensionFilter | null;
  language: Language;
  /** The extension home: its highlighted items and groups decide the page sizes (listPageAt). */
  home?: boolean;
}

export interface ProductListPage {
  products: Product[];
  offset: number;
  /** How many items the page asked for. */
  size: number;
  /** Items the server sent, failed ones included; a full page means there may be more. */
  receivedCount: number;
  totalCount: number;
}

interface PageEnvelope {
  items?: unknown;
  totalCount?: unknown;
}

/** The page of GET /ajax/extensions that holds `offset` (see listPageAt). */
export async function getExtensionsPage(
  params: ExtensionListParams,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductListPage> {
  const at = listPageAt(params.home === true, offset);
  const page = await api.get<PageEnvelope>('/ajax/extensions', {
    query: {
      type: params.type,
      sort: params.sort,
      category: params.category,
      size: at.size,
      offset: at.offset,
      hl: params.language,
    },
    signal,
  });
  const items = Array.isArray(page?.items) ? page.items : [];
  return {
    products: readProducts(items),
    offset: at.offset,
    size: at.size,
    receivedCount: items.length,
    totalCount: typeof page?.totalCount === 'number' ? page.totalCount : items.length,
  };
}

/** The next offset while a full page came back (there is a next page); else undefined. */
export function nextOffset(page: ProductListPage): number | undefined {
  return page.receivedCount >= page.size ? page.offset + page.size : undefined;
}
