import path from 'node:path';
import { openDatabase } from '../db/database.js';
import {
  type AdminCommand,
  parseAdminCommand,
  runAdminCommand,
  USAGE,
  UsageError,
} from './admin-command.js';

async function main(): Promise<void> {
  let command: AdminCommand;
  try {
    command = parseAdminCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (command.name === 'help') {
    console.log(USAGE);
    return;
  }
  // Blank variables count as unset, as they do for the server.
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    process.exitCode = await runAdminCommand(handle.db, command, console);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
