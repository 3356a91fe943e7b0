import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageIssueMessage } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZipFile, type ZipBuildEntry } from '../../test/zip-builder.js';
import { inspectPackage, type PackageInspection } from './inspect-package.js';

/**
 * The manifest keys Chromium refuses to load an extension over, checked at upload: each case a
 * manifest Chromium refuses, with the finding the store reports, beside one it loads.
 */

let dir: string;
let counter = 0;
let png128: Buffer;

beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-manifest-types-'));
  png128 = await sharp({ create: { width: 128, height: 128, channels: 4, background: '#43a047' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});

const MV3 = {
  manifest_version: 3,
  name: 'Tab Saver',
  description: 'Saves your tabs.',
  version: '1.2.3',
  icons: { '128': 'icon.png' },
};

async function inspect(manifest: Record<string, unknown>): Promise<PackageInspection> {
  const entries: ZipBuildEntry[] = [
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    { name: 'icon.png', data: png128, method: 'store' },
    { name: 'content.js', data: 'console.log("content");\n' },
    { name: 'worker.js', data: 'self.oninstall = () => {};\n' },
    { name: 'rules.json', data: '[]' },
    { name: 'page.html', data: '<!doctype html>' },
  ];
  return inspectPackage(await writeZipFile(dir, `types-${++counter}.zip`, entries));
}

/** The errors as code, key and value: what the developer reads. */
async function errors(manifest: Record<string, unknown>) {
  const result = await inspect(manifest);
  return result.report.errors.map(({ code, values }) => ({ code, ...values }));
}

const script = (fields: Record<string, unknown>) => ({
  ...MV3,
  content_scripts: [{ matches: ['https://example.com/*'], js: ['content.js'], ...fields }],
});

describe('types Chromium checks at load', () => {
  it('loads a manifest that uses every checked key correctly', async () => {
    const result = await inspect({
      ...MV3,
      short_name: 'Tabs',
      version_name: '1.2.3 beta',
      minimum_chrome_version: '116.0.5845',
      homepage_url: 'https://example.com/',
      incognito: 'split',
      permissions: ['storage', 'declarativeNetRequest'],
      host_permissions: ['https://example.com/*'],
      action: {
        default_icon: { '16': 'icon.png' },
        default_title: 'Save',
        default_state: 'enabled',
      },
      background: { service_worker: 'worker.js', type: 'module' },
      content_scripts: [
        {
          matches: ['*://*.example.com/*', 'file:///*', 'http://localhost:8080/*'],
          exclude_matches: ['https://example.com/private/*'],
          js: ['content.js'],
          run_at: 'document_start',
          all_frames: true,
          world: 'MAIN',
        },
      ],
      web_accessible_resources: [
        { resources: ['page.html'], matches: ['https://*.example.com/*'] },
        { resources: ['content.js'], extension_ids: ['abcdefghijklmnopabcdefghijklmnop'] },
        { resources: ['icon.png'], use_dynamic_url: true },
      ],
      declarative_net_request: {
        rule_resources: [{ id: 'main', enabled: true, path: 'rules.json' }],
      },
      chrome_url_overrides: { newtab: 'page.html' },
      side_panel: { default_path: 'page.html' },
      sandbox: { pages: ['page.html'] },
    });
    expect(result.report.errors).toEqual([]);
  });

  it('refuses wrong JSON types, naming the key', async () => {
    expect(await errors({ ...MV3, description: 42 })).toEqual([
      { code: 'MANIFEST_KEY_NOT_STRING', key: 'description' },
    ]);
    expect(await errors({ ...MV3, permissions: 'storage' })).toEqual([
      { code: 'MANIFEST_KEY_NOT_LIST', key: 'permissions' },
    ]);
    expect(await errors({ ...MV3, permissions: ['storage', 7] })).toEqual([
      { code: 'MANIFEST_KEY_NOT_STRING', key: 'permissions[1]' },
    ]);
    expect(await errors({ ...MV3, icons: 'icon.png' })).toEqual([
      { code: 'MANIFEST_KEY_NOT_OBJECT', key: 'icons' },
    ]);
    expect(await errors({ ...MV3, action: 'popup.html' })).toEqual([
      { code: 'MANIFEST_KEY_NOT_OBJECT', key: 'action' },
    ]);
    expect(await errors({ ...MV3, content_scripts: ['content.js'] })).toEqual([
      { code: 'MANIFEST_KEY_NOT_OBJECT', key: 'content_scripts[0]' },
    ]);
    expect(await errors(script({ all_frames: 'yes' }))).toEqual([
      { code: 'MANIFEST_KEY_NOT_BOOLEAN', key: 'content_scripts[0].all_frames' },
    ]);
    expect(await errors({ ...MV3, side_panel: {} })).toEqual([
      { code: 'MANIFEST_KEY_NOT_STRING', key: 'side_panel.default_path' },
    ]);
  });

  it('refuses values Chromium does not know', async () => {
    expect(await errors(script({ run_at: 'document_load' }))).toEqual([
      {
        code: 'MANIFEST_VALUE_NOT_ALLOWED',
        key: 'content_scripts[0].run_at',
        value: 'document_load',
        allowed: 'document_start, document_end, document_idle',
      },
    ]);
    expect(await errors(script({ world: 'PAGE' }))).toMatchObject([
      { key: 'content_scripts[0].world' },
    ]);
    expect(
      await errors({ ...MV3, background: { service_worker: 'worker.js', type: 'esm' } }),
    ).toMatchObject([{ code: 'MANIFEST_VALUE_NOT_ALLOWED', key: 'background.type' }]);
    expect(await errors({ ...MV3, incognito: 'private' })).toMatchObject([{ key: 'incognito' }]);
    expect(await errors({ ...MV3, action: { default_state: 'on' } })).toMatchObject([
      { key: 'action.default_state' },
    ]);
    expect(await errors({ ...MV3, short_name: '' })).toEqual([
      { code: 'MANIFEST_VALUE_EMPTY', key: 'short_name' },
    ]);
    expect(await errors({ ...MV3, homepage_url: 'example.com' })).toEqual([
      { code: 'MANIFEST_VALUE_INVALID', key: 'homepage_url', value: 'example.com' },
    ]);
    expect(await errors({ ...MV3, homepage_url: 'https:example.com' })).toEqual([]);
    expect(await errors({ ...MV3, minimum_chrome_version: '116.x' })).toEqual([
      { code: 'MANIFEST_VALUE_INVALID', key: 'minimum_chrome_version', value: '116.x' },
    ]);
    expect(await errors({ ...MV3, icons: { '128': 'icon.png', large: 'icon.png' } })).toEqual([
      { code: 'MANIFEST_ICON_SIZE_INVALID', key: 'icons', value: 'large' },
    ]);
  });

  it('refuses content scripts Chromium cannot run', async () => {
    expect(await errors(script({ matches: ['*://example.com'] }))).toEqual([
      {
        code: 'MANIFEST_MATCH_PATTERN_INVALID',
        key: 'content_scripts[0].matches[0]',
        value: '*://example.com',
      },
    ]);
    for (const pattern of [
      'example.com/*',
      'chrome://settings/*',
      'https://exa*mple.com/*',
      'https://:8080/*',
    ]) {
      expect(await errors(script({ matches: [pattern] })), pattern).toMatchObject([
        { code: 'MANIFEST_MATCH_PATTERN_INVALID', value: pattern },
      ]);
    }
    expect(await errors(script({ matches: [] }))).toEqual([
      { code: 'MANIFEST_VALUE_EMPTY', key: 'content_scripts[0].matches' },
    ]);
    expect(await errors(script({ matches: undefined }))).toEqual([
      { code: 'MANIFEST_KEY_NOT_LIST', key: 'content_scripts[0].matches' },
    ]);
    expect(await errors(script({ js: [] }))).toEqual([
      { code: 'CONTENT_SCRIPT_EMPTY', key: 'content_scripts[0]' },
    ]);
  });

  it('refuses web accessible resources, rulesets and overrides Chromium refuses', async () => {
    const war = (entry: Record<string, unknown>) => ({ ...MV3, web_accessible_resources: [entry] });
    expect(await errors(war({ resources: ['page.html'] }))).toEqual([
      { code: 'WEB_ACCESSIBLE_RESOURCE_ENTRY_INVALID', key: 'web_accessible_resources[0]' },
    ]);
    expect(
      await errors(war({ resources: ['page.html'], matches: ['https://example.com/page'] })),
    ).toEqual([
      {
        code: 'MANIFEST_MATCH_PATTERN_INVALID',
        key: 'web_accessible_resources[0].matches[0]',
        value: 'https://example.com/page',
      },
    ]);
    expect(await errors({ ...MV3, web_accessible_resources: ['page.html'] })).toEqual([
      { code: 'MANIFEST_KEY_NOT_OBJECT', key: 'web_accessible_resources[0]' },
    ]);
    const rules = [
      { id: 'a', enabled: true, path: 'rules.json' },
      { id: 'a', enabled: false, path: 'rules.json' },
    ];
    expect(await errors({ ...MV3, declarative_net_request: { rule_resources: rules } })).toEqual([
      { code: 'DNR_PERMISSION_MISSING', key: 'declarative_net_request' },
      {
        code: 'RULESET_ID_INVALID',
        key: 'declarative_net_request.rule_resources[1].id',
        value: 'a',
      },
    ]);
    const overrides = { newtab: 'page.html', history: 'page.html' };
    expect(await errors({ ...MV3, chrome_url_overrides: overrides })).toEqual([
      { code: 'CHROME_URL_OVERRIDES_MULTIPLE', key: 'chrome_url_overrides' },
    ]);
  });

  it('words a finding with its key and value in both languages', async () => {
    const result = await inspect(script({ run_at: 'document_load' }));
    const [finding] = result.report.errors;
    expect(packageIssueMessage('MANIFEST_VALUE_NOT_ALLOWED', 'en', finding)).toBe(
      'content_scripts[0].run_at in manifest.json is "document_load"; Chromium accepts only ' +
        'document_start, document_end, document_idle and refuses to load the extension.',
    );
    expect(packageIssueMessage('MANIFEST_VALUE_NOT_ALLOWED', 'ko', finding)).toContain(
      'content_scripts[0].run_at 값이 "document_load"입니다',
    );
  });
});

describe('manifest_version and version', () => {
  it('takes only 2 or 3, as numbers', async () => {
    for (const version of [1, 4, '3', 3.5]) {
      expect(await errors({ ...MV3, manifest_version: version }), String(version)).toContainEqual({
        code: 'MANIFEST_VERSION_UNSUPPORTED',
      });
    }
  });

  it('takes one to four dot-separated numbers up to 65535 without leading zeros', async () => {
    for (const version of ['0', '1', '1.0.0.65535', '10.20.30']) {
      expect(await errors({ ...MV3, version }), version).toEqual([]);
    }
    for (const version of [
      '',
      '1.',
      '.1',
      '1.2.3.4.5',
      '65536',
      '01',
      '1.02',
      '1.-2',
      '1.2a',
      ' 1',
      1,
    ]) {
      expect(await errors({ ...MV3, version }), String(version)).toEqual([
        { code: 'MANIFEST_VERSION_INVALID' },
      ]);
    }
  });
});
