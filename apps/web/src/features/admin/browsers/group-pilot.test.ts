// @vitest-environment happy-dom
import type { BrowserGroupDetail } from '@lagoon/contract';
import { act, createElement } from 'react';
import { useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { GroupPilotCard } from './group-pilot';
import { getGroup } from './groups-api';

/*
 * A group's pilot setting on its console page: the toggle sends `pilot` and nothing else, and
 * the default group says why it cannot be a pilot (the server refuses it too, see
 * apps/server/src/distribution/staged-releases.test.ts).
 */

const GROUP_ID = '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10';

function group(overrides: Partial<BrowserGroupDetail> = {}): BrowserGroupDetail {
  return {
    id: GROUP_ID,
    name: 'QA',
    description: '',
    isDefault: false,
    pilot: false,
    installMode: 'open',
    blockedPermissions: [],
    runtimeBlockedHosts: [],
    runtimeAllowedHosts: [],
    blockedInstallMessage: null,
    itemCount: 0,
    policyChangedAt: '2026-03-01T10:00:00.000Z',
    policyRollout: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    items: [],
    ...overrides,
  } as BrowserGroupDetail;
}

function GroupCard() {
  return createElement(GroupPilotCard, { group: useLoaderData() as BrowserGroupDetail });
}

async function render(start: BrowserGroupDetail) {
  let current = start;
  const patches: unknown[] = [];
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe(`/admin/api/groups/${GROUP_ID}`);
    if ((init?.method ?? 'GET') === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as { pilot: boolean };
      patches.push(body);
      current = { ...current, pilot: body.pilot };
    }
    return apiAnswer(current);
  });
  await renderRoute({
    routes: [
      {
        path: '/group',
        loader: ({ request }) => getGroup(GROUP_ID, 'en', request.signal),
        Component: GroupCard,
        HydrateFallback: () => null,
      },
    ],
    path: '/group',
    areas: ['admin', 'errors'],
  });
  return patches;
}

describe("a group's pilot setting", () => {
  it('makes the group a pilot and back, sending only that', async () => {
    const patches = await render(group());
    await until(() => expect(byTestId('group-pilot-state')?.dataset.pilot).toBe('false'));
    expect(textOf('group-pilot-toggle')).toBe('Make this a pilot group');
    await act(async () => byTestId('group-pilot-toggle')?.click());
    await until(() => expect(byTestId('group-pilot-state')?.dataset.pilot).toBe('true'));
    expect(textOf('group-pilot-toggle')).toBe('Stop being a pilot group');
    expect(patches).toEqual([{ pilot: true }]);
  });

  it('says why the default group cannot be a pilot, and offers no toggle', async () => {
    await render(group({ isDefault: true, name: 'Default' }));
    await until(() => expect(byTestId('group-pilot-default')).not.toBeNull());
    expect(byTestId('group-pilot-toggle')).toBeNull();
  });
});
