import type { Banner, BannerType, Language } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { useResource } from '../../../lib/use-resource';

function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const banner = value as Record<string, unknown>;
  return (
    typeof banner.id === 'string' &&
    typeof banner.linkUrl === 'string' &&
    typeof banner.image === 'string' &&
    typeof banner.title === 'string'
  );
}

/** GET /ajax/banner/{type}; a malformed banner is dropped rather than breaking the page. */
export async function getBanners(
  type: BannerType,
  language: Language,
  signal?: AbortSignal,
): Promise<Banner[]> {
  const body = await api.get<unknown>(`/ajax/banner/${type}`, { query: { hl: language }, signal });
  return Array.isArray(body) ? body.filter(isBanner) : [];
}

export function useBanners(type: BannerType, language: Language) {
  return useResource({
    key: ['banners', type, language],
    load: (signal) => getBanners(type, language, signal),
    staleTime: 5 * 60_000,
    // Banners decorate a page; without them the page still works.
    retry: false,
  });
}
