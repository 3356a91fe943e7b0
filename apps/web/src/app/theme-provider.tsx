import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ThemePreference } from '../lib/theme';
import { SERVER_THEME_STORE, type ThemeStore } from '../lib/theme-store';

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * The visitor's theme choice, read from the theme store. A page the server rendered hydrates
 * with the server's view (SERVER_THEME_STORE) and then renders the visitor's choice, so
 * hydration never meets markup it did not expect. The palette itself is already on the
 * document (see ThemeStore), and the stylesheet draws what depends on it (ThemeIcon).
 */
export function ThemeProvider({
  store = SERVER_THEME_STORE,
  children,
}: {
  /** The browser tab's store; the server renders without one. */
  store?: ThemeStore;
  children?: ReactNode;
}) {
  const preference = useSyncExternalStore(
    store.subscribe,
    store.getPreference,
    SERVER_THEME_STORE.getPreference,
  );
  const state = useMemo(
    () => ({ preference, setPreference: store.setPreference }),
    [preference, store],
  );
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
