import { describe, expect, it } from 'vitest';
import { isChromiumPermission } from './chromium-permissions.js';
import { GroupCreateInput, GroupItemInput, isExtensionVersion } from './groups.js';
import { isRuntimeHostPattern } from './runtime-hosts.js';

describe('runtime host patterns as Chromium reads them', () => {
  it.each([
    '<all_urls>',
    '*://*.example.com',
    'https://intranet.example.com',
    'http://127.0.0.1',
    'http://127.0.0.1:8080',
    'https://*.corp.example.co.kr:*',
    '*://*',
    'http://[::1]:3000',
    'wss://chat.example.com',
    'file://',
  ])('accepts %s', (pattern) => {
    expect(isRuntimeHostPattern(pattern)).toBe(true);
  });

  it.each([
    'example.com',
    '*.example.com',
    'https://example.com/',
    'https://example.com/admin',
    'https://ex*ample.com',
    'https://*example.com',
    'chrome://settings',
    'https://',
    'https://example.com:99999',
    'https://-bad-.com',
    'file://server',
    ' https://example.com',
  ])('refuses %s', (pattern) => {
    expect(isRuntimeHostPattern(pattern)).toBe(false);
  });
});

describe('permission names', () => {
  it('knows the names an administrator blocks most and refuses typos and host patterns', () => {
    for (const name of ['debugger', 'tabs', 'nativeMessaging', 'webRequest', 'downloads.open']) {
      expect(isChromiumPermission(name)).toBe(true);
    }
    for (const name of ['Debugger', 'tab', '<all_urls>', 'https://*/*', '']) {
      expect(isChromiumPermission(name)).toBe(false);
    }
  });
});

describe('minimum versions', () => {
  it('takes one to four numbers without leading zeros, each at most 65535', () => {
    for (const version of ['1', '2.1', '2.1.0', '1.2.3.4', '65535.0']) {
      expect(isExtensionVersion(version)).toBe(true);
    }
    for (const version of ['', '1.2.3.4.5', '01.2', '1..2', '1.65536', 'v1', '1.2-beta']) {
      expect(isExtensionVersion(version)).toBe(false);
    }
  });
});

describe('group inputs', () => {
  it('fills a new group with the open mode and no limits', () => {
    expect(GroupCreateInput.parse({ name: '  Engineering ' })).toMatchObject({
      name: 'Engineering',
      description: '',
      installMode: 'open',
      blockedPermissions: [],
      runtimeBlockedHosts: [],
    });
  });

  it('refuses an empty name and more host patterns than Chromium reads', () => {
    expect(GroupCreateInput.safeParse({ name: ' ' }).success).toBe(false);
    const hosts = Array.from({ length: 101 }, (_, index) => `https://h${index}.example.com`);
    expect(GroupItemInput.safeParse({ mode: 'allowed', runtimeBlockedHosts: hosts }).success).toBe(
      false,
    );
  });
});
