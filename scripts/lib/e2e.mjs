// How the end-to-end suite is run, shared by `npm test` and scripts/e2e-under-load.mjs; run as
// a script (`node --import tsx scripts/lib/e2e.mjs <files>`), it runs the given files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './process.mjs';

/**
 * Seconds each e2e file took in a full run on the shared two-core machine (two files at a time).
 * Files start longest first, so the run does not end with one long file alone on the cores while
 * the other slot sits idle; a file not listed counts as a middling one.
 */
const E2E_WEIGHTS = {
  'browser-requests.test.ts': 72,
  'storefront.test.ts': 71,
  'curation.test.ts': 70,
  'moderation.test.ts': 50,
  // One file (91 s) until the admin console's audit moved out: of its 203 s in a run at load 20,
  // 61 s went to the store pages, 36 s to the developer area, 95 s to the console.
  'accessibility.test.ts': 50,
  'rating-moderation.test.ts': 48,
  'ratings.test.ts': 48,
  'accessibility-console.test.ts': 45,
  'browser-installs.test.ts': 42,
  'sidebar.test.ts': 42,
  'storefront-gates.test.ts': 40,
  'accounts.test.ts': 39,
  'browser-staged-release.test.ts': 35,
  'access-tokens.test.ts': 34,
  'publishing-webapp.test.ts': 34,
  'browser-fleet.test.ts': 33,
  'browser-prompt.test.ts': 33,
  'process.test.ts': 33,
  'browser-group-limits.test.ts': 32,
  'store.test.ts': 31,
  'dark-mode.test.ts': 27,
  'server-rendering.test.ts': 25,
  'browser-newtab.test.ts': 24,
  'browser-group.test.ts': 18,
  'publishing.test.ts': 17,
  'browser-groups.test.ts': 15,
  'wallpaper-likes.test.ts': 14,
  'api.test.ts': 6,
  'start-build.test.ts': 4,
};
const E2E_DEFAULT_WEIGHT = 30;

/** Every e2e test file, relative to the repository: heaviest first, then by name. */
export function e2eFiles() {
  const weight = (name) => E2E_WEIGHTS[name] ?? E2E_DEFAULT_WEIGHT;
  return fs
    .readdirSync(path.join(ROOT, 'e2e', 'tests'))
    .filter((name) => name.endsWith('.test.ts'))
    .sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
    .map((name) => path.join('e2e', 'tests', name));
}

/**
 * How many e2e files run at once. Each file starts its own server, data directory, browser (and
 * Xvfb display, on a number Xvfb picks) on free ports, so files side by side never share
 * anything; a file alone keeps about half of two cores busy, since much of its time is spent
 * waiting for a browser to install, update or render, so two side by side finish the step in
 * about two thirds of the time.
 */
const E2E_CONCURRENCY = 2;

/** The longest an e2e file may run before the runner stops it. */
const E2E_FILE_TIMEOUT_MS = 5 * 60_000;

/**
 * The arguments that run the given e2e files with `node`: this module as a script (see
 * runE2eFiles), with tsx loaded so that the files' processes read TypeScript.
 */
export function e2eArguments(files) {
  return ['--import', 'tsx', fileURLToPath(import.meta.url), ...files];
}

/**
 * Node's test runner over the files in the order given, E2E_CONCURRENCY at a time, each in its
 * own process, printing the spec reporter's lines; the exit code is 1 when a test failed.
 * `node --test` would sort the files by name, undoing the longest-first order of e2eFiles.
 */
async function runE2eFiles(files) {
  const { run } = await import('node:test');
  const { spec } = await import('node:test/reporters');
  const stream = run({
    files: files.map((file) => path.resolve(ROOT, file)),
    concurrency: E2E_CONCURRENCY,
    timeout: E2E_FILE_TIMEOUT_MS,
  });
  stream.on('test:fail', () => {
    process.exitCode = 1;
  });
  stream.compose(spec).pipe(process.stdout);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runE2eFiles(process.argv.slice(2));
}

/** Reads the spec reporter's closing lines ("ℹ pass 12", "ℹ fail 0", ...); null without them. */
export function nodeTestCounts(output) {
  const read = (label) => {
    const match = output.match(new RegExp(`^\\S*\\s*${label} (\\d+)\\s*$`, 'm'));
    return match ? Number(match[1]) : null;
  };
  const passed = read('pass');
  if (passed === null) return null;
  return {
    passed,
    failed: (read('fail') ?? 0) + (read('cancelled') ?? 0),
    skipped: (read('skipped') ?? 0) + (read('todo') ?? 0),
  };
}

/** The variable through which the e2e harness finds the run's seeded data directory. */
export const SEEDED_DIR_VARIABLE = 'LAGOON_E2E_SEEDED_DIR';

async function healthy(url, exited, deadline) {
  while (Date.now() < deadline) {
    if (exited.code !== undefined) return false;
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok && (await response.json()).status === 'ok') return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Creates the demo catalog once for the whole e2e run: the built server's first start in a new
 * data directory, stopped cleanly. Each test file then starts from a copy of it (see
 * makeDataDir in e2e/src/harness.ts) instead of seeding its own, which took most of a file's
 * time. Resolves with the directory, or null (with the reason printed) when the server could not
 * seed it; the files then seed their own as before.
 */
export async function prepareSeededDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-e2e-seeded-'));
  const probe = net.createServer();
  const port = await new Promise((resolve, reject) => {
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe.address().port));
  });
  await new Promise((resolve) => probe.close(resolve));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'apps', 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const exited = {};
  const ended = new Promise((resolve) => {
    child.on('exit', (code) => {
      exited.code = code;
      resolve(code);
    });
  });
  const ready = await healthy(url, exited, Date.now() + 3 * 60_000);
  if (exited.code === undefined) child.kill('SIGTERM');
  const code = await ended;
  process.off('exit', killOnExit);
  if (!ready || code !== 0) {
    process.stderr.write(`Could not seed a data directory for the e2e run:\n${log}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return dir;
}
