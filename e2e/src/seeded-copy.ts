// Copies the run's seeded data directory for one test file at a fraction of a full copy's cost.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The folder of stored files inside a data directory. The server's local storage names each
 * file by its SHA-256, writes it once under a temporary name and renames it into place, and
 * removes it by unlinking, so it never changes a file's bytes: a hard link is as good as a
 * copy, and a server that adds or removes files only changes its own directory entries.
 */
const STORED_FILES = 'files';

/** Hard-links every file of `from` into `to` (made as needed); copies where linking fails. */
async function linkTree(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true });
  const entries = await fs.promises.readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) return linkTree(source, target);
      try {
        await fs.promises.link(source, target);
      } catch {
        // Another file system, or one without hard links.
        await fs.promises.copyFile(source, target);
      }
    }),
  );
}

/** Copies `sources` into the directory `to` with cp, or Node's copy where cp cannot. */
async function copyInto(sources: string[], to: string): Promise<void> {
  if (sources.length === 0) return;
  try {
    await execFileAsync('cp', ['-R', '-p', ...sources, to]);
  } catch {
    for (const source of sources) {
      await fs.promises.cp(source, path.join(to, path.basename(source)), { recursive: true });
    }
  }
}

/**
 * Fills the empty directory `to` with the data directory `seeded`: the database and the
 * secrets are copied (the database writes its files in place), the stored files are hard
 * links (see STORED_FILES). Measured on the two-core machine: about 2.5 s of CPU per data
 * directory, copy and removal, instead of 6.5 s for Node's recursive copy of everything.
 */
export async function copySeededDataDir(seeded: string, to: string): Promise<void> {
  const names = await fs.promises.readdir(seeded);
  const copied = names
    .filter((name) => name !== STORED_FILES)
    .map((name) => path.join(seeded, name));
  await Promise.all([
    names.includes(STORED_FILES)
      ? linkTree(path.join(seeded, STORED_FILES), path.join(to, STORED_FILES))
      : Promise.resolve(),
    copyInto(copied, to),
  ]);
}
