import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { writeZipFile, zerosDeflated } from '../../test/zip-builder.js';
import { EntryTooLargeError, nameProblem, readEntry } from './zip-entries.js';

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

describe('readEntry', () => {
  it('counts inflated bytes itself, whatever the headers claim', async () => {
    const file = await writeZipFile(dir, 'liar.zip', [
      { name: 'manifest.json', deflated: zerosDeflated(64), declaredSize: 200 },
    ]);
    // Without yauzl's own size check, only the count in readEntry stands in the way.
    const zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: false,
    });
    try {
      const entry = await firstEntry(zip);
      const started = performance.now();
      await expect(readEntry(zip, entry, 4096)).rejects.toBeInstanceOf(EntryTooLargeError);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      zip.close();
    }
  });

  it('returns the content of an honest entry', async () => {
    const file = await writeZipFile(dir, 'honest.zip', [{ name: 'a.txt', data: 'hello' }]);
    const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
    try {
      const entry = await firstEntry(zip);
      expect((await readEntry(zip, entry, 5)).toString()).toBe('hello');
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
