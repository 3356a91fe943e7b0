import type { BrowserGroup, BrowserGroupDetail } from '@lagoon/contract';
import { createElement, type FunctionComponent } from 'react';
import { useLoaderData } from 'react-router';
import { expect } from 'vitest';
import { apiAnswer, fakeApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { getGroup } from './groups-api';

/** The tests' group id. */
export const GROUP_ID = '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10';

/** A group as `GET /admin/api/groups/:groupId` answers it: open, no entries, no reports. */
export function groupDetail(overrides: Partial<BrowserGroupDetail> = {}): BrowserGroupDetail {
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

/**
 * Renders one of the group page's cards on a route whose loader reads the group from a fake
 * store that takes `PATCH /admin/api/groups/:groupId` as the server does (the body's fields
 * change the group). Returns the bodies of the PATCHes sent, in order.
 */
export async function renderGroupCard(
  card: FunctionComponent<{ group: BrowserGroup }>,
  start: BrowserGroupDetail,
): Promise<unknown[]> {
  let current = start;
  const patches: unknown[] = [];
  fakeApi(async (url, init) => {
    expect(url.pathname).toBe(`/admin/api/groups/${GROUP_ID}`);
    if ((init?.method ?? 'GET') === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as Partial<BrowserGroupDetail>;
      patches.push(body);
      current = { ...current, ...body };
    }
    return apiAnswer(current);
  });
  const Card = () => createElement(card, { group: useLoaderData() as BrowserGroupDetail });
  await renderRoute({
    routes: [
      {
        path: '/group',
        loader: ({ request }) => getGroup(GROUP_ID, 'en', request.signal),
        Component: Card,
        HydrateFallback: () => null,
      },
    ],
    path: '/group',
    areas: ['admin', 'errors'],
  });
  return patches;
}
