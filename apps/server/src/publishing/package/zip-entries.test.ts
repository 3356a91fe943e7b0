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
  openZip,
  readCentralDirectory,
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
      // 64 MiB of zeros behind a declared 200 bytes: refused at byte 201, not after inflating.
      await expect(readEntry(zip, entry, 4096)).rejects.toThrow('more data than its declared size');
      await expect(verifyEntry(zip, entry)).rejects.toThrow('more data than its declared size');
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

  it('refuses control characters of any kind, separators, bidirectional controls and halves of surrogate pairs', () => {
    for (const name of [
      'nul\u0000.js',
      'evil\r\nname.txt',
      'tab\t.js',
      'del\u007f.js',
      'c1\u0080.js',
      'csi\u009b.js',
      'line\u2028.js',
      'para\u2029.js',
      'rlo\u202e.js',
      'isolate\u2066.js',
      'high\ud800.js',
      'low\udc00.js',
      'replacement\ufffd.js',
    ]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe('ZIP_INVALID_NAME');
    }
    expect(nameProblem('emoji-\ud83d\ude00.png')).toBeNull();
  });
});

describe('verifyEntry in memory (archives opened by openZip)', () => {
  async function entriesOf(file: string) {
    const zip = await openZip(file);
    return { zip, records: await readCentralDirectory(zip) };
  }

  it('accepts honest stored, deflated and empty entries', async () => {
    const file = await writeZipFile(dir, 'memory-honest.zip', [
      { name: 'a.txt', data: 'hello '.repeat(1000) },
      { name: 'b.bin', data: Buffer.from([1, 2, 3]), method: 'store' },
      { name: 'empty.txt', data: '' },
    ]);
    const { zip, records } = await entriesOf(file);
    try {
      for (const { entry } of records)
        await expect(verifyEntry(zip, entry)).resolves.toBeUndefined();
    } finally {
      zip.close();
    }
  });

  it('refuses what the streaming check refuses: wrong CRC-32, short data, more data, a stream cut short', async () => {
    const data = Buffer.from('x, y, z; '.repeat(5000));
    const full = deflateRawSync(data);
    const file = await writeZipFile(dir, 'memory-bad.zip', [
      { name: 'crc.js', deflated: { data: full, size: data.length, crc: 12345 } },
      { name: 'short.js', data, declaredSize: data.length + 1 },
      { name: 'liar.js', deflated: zerosDeflated(2), declaredSize: 200 },
      {
        name: 'cut.js',
        deflated: { data: full.subarray(0, full.length - 8), size: data.length, crc: crc32(data) },
      },
    ]);
    const opened = await openZip(file);
    try {
      const entries: yauzl.Entry[] = [];
      for await (const entry of opened.eachEntry()) entries.push(entry);
      const messages = await Promise.all(
        entries.map((entry) =>
          verifyEntry(opened, entry).then(
            () => 'ok',
            (error: unknown) =>
              error instanceof EntryCorruptError ? error.message : `other: ${String(error)}`,
          ),
        ),
      );
      expect(messages).toEqual([
        'CRC-32 does not match',
        'less data than its declared size',
        'more data than its declared size',
        'data does not decode',
      ]);
    } finally {
      opened.close();
    }
  });

  it('calls a missing local header the archive’s fault, not the entry’s', async () => {
    const zip = Buffer.from(
      await fs.promises.readFile(
        await writeZipFile(dir, 'memory-header.zip', [{ name: 'a.txt', data: 'hello' }]),
      ),
    );
    zip.writeUInt32LE(0x12345678, 0);
    const file = path.join(dir, 'memory-header-broken.zip');
    await fs.promises.writeFile(file, zip);
    const { zip: opened, records } = await entriesOf(file);
    try {
      const error = await verifyEntry(opened, records[0]!.entry).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(EntryCorruptError);
    } finally {
      opened.close();
    }
  });
});
