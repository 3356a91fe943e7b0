// `npm test`: everything a user relies on, in order, stopping at the first failure:
// lint, type check, build, unit + API tests on PGlite, the API tests again on a real
// PostgreSQL when one can be started here, and end-to-end tests in Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent, recordBuild, sourceFingerprint } from './lib/build.mjs';
import { checkCommands, runChecks } from './lib/checks.mjs';
import {
  e2eArguments,
  e2eFiles,
  nodeTestCounts,
  prepareSeededDataDir,
  SEEDED_DIR_VARIABLE,
} from './lib/e2e.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { prepareObjectStore } from './lib/object-store.mjs';
import { databaseTestFiles, preparePostgres } from './lib/postgres.mjs';
import {
  formatDuration,
  hasCommand,
  localBin,
  ROOT,
  run,
  say,
  stopRunning,
} from './lib/process.mjs';

const CHROMIUM = '/usr/bin/chromium';
const POSTGRES_STEP = 'API (PostgreSQL)';
const MINUTE = 60_000;

/** One row of the closing summary. */
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const backends = { pglite: null, postgres: null };

class StepFailure extends Error {}

function record(name, status, ms, note = '') {
  results.push({ name, status, ms, note });
}

function countsNote(counts) {
  if (!counts) return '';
  const parts = [`${counts.passed} passed`];
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
}

/**
 * Steps named in `--skip=a,b` (lint, typecheck, build, unit, postgres, e2e) are left out, for a
 * quicker local loop; the summary says so. CI never passes it.
 */
const SKIP = new Set(
  process.argv
    .filter((arg) => arg.startsWith('--skip='))
    .flatMap((arg) => arg.slice('--skip='.length).split(','))
    .filter(Boolean),
);
const STEP_KEYS = ['lint', 'typecheck', 'build', 'unit', 'postgres', 'e2e'];
const unknownSkips = [...SKIP].filter((key) => !STEP_KEYS.includes(key));
if (unknownSkips.length > 0) {
  console.error(
    `Unknown step in --skip: ${unknownSkips.join(', ')} (steps: ${STEP_KEYS.join(', ')})`,
  );
  process.exit(2);
}

/** Runs one step, records it, and throws StepFailure so the suite stops at the first failure. */
async function step(name, body, key) {
  if (key && SKIP.has(key)) {
    record(name, 'skipped', 0, '--skip');
    return {};
  }
  process.stdout.write(`\n\u2501\u2501 ${name}\n`);
  const started = Date.now();
  let outcome;
  try {
    outcome = (await body()) ?? {};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    outcome = { ok: false, note: message.split('\n')[0] };
  }
  const ms = Date.now() - started;
  const { ok = true, skipped = false, counts, note = '' } = outcome;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  const detail = [countsNote(counts), note].filter(Boolean).join('; ');
  record(name, skipped ? 'skipped' : ok ? 'passed' : 'FAILED', ms, detail);
  if (!ok) {
    // A failed step without test counts (lint, types, build) still counts as one failure.
    if (!counts || counts.failed === 0) totals.failed += 1;
    throw new StepFailure(name);
  }
  return outcome;
}

/**
 * Debian packages the e2e tests drive: Chromium, plus Xvfb and xdotool, with which
 * e2e/tests/browser-prompt.test.ts runs Chromium headful and answers its own install prompt.
 */
const E2E_PACKAGES = [
  { name: 'chromium', present: () => fs.existsSync(CHROMIUM) },
  { name: 'xvfb', present: () => hasCommand('Xvfb') },
  { name: 'xdotool', present: () => hasCommand('xdotool') },
];

async function ensureChromium() {
  const missing = E2E_PACKAGES.filter((pkg) => !pkg.present());
  if (missing.length === 0) return { note: `${CHROMIUM}, Xvfb, xdotool` };
  const names = missing.map((pkg) => pkg.name);
  const chromiumMissing = names.includes('chromium');
  // Without Xvfb or xdotool only the prompt tests are skipped (loudly), so that alone does not
  // stop the suite; without Chromium nothing in the browser can run.
  const giveUp = (why) => {
    if (chromiumMissing) throw new Error(why);
    const absent = missing.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
    say(`${why} The Chromium prompt tests will be skipped.`);
    return { note: `${CHROMIUM}; no ${absent.join(', ')}: prompt tests skip` };
  };
  const root = process.getuid?.() === 0;
  const prefix = root ? [] : hasCommand('sudo') ? ['sudo', '-n'] : null;
  if (!prefix || !hasCommand('apt-get')) {
    return giveUp(
      `${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} missing and cannot be installed ` +
        `here; install Debian's packages (apt-get install ${names.join(' ')}) and run the ` +
        'tests again.',
    );
  }
  say(`Installing ${names.join(', ')} (apt-get install ${names.join(' ')})\u2026`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = async (...args) => {
    const [head, ...rest] = [...prefix, 'apt-get', ...args];
    const result = await run(head, rest, { env, timeoutMs: 10 * MINUTE });
    if (result.code !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.code}).`);
  };
  try {
    await apt('update', '-q');
    await apt('install', '-y', '-q', ...names);
  } catch (error) {
    return giveUp(error instanceof Error ? error.message : String(error));
  }
  const absent = missing.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (absent.length > 0) return giveUp(`apt-get finished but ${absent.join(', ')} is missing.`);
  return { note: `installed ${names.join(', ')}` };
}

const STEP_NAMES = { lint: 'lint (biome)', typecheck: 'typecheck (tsc)', build: 'build' };

/**
 * Lint, type check and build, run side by side two commands at a time (scripts/lib/checks.mjs):
 * each keeps its row in the summary, timed from its first command's start to its last one's
 * end, and one more row gives the three together. The build is left out when its stamp says
 * nothing changed since the last one (never on CI).
 */
async function lintTypecheckBuild() {
  const wanted = (key) => !SKIP.has(key);
  for (const key of ['lint', 'typecheck', 'build']) {
    if (!wanted(key)) record(STEP_NAMES[key], 'skipped', 0, '--skip');
  }
  const fingerprint = sourceFingerprint();
  const build =
    wanted('build') &&
    (process.env.CI === 'true' || !buildIsCurrent(fingerprint, { fastCompression: true }));
  const commands = checkCommands({
    lint: wanted('lint'),
    typecheck: wanted('typecheck'),
    build,
    root: ROOT,
  });
  if (commands.length === 0) {
    if (wanted('build')) record(STEP_NAMES.build, 'passed', 0, 'up to date');
    return;
  }
  process.stdout.write(
    `\n\u2501\u2501 ${['lint', 'typecheck', 'build'].filter(wanted).join(' + ')}\n`,
  );
  const started = Date.now();
  const steps = await runChecks(commands, ROOT);
  const together = Date.now() - started;
  let failed = false;
  for (const key of ['lint', 'typecheck', 'build']) {
    const state = steps.get(key);
    if (!state) {
      if (key === 'build' && wanted('build')) record(STEP_NAMES.build, 'passed', 0, 'up to date');
      continue;
    }
    const ms = (state.ended ?? Date.now()) - (state.started ?? started);
    const notes = [];
    if (state.failed.length > 0) notes.push(`${state.failed.join(', ')} failed`);
    else if (state.left > 0) notes.push('stopped by another failure');
    const status = state.failed.length > 0 ? 'FAILED' : state.left > 0 ? 'skipped' : 'passed';
    record(STEP_NAMES[key], status, ms, notes.join('; '));
    if (state.failed.length > 0) {
      totals.failed += 1;
      failed = true;
    }
  }
  record(
    '  (the three together)',
    failed ? 'FAILED' : 'passed',
    together,
    `${commands.length} commands, ${Math.min(os.availableParallelism(), commands.length)} at a time`,
  );
  if (build && !failed) {
    try {
      // The web app's files were compressed quickly (see checkCommands).
      recordBuild(fingerprint, 'fast');
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      totals.failed += 1;
      failed = true;
    }
  }
  if (failed) throw new StepFailure('lint, typecheck or build');
}

/**
 * Runs Vitest with its JSON reporter beside the default one and reads the test counts. With
 * `background` (the step's name), it runs at a lower CPU priority (nice 10) and its output is
 * kept and printed whole under that name when it ends, so that a step running beside it keeps
 * the cores it needs and its lines.
 */
async function vitest(args, env = process.env, { background = '' } = {}) {
  const report = path.join(os.tmpdir(), `lagoon-vitest-${process.pid}-${Date.now()}.json`);
  const vitestArgs = [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const niced = background !== '' && hasCommand('nice');
  const result = await run(
    niced ? 'nice' : localBin('vitest'),
    niced ? ['-n', '10', localBin('vitest'), ...vitestArgs] : vitestArgs,
    // At its lower priority it takes longer the busier its neighbour keeps the cores.
    { env, timeoutMs: (background ? 25 : 12) * MINUTE, capture: background !== '' },
  );
  if (background) {
    process.stdout.write(
      `\n\u2501\u2501 ${background} (its output, now that it has ended)\n${result.stdout}`,
    );
    process.stderr.write(result.stderr);
  }
  let counts = null;
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
  } catch {
    // No report (crash before the reporter ran): the exit code alone tells.
  } finally {
    fs.rmSync(report, { force: true });
  }
  const ok = result.code === 0 && !result.timedOut && (counts?.failed ?? 0) === 0;
  const note = result.timedOut ? 'timed out' : '';
  return { ok, counts: counts ?? undefined, note };
}

async function postgresApiTests() {
  // Only the files that open a database: the others ran in the PGlite run and would run the
  // same code again.
  const { files, total } = databaseTestFiles(ROOT);
  const scope = `${files.length} of ${total} server test files (those that open a database)`;
  say(`The PostgreSQL run repeats ${scope}.`);
  const args = ['--project', 'server', ...files];
  const background = { background: POSTGRES_STEP };
  if (process.env.TEST_DATABASE_URL) {
    const outcome = await vitest(args, process.env, background);
    backends.postgres = { ok: outcome.ok, label: 'TEST_DATABASE_URL' };
    return outcome;
  }
  const postgres = await preparePostgres();
  if (postgres.skipped) {
    say(`Skipping the PostgreSQL run: ${postgres.skipped}.`);
    backends.postgres = { skipped: postgres.skipped };
    return { skipped: true, note: postgres.skipped };
  }
  try {
    const outcome = await vitest(
      args,
      { ...process.env, TEST_DATABASE_URL: postgres.url },
      background,
    );
    backends.postgres = { ok: outcome.ok, label: postgres.version };
    return {
      ...outcome,
      note: [`PostgreSQL ${postgres.version}, ${files.length} files`, outcome.note]
        .filter(Boolean)
        .join('; '),
    };
  } finally {
    await postgres.stop();
  }
}

/**
 * The demo catalog the e2e files start from (the built server's first start), begun as soon as
 * the build and the PGlite run are done so that it is drawn while the PostgreSQL run waits on its
 * database server; the e2e step takes it when it starts.
 */
let seeding = null;

function startSeeding() {
  if (SKIP.has('e2e') || seeding) return;
  say('Creating the demo catalog the e2e files start from, beside the next step\u2026');
  seeding = prepareSeededDataDir();
}

async function e2eTests() {
  const files = e2eFiles();
  if (files.length === 0) return { ok: false, note: 'no e2e test files' };
  // Screenshots of failures from an earlier run would only mislead.
  fs.rmSync(path.join(ROOT, 'e2e', 'test-results'), { recursive: true, force: true });
  startSeeding();
  const seeded = await seeding;
  let result;
  try {
    result = await run(process.execPath, e2eArguments(files), {
      tee: true,
      timeoutMs: 15 * MINUTE,
      env: seeded ? { ...process.env, [SEEDED_DIR_VARIABLE]: seeded } : process.env,
    });
  } finally {
    if (seeded) fs.rmSync(seeded, { recursive: true, force: true });
  }
  const counts = nodeTestCounts(result.stdout);
  const ok = result.code === 0 && !result.timedOut && counts !== null && counts.failed === 0;
  return { ok, counts: counts ?? undefined, note: result.timedOut ? 'timed out' : '' };
}

function printSummary(totalMs) {
  const width = Math.max(...results.map((row) => row.name.length), 4);
  const lines = ['', '\u2501\u2501 Summary', ''];
  lines.push(`  ${'Step'.padEnd(width)}  ${'Result'.padEnd(8)}  ${'Time'.padStart(9)}  Details`);
  for (const row of results) {
    lines.push(
      `  ${row.name.padEnd(width)}  ${row.status.padEnd(8)}  ${formatDuration(row.ms).padStart(9)}  ${row.note}`,
    );
  }
  lines.push(`  ${'total'.padEnd(width)}  ${''.padEnd(8)}  ${formatDuration(totalMs).padStart(9)}`);
  lines.push('');
  const describe = (label, state) => {
    if (!state) return `${label} \u2013 (not run)`;
    if (state.skipped) return `${label} \u2013 skipped (${state.skipped})`;
    const suffix = state.label ? ` (${state.label})` : '';
    return `${label} ${state.ok ? '\u2713' : '\u2717'}${suffix}`;
  };
  lines.push(
    `API suite: ${describe('PGlite', backends.pglite)}, ${describe('PostgreSQL', backends.postgres)}`,
  );
  lines.push('');
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  lines.push(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The S3-protocol server of this run, stopped when the run ends. */
let objectStore = null;

/**
 * Starts the S3-protocol server the storage and two-server tests use; its address reaches every
 * later step through the environment (TEST_S3_ENDPOINT, TEST_S3_BUCKET).
 */
async function startObjectStore() {
  const store = await prepareObjectStore();
  if (store.skipped) return { skipped: true, note: store.skipped };
  objectStore = store;
  Object.assign(process.env, store.env);
  return { note: `s3rver at ${store.endpoint}` };
}

async function main() {
  const started = Date.now();
  let failed = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopRunning(signal);
      process.stderr.write(`\nStopped (${signal}).\n`);
      process.exit(130);
    });
  }
  try {
    await step('install', async () => {
      const { installed } = await ensureInstalled();
      return { note: installed ? 'installed' : 'up to date' };
    });
    await step('chromium', ensureChromium);
    await step('object storage', startObjectStore);
    await lintTypecheckBuild();
    await step(
      'unit + API (PGlite)',
      async () => {
        const outcome = await vitest([]);
        backends.pglite = { ok: outcome.ok };
        return outcome;
      },
      'unit',
    );
    startSeeding();
    // The PostgreSQL run goes beside the e2e step, at a lower priority: a file of the e2e step
    // spends much of its time waiting for a browser to install, update or render, and the
    // database tests fill those pauses instead of waiting for the end-to-end run to begin. Both
    // run to their end; the suite then stops if either failed.
    const [postgres, e2e] = await Promise.allSettled([
      step(POSTGRES_STEP, postgresApiTests, 'postgres'),
      step('e2e (Chromium)', e2eTests, 'e2e'),
    ]);
    for (const outcome of [postgres, e2e]) {
      if (outcome.status === 'rejected') throw outcome.reason;
    }
  } catch (error) {
    if (!(error instanceof StepFailure)) throw error;
    failed = true;
  } finally {
    await objectStore?.stop();
    // A run stopped before the e2e step leaves no demo catalog behind.
    const unused = await seeding?.catch(() => null);
    if (unused) fs.rmSync(unused, { recursive: true, force: true });
  }
  printSummary(Date.now() - started);
  if (failed) {
    const names = results.filter((row) => row.status === 'FAILED').map((row) => row.name);
    process.stderr.write(
      `\nStopped at the first failure: ${names.join(', ') || 'unknown step'}.\n`,
    );
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
