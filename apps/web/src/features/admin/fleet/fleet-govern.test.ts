import type { BrowserGroupDetail, FleetExtensionDetail, GroupItemSetting } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { type GovernCalls, governEntry, governExtension, governPlan } from './fleet-govern';
import { fleetCsvPath, fleetPath, readFleetFilters } from './fleet-query';

const ID = 'cjpalhdlnbpafiamejdnhcphjbkeiagm';
const GROUP = '0b1e4c9a-3f2d-4e5b-8a7c-1d2e3f4a5b6c';
const CWS = 'https://clients2.google.com/service/update2/crx';

function detail(overrides: Partial<FleetExtensionDetail> = {}): FleetExtensionDetail {
  return {
    extensionId: ID,
    name: 'uBlock Origin',
    browsers: 2,
    enabledBrowsers: 2,
    versions: [],
    groups: [],
    permissions: [],
    hostPermissions: [],
    installTypes: ['normal'],
    sources: ['chrome-web-store'],
    updateUrls: [CWS],
    storeItem: false,
    outsideItem: false,
    firstSeenAt: null,
    lastSeenAt: null,
    risk: { score: 0, level: 'low', reasons: [] },
    browserList: [],
    groupEntries: [],
    blockedForStore: false,
    ...overrides,
  };
}

function fakeCalls(items: Partial<GroupItemSetting>[] = []) {
  const made: string[] = [];
  const calls: GovernCalls = {
    async getGroup() {
      return { items } as unknown as BrowserGroupDetail;
    },
    async setGroupItem(groupId, extensionId, entry) {
      made.push(`put ${groupId} ${extensionId} ${JSON.stringify(entry)}`);
      return {} as BrowserGroupDetail;
    },
    async createOutsideItem(input) {
      made.push(`outside ${input.extensionId} ${input.updateUrl} ${input.name}`);
    },
  };
  return { calls, made };
}

describe('governing an extension from the fleet page', () => {
  it('adds an extension the store does not know as an item from elsewhere, then sets the group entry', async () => {
    const { calls, made } = fakeCalls();
    await governExtension(calls, detail(), GROUP, 'blocked', 'en');
    expect(made[0]).toBe(`outside ${ID} ${CWS} uBlock Origin`);
    expect(made[1]).toContain(`put ${GROUP} ${ID} {"mode":"blocked"`);
  });

  it('sets a known item’s entry directly, keeping the limits the entry had', async () => {
    const { calls, made } = fakeCalls([
      { extensionId: ID, blockedPermissions: ['tabs'], minimumVersion: '2.0' },
    ]);
    await governExtension(calls, detail({ storeItem: true }), GROUP, 'force_installed', 'en');
    expect(made).toHaveLength(1);
    expect(JSON.parse(made[0]?.split(' ').slice(3).join(' ') ?? '{}')).toMatchObject({
      mode: 'force_installed',
      blockedPermissions: ['tabs'],
      minimumVersion: '2.0',
    });
  });

  it('offers nothing for an extension no policy can name (no usable update URL)', () => {
    expect(governPlan(detail({ updateUrls: [], sources: ['unpacked'] }))).toEqual({ kind: 'none' });
    expect(governPlan(detail({ updateUrls: ['http://evil.test/crx'] }))).toEqual({ kind: 'none' });
    expect(governEntry(undefined, 'allowed')).toMatchObject({
      mode: 'allowed',
      blockedPermissions: [],
    });
  });
});

describe('the fleet page’s address', () => {
  it('reads the filters it can use and writes them back, with the CSV export of the same filters', () => {
    const filters = readFleetFilters(
      new URLSearchParams(`group=${GROUP}&permission=tabs&source=mars&q=%20block%20&page=3`),
    );
    expect(filters).toEqual({
      group: GROUP,
      permission: 'tabs',
      source: '',
      risk: '',
      q: 'block',
      page: 3,
    });
    expect(fleetPath(filters)).toBe(`/admin/fleet?group=${GROUP}&permission=tabs&q=block&page=3`);
    expect(fleetCsvPath(filters)).toBe(
      `/admin/api/fleet/extensions.csv?group=${GROUP}&permission=tabs&q=block`,
    );
    expect(fleetPath(readFleetFilters(new URLSearchParams('group=x&page=-2')))).toBe(
      '/admin/fleet',
    );
  });
});
