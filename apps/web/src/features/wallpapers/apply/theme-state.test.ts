// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lastWallpaperListPath,
  lastWallpaperListRedirect,
  readLastWallpaperList,
  rememberWallpaperList,
} from '../last-list';
import {
  appliedWallpaperSnapshot,
  parseThemeState,
  readThemeState,
  rememberAppliedWallpaper,
  subscribeThemeState,
  THEME_STATE_KEY,
  type ThemeStorage,
  updateThemeState,
} from './theme-state';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const OTHER = 'ponmlkjihgfedcbaponmlkjihgfedcba';
const APPLIED = { extensionId: ID, name: 'Blue lagoon', appliedAt: '2025-05-01T10:00:00.000Z' };

afterEach(() => {
  window.localStorage.clear();
});

describe('the remembered theme state', () => {
  it('remembers nothing at first', () => {
    expect(readThemeState()).toEqual({ applied: null, lastList: null });
    expect(appliedWallpaperSnapshot()).toBeNull();
  });

  it('keeps the applied wallpaper and the last list side by side, under a versioned key', () => {
    rememberAppliedWallpaper(APPLIED);
    rememberWallpaperList('discover');
    expect(readThemeState()).toEqual({ applied: APPLIED, lastList: 'discover' });
    expect(JSON.parse(window.localStorage.getItem(THEME_STATE_KEY) ?? 'null')).toEqual({
      applied: APPLIED,
      lastList: 'discover',
    });
    expect(THEME_STATE_KEY).toMatch(/\.v\d+$/);
    rememberAppliedWallpaper(null);
    expect(readThemeState()).toEqual({ applied: null, lastList: 'discover' });
  });

  it('reads garbage as nothing remembered', () => {
    for (const raw of [
      '',
      'not json',
      '42',
      'null',
      '[]',
      '"discover"',
      '{"applied":"x","lastList":7}',
    ]) {
      expect(parseThemeState(raw)).toEqual({ applied: null, lastList: null });
    }
  });

  it('keeps the part that reads when another part does not', () => {
    expect(
      parseThemeState(
        JSON.stringify({ applied: { ...APPLIED, extensionId: 'short' }, lastList: 'discover' }),
      ),
    ).toEqual({ applied: null, lastList: 'discover' });
    expect(parseThemeState(JSON.stringify({ applied: APPLIED, lastList: 'popular' }))).toEqual({
      applied: APPLIED,
      lastList: null,
    });
    expect(
      parseThemeState(JSON.stringify({ applied: { extensionId: ID, name: 'x' } })).applied,
    ).toBeNull();
  });

  it('rewrites garbage on the next change instead of failing', () => {
    window.localStorage.setItem(THEME_STATE_KEY, '{broken');
    rememberWallpaperList('recommended');
    expect(readThemeState()).toEqual({ applied: null, lastList: 'recommended' });
  });

  it('does without a storage that refuses', () => {
    const refusing: ThemeStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readThemeState(refusing)).toEqual({ applied: null, lastList: null });
    expect(() => updateThemeState({ lastList: 'discover' }, refusing)).not.toThrow();
    expect(readThemeState(null)).toEqual({ applied: null, lastList: null });
    expect(() => rememberAppliedWallpaper(APPLIED, null)).not.toThrow();
  });

  it('remembers nothing, and fails at nothing, where there is no window (server rendering)', () => {
    rememberWallpaperList('discover');
    vi.stubGlobal('window', undefined);
    try {
      expect(readThemeState()).toEqual({ applied: null, lastList: null });
      expect(() => rememberAppliedWallpaper(APPLIED)).not.toThrow();
      expect(lastWallpaperListPath()).toBe('/wallpapers/recommended');
      expect(appliedWallpaperSnapshot()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(readThemeState()).toEqual({ applied: null, lastList: 'discover' });
  });

  it('gives the same snapshot until the stored value changes', () => {
    rememberAppliedWallpaper(APPLIED);
    const first = appliedWallpaperSnapshot();
    expect(first).toEqual(APPLIED);
    expect(appliedWallpaperSnapshot()).toBe(first);
    rememberAppliedWallpaper({ ...APPLIED, extensionId: OTHER });
    expect(appliedWallpaperSnapshot()).toEqual({ ...APPLIED, extensionId: OTHER });
  });

  it('tells subscribers of changes from this page and from other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeThemeState(listener);
    rememberAppliedWallpaper(APPLIED);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STATE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    rememberWallpaperList('discover');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STATE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the last wallpaper list', () => {
  it('opens the recommended list until another one was looked at', () => {
    expect(readLastWallpaperList()).toBeNull();
    expect(lastWallpaperListPath()).toBe('/wallpapers/recommended');
    rememberWallpaperList('discover');
    expect(readLastWallpaperList()).toBe('discover');
    expect(lastWallpaperListPath()).toBe('/wallpapers/discover');
  });

  it('sends /wallpapers to the last list, keeping the interface language', async () => {
    rememberWallpaperList('discover');
    const response = (await lastWallpaperListRedirect({
      request: new Request('http://store.test/wallpapers?hl=ko'),
      params: {},
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/wallpapers/discover?hl=ko');
  });
});
