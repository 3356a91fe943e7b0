import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { MANIFEST_MAX_DEPTH, type PackageIssueCode, packageIssueMessage } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildZip,
  type DeflatedContent,
  writeZipFile,
  type ZipBuildEntry,
  zerosDeflated,
} from '../../test/zip-builder.js';
import {
  compareVersions,
  DEFAULT_INSPECT_LIMITS,
  type InspectLimits,
  inspectPackage,
  type PackageInspection,
} from './inspect-package.js';

let dir: string;
let counter = 0;
const icons = new Map<number, Buffer>();

beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-inspect-'));
  for (const size of [16, 48, 128, 256]) {
    icons.set(
      size,
      await sharp({
        create: { width: size, height: size, channels: 4, background: '#1e88e5' },
      })
        .png()
        .toBuffer(),
    );
  }
});

afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});

function icon(size: number): Buffer {
  return icons.get(size)!;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

const MV3 = {
  manifest_version: 3,
  name: 'Tab Saver',
  description: 'Saves your tabs.',
  version: '1.2.3',
  icons: { '16': 'icons/16.png', '128': 'icons/128.png', '48': 'icons/48.png' },
};

function extension(
  manifest: Record<string, unknown> = MV3,
  extra: ZipBuildEntry[] = [],
): ZipBuildEntry[] {
  return [
    { name: 'manifest.json', data: json(manifest) },
    { name: 'icons/16.png', data: icon(16), method: 'store' },
    { name: 'icons/48.png', data: icon(48), method: 'store' },
    { name: 'icons/128.png', data: icon(128), method: 'store' },
    { name: 'background.js', data: 'chrome.runtime.onInstalled.addListener(() => {});\n' },
    ...extra,
  ];
}

async function inspect(
  entries: ZipBuildEntry[],
  options: { limits?: Partial<InspectLimits>; previousVersion?: string | null } = {},
): Promise<PackageInspection> {
  const file = await writeZipFile(dir, `package-${++counter}.zip`, entries);
  return inspectPackage(file, options);
}

function codes(result: PackageInspection): PackageIssueCode[] {
  return [...result.report.errors, ...result.report.warnings].map(
    (issue) => issue.code as PackageIssueCode,
  );
}

function issue(result: PackageInspection, code: PackageIssueCode) {
  return [...result.report.errors, ...result.report.warnings].find((found) => found.code === code);
}

describe('inspectPackage: a well-formed package', () => {
  it('reads an MV3 extension without any remark', async () => {
    const result = await inspect(
      extension({
        ...MV3,
        permissions: ['storage', 'tabs'],
        host_permissions: ['https://example.com/*'],
      }),
    );
    expect(result.report).toEqual({ errors: [], warnings: [] });
    expect(result.ok).toBe(true);
    expect(result.manifestVersion).toBe(3);
    expect(result.version).toBe('1.2.3');
    expect(result.manifest?.name).toBe('Tab Saver');
    expect(result.productType).toBe('extension');
    expect(result.defaultLocale).toBeNull();
    expect(result.texts).toEqual([
      { locale: 'en', name: 'Tab Saver', description: 'Saves your tabs.' },
    ]);
    expect(result.permissions).toEqual(['storage', 'tabs']);
    expect(result.hostPermissions).toEqual(['https://example.com/*']);
    expect(result.icon).toMatchObject({ path: 'icons/128.png', width: 128, height: 128 });
    expect(result.icon?.data.equals(icon(128))).toBe(true);
  });

  it('accepts MV2 with a warning and finds host patterns among its permissions', async () => {
    const result = await inspect(
      extension({
        ...MV3,
        manifest_version: 2,
        permissions: ['storage', 'https://*.example.com/*', '<all_urls>'],
        browser_action: { default_icon: 'icons/16.png' },
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.manifestVersion).toBe(2);
    expect(codes(result).sort()).toEqual(['BROAD_HOST_PERMISSIONS', 'MANIFEST_V2']);
    expect(issue(result, 'MANIFEST_V2')).toEqual({
      code: 'MANIFEST_V2',
      severity: 'warning',
      path: 'manifest.json',
    });
    expect(result.permissions).toEqual(['storage']);
    expect(result.hostPermissions).toEqual(['https://*.example.com/*', '<all_urls>']);
  });

  it('reads a manifest that starts with a UTF-8 BOM', async () => {
    const result = await inspect([
      ...extension().slice(1),
      {
        name: 'manifest.json',
        data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json(MV3))]),
      },
    ]);
    expect(result.ok).toBe(true);
    expect(result.version).toBe('1.2.3');
  });

  it('knows sidebar items and themes', async () => {
    const sidebar = await inspect(
      extension({ ...MV3, sidebar_action: { default_page: 'sidebar.html' } }),
    );
    expect(sidebar.productType).toBe('sidebar');
    const theme = await inspect(
      extension({ ...MV3, theme: { colors: { frame: [30, 136, 229] } } }),
    );
    expect(theme.productType).toBe('theme');
    expect(theme.ok).toBe(true);
  });
});

describe('inspectPackage: zip safety', () => {
  it('refuses a 300 MiB zip bomb from the central directory alone', async () => {
    const bomb = zerosDeflated(300);
    expect(bomb.data.length).toBeLessThan(1024 * 1024);
    const result = await inspect(extension(MV3, [{ name: 'data/zeros.bin', deflated: bomb }]));
    expect(result.ok).toBe(false);
    expect(result.report.errors).toEqual([
      { code: 'ZIP_SUSPICIOUS_RATIO', severity: 'error', path: 'data/zeros.bin' },
      { code: 'ZIP_TOO_LARGE_UNCOMPRESSED', severity: 'error', path: null },
      { code: 'ZIP_SUSPICIOUS_TOTAL_RATIO', severity: 'error', path: null },
    ]);
    // Nothing was read: refusals come before any data.
    expect(result.manifest).toBeNull();
  });

  it('builds a bomb that really inflates to its size', async () => {
    const { inflateRawSync } = await import('node:zlib');
    const small = zerosDeflated(3);
    const inflated = inflateRawSync(small.data);
    expect(inflated.length).toBe(3 * 1024 * 1024);
    expect(inflated.every((byte) => byte === 0)).toBe(true);
  });

  it('takes the ratio and total size limits from the options', async () => {
    const entries = extension(MV3, [{ name: 'data/zeros.bin', deflated: zerosDeflated(4) }]);
    expect((await inspect(entries)).report.errors.map((found) => found.code)).toEqual([
      'ZIP_SUSPICIOUS_RATIO',
    ]);
    expect((await inspect(entries, { limits: { maxRatio: 2000 } })).ok).toBe(true);
    const small = await inspect(extension(), { limits: { maxUncompressedBytes: 1000 } });
    expect(codes(small)).toEqual(['ZIP_TOO_LARGE_UNCOMPRESSED']);
    // Under 1 MiB the ratio does not matter: small text compresses well.
    const text = await inspect(
      extension(MV3, [{ name: 'blank.txt', data: Buffer.alloc(900_000, 0x20) }]),
    );
    expect(text.ok).toBe(true);
  });

  it('stops at the declared size when an entry inflates to more', async () => {
    // zip-entries.test.ts shows where it stops; here, that the package is refused for it.
    const manifest = await inspect([
      { name: 'manifest.json', deflated: zerosDeflated(64), declaredSize: 200 },
    ]);
    const other = await inspect(
      extension(MV3, [{ name: 'data/zeros.bin', deflated: zerosDeflated(64), declaredSize: 200 }]),
    );
    expect(manifest.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'manifest.json' },
    ]);
    expect(other.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'data/zeros.bin' },
    ]);
  });

  it('refuses a manifest larger than the limit', async () => {
    const result = await inspect(extension(), { limits: { maxManifestBytes: 100 } });
    expect(result.report.errors).toEqual([
      { code: 'MANIFEST_TOO_LARGE', severity: 'error', path: 'manifest.json' },
    ]);
    expect(DEFAULT_INSPECT_LIMITS.maxManifestBytes).toBeGreaterThan(100_000);
  });

  it('refuses path traversal', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: '../evil.js', data: 'x' },
        { name: 'js/../../evil.js', data: 'x' },
        { name: 'js\\..\\..\\evil.js', data: 'x' },
      ]),
    );
    expect(result.report.errors).toEqual([
      { code: 'ZIP_PATH_TRAVERSAL', severity: 'error', path: '../evil.js' },
      { code: 'ZIP_PATH_TRAVERSAL', severity: 'error', path: 'js/../../evil.js' },
      { code: 'ZIP_PATH_TRAVERSAL', severity: 'error', path: 'js\\..\\..\\evil.js' },
    ]);
    expect(result.manifest).toBeNull();
  });

  it('refuses absolute paths', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: '/etc/passwd', data: 'x' },
        { name: '\\windows\\evil.dll', data: 'x' },
        { name: 'C:/evil.js', data: 'x' },
      ]),
    );
    expect(result.report.errors.map((found) => [found.code, found.path])).toEqual([
      ['ZIP_ABSOLUTE_PATH', '/etc/passwd'],
      ['ZIP_ABSOLUTE_PATH', '\\windows\\evil.dll'],
      ['ZIP_ABSOLUTE_PATH', 'C:/evil.js'],
    ]);
  });

  it('refuses names with NUL, backslashes, control characters or bytes that are not UTF-8', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: Buffer.from('evil.js\0.png'), data: 'x' },
        { name: 'js\\app.js', data: 'x' },
        { name: 'line\nbreak.js', data: 'x' },
        { name: Buffer.from([0x61, 0xff, 0xfe, 0x2e, 0x6a, 0x73]), data: 'x' },
        { name: './', kind: 'directory' },
      ]),
    );
    expect(result.report.errors.map((found) => [found.code, found.path])).toEqual([
      ['ZIP_INVALID_NAME', 'evil.js\ufffd.png'],
      ['ZIP_INVALID_NAME', 'js\\app.js'],
      ['ZIP_INVALID_NAME', 'line\ufffdbreak.js'],
      ['ZIP_INVALID_NAME', 'a\ufffd\ufffd.js'],
      ['ZIP_INVALID_NAME', './'],
    ]);
  });

  it('refuses control bytes in CP437 names, which the code page would draw as symbols', async () => {
    const cp437 = (name: string) => ({ name: Buffer.from(name, 'latin1'), data: 'x', utf8: false });
    const result = await inspect(
      extension(MV3, [
        cp437('evil\r\nname.txt'),
        cp437('bell\u0007.js'),
        cp437('nul\u0000.js'),
        cp437('del\u007f.js'),
        // Bytes 0x80 to 0xff are letters in CP437: "café" is fine.
        cp437('caf\u0082.js'),
      ]),
    );
    expect(result.report.errors.map((found) => [found.code, found.path])).toEqual([
      ['ZIP_INVALID_NAME', 'evil\ufffd\ufffdname.txt'],
      ['ZIP_INVALID_NAME', 'bell\ufffd.js'],
      ['ZIP_INVALID_NAME', 'nul\ufffd.js'],
      ['ZIP_INVALID_NAME', 'del\ufffd.js'],
    ]);
  });

  it('refuses C1 controls, line separators and bidirectional controls in UTF-8 names', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: 'c1\u0085.js', data: 'x' },
        { name: 'c1\u009b[2J.js', data: 'x' },
        { name: 'line\u2028sep.js', data: 'x' },
        { name: 'txt.\u202eexe.js', data: 'x' },
        { name: 'ok/한글 파일.js', data: 'x' },
      ]),
    );
    expect(result.report.errors.map((found) => [found.code, found.path])).toEqual([
      ['ZIP_INVALID_NAME', 'c1\ufffd.js'],
      ['ZIP_INVALID_NAME', 'c1\ufffd[2J.js'],
      ['ZIP_INVALID_NAME', 'line\ufffdsep.js'],
      ['ZIP_INVALID_NAME', 'txt.\ufffdexe.js'],
    ]);
  });

  it('refuses symbolic links', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: 'secrets.txt', data: '/etc/shadow', kind: 'symlink', method: 'store' },
      ]),
    );
    expect(result.report.errors).toEqual([
      { code: 'ZIP_LINK', severity: 'error', path: 'secrets.txt' },
    ]);
  });

  it('refuses encrypted entries', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: 'secret.js', data: 'let a = 1;', encrypted: true, method: 'store' },
        { name: 'secret2.js', data: 'let b = 2;', encrypted: true },
      ]),
    );
    expect(result.report.errors.map((found) => [found.code, found.path])).toEqual([
      ['ZIP_ENCRYPTED', 'secret.js'],
      ['ZIP_ENCRYPTED', 'secret2.js'],
    ]);
  });

  it('refuses strong encryption, which stops the central directory', async () => {
    const result = await inspect(
      extension(MV3, [{ name: 'secret.js', data: 'x', encrypted: 'strong', method: 'store' }]),
    );
    expect(result.report.errors).toEqual([
      { code: 'ZIP_ENCRYPTED', severity: 'error', path: null },
    ]);
  });

  it('refuses compression methods other than store and deflate', async () => {
    const result = await inspect(extension(MV3, [{ name: 'big.js', data: 'x', method: 12 }]));
    expect(result.report.errors).toEqual([
      { code: 'ZIP_UNSUPPORTED_COMPRESSION', severity: 'error', path: 'big.js' },
    ]);
  });

  it('refuses duplicates, also case-insensitive, normalised, or a file in the way of a folder', async () => {
    const result = await inspect(
      extension(MV3, [
        { name: 'background.js', data: 'second' },
        { name: 'ICONS/16.PNG', data: icon(16) },
        { name: './content.js', data: 'a' },
        { name: 'content.js', data: 'b' },
        { name: 'lib', data: 'a file' },
        { name: 'lib/util.js', data: 'x' },
        { name: 'assets/', kind: 'directory' },
        { name: 'assets/', kind: 'directory' },
      ]),
    );
    expect(result.report.errors.map((found) => [found.code, found.path])).toEqual([
      ['ZIP_DUPLICATE_ENTRY', 'background.js'],
      ['ZIP_DUPLICATE_ENTRY', 'ICONS/16.PNG'],
      ['ZIP_DUPLICATE_ENTRY', 'content.js'],
      ['ZIP_DUPLICATE_ENTRY', 'lib/util.js'],
    ]);
  });

  it('refuses too many entries before reading them', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.js`, data: 'x' }));
    const result = await inspect(extension(MV3, many), { limits: { maxEntries: 12 } });
    expect(codes(result)).toEqual(['ZIP_TOO_MANY_ENTRIES']);
    expect((await inspect(extension(MV3, many), { limits: { maxEntries: 15 } })).ok).toBe(true);
  });

  it('says when the file is not a zip or holds nothing', async () => {
    const notZip = path.join(dir, 'not-a.zip');
    await fs.promises.writeFile(notZip, 'PK but not really a zip archive');
    expect((await inspectPackage(notZip)).report.errors).toEqual([
      { code: 'ZIP_UNREADABLE', severity: 'error', path: null },
    ]);
    expect(codes(await inspect([]))).toEqual(['ZIP_EMPTY']);
    expect(codes(await inspect([{ name: 'folder/', kind: 'directory' }]))).toEqual(['ZIP_EMPTY']);
  });

  it('refuses 250 entries of 1 MiB of zeros, each under the per-entry ratio rule, by total size and total ratio', async () => {
    const megabyte = zerosDeflated(1);
    const entries = extension(
      MV3,
      Array.from({ length: 250 }, (_, i) => ({ name: `z/${i}.bin`, deflated: megabyte })),
    );
    // 250 MiB from about 282 KB.
    expect(buildZip(entries).length).toBeLessThan(300 * 1024);
    const result = await inspect(entries);
    expect(result.report.errors).toEqual([
      { code: 'ZIP_TOO_LARGE_UNCOMPRESSED', severity: 'error', path: null },
      { code: 'ZIP_SUSPICIOUS_TOTAL_RATIO', severity: 'error', path: null },
    ]);
    expect(result.manifest).toBeNull();
    // The total ratio alone refuses it too, under any total size limit.
    const ratioOnly = await inspect(entries, {
      limits: { maxUncompressedBytes: 1024 * 1024 * 1024 },
    });
    expect(codes(ratioOnly)).toEqual(['ZIP_SUSPICIOUS_TOTAL_RATIO']);
  });

  it('leaves the total ratio to packages over 8 MiB, and takes it from the options', async () => {
    const megabyte = zerosDeflated(1);
    const seven = extension(
      MV3,
      Array.from({ length: 7 }, (_, i) => ({ name: `z/${i}.bin`, deflated: megabyte })),
    );
    expect((await inspect(seven)).ok).toBe(true);
    const nine = extension(
      MV3,
      Array.from({ length: 9 }, (_, i) => ({ name: `z/${i}.bin`, deflated: megabyte })),
    );
    expect(codes(await inspect(nine))).toEqual(['ZIP_SUSPICIOUS_TOTAL_RATIO']);
    expect((await inspect(nine, { limits: { maxTotalRatio: 10_000 } })).ok).toBe(true);
    // Honest compression (random bytes do not compress) is far from the limit.
    const noise = extension(MV3, [
      { name: 'assets/noise.bin', data: randomBytes(9 * 1024 * 1024), method: 'store' },
    ]);
    expect((await inspect(noise)).ok).toBe(true);
  });

  it('refuses 9,990 entries by their count, before reading any', async () => {
    const many = Array.from({ length: 9_985 }, (_, i) => ({ name: `f/${i}.js`, data: `${i};` }));
    const result = await inspect(extension(MV3, many));
    expect(result.report.errors).toEqual([
      { code: 'ZIP_TOO_MANY_ENTRIES', severity: 'error', path: null },
    ]);
    expect(result.manifest).toBeNull();
    // Real packages have hundreds of files, a few thousand at most.
    expect(DEFAULT_INSPECT_LIMITS.maxEntries).toBeGreaterThanOrEqual(3_000);
    expect(DEFAULT_INSPECT_LIMITS.maxEntries).toBeLessThan(9_990);
  });

  it('caps how often one code is repeated', async () => {
    const bad = Array.from({ length: 50 }, (_, i) => ({ name: `../f${i}.js`, data: 'x' }));
    const result = await inspect(extension(MV3, bad));
    expect(result.report.errors).toHaveLength(20);
  });
});

/** `data` deflated, with the CRC-32 of the headers taken from `crcOf` instead. */
function deflatedWithCrc(data: Buffer, crcOf: Buffer): DeflatedContent {
  return { data: deflateRawSync(data), size: data.length, crc: crc32(crcOf) };
}

describe('inspectPackage: entry data', () => {
  it('checks every file, stored, deflated over many chunks or empty, and accepts honest ones', async () => {
    // Far more than one 16 KiB inflate chunk: the CRC-32 has to carry over from chunk to chunk.
    const script = Array.from({ length: 30_000 }, (_, i) => `export const v${i} = ${i * 7};`);
    const result = await inspect(
      extension(MV3, [
        { name: 'dist/app.js', data: script.join('\n') },
        { name: 'assets/noise.bin', data: randomBytes(200_000), method: 'store' },
        { name: 'empty.txt', data: '' },
        { name: 'assets/', kind: 'directory' },
      ]),
    );
    expect(result.report).toEqual({ errors: [], warnings: [] });
    expect(result.ok).toBe(true);
  });

  it('refuses at the first entry whose data does not match its CRC-32, naming it', async () => {
    const noise = randomBytes(4096);
    const script = Buffer.from('chrome.action.onClicked.addListener(() => {});\n');
    const zip = buildZip(
      extension(MV3, [
        { name: 'assets/noise.bin', data: noise, method: 'store' },
        { name: 'dist/app.js', deflated: deflatedWithCrc(script, Buffer.from('other content')) },
      ]),
    );
    // Changed after the directory was written: same length, one byte different.
    const at = zip.indexOf(noise);
    expect(at).toBeGreaterThan(0);
    zip[at + 100] = zip[at + 100]! ^ 0xff;
    const file = path.join(dir, `package-${++counter}.zip`);
    await fs.promises.writeFile(file, zip);

    const result = await inspectPackage(file);
    expect(result.ok).toBe(false);
    // The first damaged entry refuses the package: the pass stops there.
    expect(result.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'assets/noise.bin' },
    ]);
    const second = await inspect(
      extension(MV3, [
        { name: 'dist/app.js', deflated: deflatedWithCrc(script, Buffer.from('other content')) },
      ]),
    );
    expect(second.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'dist/app.js' },
    ]);
    // Refused before any content is interpreted.
    expect(result.manifest).toBeNull();
  });

  it('calls a damaged manifest damaged, not invalid JSON', async () => {
    const data = Buffer.from(json(MV3));
    const damaged = Buffer.from(data);
    damaged[0] = 0x5b; // "[": still plausible text, but not what the CRC-32 was computed over
    const result = await inspect([
      { name: 'manifest.json', deflated: deflatedWithCrc(damaged, data) },
      ...extension().slice(1),
    ]);
    expect(result.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'manifest.json' },
    ]);
  });

  it('reports a deflate stream that is cut short or does not decode, without throwing', async () => {
    const script = Buffer.from(
      Array.from({ length: 2000 }, (_, i) => `console.log(${i});`).join('\n'),
    );
    const full = deflateRawSync(script);
    const cut = await inspect(
      extension(MV3, [
        {
          name: 'dist/cut.js',
          deflated: {
            data: full.subarray(0, full.length >> 1),
            size: script.length,
            crc: crc32(script),
          },
        },
      ]),
    );
    expect(cut.ok).toBe(false);
    expect(cut.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'dist/cut.js' },
    ]);
    const garbage = await inspect(
      extension(MV3, [
        // BFINAL=1 with the reserved block type 11: no inflater accepts it.
        { name: 'dist/garbage.js', deflated: { data: Buffer.alloc(64, 0xff), size: 100, crc: 0 } },
      ]),
    );
    expect(garbage.report.errors).toEqual([
      { code: 'ZIP_CORRUPT_ENTRY', severity: 'error', path: 'dist/garbage.js' },
    ]);
  });
});

describe('inspectPackage: manifest rules', () => {
  it('needs manifest.json at the root', async () => {
    const result = await inspect([
      { name: 'src/background.js', data: '' },
      { name: 'README.md', data: 'An extension.' },
    ]);
    expect(result.report.errors).toEqual([
      { code: 'MANIFEST_MISSING', severity: 'error', path: 'manifest.json' },
    ]);
  });

  it('says where manifest.json is when the zip holds the extension’s folder', async () => {
    const result = await inspect([
      { name: 'my-extension/', data: '' },
      { name: 'my-extension/manifest.json', data: json(MV3) },
      { name: 'my-extension/background.js', data: '' },
    ]);
    expect(result.report.errors).toEqual([
      { code: 'MANIFEST_IN_FOLDER', severity: 'error', path: 'my-extension/manifest.json' },
    ]);
    const [issue] = result.report.errors;
    expect(packageIssueMessage('MANIFEST_IN_FOLDER', 'en', issue)).toBe(
      'manifest.json was found at my-extension/manifest.json, not at the root of the zip. ' +
        'Zip the contents of the folder, not the folder itself.',
    );
    expect(packageIssueMessage('MANIFEST_IN_FOLDER', 'ko', issue)).toContain(
      '폴더 자체가 아니라 폴더 안의 내용을 압축해 주세요.',
    );
    // Two extensions side by side are not one folder to unwrap.
    const two = await inspect([
      { name: 'a/manifest.json', data: json(MV3) },
      { name: 'b/manifest.json', data: json(MV3) },
    ]);
    expect(codes(two)).toEqual(['MANIFEST_MISSING']);
  });

  it('needs valid JSON, an object', async () => {
    for (const data of [
      '{ "name": "x", }',
      '["not", "an", "object"]',
      Buffer.from([0xff, 0x7b, 0x7d]),
    ]) {
      const result = await inspect([{ name: 'manifest.json', data }]);
      expect(codes(result)).toEqual(['MANIFEST_INVALID_JSON']);
    }
  });

  it('refuses U+0000 and halves of surrogate pairs anywhere in the manifest, keys included', async () => {
    for (const extra of [
      { name: 'Tab\u0000Saver' },
      { description: 'Saves \ud83d tabs.' },
      { content_scripts: [{ matches: ['https://example.com/*'], js: ['a\udc00.js'] }] },
      { 'x\u0000': true },
    ]) {
      const result = await inspect(extension({ ...MV3, ...extra }));
      expect(result.report.errors, JSON.stringify(extra)).toEqual([
        { code: 'MANIFEST_INVALID_CHARACTERS', severity: 'error', path: 'manifest.json' },
      ]);
      expect(result.manifest).toBeNull();
    }
    // A complete pair (an emoji) is text like any other.
    expect((await inspect(extension({ ...MV3, name: 'Tab Saver \ud83d\ude00' }))).ok).toBe(true);
  });

  it('refuses a manifest nested deeper than a manifest is, without exhausting the stack', async () => {
    const deep = (depth: number) =>
      `{"manifest_version":3,"name":"Deep","description":"x","version":"1.0","icons":{"128":"icons/128.png"},"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const entries = (depth: number) => [
      { name: 'manifest.json', data: deep(depth) },
      ...extension().slice(1),
    ];
    expect(codes(await inspect(entries(200_000)))).toEqual(['MANIFEST_TOO_DEEP']);
    expect(codes(await inspect(entries(MANIFEST_MAX_DEPTH)))).toEqual(['MANIFEST_TOO_DEEP']);
    expect((await inspect(entries(MANIFEST_MAX_DEPTH - 1))).ok).toBe(true);
  });

  it('accepts manifest_version 2 and 3 only', async () => {
    for (const manifest_version of [1, 4, '3', undefined]) {
      const result = await inspect(extension({ ...MV3, manifest_version }));
      expect(codes(result)).toEqual(['MANIFEST_VERSION_UNSUPPORTED']);
      expect(result.manifestVersion).toBeNull();
    }
  });

  it('needs a name of at most 75 characters', async () => {
    expect(codes(await inspect(extension({ ...MV3, name: undefined })))).toEqual([
      'MANIFEST_NAME_MISSING',
    ]);
    expect(codes(await inspect(extension({ ...MV3, name: '   ' })))).toEqual([
      'MANIFEST_NAME_MISSING',
    ]);
    expect((await inspect(extension({ ...MV3, name: '가'.repeat(75) }))).ok).toBe(true);
    expect(codes(await inspect(extension({ ...MV3, name: 'n'.repeat(76) })))).toEqual([
      'MANIFEST_NAME_TOO_LONG',
    ]);
  });

  it('warns without a description and refuses one over 132 characters', async () => {
    const missing = await inspect(extension({ ...MV3, description: undefined }));
    expect(missing.ok).toBe(true);
    expect(codes(missing)).toEqual(['DESCRIPTION_MISSING']);
    expect(missing.texts[0]?.description).toBe('');
    expect((await inspect(extension({ ...MV3, description: 'd'.repeat(132) }))).ok).toBe(true);
    expect(codes(await inspect(extension({ ...MV3, description: 'd'.repeat(133) })))).toEqual([
      'MANIFEST_DESCRIPTION_TOO_LONG',
    ]);
  });

  it('checks the version like Chromium', async () => {
    expect(codes(await inspect(extension({ ...MV3, version: undefined })))).toEqual([
      'MANIFEST_VERSION_MISSING',
    ]);
    for (const version of ['01', '1.02', '1.2.3.4.5', '65536', '1..2', '1.', 'a', '-1', 1]) {
      const result = await inspect(extension({ ...MV3, version }));
      expect(codes(result), String(version)).toEqual(['MANIFEST_VERSION_INVALID']);
      expect(result.version).toBeNull();
    }
    for (const version of ['0', '1.0.0.65535', '10.20.30']) {
      expect((await inspect(extension({ ...MV3, version }))).version).toBe(version);
    }
  });

  it('needs an update to raise the version', async () => {
    const same = await inspect(extension({ ...MV3, version: '1.2.0' }), { previousVersion: '1.2' });
    expect(same.report.errors).toEqual([
      {
        code: 'VERSION_NOT_INCREASED',
        severity: 'error',
        path: 'manifest.json',
        values: { published: '1.2', version: '1.2.0' },
      },
    ]);
    expect(packageIssueMessage('VERSION_NOT_INCREASED', 'en', same.report.errors[0])).toBe(
      'The version must be higher than 1.2, the published version; this package has 1.2.0.',
    );
    const lower = await inspect(extension({ ...MV3, version: '1.10' }), {
      previousVersion: '1.9.9',
    });
    expect(lower.ok).toBe(true);
    const older = await inspect(extension({ ...MV3, version: '1.9' }), { previousVersion: '1.10' });
    expect(codes(older)).toEqual(['VERSION_NOT_INCREASED']);
    expect((await inspect(extension(), { previousVersion: null })).ok).toBe(true);
  });

  it('warns that a "key" field is replaced', async () => {
    const result = await inspect(extension({ ...MV3, key: 'MIIBIjANBgkq' }));
    expect(result.ok).toBe(true);
    expect(codes(result)).toEqual(['MANIFEST_KEY_IGNORED']);
  });

  it('warns about access to every website, from host permissions or content scripts', async () => {
    for (const manifest of [
      { ...MV3, host_permissions: ['*://*/*'] },
      { ...MV3, host_permissions: ['https://*/*'] },
      { ...MV3, content_scripts: [{ matches: ['http://*/*'], js: ['background.js'] }] },
    ]) {
      expect(codes(await inspect(extension(manifest)))).toEqual(['BROAD_HOST_PERMISSIONS']);
    }
    const narrow = await inspect(
      extension({
        ...MV3,
        host_permissions: ['https://*.example.com/*'],
        content_scripts: [{ matches: ['https://example.com/*'], js: ['background.js'] }],
      }),
    );
    expect(codes(narrow)).toEqual([]);
  });
});

describe('inspectPackage: locales', () => {
  const localised = {
    ...MV3,
    name: '__MSG_APPNAME__',
    description: '__MSG_appDesc__ (__MSG_Version__)',
    default_locale: 'en',
  };
  const messages = (entries: Record<string, string>) =>
    json(Object.fromEntries(Object.entries(entries).map(([key, message]) => [key, { message }])));

  it('resolves __MSG_ placeholders with case-insensitive keys and pre-fills every language', async () => {
    const result = await inspect(
      extension(localised, [
        {
          name: '_locales/en/messages.json',
          data: json({
            appName: { message: 'Tab Saver' },
            appdesc: { message: 'Saves $what$', placeholders: { WHAT: { content: 'your tabs' } } },
            version: { message: 'v1' },
          }),
        },
        {
          name: '_locales/ko/messages.json',
          data: messages({ APPNAME: '탭 세이버', appDesc: '탭을 저장합니다' }),
        },
        { name: '_locales/pt_BR/messages.json', data: messages({ appName: 'Salvador de Abas' }) },
        { name: '_locales/xx_YY/messages.json', data: messages({ appName: 'Unknown' }) },
      ]),
    );
    expect(result.ok).toBe(true);
    expect(result.defaultLocale).toBe('en');
    expect(result.texts).toEqual([
      { locale: 'en', name: 'Tab Saver', description: 'Saves your tabs (v1)' },
      { locale: 'ko', name: '탭 세이버', description: '탭을 저장합니다 (v1)' },
      { locale: 'pt_BR', name: 'Salvador de Abas', description: 'Saves your tabs (v1)' },
    ]);
    expect(result.report.warnings).toEqual([
      { code: 'UNKNOWN_LOCALE', severity: 'warning', path: '_locales/xx_YY', items: ['xx_YY'] },
    ]);
  });

  it('uses a regional default locale as the store code', async () => {
    const result = await inspect(
      extension({ ...localised, default_locale: 'en_US' }, [
        {
          name: '_locales/en_US/messages.json',
          data: messages({ appName: 'A', appDesc: 'B', version: 'C' }),
        },
      ]),
    );
    expect(result.defaultLocale).toBe('en_US');
    expect(result.texts).toEqual([{ locale: 'en_US', name: 'A', description: 'B (C)' }]);
  });

  it('lists the text of a default locale the store lacks as en', async () => {
    const result = await inspect(
      extension({ ...localised, default_locale: 'eo' }, [
        {
          name: '_locales/eo/messages.json',
          data: messages({ appName: 'Langetoj', appDesc: 'B', version: 'C' }),
        },
        { name: '_locales/ko/messages.json', data: messages({ appName: '탭' }) },
      ]),
    );
    expect(result.ok).toBe(true);
    expect(result.defaultLocale).toBeNull();
    expect(result.texts).toEqual([
      { locale: 'en', name: 'Langetoj', description: 'B (C)' },
      { locale: 'ko', name: '탭', description: 'B (C)' },
    ]);
    expect(codes(result)).toEqual(['UNKNOWN_LOCALE']);
  });

  it('refuses a placeholder without a message', async () => {
    const result = await inspect(
      extension(localised, [
        {
          name: '_locales/en/messages.json',
          data: messages({ appName: 'Tab Saver', version: '1' }),
        },
      ]),
    );
    // Each undefined message is its own finding, naming the key and the catalog to add it to.
    expect(result.report.errors).toEqual([
      {
        code: 'MESSAGE_NOT_FOUND',
        severity: 'error',
        path: '_locales/en/messages.json',
        values: { key: 'description', message: 'appDesc' },
      },
    ]);
    expect(packageIssueMessage('MESSAGE_NOT_FOUND', 'en', result.report.errors[0])).toBe(
      'description in manifest.json uses __MSG_appDesc__, but _locales/en/messages.json has no ' +
        'message "appDesc"; Chromium refuses to load the extension.',
    );
    expect(codes(await inspect(extension({ ...MV3, name: '__MSG_name__' })))).toContain(
      'MESSAGE_NOT_FOUND',
    );
  });

  it('applies the name and description limits to every language', async () => {
    const result = await inspect(
      extension(localised, [
        {
          name: '_locales/en/messages.json',
          data: messages({ appName: 'A', appDesc: 'B', version: 'C' }),
        },
        {
          name: '_locales/de/messages.json',
          data: messages({ appName: 'N'.repeat(76), appDesc: 'D'.repeat(140) }),
        },
      ]),
    );
    // Each finding says how long the language's text is, so the headline can name the limit.
    expect(result.report.errors).toEqual([
      {
        code: 'MANIFEST_NAME_TOO_LONG',
        severity: 'error',
        path: '_locales/de/messages.json',
        values: { length: '76' },
      },
      {
        code: 'MANIFEST_DESCRIPTION_TOO_LONG',
        severity: 'error',
        path: '_locales/de/messages.json',
        values: { length: expect.any(String) },
      },
    ]);
  });

  it('needs default_locale with _locales, and its messages.json', async () => {
    const withoutDefault = await inspect(
      extension(MV3, [{ name: '_locales/en/messages.json', data: messages({ x: 'y' }) }]),
    );
    expect(withoutDefault.report.errors).toEqual([
      { code: 'LOCALES_WITHOUT_DEFAULT', severity: 'error', path: '_locales' },
    ]);
    const missingCatalog = await inspect(
      extension({ ...MV3, default_locale: 'fr' }, [
        { name: '_locales/en/messages.json', data: messages({ x: 'y' }) },
      ]),
    );
    expect(missingCatalog.report.errors).toEqual([
      { code: 'LOCALES_DEFAULT_MISSING', severity: 'error', path: '_locales/fr/messages.json' },
    ]);
    expect(codes(await inspect(extension({ ...MV3, default_locale: 'en' })))).toEqual([
      'LOCALES_DEFAULT_MISSING',
    ]);
  });

  it('refuses a messages.json that is not a message catalog', async () => {
    for (const data of [
      '{ nope',
      json({ appName: 'not an object' }),
      json({ appName: { message: 1 } }),
    ]) {
      const result = await inspect(
        extension({ ...MV3, default_locale: 'en' }, [
          { name: '_locales/en/messages.json', data: messages({ a: 'b' }) },
          { name: '_locales/ko/messages.json', data },
        ]),
      );
      expect(result.report.errors).toEqual([
        { code: 'MESSAGES_INVALID_JSON', severity: 'error', path: '_locales/ko/messages.json' },
      ]);
    }
  });

  it('refuses U+0000 and halves of surrogate pairs in a messages.json', async () => {
    for (const message of ['Tab\u0000Saver', 'Tab \udbff Saver']) {
      const result = await inspect(
        extension({ ...MV3, name: '__MSG_name__', default_locale: 'en' }, [
          { name: '_locales/en/messages.json', data: json({ name: { message } }) },
        ]),
      );
      expect(result.report.errors[0]).toEqual({
        code: 'MANIFEST_INVALID_CHARACTERS',
        severity: 'error',
        path: '_locales/en/messages.json',
      });
      expect(result.ok).toBe(false);
    }
  });

  it('refuses a messages.json larger than the limit', async () => {
    const big = messages({ appName: 'x'.repeat(5000) });
    const result = await inspect(
      extension({ ...MV3, default_locale: 'en' }, [
        { name: '_locales/en/messages.json', data: big },
      ]),
      { limits: { maxManifestBytes: 4000 } },
    );
    expect(result.report.errors).toEqual([
      { code: 'MANIFEST_TOO_LARGE', severity: 'error', path: '_locales/en/messages.json' },
    ]);
  });
});

describe('inspectPackage: icons', () => {
  it('takes the largest icon by its key, whatever the order', async () => {
    const result = await inspect(
      extension(
        { ...MV3, icons: { '256': 'big.png', '16': 'icons/16.png', '128': 'icons/128.png' } },
        [{ name: 'big.png', data: icon(256) }],
      ),
    );
    expect(result.icon).toMatchObject({ path: 'big.png', width: 256, height: 256 });
  });

  it('falls back to the action icon', async () => {
    const result = await inspect(
      extension({
        ...MV3,
        icons: undefined,
        action: { default_icon: { '16': 'icons/16.png', '128': '/icons/128.png' } },
      }),
    );
    expect(result.report).toEqual({ errors: [], warnings: [] });
    expect(result.icon).toMatchObject({ path: 'icons/128.png', width: 128 });
  });

  it('warns without icons, about a small icon, and about one that is not an image', async () => {
    const none = await inspect(extension({ ...MV3, icons: undefined }));
    expect(codes(none)).toEqual(['ICON_MISSING']);
    expect(none.icon).toBeNull();

    const small = await inspect(extension({ ...MV3, icons: { '48': 'icons/48.png' } }));
    expect(codes(small)).toEqual(['ICON_TOO_SMALL']);
    expect(small.icon).toMatchObject({ path: 'icons/48.png', width: 48 });

    const broken = await inspect(
      extension({ ...MV3, icons: { '128': 'broken.png' } }, [
        { name: 'broken.png', data: icon(128).subarray(0, 60) },
      ]),
    );
    expect(broken.report.warnings).toEqual([
      { code: 'ICON_UNREADABLE', severity: 'warning', path: 'broken.png' },
    ]);
    expect(broken.ok).toBe(true);
    expect(broken.icon).toBeNull();
  });

  it('refuses an icon the manifest names but the package lacks', async () => {
    const result = await inspect(
      extension({ ...MV3, action: { default_icon: { '32': 'icons/32.png' } } }),
    );
    expect(result.report.errors).toEqual([
      {
        code: 'ICON_FILE_MISSING',
        severity: 'error',
        path: 'icons/32.png',
        values: { key: 'action.default_icon.32' },
      },
    ]);
  });
});

describe('compareVersions', () => {
  it('orders like Chromium', () => {
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.10', '1.9')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.3.1')).toBe(-1);
    expect(compareVersions('2', '1.65535.65535.65535')).toBe(1);
    expect(compareVersions('0.0.1', '0.1')).toBe(-1);
  });
});
