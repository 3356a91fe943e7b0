import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

describe('data directory lock', () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-lock-'));

  it('refuses a second holder while the first is alive', () => {
    const dir = tempDir();
    // The parent process stands in for another live server holding the directory.
    fs.writeFileSync(path.join(dir, 'lagoon.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Lagoon process/);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'lagoon.lock'), '999999999\n');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'lagoon.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'lagoon.lock'))).toBe(false);
  });
});
