import { type Language, ProductDetail } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ProductDetailParams {
  extensionId: string;
  /** Preview shows an unpublished item to its owner (spec §2). */
  preview: boolean;
  language: Language;
}

/** GET /ajax/extensions/{id}; preview mode adds event=review. */
export function getProductDetail(
  { extensionId, preview, language }: ProductDetailParams,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return api.get(`/ajax/extensions/${encodeURIComponent(extensionId)}`, {
    query: { hl: language, event: preview ? 'review' : undefined },
    schema: ProductDetail,
    signal,
  });
}

export const productDetailQueryOptions = (params: ProductDetailParams) =>
  queryOptions({
    queryKey: ['extensions', 'detail', params],
    queryFn: ({ signal }) => getProductDetail(params, signal),
  });

export function useProductDetail(params: ProductDetailParams) {
  return useQuery(productDetailQueryOptions(params));
}
