import { THEME_LISTS, type ThemeList } from '@lagoon/contract';
import { isOneOf } from '../../lib/one-of';

const STORAGE_KEY = 'lagoon.wallpapers.list';

/** The wallpaper list the visitor looked at last, kept in this browser (spec §4). */
export function readLastWallpaperList(): ThemeList | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isOneOf(THEME_LISTS, value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberWallpaperList(list: ThemeList): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, list);
  } catch {
    // Storage can be full or disabled; the choice is then simply not remembered.
  }
}
