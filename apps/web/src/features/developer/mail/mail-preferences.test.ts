// @vitest-environment happy-dom
import type { MailPreferences } from '@lagoon/contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeLoader } from '../../../app/page-loader';
import { en } from '../../../i18n/en';
import { createI18n, loadArea } from '../../../i18n/index';
import { I18nProvider } from '../../../i18n/react';
import { setApiTransport } from '../../../lib/api-client';
import { profileLoader } from './mail-preferences-loader';
import { hasChanges, withTopic } from './mail-preferences-model';
import { MailPreferencesSection } from './mail-preferences-section';

/*
 * The developer's e-mail settings on the profile page, as they meet them: what the store holds,
 * a change saved (and read again), and a refusal named in words. The store is a fake answering
 * the preference calls as the contract says (the server's own behaviour is tested in
 * apps/server/src/mail).
 */

const DEFAULTS: MailPreferences = {
  decisions: true,
  ratings: false,
  reports: false,
  language: 'en',
};

interface FakeStore {
  saved: MailPreferences;
  writes: unknown[];
  refusal: { code: string; status: number } | null;
  reads: number;
}

function installStore(saved: MailPreferences): FakeStore {
  const store: FakeStore = { saved, writes: [], refusal: null, reads: 0 };
  const json = (body: unknown, status = 200) =>
    new Response(`)]}',\n${JSON.stringify(body)}`, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  setApiTransport({
    getLanguage: () => 'en',
    getCookies: () => '',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://store.test');
      expect(url.pathname).toBe('/creator/api/mail-preferences');
      if ((init?.method ?? 'GET') === 'GET') {
        store.reads += 1;
        return json(store.saved);
      }
      expect(init?.method).toBe('PUT');
      const body = JSON.parse(String(init?.body)) as MailPreferences;
      store.writes.push(body);
      if (store.refusal) {
        const { code, status } = store.refusal;
        return json({ error: { code, message: code, status } }, status);
      }
      store.saved = body;
      return json(body);
    },
  });
  return store;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setApiTransport({});
});

async function until(check: () => void): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (error) {
      if (round >= 200) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

async function render() {
  const i18n = createI18n('en', en);
  await loadArea('developers', i18n);
  await loadArea('errors', i18n);
  const router = createMemoryRouter(
    [
      {
        path: 'developers/profile/:task?',
        loader: routeLoader({ browserLanguage: 'en' }, profileLoader),
        Component: () => createElement(MailPreferencesSection, { email: 'studio@example.test' }),
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/developers/profile/edit'] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(createElement(I18nProvider, { i18n }, createElement(RouterProvider, { router })));
  });
}

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`);
const checkbox = (topic: string) => byTestId<HTMLInputElement>(`mail-${topic}`)!;
const submit = () => byTestId<HTMLButtonElement>('mail-preferences-submit')!;

async function choose(language: string) {
  const select = byTestId<HTMLSelectElement>('mail-language')!;
  await act(async () => {
    select.value = language;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the preferences model', () => {
  it('sees a change of any choice and of the language', () => {
    expect(hasChanges(DEFAULTS, { ...DEFAULTS })).toBe(false);
    expect(hasChanges(DEFAULTS, withTopic(DEFAULTS, 'ratings', true))).toBe(true);
    expect(hasChanges(DEFAULTS, { ...DEFAULTS, language: 'ko' })).toBe(true);
  });
});

describe('the e-mail settings', () => {
  it('show what the store holds and save a change', async () => {
    const store = installStore(DEFAULTS);
    await render();
    await until(() => expect(byTestId('mail-preferences-submit')).not.toBeNull());
    expect(document.body.textContent).toContain('at studio@example.test');
    expect(checkbox('decisions').checked).toBe(true);
    expect(checkbox('ratings').checked).toBe(false);
    expect(checkbox('reports').checked).toBe(false);
    expect(byTestId<HTMLSelectElement>('mail-language')?.value).toBe('en');
    // Nothing to save yet.
    expect(submit().disabled).toBe(true);

    await act(async () => checkbox('ratings').click());
    await choose('ko');
    expect(submit().disabled).toBe(false);
    await act(async () => submit().click());
    await until(() => expect(byTestId('mail-preferences-saved')?.textContent).toBe('Saved'));
    expect(store.writes).toEqual([
      { decisions: true, ratings: true, reports: false, language: 'ko' },
    ]);
    // The page read the preferences again after the write.
    expect(store.reads).toBe(2);
    expect(checkbox('ratings').checked).toBe(true);
    expect(submit().disabled).toBe(true);
  });

  it('say why the store refused and keep the choice on screen', async () => {
    const store = installStore({ ...DEFAULTS, reports: true });
    await render();
    await until(() => expect(byTestId('mail-preferences-submit')).not.toBeNull());
    expect(checkbox('reports').checked).toBe(true);
    store.refusal = { code: 'NOT_A_CREATOR', status: 404 };
    await act(async () => checkbox('decisions').click());
    await act(async () => submit().click());
    await until(() => expect(byTestId('mail-preferences-alert')).not.toBeNull());
    expect(byTestId('mail-preferences-alert')?.textContent).toBe('Register as a developer first.');
    expect(checkbox('decisions').checked).toBe(false);
    expect(byTestId('mail-preferences-saved')).toBeNull();
  });
});
