// @vitest-environment happy-dom
import type { ItemReleaseState } from '@lagoon/contract';
import { act, createElement } from 'react';
import { useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { getItemRelease } from '../api/release-api';
import { CaseRelease } from './case-release';

/*
 * A staged release on the console's case page: the line saying which version pilot groups and
 * everyone else receive, Promote, and the automatic date changed. The store is a fake that keeps
 * the release and answers as the contract says (the server's side: apps/server/src/distribution
 * staged-releases.test.ts).
 */

const ID = 'abcdefghijklmnopabcdefghijklmnop';

function staged(): ItemReleaseState {
  return {
    extensionId: ID,
    liveVersion: '1.2.0',
    hasPilotGroups: true,
    staged: {
      pilotVersion: '1.2.0',
      heldVersion: '1.1.0',
      pilotGroups: [{ id: '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10', name: 'QA' }],
      startedAt: '2026-03-01T10:00:00.000Z',
      promoteAt: null,
      developerMayPromote: false,
      mayPromote: true,
    },
  };
}

function installStore(refuse: string | null = null) {
  const store = {
    release: staged(),
    writes: [] as { method: string; path: string; body: unknown }[],
  };
  fakeApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    expect(url.pathname.startsWith(`/admin/api/items/${ID}/release`)).toBe(true);
    if (method === 'GET') return apiAnswer(store.release);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    store.writes.push({ method, path: url.pathname, body });
    if (refuse) return apiRefusal(refuse, 400);
    if (url.pathname.endsWith('/promote')) store.release = { ...store.release, staged: null };
    return apiAnswer({ ok: true });
  });
  return store;
}

function CasePage() {
  const state = useLoaderData() as ItemReleaseState;
  return createElement(CaseRelease, { extensionId: ID, state });
}

function render() {
  return renderRoute({
    routes: [
      {
        path: '/case',
        loader: () => getItemRelease(ID),
        Component: CasePage,
        HydrateFallback: () => null,
      },
    ],
    path: '/case',
    areas: ['admin', 'store', 'errors'],
  });
}

describe('the staged release on the case page', () => {
  it('says who receives which version, and Promote sends the new one to everyone', async () => {
    const store = installStore();
    await render();
    await until(() =>
      expect(textOf('release-line')).toBe(
        '1.2.0 → pilot groups (QA) · 1.1.0 → everyone · promoted by hand',
      ),
    );
    await act(async () => byTestId('release-promote')?.click());
    await until(() => expect(byTestId('case-release')).toBeNull());
    expect(store.writes).toEqual([
      { method: 'POST', path: `/admin/api/items/${ID}/release/promote`, body: {} },
    ]);
  });

  it('changes the automatic date and the developer’s say, and shows a refusal', async () => {
    const store = installStore('RELEASE_PROMOTE_DATE_INVALID');
    await render();
    await until(() => expect(byTestId('release-schedule')).not.toBeNull());
    const field = byTestId<HTMLInputElement>('release-schedule-date')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(field, '2026-03-05T09:30');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => byTestId('release-schedule-developer')?.click());
    await act(async () => byTestId('release-schedule-save')?.click());
    await until(() => expect(byTestId('release-schedule-error')).not.toBeNull());
    expect(store.writes).toEqual([
      {
        method: 'PATCH',
        path: `/admin/api/items/${ID}/release`,
        body: {
          promoteAt: new Date('2026-03-05T09:30').toISOString(),
          developerMayPromote: true,
        },
      },
    ]);
    expect(textOf('release-schedule-error')).toContain('30 days');
  });
});
