// @vitest-environment happy-dom
import type { FleetAlert, FleetAlertList } from '@lagoon/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
import { fleetAlertsLoader } from './alerts-loader';
import { alertsPath, readAlertFilters } from './alerts-model';
import { FleetAlertsPage } from './alerts-page';

/*
 * The console's drift alerts as an administrator meets them: the active alerts with what each
 * says, one acknowledged from its row (and one the store says resolved meanwhile), the view's
 * state and kind in the address, and the digest choice saved. The store is a fake answering as
 * the contract says (the server's behaviour is tested in apps/server/src/fleet/alerts.test.ts).
 */

const LOCKED = '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10';
const COUPON = 'cjpalhdlnbpafiamejdnhcphjbkeiagm';
const NOTES = 'abcdefghijklmnopabcdefghijklmnop';

function alert(overrides: Partial<FleetAlert>): FleetAlert {
  return {
    alertId: '11111111-1111-4111-8111-111111111111',
    kind: 'not-allowed',
    extensionId: COUPON,
    name: 'Coupon Helper',
    groups: [{ groupId: LOCKED, name: 'Locked' }],
    details: { kind: 'not-allowed', reason: 'not-allowlisted' },
    state: 'open',
    browsers: 4,
    count: 9,
    firstSeenAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-21T10:00:00.000Z',
    acknowledgedAt: null,
    acknowledgedBy: null,
    resolvedAt: null,
    ...overrides,
  };
}

const increase = alert({
  alertId: '22222222-2222-4222-8222-222222222222',
  kind: 'permissions-increased',
  extensionId: NOTES,
  name: 'Store Notes',
  details: {
    kind: 'permissions-increased',
    fromVersion: '1.0.0',
    toVersion: '1.1.0',
    newPermissions: ['history'],
    newHostPermissions: ['<all_urls>'],
    seenIn: 'review',
    casePath: `/admin/items/${NOTES}`,
  },
});

interface FakeStore {
  alerts: FleetAlert[];
  reads: string[];
  writes: string[];
  /** The answer to the next acknowledgement, when it is a refusal. */
  refusal: { code: string; status: number } | null;
}

function installStore(alerts: FleetAlert[]): FakeStore {
  const store: FakeStore = { alerts, reads: [], writes: [], refusal: null };
  fakeApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/admin/api/fleet/alerts/mail-preferences') {
      if (method === 'PUT') {
        store.writes.push(`PUT ${String(init?.body)}`);
        return apiAnswer(JSON.parse(String(init?.body)));
      }
      return apiAnswer({ digest: true, language: 'en' });
    }
    if (url.pathname === '/admin/api/fleet/alerts' && method === 'GET') {
      store.reads.push(url.search);
      const list: FleetAlertList = {
        alerts: store.alerts.filter((entry) => entry.state !== 'resolved'),
        total: store.alerts.length,
        page: 1,
        pageSize: 50,
        counts: {
          open: store.alerts.filter((entry) => entry.state === 'open').length,
          acknowledged: store.alerts.filter((entry) => entry.state === 'acknowledged').length,
          resolved: store.alerts.filter((entry) => entry.state === 'resolved').length,
        },
      };
      return apiAnswer(list);
    }
    const match = /^\/admin\/api\/fleet\/alerts\/([^/]+)\/acknowledge$/.exec(url.pathname);
    if (!match || method !== 'POST') throw new Error(`unexpected ${method} ${url.pathname}`);
    store.writes.push(`POST ${match[1]}`);
    const found = store.alerts.find((entry) => entry.alertId === match[1]);
    if (!found) throw new Error('no such alert');
    if (store.refusal) {
      const { code, status } = store.refusal;
      store.refusal = null;
      found.state = 'resolved';
      return apiRefusal(code, status);
    }
    Object.assign(found, {
      state: 'acknowledged',
      acknowledgedAt: '2026-11-22T10:00:00.000Z',
      acknowledgedBy: 'Moderator Mia',
    });
    return apiAnswer(found);
  });
  return store;
}

async function openPage(path = '/admin/fleet/alerts') {
  await renderRoute({
    routes: [pageRoute('/admin/fleet/alerts', fleetAlertsLoader, FleetAlertsPage)],
    path,
    areas: ['admin', 'errors'],
  });
}

describe('the drift alert list', () => {
  it('shows what each alert says and acknowledges an open one from its row', async () => {
    const store = installStore([alert({}), increase]);
    await openPage();
    await until(() => expect(allByTestId('alert-row')).toHaveLength(2));
    expect(textOf('alerts-counts')).toBe('2 open · 0 acknowledged · 0 resolved');
    const [first, second] = allByTestId('alert-row');
    expect(first?.textContent).toContain('Not allowed');
    expect(first?.textContent).toContain(
      'The group allows only listed extensions, and this one is not listed.',
    );
    expect(first?.querySelector('[data-testid="alert-groups"]')?.textContent).toBe('Locked');
    expect(second?.textContent).toContain(
      'The update to 1.1.0 waiting in review asks for more than 1.0.0: history, <all_urls>.',
    );
    expect(
      second?.querySelector<HTMLAnchorElement>('[data-testid="alert-case"]')?.getAttribute('href'),
    ).toBe(`/admin/items/${NOTES}`);

    await act(async () =>
      first?.querySelector<HTMLButtonElement>('[data-testid="alert-acknowledge"]')?.click(),
    );
    await until(() => expect(allByTestId('alert-row')[0]?.dataset.state).toBe('acknowledged'));
    expect(store.writes).toEqual([`POST ${alert({}).alertId}`]);
    expect(allByTestId('alert-row')[0]?.textContent).toContain('Acknowledged by Moderator Mia');
    expect(
      allByTestId('alert-row')[0]?.querySelector('[data-testid="alert-acknowledge"]'),
    ).toBeNull();
    expect(textOf('alerts-counts')).toBe('1 open · 1 acknowledged · 0 resolved');
  });

  it('says so when the alert resolved by itself before it was acknowledged', async () => {
    const store = installStore([alert({})]);
    store.refusal = { code: 'FLEET_ALERT_RESOLVED', status: 409 };
    await openPage();
    await until(() => expect(byTestId('alert-acknowledge')).not.toBeNull());
    await act(async () => byTestId('alert-acknowledge')?.click());
    await until(() => expect(byTestId('alert-error')).not.toBeNull());
    expect(textOf('alert-error')).toBe(
      'This alert was resolved by itself: its cause is gone, so there is nothing to acknowledge.',
    );
  });

  it('reads the view from the address and saves the digest choice', async () => {
    const store = installStore([]);
    await openPage('/admin/fleet/alerts?state=resolved&kind=owner-changed');
    await until(() => expect(byTestId('alerts-digest')).not.toBeNull());
    expect(store.reads[0]).toContain('?state=resolved&kind=owner-changed');
    expect(byTestId('alerts-state-resolved')?.getAttribute('aria-current')).toBe('page');
    expect(byTestId<HTMLSelectElement>('alerts-kind')?.value).toBe('owner-changed');
    expect(textOf('admin-fleet-alerts')).toContain('No alerts in this view.');

    await act(async () => byTestId<HTMLInputElement>('alerts-digest-on')?.click());
    await act(async () => byTestId('alerts-digest-save')?.click());
    await until(() => expect(store.writes).toHaveLength(1));
    expect(JSON.parse(store.writes[0]!.slice(4))).toEqual({ digest: false, language: 'en' });
  });
});

describe('the alert view in the address', () => {
  it('falls back to the active alerts for anything it does not know, and writes only what differs', () => {
    expect(readAlertFilters(new URLSearchParams('state=bogus&kind=weather&page=-2'))).toEqual({
      state: 'active',
      kind: '',
      page: 1,
    });
    expect(alertsPath({ state: 'active', kind: '', page: 1 })).toBe('/admin/fleet/alerts');
    expect(alertsPath({ state: 'open', kind: 'unknown-rise', page: 2 })).toBe(
      '/admin/fleet/alerts?state=open&kind=unknown-rise&page=2',
    );
  });
});
