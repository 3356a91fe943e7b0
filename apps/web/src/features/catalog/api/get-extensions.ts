import {
  type ExtensionFilter,
  type ExtensionSort,
  HOME_PAGE_SIZE,
  type Language,
  type Product,
  ProductPage,
} from '@lagoon/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { readProducts } from './read-products';

/** Pages are read item by item (see readProducts), so the envelope accepts any items. */
const ProductPageEnvelope = ProductPage.extend({ items: z.array(z.unknown()) });

export interface ExtensionListParams {
  type: 'extension';
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

/** One page of GET /ajax/extensions. */
export async function getExtensionsPage(
  params: ExtensionListParams,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductListPage> {
  const page = await api.get('/ajax/extensions', {
    query: {
      type: params.type,
      sort: params.sort,
      category: params.category,
      size: HOME_PAGE_SIZE,
      offset,
      hl: params.language,
    },
    schema: ProductPageEnvelope,
    signal,
  });
  return {
    products: readProducts(page.items),
    offset,
    receivedCount: page.items.length,
    totalCount: page.totalCount,
  };
}

/** The next offset while a full page came back (spec §4, hasNextPage). */
export function nextOffset(page: ProductListPage): number | undefined {
  return page.receivedCount >= HOME_PAGE_SIZE ? page.offset + HOME_PAGE_SIZE : undefined;
}

export const extensionsQueryOptions = (params: ExtensionListParams) =>
  infiniteQueryOptions({
    queryKey: ['extensions', 'list', params],
    queryFn: ({ pageParam, signal }) => getExtensionsPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useExtensions(params: ExtensionListParams) {
  return useInfiniteQuery(extensionsQueryOptions(params));
}
