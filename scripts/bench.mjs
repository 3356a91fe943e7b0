// `npm run bench`: catalog throughput against a static body of the same size. Never part of
// `npm test`. Options through the environment: BENCH_ITEMS (default 100000), BENCH_DURATION
// seconds per measurement (default 10), BENCH_CONNECTIONS (default 10).
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, run } from './lib/process.mjs';

async function main() {
  await ensureInstalled();
  await ensureBuilt();
  const result = await run(process.execPath, [
    '--import',
    'tsx',
    path.join(ROOT, 'bench/src/run.ts'),
    ...process.argv.slice(2),
  ]);
  process.exit(result.code);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
