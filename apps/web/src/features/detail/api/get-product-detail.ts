import type { Language, ProductDetail } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isProduct, readProduct } from '../../catalog/api/read-products';

export interface ProductDetailParams {
  extensionId: string;
  /** Preview shows an unpublished item to its owner. */
  preview: boolean;
  language: Language;
}

/** GET /ajax/extensions/{id}; preview mode adds event=review. */
export async function getProductDetail(
  { extensionId, preview, language }: ProductDetailParams,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const body = await api.get<unknown>(`/ajax/extensions/${encodeURIComponent(extensionId)}`, {
    query: { hl: language, event: preview ? 'review' : undefined },
    signal,
  });
  if (!isProduct(body)) {
    throw new ApiError({ code: 'INTERNAL_ERROR', status: 200, message: 'Unexpected answer' });
  }
  return readProduct(body) as ProductDetail;
}
