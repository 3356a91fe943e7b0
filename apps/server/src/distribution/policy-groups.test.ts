import type { PolicyItem } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { buildPolicy, type PolicyInputs, renderPolicyFile } from './policy-files.js';
import type { GroupPolicy, GroupPolicyEntry } from './policy-settings.js';

const COMPANION = 'cccccccccccccccccccccccccccccccc';
const A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const W = 'pppppppppppppppppppppppppppppppp';
const UPDATE_URL = 'https://store.example.com/service/update2/crx';
const GROUP_ID = '3f1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f';

function item(extensionId: string, overrides: Partial<PolicyItem> = {}): PolicyItem {
  return {
    extensionId,
    name: extensionId.slice(0, 3),
    icon: null,
    productType: 'extension',
    installPolicy: 'none',
    blocked: false,
    blockMode: 'blocked',
    webAppUrl: null,
    installRefusal: null,
    ...overrides,
  };
}

function entry(extensionId: string, overrides: Partial<GroupPolicyEntry> = {}): GroupPolicyEntry {
  return {
    extensionId,
    productType: 'extension',
    webAppUrl: null,
    mode: 'allowed',
    blockedPermissions: [],
    runtimeBlockedHosts: [],
    runtimeAllowedHosts: [],
    minimumVersion: null,
    toolbarPin: null,
    blockedInstallMessage: null,
    ...overrides,
  };
}

function group(overrides: Partial<GroupPolicy> = {}): GroupPolicy {
  return {
    id: GROUP_ID,
    name: '개발팀',
    isDefault: false,
    installMode: 'open',
    blockedPermissions: [],
    runtimeBlockedHosts: [],
    runtimeAllowedHosts: [],
    blockedInstallMessage: null,
    policyChangedAt: '2026-03-01T10:00:00.000Z',
    entries: [],
    ...overrides,
  };
}

function inputs(items: PolicyItem[], forGroup: GroupPolicy | null): PolicyInputs {
  return {
    storeOrigin: 'https://store.example.com',
    updateUrl: UPDATE_URL,
    companionId: COMPANION,
    items,
    group: forGroup,
  };
}

describe('a group in the policy', () => {
  it('leaves the companion unlimited and copies group-wide limits into each installed item', () => {
    const policy = buildPolicy(
      inputs(
        [],
        group({
          blockedPermissions: ['debugger'],
          runtimeAllowedHosts: ['https://ok.example'],
          entries: [entry(A, { mode: 'force_installed' })],
        }),
      ),
    );
    expect(policy.ExtensionSettings[COMPANION]).toEqual({
      installation_mode: 'force_installed',
      update_url: UPDATE_URL,
      override_update_url: true,
    });
    expect(policy.ExtensionSettings[A]).toEqual({
      installation_mode: 'force_installed',
      // The group's own address: the item follows the group's release of it.
      update_url: `${UPDATE_URL}?group=${GROUP_ID}`,
      override_update_url: true,
      blocked_permissions: ['debugger'],
      runtime_allowed_hosts: ['https://ok.example'],
    });
    expect(policy.ExtensionSettings['*']).toEqual({
      install_sources: ['https://store.example.com/*'],
      blocked_permissions: ['debugger'],
      runtime_allowed_hosts: ['https://ok.example'],
    });
  });

  it("names the plain update address for the default group's items, which browsers without a group share", () => {
    const policy = buildPolicy(
      inputs([], group({ isDefault: true, entries: [entry(A, { mode: 'normal_installed' })] })),
    );
    expect(policy.ExtensionSettings[A]).toEqual({
      installation_mode: 'normal_installed',
      update_url: UPDATE_URL,
      override_update_url: true,
    });
  });

  it("installs only the group's own entries, never another group's store-wide choice", () => {
    const policy = buildPolicy(
      inputs(
        [
          item(A, { installPolicy: 'required' }),
          item(W, {
            productType: 'pwa',
            webAppUrl: 'https://mail.example.com/',
            installPolicy: 'required',
          }),
        ],
        group(),
      ),
    );
    expect(policy.ExtensionSettings[A]).toBeUndefined();
    expect(policy.WebAppInstallForceList).toBeUndefined();
  });

  it('lets a store-wide block win over the group and the group override the store-wide choice', () => {
    const policy = buildPolicy(
      inputs(
        [item(A, { blocked: true, blockMode: 'removed' }), item(B, { installPolicy: 'required' })],
        group({
          entries: [entry(A, { mode: 'force_installed' }), entry(B, { mode: 'blocked' })],
        }),
      ),
    );
    expect(policy.ExtensionSettings[A]).toEqual({ installation_mode: 'removed' });
    // The group's block is the store's to enforce (not signed for the group, turned off by the
    // companion), so it is not in the file and the store-wide "required" does not apply either.
    expect(policy.ExtensionSettings[B]).toBeUndefined();
  });

  it('installs a web app the group requires and leaves out one it blocks', () => {
    const url = 'https://mail.example.com/';
    const required = buildPolicy(
      inputs(
        [],
        group({
          entries: [entry(W, { productType: 'pwa', webAppUrl: url, mode: 'force_installed' })],
        }),
      ),
    );
    expect(required.WebAppInstallForceList?.map((app) => app.url)).toEqual([url]);
    expect(required.ExtensionSettings[W]).toBeUndefined();
    const blocked = buildPolicy(
      inputs(
        [item(W, { productType: 'pwa', webAppUrl: url, blocked: true })],
        group({
          entries: [entry(W, { productType: 'pwa', webAppUrl: url, mode: 'force_installed' })],
        }),
      ),
    );
    // A web app blocked for the whole store leaves the list whatever the group says.
    expect(blocked.WebAppInstallForceList).toBeUndefined();
  });

  it('names the group and the version of its file to the companion on every platform', () => {
    const version = '2026-03-01T10:00:00.000Z';
    const forGroup = inputs([], group({ policyChangedAt: version }));
    const linux = renderPolicyFile('chromium', 'linux', forGroup, version);
    expect(JSON.parse(linux.content)['3rdparty']).toEqual({
      extensions: {
        [COMPANION]: {
          groupId: GROUP_ID,
          storeOrigin: 'https://store.example.com',
          policyVersion: version,
        },
      },
    });

    const windows = renderPolicyFile('chrome', 'windows', forGroup, version).content.split('\r\n');
    const key = `[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome\\3rdparty\\extensions\\${COMPANION}\\policy]`;
    const at = windows.indexOf(key);
    expect(at).toBeGreaterThan(0);
    expect(windows.slice(at + 1, at + 4)).toEqual([
      `"groupId"="${GROUP_ID}"`,
      '"storeOrigin"="https://store.example.com"',
      `"policyVersion"="${version}"`,
    ]);

    const mac = renderPolicyFile('edge', 'macos', forGroup, version).content;
    expect(mac).toContain(`<string>com.microsoft.Edge.extensions.${COMPANION}</string>`);
    expect(mac).toContain(`<key>groupId</key>\n\t\t\t<string>${GROUP_ID}</string>`);
    expect(mac).toContain(`<key>policyVersion</key>\n\t\t\t<string>${version}</string>`);
  });

  it('writes nothing for the companion without a group', () => {
    const file = renderPolicyFile('chromium', 'windows', inputs([], null), null);
    expect(file.content).not.toContain('3rdparty');
  });
});
