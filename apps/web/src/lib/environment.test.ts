import { describe, expect, it } from 'vitest';
import {
  isBrowserFlagged,
  isNotebookUserAgent,
  isSecretMode,
  isStoreBrowser,
  sendMessage,
} from './browser-bridge';
import { isMobileDevice } from './device';
import {
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  writeThemePreference,
} from './theme';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const STORE_UA = `${DESKTOP_UA} Whale/4.0.0.0`;
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('browser bridge', () => {
  it('recognises the store browser by user agent or bridge', () => {
    expect(isStoreBrowser({ userAgent: STORE_UA, bridge: undefined })).toBe(true);
    expect(isStoreBrowser({ userAgent: DESKTOP_UA, bridge: {} })).toBe(true);
    expect(isStoreBrowser({ userAgent: DESKTOP_UA, bridge: undefined })).toBe(false);
  });

  it('reads flags and modes from the bridge', () => {
    expect(isBrowserFlagged({ userAgent: '', bridge: { flags: { bugBountyHidden: true } } })).toBe(
      true,
    );
    expect(isBrowserFlagged({ userAgent: '', bridge: undefined })).toBe(false);
    expect(isSecretMode({ userAgent: '', bridge: { isSecretMode: true } })).toBe(true);
    expect(isSecretMode({ userAgent: '', bridge: { isGuestMode: true } })).toBe(true);
    expect(isSecretMode({ userAgent: '', bridge: undefined })).toBe(false);
    expect(isNotebookUserAgent({ userAgent: `${STORE_UA} Whalebook`, bridge: undefined })).toBe(
      true,
    );
  });

  it('passes messages to the bridge when there is one', () => {
    const sent: unknown[] = [];
    const bridge = { sendMessage: (message: unknown) => sent.push(message) };
    expect(sendMessage({ type: 'activateTab' }, { userAgent: '', bridge })).toBe(true);
    expect(sent).toEqual([{ type: 'activateTab' }]);
    expect(sendMessage({ type: 'activateTab' }, { userAgent: '', bridge: undefined })).toBe(false);
  });
});

describe('desktop-only detection', () => {
  it('lets desktops in', () => {
    expect(
      isMobileDevice({ userAgent: DESKTOP_UA, coarsePointer: false, viewportWidth: 1280 }),
    ).toBe(false);
    // A narrow desktop window is still a desktop.
    expect(
      isMobileDevice({ userAgent: DESKTOP_UA, coarsePointer: false, viewportWidth: 500 }),
    ).toBe(false);
  });

  it('turns phones away', () => {
    expect(isMobileDevice({ userAgent: PHONE_UA, coarsePointer: true, viewportWidth: 390 })).toBe(
      true,
    );
    expect(isMobileDevice({ userAgent: DESKTOP_UA, coarsePointer: true, viewportWidth: 600 })).toBe(
      true,
    );
  });
});

describe('theme preference', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
      values,
    };
  }

  it('persists an explicit choice and forgets "system"', () => {
    const storage = memoryStorage();
    expect(readThemePreference(storage)).toBe('system');
    writeThemePreference(storage, 'dark');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemePreference(storage)).toBe('dark');
    writeThemePreference(storage, 'system');
    expect(storage.values.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('ignores junk and unavailable storage', () => {
    const storage = memoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference(storage)).toBe('system');
    expect(readThemePreference(undefined)).toBe('system');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemePreference(throwing)).toBe('system');
  });

  it('resolves system to the OS scheme', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
