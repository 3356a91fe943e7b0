import {
  applyTheme,
  DARK_SCHEME_QUERY,
  readThemePreference,
  resolveTheme,
  safeLocalStorage,
  THEME_STORAGE_KEY,
  type ThemePreference,
  writeThemePreference,
} from './theme';

/**
 * The colour theme as an external store for React's useSyncExternalStore. The document's
 * palette is set outside React (index.html's inline script before the first paint, then this
 * store whenever the choice or the system's scheme changes), so a server-rendered page
 * hydrates with the server's markup whatever the theme, and React never paints the palette
 * of a render that has not caught up yet.
 */
export interface ThemeStore {
  subscribe: (listener: () => void) => () => void;
  getPreference: () => ThemePreference;
  /** Keeps the choice in this browser (for this page only where storage is refused). */
  setPreference: (preference: ThemePreference) => void;
}

/** What the store reads and writes: in the browser, the window and its document. */
export interface ThemeHost {
  storage: Storage | undefined;
  scheme: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  /** Where another tab's choice arrives (`storage` events). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  root: HTMLElement;
}

export function browserThemeHost(): ThemeHost {
  return {
    storage: safeLocalStorage(),
    scheme: window.matchMedia(DARK_SCHEME_QUERY),
    events: window,
    root: document.documentElement,
  };
}

/** The store of a browser tab; applies the stored theme at once (as index.html's script does). */
export function createThemeStore(host: ThemeHost): ThemeStore {
  let preference = readThemePreference(host.storage);
  const listeners = new Set<() => void>();
  const apply = () => applyTheme(host.root, resolveTheme(preference, host.scheme.matches));
  const changed = () => {
    apply();
    for (const listener of listeners) listener();
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // A choice made in another tab applies here too (key null: the storage was cleared).
    if (key !== THEME_STORAGE_KEY && key !== null) return;
    preference = readThemePreference(host.storage);
    changed();
  };
  apply();
  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        host.scheme.addEventListener('change', changed);
        host.events.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        host.scheme.removeEventListener('change', changed);
        host.events.removeEventListener('storage', onStorage);
      };
    },
    getPreference: () => preference,
    setPreference(next) {
      writeThemePreference(host.storage, next);
      preference = next;
      changed();
    },
  };
}

/**
 * What the server renders with, and what a page the server rendered hydrates with: the server
 * cannot know the visitor's theme, so nothing it draws depends on it.
 */
export const SERVER_THEME_STORE: ThemeStore = {
  subscribe: () => () => {},
  getPreference: () => 'system',
  setPreference: () => {},
};
