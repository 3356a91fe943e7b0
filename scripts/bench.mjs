// `npm run bench`: catalog throughput against a static body of the same size. Never part of
// `npm test`. Options through the environment: BENCH_ITEMS (default 100000), BENCH_DURATION
// seconds per measurement (default 10), BENCH_CONNECTIONS (default 10). `--only=package` (or
// BENCH_ONLY=package) measures package inspection alone; `--only=size` the home page's
// JavaScript; `--only=pages` the store pages' throughput; `--only=lighthouse` the Lighthouse
// scores of the home, detail and search pages (BENCH_LIGHTHOUSE_RUNS per page, default 3);
// `--only=start` a fresh clone's first and second `npm start`.
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, run } from './lib/process.mjs';

async function main() {
  await ensureInstalled();
  const only =
    process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
    process.env.BENCH_ONLY;
  // Package inspection runs from the sources, the size step makes its own build and the start
  // step a fresh clone's.
  if (only !== 'package' && only !== 'size' && only !== 'start') await ensureBuilt();
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
