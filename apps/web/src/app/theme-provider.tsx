import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  applyTheme,
  DARK_SCHEME_QUERY,
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  safeLocalStorage,
  THEME_STORAGE_KEY,
  type ThemePreference,
  writeThemePreference,
} from '../lib/theme';

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/** Keeps the document's palette in line with the visitor's choice and, for "system", the OS. */
export function ThemeProvider({
  initialPreference,
  children,
}: {
  initialPreference: ThemePreference;
  children: ReactNode;
}) {
  const [preference, setPreferenceState] = useState(initialPreference);
  // The server cannot know the system's scheme; nothing it renders depends on it (the
  // document's palette is set by index.html's script and the effect below).
  const [systemPrefersDark, setSystemPrefersDark] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(DARK_SCHEME_QUERY).matches,
  );

  useEffect(() => {
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) {
        setPreferenceState(readThemePreference(safeLocalStorage()));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const resolved = resolveTheme(preference, systemPrefersDark);
  useLayoutEffect(() => applyTheme(document.documentElement, resolved), [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    writeThemePreference(safeLocalStorage(), next);
    setPreferenceState(next);
  }, []);

  const state = useMemo(
    () => ({ preference, resolved, setPreference }),
    [preference, resolved, setPreference],
  );
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
