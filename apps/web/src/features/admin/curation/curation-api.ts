import type {
  AdminBanner,
  AdminBannerList,
  AdminCategory,
  AdminCategoryList,
  AdminWinnerList,
  AdminWinnerYear,
  BannerCreateInput,
  BannerImageUpload,
  BannerReorderInput,
  BannerUpdateInput,
  CategoryCreateInput,
  CategoryReorderInput,
  CategoryType,
  CategoryUpdateInput,
  CurationItem,
  CurationItemList,
  Language,
  PickType,
  Prize,
} from '@lagoon/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auditQueryOptions, CONSOLE_FRESH_MS, MODERATION_QUERY_KEY } from '../api/moderation-api';
import { AUDIT_PAGE_SIZE } from '../model/audit-search';

/** Every curation query starts with this key; a change refreshes them all. */
export const CURATION_QUERY_KEY = ['curation'] as const;

/**
 * After a change: the console reads everything again, the log included, and so do the
 * storefront answers this browser keeps (banners, product lists and details, wallpaper picks,
 * winners, categories), so the administrator sees the store as visitors now do.
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      CURATION_QUERY_KEY,
      MODERATION_QUERY_KEY,
      ['banners'],
      ['extensions'],
      ['themes'],
      ['winners'],
      ['editor'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

const base = '/admin/api/curation';

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'banners'],
    queryFn: ({ signal }) => api.get<AdminBannerList>(`${base}/banners`, { signal }),
    staleTime: CONSOLE_FRESH_MS,
  });

/** POST banners as multipart: the image file and the fields as JSON. */
export function createBanner(input: Omit<BannerCreateInput, 'image'>, file: File) {
  const body = new FormData();
  body.append('banner', JSON.stringify(input));
  body.append('file', file);
  return api.post<AdminBanner>(`${base}/banners`, { body });
}

export function uploadBannerImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<BannerImageUpload>(`${base}/banner-images`, { body });
}

export function updateBanner(id: string, input: BannerUpdateInput) {
  return api.patch<AdminBanner>(`${base}/banners/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function deleteBanner(id: string, reason: string) {
  return api.delete(`${base}/banners/${encodeURIComponent(id)}`, {
    body: { reason },
    responseType: 'none',
  });
}

export function reorderBanners(input: BannerReorderInput) {
  return api.post<AdminBannerList>(`${base}/banners/reorder`, { body: input });
}

export const itemSearchQueryOptions = (q: string, type: CategoryType, language: Language) =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'items', type, q, language],
    queryFn: ({ signal }) =>
      api.get<CurationItemList>(`${base}/items`, {
        query: { q, type, hl: language },
        signal,
      }),
    enabled: q.trim().length > 0,
    staleTime: 10_000,
  });

/** The picks section opens on the wallpaper tab's picks. */
export const DEFAULT_PICK_TYPE: PickType = 'theme';

export const picksQueryOptions = (type: PickType, language: Language) =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'picks', type, language],
    queryFn: ({ signal }) =>
      api.get<CurationItemList>(`${base}/picks`, { query: { type, hl: language }, signal }),
    staleTime: CONSOLE_FRESH_MS,
  });

/** The curation history: the curation part of the console's log, searched for q. */
export const curationLogQueryOptions = (q: string, offset: number) =>
  auditQueryOptions({ q, area: 'curation', action: null, offset, size: AUDIT_PAGE_SIZE });

export function setPick(extensionId: string, pick: boolean, reason: string) {
  return api.put<CurationItem>(`${base}/picks/${encodeURIComponent(extensionId)}`, {
    body: { pick, reason },
  });
}

export const winnersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'winners', language],
    queryFn: ({ signal }) =>
      api.get<AdminWinnerList>(`${base}/winners`, { query: { hl: language }, signal }),
    staleTime: CONSOLE_FRESH_MS,
  });

export function setWinners(year: number, prize: Prize, itemIds: string[], reason: string) {
  return api.put<AdminWinnerYear>(`${base}/winners/${year}/${prize}`, {
    body: { itemIds, reason },
  });
}

export function removeWinner(year: number, extensionId: string, reason: string) {
  return api.delete<AdminWinnerYear>(`${base}/winners/${year}/${encodeURIComponent(extensionId)}`, {
    body: { reason },
  });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CURATION_QUERY_KEY, 'categories'],
    queryFn: ({ signal }) => api.get<AdminCategoryList>(`${base}/categories`, { signal }),
    staleTime: CONSOLE_FRESH_MS,
  });

export function createCategory(input: CategoryCreateInput) {
  return api.post<AdminCategory>(`${base}/categories`, { body: input });
}

export function updateCategory(type: CategoryType, code: string, input: CategoryUpdateInput) {
  return api.patch<AdminCategory>(`${base}/categories/${type}/${encodeURIComponent(code)}`, {
    body: input,
  });
}

export function reorderCategories(type: CategoryType, input: CategoryReorderInput) {
  return api.post<AdminCategoryList>(`${base}/categories/${type}/reorder`, {
    body: input,
  });
}

export function deleteCategory(type: CategoryType, code: string, reason: string) {
  return api.delete(`${base}/categories/${type}/${encodeURIComponent(code)}`, {
    body: { reason },
    responseType: 'none',
  });
}
