import type { BrowserPolicyFile, PolicyItem } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  applyCommand,
  downloadFileName,
  guessPolicyTarget,
  installPolicyChoices,
  installPolicyProblem,
  knownProductType,
  policyDownload,
  policyEffect,
  policyPageUrl,
  policyTargetSearch,
  readPolicyTarget,
  sortPolicyItems,
} from './browser-policy';

const UA = {
  linuxChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  macWhale:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Whale/5.0.0.0 Safari/537.36',
};

function file(overrides: Partial<BrowserPolicyFile> = {}): BrowserPolicyFile {
  return {
    browser: 'chrome',
    platform: 'linux',
    fileName: 'lagoon.json',
    mediaType: 'application/json',
    location: '/etc/opt/chrome/policies/managed/',
    content: '{}\n',
    changedAt: null,
    ...overrides,
  };
}

function item(overrides: Partial<PolicyItem>): PolicyItem {
  return {
    extensionId: 'a'.repeat(32),
    name: 'Item',
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

describe('policy target', () => {
  it('guesses the system and, where it can tell, the browser from the user agent', () => {
    expect(guessPolicyTarget(UA.linuxChromium)).toEqual({ browser: 'chromium', platform: 'linux' });
    expect(guessPolicyTarget(UA.windowsChrome)).toEqual({ browser: 'chrome', platform: 'windows' });
    expect(guessPolicyTarget(UA.windowsEdge)).toEqual({ browser: 'edge', platform: 'windows' });
    expect(guessPolicyTarget(UA.macWhale)).toEqual({ browser: 'whale', platform: 'macos' });
    expect(guessPolicyTarget('')).toEqual({ browser: 'chromium', platform: 'linux' });
  });

  it('takes the address first, the guess for anything it does not name', () => {
    const guess = { browser: 'chrome', platform: 'windows' } as const;
    expect(readPolicyTarget(new URLSearchParams('browser=brave&platform=macos'), guess)).toEqual({
      browser: 'brave',
      platform: 'macos',
    });
    expect(readPolicyTarget(new URLSearchParams('browser=firefox&platform=linux'), guess)).toEqual({
      browser: 'chrome',
      platform: 'linux',
    });
    expect(readPolicyTarget(new URLSearchParams(''), guess)).toEqual(guess);
  });

  it('writes the target into the address the page reads', () => {
    const target = { browser: 'edge', platform: 'windows' } as const;
    const search = policyTargetSearch(target);
    expect(search).toBe('?browser=edge&platform=windows');
    expect(
      readPolicyTarget(new URLSearchParams(search), { browser: 'chromium', platform: 'linux' }),
    ).toEqual(target);
  });

  it("names each browser's policy page", () => {
    expect(policyPageUrl('chromium')).toBe('chrome://policy');
    expect(policyPageUrl('chrome')).toBe('chrome://policy');
    expect(policyPageUrl('edge')).toBe('edge://policy');
    expect(policyPageUrl('brave')).toBe('brave://policy');
    expect(policyPageUrl('whale')).toBe('whale://policy');
  });
});

describe('policy download', () => {
  it("keeps the server's file name when it is a plain name", () => {
    expect(downloadFileName(file())).toBe('lagoon.json');
    expect(downloadFileName(file({ fileName: 'lagoon-edge.reg' }))).toBe('lagoon-edge.reg');
  });

  it('drops folders and characters file systems refuse, with a fallback for nothing left', () => {
    expect(downloadFileName(file({ fileName: '../../etc/lagoon.json' }))).toBe('lagoon.json');
    expect(downloadFileName(file({ fileName: 'C:\\x\\la:go"on?.reg' }))).toBe('la-go-on-.reg');
    expect(downloadFileName(file({ fileName: '..', platform: 'macos', browser: 'brave' }))).toBe(
      'lagoon-brave.mobileconfig',
    );
    expect(downloadFileName(file({ fileName: '', platform: 'windows' }))).toBe('lagoon-chrome.reg');
  });

  it('hands the content over as a blob of the file’s media type', async () => {
    const { blob, fileName } = policyDownload(
      file({ content: 'Windows Registry Editor Version 5.00\r\n', mediaType: 'text/plain' }),
    );
    expect(fileName).toBe('lagoon.json');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('Windows Registry Editor Version 5.00\r\n');
    expect(policyDownload(file({ mediaType: '' })).blob.type).toBe('application/octet-stream');
  });

  it('offers a command that puts the file in place on Linux and Windows', () => {
    expect(applyCommand(file())).toBe(
      'sudo install -D -m 644 lagoon.json /etc/opt/chrome/policies/managed/lagoon.json',
    );
    expect(applyCommand(file({ location: '/etc/my policies' }))).toBe(
      "sudo install -D -m 644 lagoon.json '/etc/my policies/lagoon.json'",
    );
    expect(applyCommand(file({ platform: 'windows', fileName: 'lagoon-chrome.reg' }))).toBe(
      'reg import lagoon-chrome.reg',
    );
    expect(applyCommand(file({ platform: 'macos', fileName: 'lagoon-chrome.mobileconfig' }))).toBe(
      null,
    );
  });
});

describe('policy items', () => {
  it('says what the policy does with an item; a block wins over the install policy', () => {
    expect(policyEffect(item({ installPolicy: 'required' }))).toBe('required');
    expect(policyEffect(item({ installPolicy: 'preinstalled' }))).toBe('preinstalled');
    expect(policyEffect(item({ installPolicy: 'required', blocked: true }))).toBe('blocked');
    expect(policyEffect(item({ blocked: true, blockMode: 'removed' }))).toBe('removed');
    expect(policyEffect(item({}))).toBe('none');
  });

  it('lists required, then pre-installed, then blocked items, each by name', () => {
    const sorted = sortPolicyItems(
      [
        item({ extensionId: 'b'.repeat(32), name: 'Zebra', blocked: true }),
        item({ extensionId: 'c'.repeat(32), name: 'alpha', installPolicy: 'preinstalled' }),
        item({ extensionId: 'd'.repeat(32), name: 'Beta', installPolicy: 'required' }),
        item({ extensionId: 'e'.repeat(32), name: 'Apple', blocked: true, blockMode: 'removed' }),
        item({ extensionId: 'f'.repeat(32), name: 'Alpha', installPolicy: 'required' }),
      ],
      'en',
    );
    expect(sorted.map((entry) => entry.name)).toEqual(['Alpha', 'Beta', 'alpha', 'Apple', 'Zebra']);
  });

  it('knows the product types it has names for', () => {
    expect(knownProductType('pwa')).toBe('pwa');
    expect(knownProductType('bookmarklet')).toBeNull();
  });

  it('explains a refused change with the reason the server gives', () => {
    const refused = new ApiError({
      code: 'INSTALL_POLICY_WALLPAPER',
      message: 'no',
      status: 409,
    });
    expect(installPolicyProblem(refused)).toBe('errors.INSTALL_POLICY_WALLPAPER');
    expect(
      installPolicyProblem(new ApiError({ code: 'NOT_FOUND', message: '', status: 404 })),
    ).toBe('errors.NOT_FOUND');
    expect(installPolicyProblem(new Error('boom'))).toBe('errors.INTERNAL_ERROR');
  });

  it('offers no install policy for what browsers cannot install, except going back to none', () => {
    expect(installPolicyChoices(item({}))).toEqual({
      choices: ['none', 'preinstalled', 'required'],
      refusal: null,
    });
    const wallpaper = item({ productType: 'theme', installRefusal: 'INSTALL_POLICY_WALLPAPER' });
    expect(installPolicyChoices(wallpaper)).toEqual({
      choices: [],
      refusal: 'INSTALL_POLICY_WALLPAPER',
    });
    const turnedPrivate = item({
      installPolicy: 'required',
      installRefusal: 'INSTALL_POLICY_PRIVATE',
    });
    expect(installPolicyChoices(turnedPrivate)).toEqual({
      choices: ['required', 'none'],
      refusal: 'INSTALL_POLICY_PRIVATE',
    });
  });
});
