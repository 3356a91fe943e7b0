// @vitest-environment happy-dom
import type { BrowserGroupDetail } from '@lagoon/contract';
import { act, createElement } from 'react';
import { useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { GroupInventoryCard } from './group-inventory';
import { getGroup } from './groups-api';

/*
 * A group's inventory reports setting on its console page: off by default, the toggle sends
 * `inventory` and nothing else (the server's side: apps/server/src/fleet/fleet.test.ts).
 */

const GROUP_ID = '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10';

function group(overrides: Partial<BrowserGroupDetail> = {}): BrowserGroupDetail {
  return {
    id: GROUP_ID,
    name: 'QA',
    description: '',
    isDefault: false,
    pilot: false,
    inventory: false,
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
  return createElement(GroupInventoryCard, { group: useLoaderData() as BrowserGroupDetail });
}

async function render(start: BrowserGroupDetail) {
  let current = start;
  const patches: unknown[] = [];
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe(`/admin/api/groups/${GROUP_ID}`);
    if ((init?.method ?? 'GET') === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as { inventory: boolean };
      patches.push(body);
      current = { ...current, inventory: body.inventory };
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

describe("a group's inventory reports", () => {
  it('are off at first, and the toggle turns them on and off, sending only that', async () => {
    const patches = await render(group());
    await until(() => expect(byTestId('group-inventory-state')?.dataset.inventory).toBe('false'));
    expect(textOf('group-inventory-toggle')).toBe('Turn inventory reports on');
    await act(async () => byTestId('group-inventory-toggle')?.click());
    await until(() => expect(byTestId('group-inventory-state')?.dataset.inventory).toBe('true'));
    expect(textOf('group-inventory-toggle')).toBe('Turn inventory reports off');
    await act(async () => byTestId('group-inventory-toggle')?.click());
    await until(() => expect(byTestId('group-inventory-state')?.dataset.inventory).toBe('false'));
    expect(patches).toEqual([{ inventory: true }, { inventory: false }]);
  });
});
