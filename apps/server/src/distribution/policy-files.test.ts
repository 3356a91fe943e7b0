import { spawnSync } from 'node:child_process';
import { POLICY_BROWSERS, POLICY_PLATFORMS, type PolicyItem } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  buildPolicy,
  type PolicyInputs,
  regString,
  renderPolicyFile,
  stableUuid,
  xmlText,
} from './policy-files.js';

const COMPANION = 'cccccccccccccccccccccccccccccccc';
const A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const D = 'dddddddddddddddddddddddddddddddd';
const E = 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const W = 'pppppppppppppppppppppppppppppppp';
const UPDATE_URL = 'https://store.example.com/service/update2/crx';

function item(extensionId: string, overrides: Partial<PolicyItem> = {}): PolicyItem {
  return {
    extensionId,
    name: `Item ${extensionId.slice(0, 3)}`,
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

function inputs(items: PolicyItem[], storeOrigin = 'https://store.example.com'): PolicyInputs {
  return { storeOrigin, updateUrl: UPDATE_URL, companionId: COMPANION, items };
}

const MIXED = inputs([
  item(D, { installPolicy: 'required' }),
  item(B, { installPolicy: 'preinstalled' }),
  item(E, { blocked: true, blockMode: 'removed', installPolicy: 'required' }),
  item(A, { blocked: true }),
  item(W, {
    productType: 'pwa',
    installPolicy: 'required',
    webAppUrl: 'https://apps.example.com/mail?a=1&b=<2>',
  }),
]);

/** The value of one "Name"="…" line of a .reg file, unescaped: a parser apart from the module's. */
function regValue(content: string, name: string): string | null {
  const line = content.split('\r\n').find((entry) => entry.startsWith(`"${name}"=`));
  if (!line) return null;
  const raw = line.slice(name.length + 3);
  if (raw === '-') return null;
  expect(raw.startsWith('"') && raw.endsWith('"')).toBe(true);
  return raw.slice(1, -1).replace(/\\(["\\])/g, '$1');
}

const hasPython = spawnSync('python3', ['--version']).status === 0;
if (!hasPython) {
  console.warn('policy-files.test: python3 not found, SKIPPING the plistlib parse of profiles');
}

/** Parses a profile with Python's plistlib and answers it as JSON. */
function parsePlist(content: string): Record<string, unknown> {
  const script = [
    'import json, plistlib, sys',
    'print(json.dumps(plistlib.loads(sys.stdin.buffer.read())))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script], { input: content, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('buildPolicy', () => {
  it('allows installs from the store, force-installs the companion and lists items in order', () => {
    const policy = buildPolicy(MIXED);
    expect(Object.keys(policy.ExtensionSettings)).toEqual(['*', COMPANION, A, B, D, E]);
    expect(policy.ExtensionSettings).toEqual({
      '*': { install_sources: ['https://store.example.com/*'] },
      [COMPANION]: {
        installation_mode: 'force_installed',
        update_url: UPDATE_URL,
        override_update_url: true,
      },
      [A]: { installation_mode: 'blocked' },
      [B]: {
        installation_mode: 'normal_installed',
        update_url: UPDATE_URL,
        override_update_url: true,
      },
      [D]: {
        installation_mode: 'force_installed',
        update_url: UPDATE_URL,
        override_update_url: true,
      },
      // Blocked wins over the install policy, and "removed" is kept as chosen.
      [E]: { installation_mode: 'removed' },
    });
  });

  it('puts web apps only in WebAppInstallForceList', () => {
    const policy = buildPolicy(MIXED);
    expect(policy.ExtensionSettings[W]).toBeUndefined();
    expect(policy.WebAppInstallForceList).toEqual([
      {
        url: 'https://apps.example.com/mail?a=1&b=<2>',
        default_launch_container: 'window',
        create_desktop_shortcut: false,
      },
    ]);
  });

  it('leaves out web apps that are blocked, not chosen or without a URL, and the key when empty', () => {
    const policy = buildPolicy(
      inputs([
        item(W, {
          productType: 'app',
          installPolicy: 'required',
          blocked: true,
          webAppUrl: 'https://a.example/',
        }),
        item(A, {
          productType: 'shortcut',
          installPolicy: 'none',
          webAppUrl: 'https://b.example/',
        }),
        item(B, { productType: 'pwa', installPolicy: 'preinstalled', webAppUrl: null }),
      ]),
    );
    expect(policy).not.toHaveProperty('WebAppInstallForceList');
    expect(Object.keys(policy.ExtensionSettings)).toEqual(['*', COMPANION]);
  });

  it('sorts web apps by address and names each once', () => {
    const policy = buildPolicy(
      inputs([
        item(A, { productType: 'pwa', installPolicy: 'required', webAppUrl: 'https://z.example/' }),
        item(B, {
          productType: 'app',
          installPolicy: 'preinstalled',
          webAppUrl: 'https://a.example/',
        }),
        item(D, {
          productType: 'shortcut',
          installPolicy: 'required',
          webAppUrl: 'https://z.example/',
        }),
      ]),
    );
    expect(policy.WebAppInstallForceList?.map((entry) => entry.url)).toEqual([
      'https://a.example/',
      'https://z.example/',
    ]);
  });

  it('keeps the companion force-installed whatever an item says about it', () => {
    const policy = buildPolicy(inputs([item(COMPANION, { blocked: true, blockMode: 'removed' })]));
    expect(policy.ExtensionSettings[COMPANION]?.installation_mode).toBe('force_installed');
  });

  it('installs themes like extensions and ignores a trailing slash of the origin', () => {
    const policy = buildPolicy(
      inputs(
        [item(A, { productType: 'theme', installPolicy: 'preinstalled' })],
        'https://s.example/',
      ),
    );
    expect(policy.ExtensionSettings['*']).toEqual({ install_sources: ['https://s.example/*'] });
    expect(policy.ExtensionSettings[A]?.installation_mode).toBe('normal_installed');
  });

  it('does not depend on the order of the items', () => {
    const reversed = { ...MIXED, items: [...MIXED.items].reverse() };
    for (const browser of POLICY_BROWSERS) {
      for (const platform of POLICY_PLATFORMS) {
        expect(renderPolicyFile(browser, platform, reversed, null).content).toBe(
          renderPolicyFile(browser, platform, MIXED, null).content,
        );
      }
    }
  });
});

describe('renderPolicyFile', () => {
  const changedAt = '2026-11-21T10:00:00.000Z';

  it('renders every browser on every platform', () => {
    const names = new Set<string>();
    for (const browser of POLICY_BROWSERS) {
      for (const platform of POLICY_PLATFORMS) {
        const file = renderPolicyFile(browser, platform, MIXED, changedAt);
        expect(file).toMatchObject({ browser, platform, changedAt });
        expect(file.content).toContain(COMPANION);
        expect(file.location).not.toBe('');
        names.add(`${file.fileName} ${file.location}`);
      }
    }
    // Each browser has its own place on each platform.
    expect(names.size).toBe(POLICY_BROWSERS.length * POLICY_PLATFORMS.length);
  });

  it('writes Linux JSON into the managed policy folder, parsing back to the policy', () => {
    const file = renderPolicyFile('chrome', 'linux', MIXED, null);
    expect(file).toMatchObject({
      fileName: 'lagoon.json',
      mediaType: 'application/json',
      location: '/etc/opt/chrome/policies/managed/',
      changedAt: null,
    });
    expect(JSON.parse(file.content)).toEqual(buildPolicy(MIXED));
    expect(renderPolicyFile('chromium', 'linux', MIXED, null).location).toBe(
      '/etc/chromium/policies/managed/',
    );
    expect(renderPolicyFile('edge', 'linux', MIXED, null).location).toBe(
      '/etc/opt/edge/policies/managed/',
    );
    expect(renderPolicyFile('brave', 'linux', MIXED, null).location).toBe(
      '/etc/brave/policies/managed/',
    );
  });

  it('writes a .reg file with CRLF lines under the browser’s policy key', () => {
    const file = renderPolicyFile('edge', 'windows', MIXED, null);
    expect(file.fileName).toBe('lagoon-edge.reg');
    expect(file.location).toBe('HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge');
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe('Windows Registry Editor Version 5.00');
    expect(lines).toContain('[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge]');
    expect(file.content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(file.content.endsWith('\r\n')).toBe(true);
    const policy = buildPolicy(MIXED);
    expect(JSON.parse(regValue(file.content, 'ExtensionSettings') ?? '')).toEqual(
      policy.ExtensionSettings,
    );
    expect(JSON.parse(regValue(file.content, 'WebAppInstallForceList') ?? '')).toEqual(
      policy.WebAppInstallForceList,
    );
    expect(renderPolicyFile('chrome', 'windows', MIXED, null).content).toContain(
      '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome]',
    );
  });

  it('escapes quotes and backslashes in .reg values and keeps the file ASCII', () => {
    expect(regString('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    const tricky = 'https://apps.example.com/a"b\\c/한글';
    const file = renderPolicyFile(
      'chromium',
      'windows',
      inputs([item(W, { productType: 'pwa', installPolicy: 'required', webAppUrl: tricky })]),
      null,
    );
    expect([...file.content].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    const list = JSON.parse(regValue(file.content, 'WebAppInstallForceList') ?? '') as {
      url: string;
    }[];
    expect(list[0]?.url).toBe(tricky);
  });

  it('deletes the web app list value in a .reg file without web apps', () => {
    const file = renderPolicyFile('chromium', 'windows', inputs([]), null);
    expect(file.content.split('\r\n')).toContain('"WebAppInstallForceList"=-');
  });

  it('writes a configuration profile with stable ids and escaped text', () => {
    const file = renderPolicyFile('chrome', 'macos', MIXED, null);
    expect(file).toMatchObject({
      fileName: 'lagoon-chrome.mobileconfig',
      mediaType: 'application/x-apple-aspen-config',
    });
    expect(file.location).toMatch(/MDM/);
    expect(file.content).toContain(
      '<string>https://apps.example.com/mail?a=1&amp;b=&lt;2&gt;</string>',
    );
    expect(file.content).not.toContain('b=<2>');
    expect(file.content).toContain('<string>com.google.Chrome</string>');
    const again = renderPolicyFile('chrome', 'macos', MIXED, changedAt);
    expect(again.content).toBe(file.content);
    const other = renderPolicyFile('chrome', 'macos', inputs([], 'https://other.example'), null);
    const uuids = (text: string) =>
      text.match(/[0-9A-F]{8}-[0-9A-F]{4}-8[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}/g);
    expect(uuids(file.content)).toHaveLength(2);
    expect(uuids(other.content)).not.toEqual(uuids(file.content));
  });

  it('escapes XML markup and drops what XML cannot hold', () => {
    expect(xmlText('Tom & Jerry <b>"x"</b>\u0001')).toBe('Tom &amp; Jerry &lt;b&gt;"x"&lt;/b&gt;');
  });

  it('derives UUIDs from the store and the browser', () => {
    expect(stableUuid('https://a.example', 'chrome', 'profile')).toBe(
      stableUuid('https://a.example', 'chrome', 'profile'),
    );
    expect(stableUuid('https://a.example', 'chrome', 'profile')).not.toBe(
      stableUuid('https://a.example', 'edge', 'profile'),
    );
  });

  it.skipIf(!hasPython)('writes profiles plistlib reads back to the policy', () => {
    const policy = buildPolicy(MIXED);
    const bundles = {
      chromium: 'org.chromium.Chromium',
      chrome: 'com.google.Chrome',
      edge: 'com.microsoft.Edge',
      brave: 'com.brave.Browser',
      whale: 'com.naver.Whale',
    } as const;
    for (const browser of POLICY_BROWSERS) {
      const file = renderPolicyFile(browser, 'macos', MIXED, null);
      const profile = parsePlist(file.content);
      expect(profile).toMatchObject({
        PayloadType: 'Configuration',
        PayloadScope: 'System',
        PayloadVersion: 1,
        PayloadIdentifier: `com.example.store.lagoon.${browser}`,
      });
      const [payload] = profile.PayloadContent as Record<string, unknown>[];
      expect(payload).toMatchObject({
        PayloadType: bundles[browser],
        PayloadVersion: 1,
        ExtensionSettings: policy.ExtensionSettings,
        WebAppInstallForceList: policy.WebAppInstallForceList,
      });
    }
    const empty = parsePlist(renderPolicyFile('brave', 'macos', inputs([]), null).content);
    const [payload] = empty.PayloadContent as Record<string, unknown>[];
    expect(payload).not.toHaveProperty('WebAppInstallForceList');
  });
});
