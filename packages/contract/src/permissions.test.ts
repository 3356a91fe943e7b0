import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS_WITHOUT_WARNING,
  type PermissionWarning,
  permissionWarnings,
} from './permissions.js';

/** The warnings' keys, in order: what a visitor reads line by line. */
function keys(permissions: string[], hostPermissions: string[] = []): string[] {
  return permissionWarnings({ permissions, hostPermissions }).map((warning) => warning.key);
}

describe('permission warnings', () => {
  it("reads uBlock Origin's Manifest V2 permissions as Chromium does", () => {
    // platform/chromium/manifest.json of uBlock Origin: MV2 lists its hosts among the
    // permissions, and its content scripts match every http and https page.
    const ublockOrigin = {
      permissions: [
        'contextMenus',
        'privacy',
        'storage',
        'tabs',
        'unlimitedStorage',
        'webNavigation',
        'webRequest',
        'webRequestBlocking',
        'http://*/*',
        'https://*/*',
      ],
      hostPermissions: ['http://*/*', 'https://*/*'],
    };
    // Reading every page covers tabs and webNavigation; webRequest, storage and the context
    // menu say nothing of their own.
    expect(permissionWarnings(ublockOrigin)).toEqual([
      { key: 'allHosts', hosts: [] },
      { key: 'privacy', hosts: [] },
    ]);
  });

  it("reads uBlock Origin Lite's Manifest V3 permissions as Chromium does", () => {
    // platform/mv3/chromium/manifest.json: <all_urls> is only an optional host permission,
    // asked for later, so installing grants declarativeNetRequest and what gives no warning.
    expect(keys(['activeTab', 'declarativeNetRequest', 'scripting', 'storage'])).toEqual([
      'declarativeNetRequest',
    ]);
  });

  it('says nothing for permissions without a warning, or for none at all', () => {
    expect(keys([])).toEqual([]);
    expect(keys(['storage', 'cookies', 'alarms', 'contextMenus', 'webRequest'])).toEqual([]);
    expect(keys([...PERMISSIONS_WITHOUT_WARNING])).toEqual([]);
    expect(keys(['somethingChromiumDoesNotKnow'])).toEqual([]);
    // A file or extension page is not a web site.
    expect(keys([], ['file:///*', 'chrome-extension://*/*'])).toEqual([]);
  });

  it('treats every way of naming all sites as all sites', () => {
    for (const pattern of [
      '<all_urls>',
      '*://*/*',
      'http://*/*',
      'https://*/path*',
      '*://*.com/*',
      'https://*.co.kr/*',
    ]) {
      expect(keys([], [pattern]), pattern).toEqual(['allHosts']);
    }
    // APIs that read and change every page warn the same way, and debugger also names itself.
    expect(keys(['proxy'])).toEqual(['allHosts']);
    expect(keys(['tabCapture', 'tabs'])).toEqual(['allHosts']);
    expect(keys(['debugger'])).toEqual(['debugger', 'allHosts']);
  });

  it('lets the all-sites warning stand for the sites and the history it already covers', () => {
    expect(
      keys(
        ['tabs', 'topSites', 'webNavigation', 'declarativeNetRequest', 'bookmarks'],
        ['<all_urls>', 'https://example.com/*'],
      ),
    ).toEqual(['allHosts', 'bookmarks']);
  });

  it('names specific sites, sorted, whatever their scheme, port or path', () => {
    const one = permissionWarnings({ permissions: [], hostPermissions: ['https://b.example/*'] });
    expect(one).toEqual([{ key: 'hosts1', hosts: ['b.example'] }]);
    const two = permissionWarnings({
      permissions: ['https://b.example/'],
      hostPermissions: ['http://a.example:8080/x/*', 'https://b.example/*'],
    });
    expect(two).toEqual([{ key: 'hosts2', hosts: ['a.example', 'b.example'] }]);
    expect(keys([], ['https://a.test/*', 'https://b.test/*', 'https://*.c.test/*'])).toEqual([
      'hosts3',
    ]);
    const many: PermissionWarning[] = permissionWarnings({
      permissions: [],
      hostPermissions: ['a', 'b', 'c', 'd', 'e'].map((name) => `https://${name}.test/*`),
    });
    expect(many).toEqual([
      { key: 'hostsMany', hosts: ['a.test', 'b.test', 'c.test', 'd.test', 'e.test'] },
    ]);
    // A domain with its subdomains keeps its wildcard, for "all example.com sites".
    expect(
      permissionWarnings({ permissions: [], hostPermissions: ['*://*.example.com/*'] }),
    ).toEqual([{ key: 'hosts1', hosts: ['*.example.com'] }]);
  });

  it('reads the browsing-history permissions as Chromium combines them', () => {
    expect(keys(['tabs'])).toEqual(['historyRead']);
    expect(keys(['windows'])).toEqual(['historyRead']);
    expect(keys(['webNavigation'])).toEqual(['historyRead']);
    expect(keys(['tabs', 'webNavigation', 'topSites', 'favicon'])).toEqual(['historyRead']);
    expect(keys(['tabs', 'sessions'])).toEqual(['historyReadAllDevices']);
    expect(keys(['sessions'])).toEqual([]);
    expect(keys(['history', 'tabs', 'sessions'])).toEqual(['historyWriteAllDevices']);
    expect(keys(['topSites'])).toEqual(['topSites']);
    expect(keys([], ['chrome://favicon/*'])).toEqual(['favicon']);
  });

  it('words each common permission once, pairing the ones Chromium pairs', () => {
    expect(keys(['bookmarks'])).toEqual(['bookmarks']);
    expect(keys(['management'])).toEqual(['management']);
    expect(keys(['downloads', 'downloads.open'])).toEqual(['downloads', 'downloadsOpen']);
    expect(keys(['notifications'])).toEqual(['notifications']);
    expect(keys(['geolocation'])).toEqual(['geolocation']);
    expect(keys(['nativeMessaging'])).toEqual(['nativeMessaging']);
    expect(keys(['clipboardRead'])).toEqual(['clipboardRead']);
    expect(keys(['clipboardWrite'])).toEqual(['clipboardWrite']);
    expect(keys(['clipboardWrite', 'clipboardRead'])).toEqual(['clipboardReadWrite']);
    expect(keys(['declarativeWebRequest'])).toEqual(['declarativeWebRequest']);
    expect(keys(['audioCapture', 'videoCapture'])).toEqual(['audioAndVideoCapture']);
    // In Chromium's order, whatever the manifest's.
    expect(keys(['privacy', 'notifications', 'tabs', 'https://a.test/*'])).toEqual([
      'hosts1',
      'historyRead',
      'notifications',
      'privacy',
    ]);
  });
});
