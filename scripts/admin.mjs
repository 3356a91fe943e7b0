// `npm run admin -- grant|revoke <email>` (or `list`): gives or takes the administrator role in
// the database the server would use (same environment variables: DATA_DIR, DATABASE_URL).
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, run, say } from './lib/process.mjs';

async function main() {
  await ensureInstalled({ serving: true });
  await ensureBuilt();
  say('Changing administrators\u2026');
  const result = await run(
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/accounts/admin-cli.js'), ...process.argv.slice(2)],
    { cwd: process.cwd() },
  );
  process.exit(result.code);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
