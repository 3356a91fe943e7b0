import {
  AdminBanner,
  AdminBannerList,
  AdminCategory,
  AdminCategoryList,
  AdminWinnerList,
  AdminWinnerYear,
  type BannerCreateInput,
  BannerImageUpload,
  type BannerReorderInput,
  type BannerUpdateInput,
  type CategoryCreateInput,
  type CategoryReorderInput,
  type CategoryType,
  type CategoryUpdateInput,
  CurationItem,
  CurationItemList,
  type Language,
  type PickType,
  type Prize,
} from '@lagoon/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resources } from '../../../lib/resource';
import { MODERATION_QUERY_KEY } from '../api/moderation-api';

/** Every curation query starts with this key; a change refreshes them all. */
export const CURATION_QUERY_KEY = ['curation'] as const;

/**
 * After a change: the console reads everything again, the log included, and so do the
 * storefront answers this browser keeps (banners, wallpaper picks, winners, categories), so
 * the administrator sees the store as visitors now do.
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    ...[
      CURATION_QUERY_KEY,
      MODERATION_QUERY_KEY,
      ['themes'],
      ['winners'],
      ['extensions'],
      ['editor'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // Banners and product lists are kept by the storefront's resource cache.
    resources.invalidate(['banners']),
    resources.invalidate(['extensions']),
  ]).then(() => undefined);
}

const base = '/admin/api/curation';

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'banners'],
    queryFn: ({ signal }) => api.get(`${base}/banners`, { schema: AdminBannerList, signal }),
    staleTime: 0,
  });

/** POST banners as multipart: the image file and the fields as JSON. */
export function createBanner(input: Omit<BannerCreateInput, 'image'>, file: File) {
  const body = new FormData();
  body.append('banner', JSON.stringify(input));
  body.append('file', file);
  return api.post(`${base}/banners`, { body, schema: AdminBanner });
}

export function uploadBannerImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post(`${base}/banner-images`, { body, schema: BannerImageUpload });
}

export function updateBanner(id: string, input: BannerUpdateInput) {
  return api.patch(`${base}/banners/${encodeURIComponent(id)}`, {
    body: input,
    schema: AdminBanner,
  });
}

export function deleteBanner(id: string, reason: string) {
  return api.delete(`${base}/banners/${encodeURIComponent(id)}`, {
    body: { reason },
    responseType: 'none',
  });
}

export function reorderBanners(input: BannerReorderInput) {
  return api.post(`${base}/banners/reorder`, { body: input, schema: AdminBannerList });
}

export const itemSearchQueryOptions = (q: string, type: CategoryType, language: Language) =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'items', type, q, language],
    queryFn: ({ signal }) =>
      api.get(`${base}/items`, {
        query: { q, type, hl: language },
        schema: CurationItemList,
        signal,
      }),
    enabled: q.trim().length > 0,
    staleTime: 10_000,
  });

export const picksQueryOptions = (type: PickType, language: Language) =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'picks', type, language],
    queryFn: ({ signal }) =>
      api.get(`${base}/picks`, { query: { type, hl: language }, schema: CurationItemList, signal }),
    staleTime: 0,
  });

export function setPick(extensionId: string, pick: boolean, reason: string) {
  return api.put(`${base}/picks/${encodeURIComponent(extensionId)}`, {
    body: { pick, reason },
    schema: CurationItem,
  });
}

export const winnersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'winners', language],
    queryFn: ({ signal }) =>
      api.get(`${base}/winners`, { query: { hl: language }, schema: AdminWinnerList, signal }),
    staleTime: 0,
  });

export function setWinners(year: number, prize: Prize, itemIds: string[], reason: string) {
  return api.put(`${base}/winners/${year}/${prize}`, {
    body: { itemIds, reason },
    schema: AdminWinnerYear,
  });
}

export function removeWinner(year: number, extensionId: string, reason: string) {
  return api.delete(`${base}/winners/${year}/${encodeURIComponent(extensionId)}`, {
    body: { reason },
    schema: AdminWinnerYear,
  });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'categories'],
    queryFn: ({ signal }) => api.get(`${base}/categories`, { schema: AdminCategoryList, signal }),
    staleTime: 0,
  });

export function createCategory(input: CategoryCreateInput) {
  return api.post(`${base}/categories`, { body: input, schema: AdminCategory });
}

export function updateCategory(type: CategoryType, code: string, input: CategoryUpdateInput) {
  return api.patch(`${base}/categories/${type}/${encodeURIComponent(code)}`, {
    body: input,
    schema: AdminCategory,
  });
}

export function reorderCategories(type: CategoryType, input: CategoryReorderInput) {
  return api.post(`${base}/categories/${type}/reorder`, {
    body: input,
    schema: AdminCategoryList,
  });
}

export function deleteCategory(type: CategoryType, code: string, reason: string) {
  return api.delete(`${base}/categories/${type}/${encodeURIComponent(code)}`, {
    body: { reason },
    responseType: 'none',
  });
}
