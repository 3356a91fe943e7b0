import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { writeZipFile, zerosDeflated } from '../../test/zip-builder.js';
import {
  EntryCorruptError,
  EntryTooLargeError,
  nameProblem,
  readEntry,
  verifyEntry,
} from './zip-entries.js';

async function firstEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry> {
  for await (const entry of zip.eachEntry()) return entry;
  throw new Error('empty archive');
}

let dir: string;
beforeAll(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-zip-entries-'));
});
afterAll(async () => {
  await fs.promises.rm(dir, { recursive: true, force: true });
});

/** Opens the archive without yauzl's own size checks: only ours stand in the way. */
async function withUncheckedEntry(
  file: string,
  use: (zip: yauzl.ZipFile, entry: yauzl.Entry) => Promise<void>,
): Promise<void> {
  const zip = await yauzl.openPromise(file, {
    lazyEntries: true,
    autoClose: false,
    validateEntrySizes: false,
  });
  try {
    await use(zip, await firstEntry(zip));
  } finally {
    zip.close();
  }
}

describe('readEntry', () => {
  it('counts inflated bytes itself and stops at the declared size, whatever the data holds', async () => {
    const file = await writeZipFile(dir, 'liar.zip', [
      { name: 'manifest.json', deflated: zerosDeflated(64), declaredSize: 200 },
    ]);
    await withUncheckedEntry(file, async (zip, entry) => {
      const started = performance.now();
      await expect(readEntry(zip, entry, 4096)).rejects.toBeInstanceOf(EntryCorruptError);
      await expect(verifyEntry(zip, entry)).rejects.toBeInstanceOf(EntryCorruptError);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });

  it('checks the CRC-32 and the size of the data itself', async () => {
    const data = Buffer.from('console.log("hello");');
    const file = await writeZipFile(dir, 'crc.zip', [
      { name: 'a.js', deflated: { data: deflateRawSync(data), size: data.length, crc: 12345 } },
    ]);
    await withUncheckedEntry(file, async (zip, entry) => {
      await expect(readEntry(zip, entry, 1024)).rejects.toThrow('CRC-32 does not match');
      await expect(verifyEntry(zip, entry)).rejects.toBeInstanceOf(EntryCorruptError);
    });
    const short = await writeZipFile(dir, 'short.zip', [
      { name: 'a.js', data, declaredSize: data.length + 1 },
    ]);
    await withUncheckedEntry(short, async (zip, entry) => {
      await expect(verifyEntry(zip, entry)).rejects.toThrow('less data than its declared size');
    });
  });

  it('turns a deflate stream cut short into EntryCorruptError', async () => {
    const data = Buffer.from('x, y, z; '.repeat(5000));
    const full = deflateRawSync(data);
    const file = await writeZipFile(dir, 'cut.zip', [
      {
        name: 'a.js',
        deflated: { data: full.subarray(0, full.length - 8), size: data.length, crc: crc32(data) },
      },
    ]);
    await withUncheckedEntry(file, async (zip, entry) => {
      const error = await verifyEntry(zip, entry).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EntryCorruptError);
      expect((error as Error).cause).toMatchObject({ code: 'Z_BUF_ERROR' });
    });
  });

  it('returns the content of an honest entry', async () => {
    const file = await writeZipFile(dir, 'honest.zip', [{ name: 'a.txt', data: 'hello' }]);
    const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
    try {
      const entry = await firstEntry(zip);
      expect((await readEntry(zip, entry, 5)).toString()).toBe('hello');
      await expect(verifyEntry(zip, entry)).resolves.toBeUndefined();
      await expect(readEntry(zip, entry, 4)).rejects.toBeInstanceOf(EntryTooLargeError);
    } finally {
      zip.close();
    }
  });
});

describe('nameProblem', () => {
  it('accepts ordinary relative names', () => {
    for (const name of [
      'manifest.json',
      'a/b/c.js',
      'dir/',
      './x.js',
      'dots..in..name.js',
      '한글.txt',
    ]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });
});
