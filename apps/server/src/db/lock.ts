import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. The embedded database is single-process, so a
 * second server on the same directory must refuse to start rather than corrupt it. A lock
 * left by a process that died (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'lagoon.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid))
              fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Lagoon process (pid ${owner}). ` +
            'Stop that process, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
