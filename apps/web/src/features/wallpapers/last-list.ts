import type { ThemeList } from '@lagoon/contract';
import { type LoaderFunction, redirect } from 'react-router';
import { appendHl, readHl } from '../../lib/language';
import { readThemeState, updateThemeState } from './apply/theme-state';

/**
 * The wallpaper list the visitor looked at last in this browser (kept with the rest of the
 * wallpaper memory, apply/theme-state.ts); null when none is remembered, and always on the
 * server.
 */
export function readLastWallpaperList(): ThemeList | null {
  return readThemeState().lastList;
}

export function rememberWallpaperList(list: ThemeList): void {
  updateThemeState({ lastList: list });
}

/** The list /wallpapers opens: the one looked at last, else the recommended one. */
export function lastWallpaperListPath(): string {
  return `/wallpapers/${readLastWallpaperList() ?? 'recommended'}`;
}

/**
 * The loader of /wallpapers: forwards to the list looked at last, keeping the interface
 * language of the address. The server has no memory of the browser's, so a page it renders
 * goes to the recommended list; a navigation in the browser (the header's Wallpapers tab)
 * returns to the visitor's list.
 */
export const lastWallpaperListRedirect: LoaderFunction = ({ request }) =>
  redirect(appendHl(lastWallpaperListPath(), readHl(new URL(request.url).search)));
