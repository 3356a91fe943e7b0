import type { GroupItemSetting } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  blockedForStore,
  entryDraftOf,
  entryInputOf,
  entryLimitsSummary,
  policyEntryOf,
  sortGroupItems,
} from './group-entry';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

function setting(overrides: Partial<GroupItemSetting> = {}): GroupItemSetting {
  return {
    extensionId: ID,
    name: 'Notes',
    icon: null,
    productType: 'extension',
    mode: 'force_installed',
    blockedPermissions: [],
    runtimeBlockedHosts: [],
    runtimeAllowedHosts: [],
    minimumVersion: null,
    toolbarPin: null,
    blockedInstallMessage: null,
    refusedPermissions: [],
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const linuxFile = JSON.stringify(
  {
    ExtensionSettings: {
      '*': { install_sources: ['https://store.example/*'], installation_mode: 'blocked' },
      [ID]: {
        installation_mode: 'force_installed',
        update_url: 'https://store.example/service/update2/crx',
        override_update_url: true,
        runtime_blocked_hosts: ['*://*.bank.example'],
      },
      bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb: { installation_mode: 'blocked' },
    },
  },
  null,
  2,
);

describe('an entry in the policy file', () => {
  it('shows ExtensionSettings[id] as Chromium reads it, and its mode', () => {
    const entry = policyEntryOf(linuxFile, ID);
    expect(entry.kind).toBe('entry');
    if (entry.kind !== 'entry') return;
    expect(JSON.parse(entry.json)).toEqual({
      installation_mode: 'force_installed',
      update_url: 'https://store.example/service/update2/crx',
      override_update_url: true,
      runtime_blocked_hosts: ['*://*.bank.example'],
    });
    expect(entry.installationMode).toBe('force_installed');
  });

  it('says when the item has no entry, is a web app, or the file is not JSON', () => {
    expect(policyEntryOf(linuxFile, 'cccccccccccccccccccccccccccccccc')).toEqual({ kind: 'none' });
    expect(policyEntryOf(linuxFile, ID, 'pwa')).toEqual({ kind: 'webApp' });
    expect(policyEntryOf('Windows Registry Editor Version 5.00', ID)).toEqual({
      kind: 'unreadable',
    });
  });

  it('notices a store-wide block winning over an entry that lets the item in', () => {
    const other = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const file = policyEntryOf(linuxFile, other);
    expect(blockedForStore(setting({ extensionId: other, mode: 'allowed' }), file)).toBe(true);
    expect(blockedForStore(setting({ extensionId: other, mode: 'blocked' }), file)).toBe(false);
    expect(blockedForStore(setting(), policyEntryOf(linuxFile, ID))).toBe(false);
  });
});

describe('the entry editor', () => {
  it('sends limits, version and pin for an item that may run, and no message', () => {
    const draft = {
      ...entryDraftOf(setting({ blockedInstallMessage: 'old' })),
      runtimeBlockedHosts: 'https://a.example\n\n https://b.example ',
      minimumVersion: ' 2.1.0 ',
      toolbarPin: 'force_pinned' as const,
      blockedPermissions: ['debugger'],
    };
    expect(entryInputOf(draft)).toEqual({
      mode: 'force_installed',
      blockedPermissions: ['debugger'],
      runtimeBlockedHosts: ['https://a.example', 'https://b.example'],
      runtimeAllowedHosts: [],
      minimumVersion: '2.1.0',
      toolbarPin: 'force_pinned',
      blockedInstallMessage: null,
    });
  });

  it('sends only the refusal message for a blocked item', () => {
    const draft = {
      ...entryDraftOf(setting({ blockedPermissions: ['tabs'], minimumVersion: '1.0' })),
      mode: 'blocked' as const,
      blockedInstallMessage: ' Ask IT first. ',
    };
    expect(entryInputOf(draft)).toEqual({
      mode: 'blocked',
      blockedPermissions: [],
      runtimeBlockedHosts: [],
      runtimeAllowedHosts: [],
      minimumVersion: null,
      toolbarPin: null,
      blockedInstallMessage: 'Ask IT first.',
    });
  });
});

describe('the table of entries', () => {
  it('sums up what an entry sets beyond its mode', () => {
    expect(entryLimitsSummary(setting())).toEqual([]);
    expect(
      entryLimitsSummary(
        setting({
          blockedPermissions: ['tabs', 'debugger'],
          runtimeAllowedHosts: ['https://a.example'],
          minimumVersion: '3.0',
          toolbarPin: 'default_pinned',
        }),
      ),
    ).toEqual([
      { kind: 'permissions', count: 2 },
      { kind: 'allowedHosts', count: 1 },
      { kind: 'minimumVersion', version: '3.0' },
      { kind: 'toolbarPin', pin: 'default_pinned' },
    ]);
    expect(entryLimitsSummary(setting({ mode: 'removed', blockedInstallMessage: 'No.' }))).toEqual([
      { kind: 'message' },
    ]);
  });

  it('lists required items first, then pre-installed, allowed and blocks, by name', () => {
    const items = [
      setting({ extensionId: 'a'.repeat(32), name: 'Zed', mode: 'blocked' }),
      setting({ extensionId: 'b'.repeat(32), name: 'Beta', mode: 'allowed' }),
      setting({ extensionId: 'c'.repeat(32), name: 'Alpha', mode: 'allowed' }),
      setting({ extensionId: 'd'.repeat(32), name: 'Mail', mode: 'force_installed' }),
    ];
    expect(sortGroupItems(items, 'en').map((item) => item.name)).toEqual([
      'Mail',
      'Alpha',
      'Beta',
      'Zed',
    ]);
  });
});
