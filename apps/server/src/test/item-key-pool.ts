import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createExtensionKeyAsync, type ExtensionKey } from '../publishing/package/extension-key.js';

/**
 * The secret the pool's keys are sealed with: fixed, so that a pool written by one test run (the
 * PGlite run) serves the next (the PostgreSQL run) on the same machine. Test keys only.
 */
export const POOL_KEY_SECRET = Buffer.alloc(32, 0x4c);

const POOL_FILE = path.join(os.tmpdir(), 'lagoon-test-item-keys.json');

function readPool(): ExtensionKey[] {
  try {
    const keys = JSON.parse(fs.readFileSync(POOL_FILE, 'utf8')) as unknown;
    return Array.isArray(keys) ? (keys as ExtensionKey[]) : [];
  } catch {
    return [];
  }
}

/**
 * Item keys for seeding the demo catalog in tests: an RSA key takes about 0.15 s of a core to
 * make, and the catalog needs one per packaged item, so the keys are made once per machine and
 * kept in the temporary folder, as the PGlite template is (test/app.ts). Each call of the
 * returned function hands out the next key not yet handed out in this process; when the kept
 * keys run out, new ones are made and kept too.
 */
export function pooledItemKeys(): () => Promise<ExtensionKey> {
  const kept = readPool();
  const made: ExtensionKey[] = [];
  let next = 0;
  let saving: Promise<void> | null = null;
  const save = () => {
    saving ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      saving = null;
      const temporary = `${POOL_FILE}.${process.pid}.tmp`;
      // Written aside and renamed: a test file reading at the same moment sees a whole pool.
      fs.writeFileSync(temporary, JSON.stringify([...kept, ...made]));
      fs.renameSync(temporary, POOL_FILE);
    });
    return saving;
  };
  return async () => {
    const index = next++;
    if (index < kept.length) return kept[index]!;
    const key = await createExtensionKeyAsync(POOL_KEY_SECRET);
    made.push(key);
    await save();
    return key;
  };
}
