import { useSyncExternalStore } from 'react';
import {
  type AppliedWallpaperMemory,
  appliedWallpaperSnapshot,
  subscribeThemeState,
} from './theme-state';

/**
 * The wallpaper applied from this browser as the store remembers it: null while the page is
 * rendered on the server and hydrates, then what is stored, kept current as it changes (from
 * this page or another tab).
 */
export function useAppliedWallpaper(): AppliedWallpaperMemory | null {
  return useSyncExternalStore(subscribeThemeState, appliedWallpaperSnapshot, serverSnapshot);
}

function serverSnapshot(): null {
  return null;
}
