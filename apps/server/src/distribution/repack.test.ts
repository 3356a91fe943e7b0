import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile as ZipWriter } from 'yazl';
import { readEntry } from '../publishing/package/zip-entries.js';
import { buildZip, zerosDeflated } from '../test/zip-builder.js';
import {
  RepackError,
  repackWithManifest,
  signedManifest,
  writeDeterministicZip,
} from './repack.js';

interface ReadBack {
  name: string;
  data: Buffer;
  method: number;
  mode: number;
}

async function readBack(zip: Buffer): Promise<ReadBack[]> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true, autoClose: false });
  const entries: ReadBack[] = [];
  for await (const entry of archive.eachEntry()) {
    entries.push({
      name: entry.fileName,
      data: entry.fileName.endsWith('/') ? Buffer.alloc(0) : await readEntry(archive, entry, 1e8),
      method: entry.compressionMethod,
      mode: entry.externalFileAttributes >>> 16,
    });
  }
  archive.close();
  return entries;
}

const manifest = {
  manifest_version: 3,
  name: 'Example',
  version: '1.2.3',
  key: 'MIIBIjANBgkq...',
  update_url: 'https://elsewhere.example/updates',
  background: { service_worker: 'js/background.js' },
};
const icon = randomBytes(4096);
const script = Buffer.from('chrome.runtime.onInstalled.addListener(() => {});\n'.repeat(20));
const source = buildZip([
  { name: 'js/', kind: 'directory' },
  { name: 'js/background.js', data: script },
  { name: 'manifest.json', data: JSON.stringify(manifest) },
  { name: 'icons/', kind: 'directory' },
  { name: 'icons/128.png', data: icon, method: 'store' },
  { name: 'empty.txt', data: '' },
]);
const updateUrl = 'https://store.example/api/updates';

function errorOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('the promise resolved');
    },
    (error: Error) => error,
  );
}

describe('repackWithManifest', () => {
  it('replaces only manifest.json and keeps every other entry, in order', async () => {
    const repacked = await repackWithManifest(source, (parsed) =>
      signedManifest(parsed, updateUrl),
    );
    const entries = await readBack(repacked);
    expect(entries.map((entry) => entry.name)).toEqual([
      'js/',
      'js/background.js',
      'manifest.json',
      'icons/',
      'icons/128.png',
      'empty.txt',
    ]);
    const byName = new Map(entries.map((entry) => [entry.name, entry]));
    expect(byName.get('js/background.js')!.data.equals(script)).toBe(true);
    expect(byName.get('icons/128.png')!.data.equals(icon)).toBe(true);
    expect(byName.get('empty.txt')!.data.length).toBe(0);
    const written = byName.get('manifest.json')!.data.toString('utf8');
    const { key: _key, ...withoutKey } = manifest;
    const expected = { ...withoutKey, update_url: updateUrl };
    expect(JSON.parse(written)).toEqual(expected);
    expect(written).toBe(JSON.stringify(expected, null, 2));
    // Directories stay directories; files get plain modes.
    expect(byName.get('icons/')!.mode & 0o170000).toBe(0o040000);
    expect(byName.get('icons/128.png')!.mode).toBe(0o100644);
    expect(byName.get('js/background.js')!.method).toBe(8);
  });

  it('gives the same bytes for the same input, whatever the time zone', async () => {
    const edit = (parsed: Record<string, unknown>) => signedManifest(parsed, updateUrl);
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const first = await repackWithManifest(source, edit);
      process.env.TZ = 'America/Los_Angeles';
      const second = await repackWithManifest(source, edit);
      expect(second.equals(first)).toBe(true);
      expect(await repackWithManifest(first, edit)).toEqual(first);
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });

  it('reads zips written by yazl and accepts a manifest with a BOM', async () => {
    const writer = new ZipWriter();
    writer.addBuffer(Buffer.from('\ufeff{"name":"bom"}'), 'manifest.json');
    writer.addBuffer(Buffer.from('x'), 'a/b.txt');
    writer.end();
    const chunks: Buffer[] = [];
    for await (const chunk of writer.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
    const repacked = await repackWithManifest(Buffer.concat(chunks), (parsed) => ({
      ...parsed,
      extra: true,
    }));
    const entries = await readBack(repacked);
    expect(entries.map((entry) => entry.name)).toEqual(['manifest.json', 'a/b.txt']);
    expect(JSON.parse(entries[0]!.data.toString('utf8'))).toEqual({ name: 'bom', extra: true });
  });

  it('refuses a zip without a root manifest.json', async () => {
    for (const entries of [
      [{ name: 'readme.txt', data: 'hi' }],
      [{ name: 'sub/manifest.json', data: '{}' }],
    ]) {
      const error = await errorOf(repackWithManifest(buildZip(entries), (parsed) => parsed));
      expect(error).toBeInstanceOf(RepackError);
      expect(error.message).toBe('zip has no manifest.json at its root');
    }
  });

  it('refuses a manifest that is not a JSON object, and two manifests', async () => {
    for (const data of ['{"name":', '[1, 2]', '"text"']) {
      const zip = buildZip([{ name: 'manifest.json', data }]);
      const error = await errorOf(repackWithManifest(zip, (parsed) => parsed));
      expect(error).toBeInstanceOf(RepackError);
      expect(error.message).toBe('manifest.json is not a JSON object');
    }
    const twice = buildZip([
      { name: 'manifest.json', data: '{}' },
      { name: './manifest.json', data: '{}' },
    ]);
    expect((await errorOf(repackWithManifest(twice, (parsed) => parsed))).message).toBe(
      'zip has more than one manifest.json',
    );
  });

  it('refuses input that is not a zip, an unsafe name or a damaged entry', async () => {
    const garbage = await errorOf(repackWithManifest(randomBytes(300), (parsed) => parsed));
    expect(garbage).toBeInstanceOf(RepackError);
    expect(garbage.message).toBe('not a readable zip archive');

    const traversal = buildZip([
      { name: 'manifest.json', data: '{}' },
      { name: '../outside.js', data: 'x' },
    ]);
    const badName = await errorOf(repackWithManifest(traversal, (parsed) => parsed));
    expect(badName).toBeInstanceOf(RepackError);
    expect(badName.message).toBe('zip central directory is not readable');

    const damaged = Buffer.from(source);
    const at = damaged.indexOf(icon);
    damaged[at + 10] = damaged[at + 10]! ^ 0xff;
    const error = await errorOf(repackWithManifest(damaged, (parsed) => parsed));
    expect(error).toBeInstanceOf(RepackError);
    expect(error.message).toBe('zip entry icons/128.png is not readable');
  });

  it('refuses more than 10,000 entries and more than 512 MiB inflated', async () => {
    const many = buildZip([
      { name: 'manifest.json', data: '{}' },
      ...Array.from({ length: 10_000 }, (_, index) => ({
        name: `f${index}`,
        method: 'store' as const,
      })),
    ]);
    const tooMany = await errorOf(repackWithManifest(many, (parsed) => parsed));
    expect(tooMany).toBeInstanceOf(RepackError);
    expect(tooMany.message).toBe('zip has 10001 entries; at most 10000 are kept');

    const bomb = buildZip([
      { name: 'manifest.json', data: '{}' },
      { name: 'zeros.bin', deflated: zerosDeflated(513) },
    ]);
    const tooLarge = await errorOf(repackWithManifest(bomb, (parsed) => parsed));
    expect(tooLarge).toBeInstanceOf(RepackError);
    expect(tooLarge.message).toBe('zip inflates to more than 536870912 bytes');
  });
});

describe('writeDeterministicZip', () => {
  it('writes the files and directories in order, the same bytes every time', async () => {
    const files = [
      { name: 'b.txt', data: Buffer.from('b') },
      { name: 'dir/', data: Buffer.alloc(0) },
      { name: 'dir/a.txt', data: Buffer.from('a') },
    ];
    const zip = await writeDeterministicZip(files);
    expect((await writeDeterministicZip(files)).equals(zip)).toBe(true);
    const entries = await readBack(zip);
    expect(entries.map((entry) => [entry.name, entry.data.toString()])).toEqual([
      ['b.txt', 'b'],
      ['dir/', ''],
      ['dir/a.txt', 'a'],
    ]);
    expect(entries[1]!.mode & 0o170000).toBe(0o040000);
  });

  it('refuses names that would leave the folder', async () => {
    await expect(writeDeterministicZip([{ name: '../x', data: Buffer.from('x') }])).rejects.toThrow(
      /invalid relative path/,
    );
  });
});

describe('signedManifest', () => {
  it('sets update_url, drops key and leaves the input alone', () => {
    const input = { name: 'x', key: 'abc', update_url: 'https://old.example' };
    expect(signedManifest(input, updateUrl)).toEqual({ name: 'x', update_url: updateUrl });
    expect(input).toEqual({ name: 'x', key: 'abc', update_url: 'https://old.example' });
  });
});

const python = spawnSync('python3', ['--version']).status === 0;
if (!python) {
  console.warn('SKIPPED: python3 is not installed, so no independent reader checks repack output');
}

describe.skipIf(!python)('repack output read by Python zipfile', () => {
  it('lists the same entries and contents', async () => {
    const repacked = await repackWithManifest(source, (parsed) =>
      signedManifest(parsed, updateUrl),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-'));
    try {
      const file = path.join(dir, 'package.zip');
      fs.writeFileSync(file, repacked);
      const script = [
        'import hashlib, json, sys, zipfile',
        'z = zipfile.ZipFile(sys.argv[1])',
        'assert z.testzip() is None',
        'print(json.dumps([[i.filename, i.is_dir(), hashlib.sha256(z.read(i)).hexdigest(), list(i.date_time)] for i in z.infolist()]))',
      ].join('\n');
      const run = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const listed = JSON.parse(run.stdout) as [string, boolean, string, number[]][];
      const ours = await readBack(repacked);
      expect(listed.map(([name, isDir]) => [name, isDir])).toEqual(
        ours.map((entry) => [entry.name, entry.name.endsWith('/')]),
      );
      expect(listed.map(([, , sha]) => sha)).toEqual(
        ours.map((entry) => createHash('sha256').update(entry.data).digest('hex')),
      );
      for (const [, , , dateTime] of listed) expect(dateTime).toEqual([2020, 1, 1, 0, 0, 0]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
