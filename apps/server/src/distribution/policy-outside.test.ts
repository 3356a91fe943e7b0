import { CHROME_WEB_STORE_UPDATE_URL } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { buildPolicy, type PolicyInputs, renderPolicyFile } from './policy-files.js';
import type { GroupPolicy, GroupPolicyEntry } from './policy-settings.js';

const COMPANION = 'cccccccccccccccccccccccccccccccc';
const OUTSIDE = 'kbfnbcaeplbcioakkpcpgfkobkghlhen';
const BLOCKED = 'eimadpbcbfnmbkopoojfekhnkhdbieeh';
const STORE_ITEM = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const UPDATE_URL = 'https://store.example.com/service/update2/crx';

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

const GROUP: GroupPolicy = {
  id: '3f1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f',
  name: 'Sales',
  isDefault: false,
  installMode: 'allowlist',
  blockedPermissions: ['debugger'],
  runtimeBlockedHosts: ['*://intranet.example.com'],
  runtimeAllowedHosts: [],
  blockedInstallMessage: null,
  policyChangedAt: '2026-03-01T10:00:00.000Z',
  entries: [
    entry(STORE_ITEM, { mode: 'normal_installed' }),
    entry(OUTSIDE, {
      mode: 'force_installed',
      updateUrl: CHROME_WEB_STORE_UPDATE_URL,
      toolbarPin: 'force_pinned',
    }),
    entry(BLOCKED, { mode: 'allowed', updateUrl: CHROME_WEB_STORE_UPDATE_URL }),
  ],
};

const INPUTS: PolicyInputs = {
  storeOrigin: 'https://store.example.com',
  updateUrl: UPDATE_URL,
  companionId: COMPANION,
  items: [],
  blockedOutsideIds: [BLOCKED],
  group: GROUP,
};

const OUTSIDE_ENTRY = {
  installation_mode: 'force_installed',
  update_url: CHROME_WEB_STORE_UPDATE_URL,
  blocked_permissions: ['debugger'],
  runtime_blocked_hosts: ['*://intranet.example.com'],
  toolbar_pin: 'force_pinned',
};

describe('policy entries for items from elsewhere', () => {
  it("installs an outside item from its own update URL with the group's limits, and a store-wide block wins", () => {
    const settings = buildPolicy(INPUTS).ExtensionSettings;
    expect(settings[OUTSIDE]).toEqual(OUTSIDE_ENTRY);
    // The store's own item keeps the store's update service (the group's own address),
    // overriding the extension's.
    expect(settings[STORE_ITEM]).toMatchObject({
      update_url: `${UPDATE_URL}?group=${GROUP.id}`,
      override_update_url: true,
    });
    expect(settings[BLOCKED]).toEqual({ installation_mode: 'blocked' });
    // Without a group (the store-wide file) the block is there too.
    const storeWide = buildPolicy({ ...INPUTS, group: null }).ExtensionSettings;
    expect(storeWide[BLOCKED]).toEqual({ installation_mode: 'blocked' });
    expect(storeWide[OUTSIDE]).toBeUndefined();
  });

  it('writes the same entries into the Windows registry file and the macOS profile', () => {
    const linux = renderPolicyFile('chrome', 'linux', INPUTS, null);
    expect(JSON.parse(linux.content).ExtensionSettings[OUTSIDE]).toEqual(OUTSIDE_ENTRY);

    const windows = renderPolicyFile('edge', 'windows', INPUTS, null).content;
    const line = windows.split('\r\n').find((text) => text.startsWith('"ExtensionSettings"='));
    const json = JSON.parse(
      JSON.parse(`${line!.slice('"ExtensionSettings"='.length)}`.replace(/\\\\/g, '\\')),
    );
    expect(json[OUTSIDE]).toEqual(OUTSIDE_ENTRY);
    expect(json[BLOCKED]).toEqual({ installation_mode: 'blocked' });

    const mac = renderPolicyFile('chrome', 'macos', INPUTS, null).content;
    const start = mac.indexOf(`<key>${OUTSIDE}</key>`);
    expect(start).toBeGreaterThan(0);
    const dict = mac.slice(start, mac.indexOf('</dict>', start));
    expect(dict).toContain(`<string>${CHROME_WEB_STORE_UPDATE_URL}</string>`);
    expect(dict).toContain('<string>force_installed</string>');
    expect(dict).not.toContain('override_update_url');
    const blocked = mac.slice(mac.indexOf(`<key>${BLOCKED}</key>`));
    expect(blocked.slice(0, blocked.indexOf('</dict>'))).toContain('<string>blocked</string>');
  });
});
