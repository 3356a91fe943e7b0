import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.js';
import type { PackageReportRecord } from '../db/schema.js';
import { inspectPackage } from '../publishing/package/inspect-package.js';
import type { FileStorage } from '../storage/storage.js';

/**
 * The inspection report of every distinct package zip the database names, by file key: what
 * an upload of that zip would be told. Packages written by the seed never went through the
 * upload, so this is how its tests know a browser could load them.
 */
export async function storedPackageReports(
  db: Db,
  storage: FileStorage,
): Promise<Map<string, PackageReportRecord>> {
  const rows = await db.selectFrom('packages').select('file_key').distinct().execute();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-stored-packages-'));
  const reports = new Map<string, PackageReportRecord>();
  try {
    for (const { file_key: key } of rows) {
      const zip = await storage.read(key);
      if (!zip) throw new Error(`Package ${key} is not stored`);
      const file = path.join(dir, 'package.zip');
      await fs.promises.writeFile(file, zip);
      reports.set(key, (await inspectPackage(file)).report);
    }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
  return reports;
}
