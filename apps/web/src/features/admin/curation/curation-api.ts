import type {
  AdminBanner,
  AdminBannerList,
  AdminCategory,
  AdminCategoryList,
  AdminMobileSite,
  AdminMobileSiteList,
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
  MobileSiteCreateInput,
  MobileSiteIconUpload,
  MobileSiteReorderInput,
  MobileSiteUpdateInput,
  PickType,
  Prize,
} from '@lagoon/contract';
import { api } from '../../../lib/api-client';

const base = '/admin/api/curation';

/** GET banners: every banner of every screen, in their order, with their state. */
export function getBanners(signal?: AbortSignal): Promise<AdminBannerList> {
  return api.get<AdminBannerList>(`${base}/banners`, { signal });
}

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

/**
 * GET items: the items of a kind whose name or id matches q, to pick, crown or install by
 * policy; `installable` leaves out what managed browsers could not install.
 */
export function searchItems(
  q: string,
  type: CategoryType,
  language: Language,
  signal?: AbortSignal,
  installable = false,
): Promise<CurationItemList> {
  const query = { q, type, hl: language, ...(installable ? { installable: 'true' } : {}) };
  return api.get<CurationItemList>(`${base}/items`, { query, signal });
}

/** GET picks: the picked items of a kind. */
export function getPicks(
  type: PickType,
  language: Language,
  signal?: AbortSignal,
): Promise<CurationItemList> {
  return api.get<CurationItemList>(`${base}/picks`, { query: { type, hl: language }, signal });
}

export function setPick(extensionId: string, pick: boolean, reason: string) {
  return api.put<CurationItem>(`${base}/picks/${encodeURIComponent(extensionId)}`, {
    body: { pick, reason },
  });
}

/** GET winners: the contest's winners of every year, by prize. */
export function getWinners(language: Language, signal?: AbortSignal): Promise<AdminWinnerList> {
  return api.get<AdminWinnerList>(`${base}/winners`, { query: { hl: language }, signal });
}

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

/** GET categories: the category lists of every item kind, in their order, with their use. */
export function getCategories(signal?: AbortSignal): Promise<AdminCategoryList> {
  return api.get<AdminCategoryList>(`${base}/categories`, { signal });
}

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

/** GET mobile-sites: every mobile website in order, with its framing verdict. */
export function getMobileSites(signal?: AbortSignal): Promise<AdminMobileSiteList> {
  return api.get<AdminMobileSiteList>(`${base}/mobile-sites`, { signal });
}

/** POST mobile-site-icons: checks and stores a square icon; answers its address. */
export function uploadMobileSiteIcon(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<MobileSiteIconUpload>(`${base}/mobile-site-icons`, { body });
}

/** POST mobile-sites: adds a site last; the answer carries the framing verdict. */
export function createMobileSite(input: MobileSiteCreateInput) {
  return api.post<AdminMobileSite>(`${base}/mobile-sites`, { body: input });
}

export function updateMobileSite(id: string, input: MobileSiteUpdateInput) {
  return api.patch<AdminMobileSite>(`${base}/mobile-sites/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function deleteMobileSite(id: string, reason: string) {
  return api.delete(`${base}/mobile-sites/${encodeURIComponent(id)}`, {
    body: { reason },
    responseType: 'none',
  });
}

export function reorderMobileSites(input: MobileSiteReorderInput) {
  return api.post<AdminMobileSiteList>(`${base}/mobile-sites/reorder`, { body: input });
}

/** POST mobile-sites/{id}/check: asks the site again whether the side panel may show it. */
export function checkMobileSite(id: string) {
  return api.post<AdminMobileSite>(`${base}/mobile-sites/${encodeURIComponent(id)}/check`, {
    body: {},
  });
}
