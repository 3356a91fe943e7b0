// @vitest-environment happy-dom
import type { MailPreferences } from '@lagoon/contract';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { byTestId, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
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
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe('/creator/api/mail-preferences');
    if ((init?.method ?? 'GET') === 'GET') {
      store.reads += 1;
      return apiAnswer(store.saved);
    }
    expect(init?.method).toBe('PUT');
    const body = JSON.parse(String(init?.body)) as MailPreferences;
    store.writes.push(body);
    if (store.refusal) return apiRefusal(store.refusal.code, store.refusal.status);
    store.saved = body;
    return apiAnswer(body);
  });
  return store;
}

function render() {
  return renderRoute({
    routes: [
      pageRoute('developers/profile/:task?', profileLoader, () =>
        createElement(MailPreferencesSection, { email: 'studio@example.test' }),
      ),
    ],
    path: '/developers/profile/edit',
    areas: ['developers', 'errors'],
  });
}

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
