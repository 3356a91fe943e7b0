import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PackageIssueCode, packageIssueMessage } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageReportIssue } from '../../db/schema.js';
import { writeZipFile, type ZipBuildEntry } from '../../test/zip-builder.js';
import { inspectPackage, type PackageInspection } from './inspect-package.js';
import { FIREFOX_ONLY_KEYS } from './manifest-keys.js';

/**
 * What real packages showed the report has to say well: an SVG as the largest icon, dozens of
 * locale folders the store does not list, keys written for Firefox, and more bad entries than
 * the report lists.
 */

let dir: string;
let counter = 0;
let png128: Buffer;
let png48: Buffer;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">' +
    '<rect width="512" height="512" fill="#1e88e5"/></svg>',
);

beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-findings-'));
  const solid = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: '#1e88e5' } })
      .png()
      .toBuffer();
  png128 = await solid(128);
  png48 = await solid(48);
});

afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});

const MV3 = {
  manifest_version: 3,
  name: 'Tab Saver',
  description: 'Saves your tabs.',
  version: '1.2.3',
};

async function inspect(
  manifest: Record<string, unknown>,
  files: ZipBuildEntry[] = [],
): Promise<PackageInspection> {
  const entries: ZipBuildEntry[] = [
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    { name: 'background.js', data: 'chrome.runtime.onInstalled.addListener(() => {});\n' },
    ...files,
  ];
  return inspectPackage(await writeZipFile(dir, `package-${++counter}.zip`, entries));
}

function found(result: PackageInspection, code: PackageIssueCode): PackageReportIssue[] {
  return [...result.report.errors, ...result.report.warnings].filter(
    (issue) => issue.code === code,
  );
}

describe('the listing icon', () => {
  it('takes the largest raster icon when the largest declared one is an SVG', async () => {
    const result = await inspect(
      {
        ...MV3,
        icons: { '48': 'icons/48.png', '128': 'icons/128.png', '512': 'icons/icon.svg' },
      },
      [
        { name: 'icons/48.png', data: png48 },
        { name: 'icons/128.png', data: png128 },
        { name: 'icons/icon.svg', data: SVG },
      ],
    );
    expect(result.ok).toBe(true);
    expect(result.icon).toMatchObject({ path: 'icons/128.png', width: 128, height: 128 });
    expect(result.report.warnings).toEqual([
      { code: 'ICON_SVG_IGNORED', severity: 'warning', path: 'icons/icon.svg' },
    ]);
    expect(packageIssueMessage('ICON_SVG_IGNORED', 'en')).toMatch(/Chromium does not show SVG/);
  });

  it('passes over an SVG under a raster name, and an icon that does not decode', async () => {
    const result = await inspect(
      { ...MV3, icons: { '16': 'a.png', '48': 'b.png', '256': 'c.png' } },
      [
        { name: 'a.png', data: png48 },
        { name: 'b.png', data: png128.subarray(0, 60) },
        { name: 'c.png', data: SVG },
      ],
    );
    expect(result.icon).toMatchObject({ path: 'a.png', width: 48 });
    expect(result.report.warnings.map((issue) => [issue.code, issue.path])).toEqual([
      ['ICON_SVG_IGNORED', 'c.png'],
      ['ICON_UNREADABLE', 'b.png'],
      ['ICON_TOO_SMALL', 'a.png'],
    ]);
  });

  it('has no icon when every icon is an SVG, and says why', async () => {
    const result = await inspect({ ...MV3, icons: { '128': 'icon.svg' } }, [
      { name: 'icon.svg', data: SVG },
    ]);
    expect(result.icon).toBeNull();
    expect(found(result, 'ICON_SVG_IGNORED')).toHaveLength(1);
  });
});

describe('grouped findings', () => {
  const locales = (folders: string[]): ZipBuildEntry[] =>
    folders.map((folder) => ({
      name: `_locales/${folder}/messages.json`,
      data: JSON.stringify({ appName: { message: `Tab Saver ${folder}` } }),
    }));
  const localised = { ...MV3, name: '__MSG_appName__', default_locale: 'en' };

  it('lists twenty unknown locale folders in one warning', async () => {
    const unknown = Array.from({ length: 20 }, (_, i) => `x${String.fromCharCode(97 + i)}`);
    const result = await inspect(localised, locales(['en', 'ko', ...unknown]));
    expect(result.ok).toBe(true);
    const [warning, ...others] = found(result, 'UNKNOWN_LOCALE');
    expect(others).toEqual([]);
    expect(warning).toMatchObject({ path: '_locales', items: unknown });
    expect(warning?.omitted).toBeUndefined();
    expect(packageIssueMessage('UNKNOWN_LOCALE', 'en', warning)).toBe(
      `Unknown locale folders: ${unknown.join(', ')} (20). ` +
        'The store does not list these languages and ignores them.',
    );
    expect(packageIssueMessage('UNKNOWN_LOCALE', 'ko', warning)).toContain('(20)');
  });

  it('says how many folders a long list leaves out', async () => {
    const unknown = Array.from({ length: 26 }, (_, i) => `q${String.fromCharCode(97 + i)}`);
    const result = await inspect(localised, locales(['en', ...unknown]));
    const [warning] = found(result, 'UNKNOWN_LOCALE');
    expect(warning?.items).toHaveLength(20);
    expect(warning?.omitted).toBe(6);
    const message = packageIssueMessage('UNKNOWN_LOCALE', 'en', warning);
    expect(message).toContain(`${unknown.slice(0, 20).join(', ')}, … and 6 more (26)`);
  });

  it('keeps twenty errors of a code and says how many more there were', async () => {
    const bad = Array.from({ length: 50 }, (_, i) => ({ name: `../f${i}.js`, data: 'x' }));
    const result = await inspect(MV3, bad);
    const errors = found(result, 'ZIP_PATH_TRAVERSAL');
    expect(errors).toHaveLength(20);
    expect(errors.slice(0, 19).every((issue) => issue.omitted === undefined)).toBe(true);
    expect(errors[19]?.omitted).toBe(30);
    expect(packageIssueMessage('ZIP_PATH_TRAVERSAL', 'en', errors[19])).toMatch(
      /\(and 30 more like this\)$/,
    );
  });
});

describe('keys Chromium does not read', () => {
  it('warns once about the keys only Firefox reads', async () => {
    const result = await inspect({
      ...MV3,
      browser_specific_settings: { gecko: { id: 'tab-saver@example.org' } },
      protocol_handlers: [{ protocol: 'ext+tabs', name: 'Tabs', uriTemplate: '/open?%s' }],
      theme_experiment: { colors: {} },
      omnibox: { keyword: 'tabs' },
    });
    expect(result.ok).toBe(true);
    expect(found(result, 'FIREFOX_ONLY_KEY')).toEqual([
      {
        code: 'FIREFOX_ONLY_KEY',
        severity: 'warning',
        path: 'manifest.json',
        items: ['browser_specific_settings', 'protocol_handlers', 'theme_experiment'],
      },
    ]);
    expect(
      packageIssueMessage('FIREFOX_ONLY_KEY', 'en', found(result, 'FIREFOX_ONLY_KEY')[0]),
    ).toBe(
      'manifest.json has keys only Firefox reads, which Chromium ignores: ' +
        'browser_specific_settings, protocol_handlers, theme_experiment (3).',
    );
  });

  it('warns about a Firefox Manifest V2 package’s applications and user_scripts', async () => {
    const result = await inspect({
      ...MV3,
      manifest_version: 2,
      applications: { gecko: { id: 'x@example.org' } },
      user_scripts: { api_script: 'api.js' },
      browser_action: { default_title: 'Tabs' },
    });
    expect(found(result, 'FIREFOX_ONLY_KEY')[0]?.items).toEqual(['applications', 'user_scripts']);
    // browser_action is what Manifest V2 uses.
    expect(found(result, 'MV3_IGNORED_KEY')).toEqual([]);
  });

  it('warns about Manifest V2 keys in a Manifest V3 package', async () => {
    const result = await inspect({
      ...MV3,
      browser_action: { default_title: 'Tabs' },
      background: { scripts: ['background.js'] },
    });
    expect(found(result, 'MV3_IGNORED_KEY')[0]?.items).toEqual([
      'browser_action',
      'background.scripts',
    ]);
    const clean = await inspect({ ...MV3, background: { service_worker: 'background.js' } });
    expect(clean.report).toEqual({
      errors: [],
      warnings: [{ code: 'ICON_MISSING', severity: 'warning', path: 'manifest.json' }],
    });
  });

  it('leaves sidebar_action alone: Chromium browsers the store serves read it', () => {
    expect(FIREFOX_ONLY_KEYS).not.toContain('sidebar_action');
  });
});
