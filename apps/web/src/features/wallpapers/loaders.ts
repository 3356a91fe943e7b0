import { type Banner, type Product, THEME_LISTS } from '@lagoon/contract';
import { isOneOf } from '../../lib/one-of';
import { type PageLoader, redirectKeepingHl, requestLanguage } from '../../lib/page-loader';
import { type Read, readFor } from '../../lib/read';
import { DATA_PREFIX } from '../../lib/resource-routes';
import { getBanners } from '../catalog/api/get-banners';
import type { DiscoverPage, ThemeTabSections } from './api/get-themes';

/** /wallpapers/:list: the recommended list's sections; "discover" reads in the browser. */
export interface WallpapersData {
  tab: Read<ThemeTabSections>;
  picks: Read<Product[]>;
  banners: Read<Banner[]>;
}

/*
 * The wallpaper calls load with the first navigation to a wallpaper page, beside the page's
 * own code, so the first page of the store does not carry them.
 */
const themesApi = () => import('./api/get-themes');

/** /wallpapers: the list looked at last in this browser (the server: recommended). */
export const loadWallpapersHome: PageLoader = async (_env, args) =>
  (await import('./last-list')).lastWallpaperListRedirect(args);

/** /wallpapers/:list: a list that does not exist goes to the recommended one. */
export const loadWallpapers: PageLoader<WallpapersData | Response | null> = async (env, args) => {
  const { request, params } = args;
  if (!isOneOf(THEME_LISTS, params.list)) {
    return redirectKeepingHl(request, '/wallpapers/recommended');
  }
  // "Discover" is random for every visit and reads in the browser.
  if (params.list !== 'recommended') return null;
  const language = requestLanguage(env, request);
  const { getThemeTab, getThemePicks } = await themesApi();
  const [tab, picks, banners] = await Promise.all([
    readFor(args, getThemeTab),
    readFor(args, getThemePicks),
    readFor(args, (signal) => getBanners('theme', language, signal), { retry: false }),
  ]);
  return { tab, picks, banners };
};

/** The address of the discover list's page after `last` (the random first page for null). */
export function discoverPageHref(last: DiscoverPage | null): string | null {
  if (last === null) return `${DATA_PREFIX}discover`;
  if (last.themes.length === 0) return null;
  const query = new URLSearchParams({ after: last.randomIds.join(',') });
  if (last.cursor) query.set('cursor', last.cursor);
  return `${DATA_PREFIX}discover?${query}`;
}

/** The address of a wallpaper's like count and the visitor's like. */
export function likeStateHref(extensionId: string): string {
  return `${DATA_PREFIX}like?${new URLSearchParams({ extensionId })}`;
}
