import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage, parseKey } from './storage.js';

describe('local file storage', () => {
  const storage = new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-files-')));

  it('stores by content hash and reads back the same bytes', async () => {
    const data = Buffer.from('PK fake zip bytes');
    const first = await storage.put(data, 'zip');
    const second = await storage.put(Buffer.from(data), 'zip');
    expect(first.key).toBe(second.key);
    expect(first.key).toMatch(/^[a-f0-9]{64}\.zip$/);
    expect((await storage.read(first.key))?.equals(data)).toBe(true);
  });

  it('refuses keys that are not hashes, so no path can escape the store', async () => {
    expect(parseKey('../../etc/passwd')).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
    expect(await storage.read(`${'a'.repeat(64)}.exe`)).toBeNull();
  });
});
