import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.js';
import { listAdministrators, setAdministrator } from './admin.js';

const USAGE = `Usage: npm run admin -- grant <email>
       npm run admin -- revoke <email>
       npm run admin -- list

Gives or takes the administrator role in the database the server uses (DATA_DIR, default
./data, or DATABASE_URL). Stop a server using the embedded database first.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  if (!['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !email)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  // Blank variables count as unset, as they do for the server.
  const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    if (command === 'list') {
      const admins = await listAdministrators(handle.db);
      console.log(admins.length > 0 ? admins.join('\n') : 'No administrators.');
      return;
    }
    const granted = command === 'grant';
    if (!(await setAdministrator(handle.db, email!, granted))) {
      console.error(`No account uses the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(
      granted ? `${email} is now an administrator.` : `${email} is no longer an administrator.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
