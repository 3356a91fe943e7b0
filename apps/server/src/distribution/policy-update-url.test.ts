import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildPolicy, type PolicyInputs, renderPolicyFile } from './policy-files.js';
import { type GroupPolicy, groupUpdateUrl } from './policy-settings.js';

const COMPANION = 'cccccccccccccccccccccccccccccccc';
const UPDATE_URL = 'https://store.example.com/service/update2/crx';
const GROUP_ID = '3f1c9a52-8d1e-4c5b-9f43-2a6b7c8d9e0f';
const GROUP_URL = `${UPDATE_URL}?group=${GROUP_ID}`;
const ENTRY = `update_url:${GROUP_URL}`;

function group(overrides: Partial<GroupPolicy> = {}): GroupPolicy {
  return {
    id: GROUP_ID,
    name: 'Design',
    isDefault: false,
    installMode: 'allowlist',
    blockedPermissions: [],
    runtimeBlockedHosts: [],
    runtimeAllowedHosts: [],
    blockedInstallMessage: null,
    policyChangedAt: '2026-03-01T10:00:00.000Z',
    entries: [],
    ...overrides,
  };
}

function inputs(forGroup: GroupPolicy | null): PolicyInputs {
  return {
    storeOrigin: 'https://store.example.com',
    updateUrl: UPDATE_URL,
    companionId: COMPANION,
    items: [],
    group: forGroup,
  };
}

/** The value of one "Name"="…" line of a .reg file, unescaped. */
function regValue(content: string, name: string): string {
  const line = content.split('\r\n').find((entry) => entry.startsWith(`"${name}"=`)) ?? '';
  return line.slice(name.length + 4, -1).replace(/\\(["\\])/g, '$1');
}

const hasPython = spawnSync('python3', ['--version']).status === 0;

describe("a group's update address in its file", () => {
  it('is the update service naming the group, written as Chromium normalises a URL', () => {
    expect(groupUpdateUrl(UPDATE_URL, GROUP_ID)).toBe(GROUP_URL);
    // A store behind an address with a default port and upper-case host: the form browsers compare.
    expect(groupUpdateUrl('HTTPS://Store.Example.com:443/service/update2/crx', 'g')).toBe(
      'https://store.example.com/service/update2/crx?group=g',
    );
  });

  it('allows what the store signs for the group, with the group-wide limits, in an allowlist group', () => {
    const policy = buildPolicy(
      inputs(
        group({ blockedPermissions: ['debugger'], runtimeBlockedHosts: ['https://intra.example'] }),
      ),
    );
    expect(policy.ExtensionSettings['*']?.installation_mode).toBe('blocked');
    expect(policy.ExtensionSettings[ENTRY]).toEqual({
      installation_mode: 'allowed',
      blocked_permissions: ['debugger'],
      runtime_blocked_hosts: ['https://intra.example'],
    });
    expect(Object.keys(policy.ExtensionSettings).slice(0, 3)).toEqual(['*', COMPANION, ENTRY]);
  });

  it('is in an open group too, and not in the store-wide file without a group', () => {
    expect(buildPolicy(inputs(group({ installMode: 'open' }))).ExtensionSettings[ENTRY]).toEqual({
      installation_mode: 'allowed',
    });
    const storeWide = buildPolicy(inputs(null)).ExtensionSettings;
    expect(Object.keys(storeWide).some((key) => key.startsWith('update_url:'))).toBe(false);
  });

  it('leaves allowing and blocking a store item to the store, and writes standing settings', () => {
    const A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const P = 'pppppppppppppppppppppppppppppppp';
    const R = 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk';
    const base = {
      productType: 'extension',
      webAppUrl: null,
      blockedPermissions: [],
      runtimeBlockedHosts: [],
      runtimeAllowedHosts: [],
      minimumVersion: null,
      toolbarPin: null,
      blockedInstallMessage: null,
    };
    const settings = buildPolicy(
      inputs(
        group({
          entries: [
            { ...base, extensionId: A, mode: 'allowed' },
            { ...base, extensionId: B, mode: 'blocked' },
            { ...base, extensionId: P, mode: 'allowed', toolbarPin: 'force_pinned' },
            { ...base, extensionId: R, mode: 'force_installed' },
          ],
        }),
      ),
    ).ExtensionSettings;
    expect(settings[A]).toBeUndefined();
    expect(settings[B]).toBeUndefined();
    expect(settings[P]).toMatchObject({
      installation_mode: 'allowed',
      toolbar_pin: 'force_pinned',
    });
    expect(settings[R]).toMatchObject({ installation_mode: 'force_installed' });
  });

  it('is the same entry in the Linux JSON, the Windows .reg and the macOS profile', () => {
    const expected = { installation_mode: 'allowed' };
    const json = JSON.parse(renderPolicyFile('chrome', 'linux', inputs(group()), null).content);
    expect(json.ExtensionSettings[ENTRY]).toEqual(expected);
    const reg = renderPolicyFile('edge', 'windows', inputs(group()), null).content;
    expect(JSON.parse(regValue(reg, 'ExtensionSettings'))[ENTRY]).toEqual(expected);
    const profile = renderPolicyFile('chromium', 'macos', inputs(group()), null).content;
    expect(profile).toContain(`<key>${ENTRY}</key>`);
    if (!hasPython) {
      console.warn('policy-update-url.test: python3 not found, SKIPPING the plistlib parse');
      return;
    }
    const run = spawnSync(
      'python3',
      ['-c', 'import json,plistlib,sys;print(json.dumps(plistlib.loads(sys.stdin.buffer.read())))'],
      { input: profile, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    const parsed = JSON.parse(run.stdout) as { PayloadContent: Record<string, unknown>[] };
    const settings = parsed.PayloadContent.map(
      (payload) => payload.ExtensionSettings as Record<string, unknown> | undefined,
    ).find(Boolean);
    expect(settings?.[ENTRY]).toEqual(expected);
  });
});
