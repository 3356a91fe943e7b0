// @vitest-environment happy-dom
import type {
  BrowserGroupList,
  FleetExtension,
  FleetExtensionDetail,
  FleetExtensionList,
} from '@lagoon/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
import { FleetExtensionPage } from './fleet-extension-page';
import { fleetExtensionLoader, fleetLoader } from './fleet-loader';
import { FleetPage } from './fleet-page';

/*
 * The console's fleet pages: the list with its filters and CSV export, and one extension's page
 * whose Block goes through the group entry API (after adding an unknown extension as an item
 * from elsewhere, the way the group page adds one).
 */

const ID = 'cjpalhdlnbpafiamejdnhcphjbkeiagm';
const SALES = '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10';
const CWS = 'https://clients2.google.com/service/update2/crx';

const row: FleetExtension = {
  extensionId: ID,
  name: 'uBlock Origin',
  browsers: 3,
  enabledBrowsers: 2,
  versions: [{ version: '1.60.0', browsers: 3 }],
  groups: [{ groupId: SALES, name: 'Sales', browsers: 3 }],
  permissions: ['storage', 'tabs'],
  hostPermissions: ['<all_urls>'],
  installTypes: ['normal'],
  sources: ['chrome-web-store'],
  updateUrls: [CWS],
  storeItem: false,
  outsideItem: false,
  firstSeenAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  risk: {
    score: 35,
    level: 'medium',
    reasons: [
      { factor: 'permission', points: 5, detail: 'tabs' },
      { factor: 'allHosts', points: 25, detail: '*' },
      { factor: 'source', points: 5, detail: 'chrome-web-store' },
    ],
  },
};

const groups = {
  groups: [{ id: SALES, name: 'Sales', isDefault: false }],
} as unknown as BrowserGroupList;

describe('the fleet list', () => {
  it('lists what browsers reported, with the filters of the address and their CSV export', async () => {
    const asked: string[] = [];
    fakeApi((url) => {
      if (url.pathname === '/admin/api/groups') return apiAnswer(groups);
      asked.push(url.search);
      const list: FleetExtensionList = {
        extensions: [row],
        total: 1,
        page: 1,
        pageSize: 50,
        browserCount: 7,
        retentionDays: 30,
      };
      return apiAnswer(list);
    });
    await renderRoute({
      routes: [pageRoute('/admin/fleet', fleetLoader, FleetPage)],
      path: `/admin/fleet?group=${SALES}&source=chrome-web-store`,
      areas: ['admin', 'errors'],
    });
    await until(() => expect(allByTestId('fleet-row')).toHaveLength(1));
    expect(asked[0]).toContain(`group=${SALES}`);
    expect(asked[0]).toContain('source=chrome-web-store');
    expect(textOf('fleet-row-source')).toBe('Chrome Web Store');
    expect(byTestId('fleet-risk')?.dataset.level).toBe('medium');
    expect(textOf('fleet-row-permissions')).toBe('storage, tabs, <all_urls>');
    expect(textOf('fleet-summary')).toBe('7 browsers reported in the last 30 days.');
    expect(byTestId<HTMLAnchorElement>('fleet-csv')?.getAttribute('href')).toBe(
      `/admin/api/fleet/extensions.csv?group=${SALES}&source=chrome-web-store`,
    );
    expect(byTestId<HTMLSelectElement>('fleet-filter-group')?.value).toBe(SALES);
  });
});

describe('an extension’s fleet page', () => {
  it('blocks an extension from elsewhere for a group through the group entry API', async () => {
    let detail: FleetExtensionDetail = {
      ...row,
      browserList: [],
      groupEntries: [
        { groupId: SALES, name: 'Sales', isDefault: false, installMode: 'open', mode: null },
      ],
      blockedForStore: false,
    };
    const writes: string[] = [];
    fakeApi(async (url, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push(`${method} ${url.pathname} ${String(init?.body)}`);
      if (url.pathname === `/admin/api/fleet/extensions/${ID}`) return apiAnswer(detail);
      if (url.pathname === '/admin/api/outside-items') return apiAnswer({}, 201);
      if (url.pathname === `/admin/api/groups/${SALES}` && method === 'GET') {
        return apiAnswer({ id: SALES, items: [] });
      }
      if (url.pathname === `/admin/api/groups/${SALES}/items/${ID}`) {
        detail = {
          ...detail,
          outsideItem: true,
          groupEntries: detail.groupEntries.map((entry) => ({
            ...entry,
            mode: 'blocked' as const,
          })),
        };
        return apiAnswer({ id: SALES, items: [] });
      }
      throw new Error(`unexpected ${method} ${url.pathname}`);
    });
    await renderRoute({
      routes: [pageRoute('/admin/fleet/:extensionId', fleetExtensionLoader, FleetExtensionPage)],
      path: `/admin/fleet/${ID}`,
      areas: ['admin', 'errors'],
    });
    await until(() => expect(byTestId('fleet-govern-block')).not.toBeNull());
    expect(textOf('fleet-extension-source')).toBe('Chrome Web Store');
    expect(textOf('fleet-extension-hosts')).toBe('<all_urls>');
    expect(textOf('fleet-risk')).toBe('Medium · 35');
    expect(allByTestId('fleet-risk-reasons')[0]?.textContent).toContain(
      'Source: Chrome Web Store: +5',
    );
    await act(async () => byTestId('fleet-govern-block')?.click());
    await until(() => expect(byTestId('fleet-govern-mode')?.dataset.mode).toBe('blocked'));
    expect(writes[0]).toMatch(
      /^POST \/admin\/api\/outside-items .*"updateUrl":"https:\/\/clients2/,
    );
    expect(writes[1]).toMatch(
      new RegExp(`^PUT /admin/api/groups/${SALES}/items/${ID} .*"mode":"blocked"`),
    );
  });

  it('offers no governance for an unpacked extension', async () => {
    const detail: FleetExtensionDetail = {
      ...row,
      sources: ['unpacked'],
      updateUrls: [],
      installTypes: ['development'],
      browserList: [],
      groupEntries: [],
      blockedForStore: false,
    };
    fakeApi(() => apiAnswer(detail));
    await renderRoute({
      routes: [pageRoute('/admin/fleet/:extensionId', fleetExtensionLoader, FleetExtensionPage)],
      path: `/admin/fleet/${ID}`,
      areas: ['admin', 'errors'],
    });
    await until(() => expect(byTestId('fleet-govern-none')).not.toBeNull());
    expect(byTestId('fleet-govern-block')).toBeNull();
  });
});
