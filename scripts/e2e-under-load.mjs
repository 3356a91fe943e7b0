// `node scripts/e2e-under-load.mjs [--runs=3] [--hogs=1]`: runs the end-to-end suite several
// times in a row while busy processes keep CPU cores loaded, the way a shared CI machine is.
// A test that passes only on a quiet machine has a race; this is how such races are found.
// It expects a build (`npm run build`) and reports each run's counts; it exits non-zero when any
// run failed. Never part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import {
  e2eArguments,
  e2eFiles,
  nodeTestCounts,
  prepareSeededDataDir,
  SEEDED_DIR_VARIABLE,
} from './lib/e2e.mjs';
import { formatDuration, ROOT } from './lib/process.mjs';

function option(name, fallback) {
  const arg = process.argv.find((entry) => entry.startsWith(`--${name}=`));
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const runs = option('runs', 3);
const hogs = option('hogs', 1);

const files = e2eFiles();

/** A process that does nothing but spin, until it is killed. */
function startHog() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

function runSuite() {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, e2eArguments(files), {
      cwd: ROOT,
      env: seeded ? { ...process.env, [SEEDED_DIR_VARIABLE]: seeded } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => {
      const counts = nodeTestCounts(output) ?? { passed: 0, failed: 0 };
      resolve({ code, passed: counts.passed, failed: counts.failed });
    });
  });
}

const seeded = await prepareSeededDataDir();
const busy = Array.from({ length: hogs }, startHog);
const stopHogs = () => {
  for (const hog of busy) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

const results = [];
for (let run = 1; run <= runs; run++) {
  process.stdout.write(`\n━━ e2e run ${run} of ${runs}, ${hogs} busy process(es)\n`);
  const started = Date.now();
  const result = await runSuite();
  results.push({ run, ...result, ms: Date.now() - started });
}
stopHogs();
if (seeded) fs.rmSync(seeded, { recursive: true, force: true });

process.stdout.write('\n━━ e2e under load\n');
for (const result of results) {
  process.stdout.write(
    `  run ${result.run}: ${result.passed} passed, ${result.failed} failed in ${formatDuration(result.ms)}\n`,
  );
}
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(results.every((result) => result.code === 0 && result.failed === 0) ? 0 : 1);
