import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PackageIssueCode, packageIssueMessage } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZipFile, type ZipBuildEntry } from '../../test/zip-builder.js';
import { inspectPackage, type PackageInspection } from './inspect-package.js';

/**
 * Every file manifest.json names is checked at upload, key by key, the way Chromium resolves
 * the key's path: a package Chromium cannot load is refused with the key and the path.
 */

let dir: string;
let counter = 0;
let png128: Buffer;

beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-manifest-files-'));
  png128 = await sharp({ create: { width: 128, height: 128, channels: 4, background: '#1e88e5' } })
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
  icons: { '128': 'icons/128.png' },
};
const MV2 = { ...MV3, manifest_version: 2 };

async function inspect(
  manifest: Record<string, unknown>,
  files: Record<string, string | Buffer> = {},
): Promise<PackageInspection> {
  const entries: ZipBuildEntry[] = [
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    { name: 'icons/128.png', data: png128, method: 'store' },
    ...Object.entries(files).map(([name, data]) => ({ name, data })),
  ];
  return inspectPackage(await writeZipFile(dir, `package-${++counter}.zip`, entries));
}

function errorsOf(result: PackageInspection) {
  return result.report.errors.map(({ code, path, values }) => ({ code, path, key: values?.key }));
}

interface Case {
  name: string;
  manifest: Record<string, unknown>;
  /** The file the manifest names: absent, the package is refused; present, it is accepted. */
  file: string;
  code: PackageIssueCode;
  key: string;
  /** Other files the manifest names, always present. */
  others?: string[];
}

/** A file's content: an image for pictures, text (UTF-8, as content scripts must be) else. */
function contentOf(file: string): string | Buffer {
  return /\.png$/.test(file) ? png128 : `/* ${file} */\n`;
}

const CASES: Case[] = [
  {
    name: 'the service worker',
    manifest: { ...MV3, background: { service_worker: 'dist/background.js' } },
    file: 'dist/background.js',
    code: 'BACKGROUND_FILE_MISSING',
    key: 'background.service_worker',
  },
  {
    name: 'an MV2 background script',
    manifest: { ...MV2, background: { scripts: ['lib.js', 'bg.js'] } },
    file: 'bg.js',
    others: ['lib.js'],
    code: 'BACKGROUND_FILE_MISSING',
    key: 'background.scripts[1]',
  },
  {
    name: 'an MV2 background page',
    manifest: { ...MV2, background: { page: 'background.html' } },
    file: 'background.html',
    code: 'BACKGROUND_FILE_MISSING',
    key: 'background.page',
  },
  {
    name: 'a content script',
    manifest: {
      ...MV3,
      content_scripts: [{ matches: ['https://*/*'], js: ['lib.js', 'content.js'] }],
    },
    file: 'content.js',
    others: ['lib.js'],
    code: 'CONTENT_SCRIPT_FILE_MISSING',
    key: 'content_scripts[0].js[1]',
  },
  {
    name: 'a content style sheet',
    manifest: { ...MV3, content_scripts: [{ matches: ['<all_urls>'], css: ['styles/page.css'] }] },
    file: 'styles/page.css',
    code: 'CONTENT_SCRIPT_FILE_MISSING',
    key: 'content_scripts[0].css[0]',
  },
  {
    name: 'an icon of any size',
    manifest: { ...MV3, icons: { '128': 'icons/128.png', '48': 'icons/48.png' } },
    file: 'icons/48.png',
    code: 'ICON_FILE_MISSING',
    key: 'icons.48',
  },
  {
    name: 'an action icon',
    manifest: { ...MV3, action: { default_icon: { '32': 'icons/32.png' } } },
    file: 'icons/32.png',
    code: 'ICON_FILE_MISSING',
    key: 'action.default_icon.32',
  },
  {
    name: 'an action icon given as one path',
    manifest: { ...MV3, action: { default_icon: 'icons/action.png' } },
    file: 'icons/action.png',
    code: 'ICON_FILE_MISSING',
    key: 'action.default_icon',
  },
  {
    name: 'the popup',
    manifest: { ...MV3, action: { default_popup: 'popup/index.html' } },
    file: 'popup/index.html',
    code: 'POPUP_FILE_MISSING',
    key: 'action.default_popup',
  },
  {
    name: 'an MV2 browser action popup',
    manifest: { ...MV2, browser_action: { default_popup: 'popup.html' } },
    file: 'popup.html',
    code: 'POPUP_FILE_MISSING',
    key: 'browser_action.default_popup',
  },
  {
    name: 'the options page',
    manifest: { ...MV3, options_page: 'options.html' },
    file: 'options.html',
    code: 'OPTIONS_PAGE_MISSING',
    key: 'options_page',
  },
  {
    name: 'the embedded options page',
    manifest: { ...MV3, options_ui: { page: 'settings.html', open_in_tab: false } },
    file: 'settings.html',
    code: 'OPTIONS_PAGE_MISSING',
    key: 'options_ui.page',
  },
  {
    name: 'the side panel',
    manifest: { ...MV3, side_panel: { default_path: 'panel.html' }, permissions: ['sidePanel'] },
    file: 'panel.html',
    code: 'SIDE_PANEL_FILE_MISSING',
    key: 'side_panel.default_path',
  },
  {
    name: 'a new tab page',
    manifest: { ...MV3, chrome_url_overrides: { newtab: 'newtab.html' } },
    file: 'newtab.html',
    code: 'OVERRIDE_PAGE_MISSING',
    key: 'chrome_url_overrides.newtab',
  },
  {
    name: 'the developer tools page',
    manifest: { ...MV3, devtools_page: 'devtools.html' },
    file: 'devtools.html',
    code: 'DEVTOOLS_PAGE_MISSING',
    key: 'devtools_page',
  },
  {
    name: 'a sandboxed page',
    manifest: { ...MV3, sandbox: { pages: ['sandbox/*.html', 'eval.html'] } },
    file: 'eval.html',
    code: 'SANDBOX_PAGE_MISSING',
    key: 'sandbox.pages[1]',
  },
  {
    name: 'a declarative_net_request rule file',
    manifest: {
      ...MV3,
      permissions: ['declarativeNetRequest'],
      declarative_net_request: {
        rule_resources: [{ id: 'ads', enabled: true, path: 'rules/ads.json' }],
      },
    },
    file: 'rules/ads.json',
    code: 'RULESET_FILE_MISSING',
    key: 'declarative_net_request.rule_resources[0].path',
  },
  {
    name: 'a web accessible resource',
    manifest: {
      ...MV3,
      web_accessible_resources: [{ resources: ['images/*', 'inject.js'], matches: ['<all_urls>'] }],
    },
    file: 'inject.js',
    code: 'WEB_ACCESSIBLE_RESOURCE_MISSING',
    key: 'web_accessible_resources[0].resources[1]',
  },
  {
    name: 'an MV2 web accessible resource',
    manifest: { ...MV2, web_accessible_resources: ['frame.html'] },
    file: 'frame.html',
    code: 'WEB_ACCESSIBLE_RESOURCE_MISSING',
    key: 'web_accessible_resources[0]',
  },
  {
    name: 'the managed storage schema',
    manifest: { ...MV3, storage: { managed_schema: 'schema.json' } },
    file: 'schema.json',
    code: 'MANAGED_SCHEMA_MISSING',
    key: 'storage.managed_schema',
  },
  {
    name: 'a theme image',
    manifest: { ...MV3, theme: { images: { theme_frame: 'images/frame.png' } } },
    file: 'images/frame.png',
    code: 'THEME_IMAGE_MISSING',
    key: 'theme.images.theme_frame',
  },
];

describe('files manifest.json names', () => {
  for (const entry of CASES) {
    it(`refuses a package without ${entry.name} and accepts it with it`, async () => {
      const others = Object.fromEntries(
        (entry.others ?? []).map((name) => [name, contentOf(name)]),
      );
      const missing = await inspect(entry.manifest, others);
      expect(errorsOf(missing)).toEqual([{ code: entry.code, path: entry.file, key: entry.key }]);
      expect(missing.ok).toBe(false);
      const present = await inspect(entry.manifest, {
        ...others,
        [entry.file]: contentOf(entry.file),
      });
      expect(present.report.errors).toEqual([]);
    });
  }

  it('names the key and the path in English and Korean', async () => {
    const result = await inspect({ ...MV3, background: { service_worker: 'dist/background.js' } });
    const [finding] = result.report.errors;
    expect(packageIssueMessage('BACKGROUND_FILE_MISSING', 'en', finding)).toBe(
      'background.service_worker names dist/background.js, which is not in the package. ' +
        'Chromium refuses to load the extension. Add the file or correct the path.',
    );
    expect(packageIssueMessage('BACKGROUND_FILE_MISSING', 'ko', finding)).toBe(
      'background.service_worker에 지정된 dist/background.js 파일이 패키지에 없습니다. ' +
        'Chromium이 확장 앱을 불러오지 못합니다. 파일을 추가하거나 경로를 고쳐 주세요.',
    );
  });

  it('requires the default locale’s messages.json and every message the manifest uses', async () => {
    const manifest = {
      ...MV3,
      default_locale: 'en',
      short_name: '__MSG_short__',
      action: { default_title: '__MSG_title__' },
    };
    expect(errorsOf(await inspect(manifest, { '_locales/ko/messages.json': '{}' }))).toEqual([
      { code: 'LOCALES_DEFAULT_MISSING', path: '_locales/en/messages.json', key: undefined },
    ]);
    const catalog = JSON.stringify({ short: { message: 'Tabs' } });
    expect(errorsOf(await inspect(manifest, { '_locales/en/messages.json': catalog }))).toEqual([
      { code: 'MESSAGE_NOT_FOUND', path: '_locales/en/messages.json', key: 'action.default_title' },
    ]);
    const complete = JSON.stringify({ short: { message: 'Tabs' }, title: { message: 'Save' } });
    const accepted = await inspect(manifest, { '_locales/en/messages.json': complete });
    expect(accepted.report.errors).toEqual([]);
  });
});

describe('paths as Chromium reads them', () => {
  it('accepts the forms Chromium loads for a URL key', async () => {
    for (const worker of ['/dist/bg.js', './dist/bg.js', 'dist/../dist/bg.js', 'dist/bg.js?v=2']) {
      const result = await inspect(
        { ...MV3, background: { service_worker: worker } },
        { 'dist/bg.js': 'self.addEventListener("install", () => {});' },
      );
      expect(result.report.errors, worker).toEqual([]);
    }
    const escaped = await inspect(
      { ...MV3, action: { default_popup: 'my%20popup.html' } },
      { 'my popup.html': '<!doctype html>' },
    );
    expect(escaped.report.errors).toEqual([]);
  });

  it('accepts one leading slash for a file key but refuses "./" and ".."', async () => {
    const script = (js: string) => ({
      ...MV3,
      content_scripts: [{ matches: ['https://example.com/*'], js: [js] }],
    });
    const files = { 'content.js': 'console.log(1);' };
    expect((await inspect(script('/content.js'), files)).report.errors).toEqual([]);
    for (const written of ['./content.js', 'lib/../content.js', '//content.js']) {
      expect(
        errorsOf(await inspect(script(written), { ...files, 'lib/x.js': '' })),
        written,
      ).toEqual([
        { code: 'MANIFEST_PATH_INVALID', path: written, key: 'content_scripts[0].js[0]' },
      ]);
    }
  });

  it('refuses a content script that is not UTF-8 and an empty icon', async () => {
    const latin1 = Buffer.from('// caf\xe9\n', 'latin1');
    const result = await inspect(
      {
        ...MV3,
        icons: { '128': 'icons/128.png', '16': 'icons/16.png' },
        content_scripts: [{ matches: ['https://example.com/*'], js: ['content.js'] }],
      },
      { 'content.js': latin1, 'icons/16.png': Buffer.alloc(0) },
    );
    expect(errorsOf(result)).toEqual([
      { code: 'CONTENT_SCRIPT_NOT_UTF8', path: 'content.js', key: 'content_scripts[0].js[0]' },
      { code: 'ICON_FILE_EMPTY', path: 'icons/16.png', key: 'icons.16' },
    ]);
  });

  it('leaves alone what Chromium never loads: patterns, folders, non-image icons', async () => {
    const result = await inspect(
      {
        ...MV3,
        icons: { '128': 'icons/128.png', '64': 'icons/64.tiff' },
        web_accessible_resources: [
          { resources: ['images/*', '/assets/', 'Fonts/a.woff2'], matches: ['https://*/*'] },
        ],
        sandbox: { pages: ['Sandbox.HTML'] },
      },
      { 'assets/a.png': png128, 'Fonts/a.woff2': 'x', 'sandbox.html': '<!doctype html>' },
    );
    expect(result.report.errors).toEqual([]);
  });
});
