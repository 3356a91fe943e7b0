import type { Banner, BannerType, Language } from '@lagoon/contract';
import { api } from '../../../lib/api-client';

/** GET /ajax/banner/{type}. */
export function getBanners(
  type: BannerType,
  language: Language,
  signal?: AbortSignal,
): Promise<Banner[]> {
  return api.get<Banner[]>(`/ajax/banner/${type}`, { query: { hl: language }, signal });
}
