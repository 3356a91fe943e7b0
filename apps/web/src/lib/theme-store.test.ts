import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from './theme';
import { createThemeStore, SERVER_THEME_STORE, type ThemeHost } from './theme-store';

/** A browser tab as the store sees it: its storage, the OS's scheme, its document. */
function fakeTab(options: { stored?: string; systemDark?: boolean; noStorage?: boolean } = {}) {
  const values = new Map<string, string>();
  if (options.stored) values.set(THEME_STORAGE_KEY, options.stored);
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  } as unknown as Storage;
  const scheme = new EventTarget() as EventTarget & { matches: boolean };
  scheme.matches = options.systemDark ?? false;
  const events = new EventTarget();
  const root = { dataset: {}, style: {} } as HTMLElement;
  const host: ThemeHost = {
    storage: options.noStorage ? undefined : storage,
    scheme: scheme as unknown as ThemeHost['scheme'],
    events,
    root,
  };
  return {
    host,
    values,
    theme: () => root.dataset.theme,
    setSystemDark(dark: boolean) {
      scheme.matches = dark;
      scheme.dispatchEvent(new Event('change'));
    },
    otherTabChose(value: string | null) {
      if (value === null) values.delete(THEME_STORAGE_KEY);
      else values.set(THEME_STORAGE_KEY, value);
      const event = Object.assign(new Event('storage'), { key: THEME_STORAGE_KEY });
      events.dispatchEvent(event);
    },
  };
}

describe('the colour theme store', () => {
  it('paints the stored choice, or the system scheme without one', () => {
    const stored = fakeTab({ stored: 'dark' });
    expect(createThemeStore(stored.host).getPreference()).toBe('dark');
    expect(stored.theme()).toBe('dark');
    const system = fakeTab({ systemDark: true });
    expect(createThemeStore(system.host).getPreference()).toBe('system');
    expect(system.theme()).toBe('dark');
  });

  it('keeps a choice, paints it and tells the page', () => {
    const tab = fakeTab();
    const store = createThemeStore(tab.host);
    let heard = 0;
    store.subscribe(() => heard++);
    store.setPreference('dark');
    expect(tab.theme()).toBe('dark');
    expect(tab.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(store.getPreference()).toBe('dark');
    store.setPreference('system');
    expect(tab.values.has(THEME_STORAGE_KEY)).toBe(false);
    expect(tab.theme()).toBe('light');
    expect(heard).toBe(2);
  });

  it('follows the system scheme while the choice is "system"', () => {
    const tab = fakeTab();
    const store = createThemeStore(tab.host);
    const unsubscribe = store.subscribe(() => {});
    tab.setSystemDark(true);
    expect(tab.theme()).toBe('dark');
    store.setPreference('light');
    tab.setSystemDark(false);
    tab.setSystemDark(true);
    expect(tab.theme()).toBe('light');
    unsubscribe();
  });

  it("takes another tab's choice", () => {
    const tab = fakeTab();
    const store = createThemeStore(tab.host);
    store.subscribe(() => {});
    tab.otherTabChose('dark');
    expect(store.getPreference()).toBe('dark');
    expect(tab.theme()).toBe('dark');
    tab.otherTabChose(null);
    expect(store.getPreference()).toBe('system');
  });

  it('keeps a choice for the page where storage is refused', () => {
    const tab = fakeTab({ noStorage: true });
    const store = createThemeStore(tab.host);
    store.setPreference('dark');
    expect(store.getPreference()).toBe('dark');
    expect(tab.theme()).toBe('dark');
  });

  it('stops listening once nothing reads it', () => {
    const tab = fakeTab();
    const store = createThemeStore(tab.host);
    let heard = 0;
    store.subscribe(() => heard++)();
    tab.setSystemDark(true);
    expect(heard).toBe(0);
  });

  it('renders on the server as the system theme, whatever the visitor chose', () => {
    expect(SERVER_THEME_STORE.getPreference()).toBe('system');
  });
});
