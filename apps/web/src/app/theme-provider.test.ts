// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { en } from '../i18n/en';
import { I18nProvider } from '../i18n/react';
import { createThemeStore } from '../lib/theme-store';
import { ThemeSwitch } from './layout/theme-switch';
import { ThemeProvider } from './theme-provider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

const i18n = createI18n('en', en);

function header(store?: ReturnType<typeof createThemeStore>) {
  return createElement(
    I18nProvider,
    { i18n },
    createElement(ThemeProvider, { store }, createElement(ThemeSwitch)),
  );
}

describe('the theme on a page the server rendered', () => {
  it('hydrates a dark-theme visit without a mismatch, then shows the visitor’s choice', async () => {
    localStorage.setItem('lagoon.theme', 'dark');
    const container = document.createElement('div');
    container.innerHTML = renderToString(header());
    document.body.append(container);
    const store = createThemeStore({
      storage: localStorage,
      scheme: window.matchMedia('(prefers-color-scheme: dark)'),
      events: window,
      root: document.documentElement,
    });
    expect(document.documentElement.dataset.theme).toBe('dark');

    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, header(store), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    const button = container.querySelector('[data-testid="theme-switch"]');
    expect(button?.getAttribute('data-theme-preference')).toBe('dark');
    // The palette the document had before the app started is kept through hydration.
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => root?.unmount());
  });
});
