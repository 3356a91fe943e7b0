import type { Banner, BannerType, Language } from '@lagoon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ajax/banner/{type}. */
export function getBanners(
  type: BannerType,
  language: Language,
  signal?: AbortSignal,
): Promise<Banner[]> {
  return api.get<Banner[]>(`/ajax/banner/${type}`, { query: { hl: language }, signal });
}

export const bannersQuery = (type: BannerType, language: Language) =>
  queryOptions({
    queryKey: ['banners', type, language] as const,
    queryFn: ({ signal }) => getBanners(type, language, signal),
    staleTime: 5 * 60_000,
    // Banners decorate a page; without them the page still works.
    retry: false,
  });

export function useBanners(type: BannerType, language: Language) {
  return useQuery(bannersQuery(type, language));
}
