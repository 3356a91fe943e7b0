// Adds the benchmark developers to the store the environment names (DATA_DIR or DATABASE_URL,
// as for the server), after `npm run seed -- --items N` has filled it, each owning
// BENCH_ITEMS_PER_DEVELOPER live items: `node --import tsx bench/src/seed-developers.ts COUNT`.
// Run while the server is stopped.
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { BENCH_ITEMS_PER_DEVELOPER, seedBenchDevelopers } from './developers.js';

async function main(): Promise<void> {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1) throw new Error('COUNT must be a whole number');
  // Blank variables count as unset, as they do for the server.
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedBenchDevelopers(handle.db, count, BENCH_ITEMS_PER_DEVELOPER, {
      log: console.log,
    });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
