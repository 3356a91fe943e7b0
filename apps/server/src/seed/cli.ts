import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@lagoon/demo-catalog';
import { sql } from 'kysely';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { loadKeySecret } from '../publishing/package/extension-key.js';
import { openFileStorage } from '../storage/open-storage.js';
import { seedDemoCatalog } from './demo.js';
import { seedLargeCatalog } from './large.js';

const USAGE = `Usage: npm run seed [-- --items N]

Seeds the demo catalog into the database the server uses (DATA_DIR, default ./data, or
DATABASE_URL). It is skipped when the catalog is already there. With --items N it then adds N
more published extensions, for benchmarks.`;

function readCount(option: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`--${option} must be a whole number of 0 or more, not "${value}"`);
  }
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      items: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const items = readCount('items', values.items);
  // Blank variables count as unset, as they do for the server.
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const log = (message: string) => console.log(message);

  const handle = await openDatabase({ databaseUrl, dataDir });
  // The server's own setting: DATA_DIR/files, or the bucket of STORAGE_URL.
  const { storage, close } = openFileStorage(loadConfig(process.env).storage);
  try {
    const started = Date.now();
    const { seeded } = await seedDemoCatalog(handle.db, storage, {
      keySecret: loadKeySecret(dataDir, process.env.ITEM_KEY_SECRET),
      log,
    });
    if (!seeded) log('The demo catalog is already seeded; nothing to do.');
    if (items > 0) await seedLargeCatalog(handle.db, storage, items, { log });

    const counts = await handle.db
      .selectFrom('items')
      .select(['product_type', sql<number>`count(*)::int`.as('count')])
      .groupBy('product_type')
      .orderBy('product_type')
      .execute();
    log(
      `Catalog (${handle.kind}${databaseUrl ? '' : ` in ${dataDir}`}): ` +
        counts.map((row) => `${row.count} ${row.product_type}`).join(', '),
    );
    if (seeded) {
      log('Demo accounts:');
      for (const account of DEMO_ACCOUNTS) {
        log(`  ${account.role.padEnd(13)} ${account.email.padEnd(22)} ${account.password}`);
      }
    }
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
