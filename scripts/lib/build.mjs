import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, say } from './process.mjs';
import { runtimeBuild } from './runtime-build.mjs';

/** Where the fingerprint of the last finished build is kept, in the repository's root. */
const STAMP_FILE = '.build-stamp';

/** Source trees whose files end up in a build output. */
const SOURCE_DIRS = [
  'packages/contract/src',
  'packages/demo-catalog/src',
  'apps/companion/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
];

/** Single files that change what a build produces. */
const CONFIG_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'packages/demo-catalog/package.json',
  'packages/demo-catalog/tsconfig.json',
  'apps/companion/package.json',
  'apps/companion/tsconfig.json',
  'apps/companion/build.mjs',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'scripts/lib/runtime-build.mjs',
];

/** What a finished build leaves behind; a missing one forces a build whatever the stamp says. */
export const OUTPUTS = [
  'packages/contract/dist/index.js',
  'packages/demo-catalog/dist/index.js',
  'apps/companion/dist/manifest.json',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];

/** Tests do not reach the build output, so editing one does not trigger a rebuild. */
function isTestFile(name) {
  return /\.test\.[cm]?[jt]sx?$/.test(name);
}

function walk(dir, visit) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(absolute, visit);
    } else if (entry.isFile() && !isTestFile(entry.name)) {
      visit(absolute);
    }
  }
}

/**
 * A fingerprint of every build input under `root`: path, size and modification time, not
 * contents (reading a thousand files' metadata takes a few milliseconds, which a later start
 * can afford; hashing their contents would not be).
 */
export function sourceFingerprint(root = ROOT) {
  const hash = createHash('sha256');
  const add = (absolute) => {
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) return;
    hash.update(`${path.relative(root, absolute)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const file of CONFIG_FILES) add(path.join(root, file));
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir), add);
  return hash.digest('hex');
}

/**
 * How the stamped build compressed the web app's files (apps/web/build/precompress.ts): `best`,
 * as `npm run build` does, or `fast`, as the test run's build does (scripts/lib/checks.mjs).
 * The stamp is the fingerprint, followed by " fast" for the latter.
 */
function stamped(root) {
  const stamp = path.join(root, STAMP_FILE);
  if (!fs.existsSync(stamp)) return null;
  const [fingerprint, effort = 'best'] = fs.readFileSync(stamp, 'utf8').trim().split(' ');
  return { fingerprint, effort };
}

/**
 * True when every output exists and was built from the sources as they are (`fingerprint`).
 * A build with the fast compression counts only when `fastCompression` says it will do.
 */
export function buildIsCurrent(
  fingerprint = sourceFingerprint(),
  { fastCompression = false, root = ROOT } = {},
) {
  const outputsPresent = OUTPUTS.every((file) => fs.existsSync(path.join(root, file)));
  const stamp = stamped(root);
  return (
    outputsPresent &&
    stamp?.fingerprint === fingerprint &&
    (stamp.effort === 'best' || fastCompression)
  );
}

/**
 * Notes a finished build of the sources as they were when it started (`fingerprint`, taken
 * before it ran: a file edited meanwhile triggers the next one) and how hard it compressed the
 * web app's files; throws if an output is missing.
 */
export function recordBuild(fingerprint, effort = 'best', root = ROOT) {
  const missing = OUTPUTS.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new Error(`The build finished but did not produce ${missing.join(', ')}.`);
  }
  fs.writeFileSync(
    path.join(root, STAMP_FILE),
    `${fingerprint}${effort === 'fast' ? ' fast' : ''}\n`,
  );
}

/**
 * Compresses the built web app's text files again at the best level (zopfli and brotli 11,
 * about 15 s of CPU; apps/web/build/precompress.ts) and notes it in the stamp, provided the
 * sources are still the ones built (`fingerprint`). With `background` the command runs at the
 * lowest priority, for a server that already answers with the quickly compressed copies: each
 * copy is swapped in whole. `signal` stops it (the copies written so far stay, the stamp does
 * not change). Resolves with whether it finished.
 */
export async function compressForServing(fingerprint, { background = false, signal } = {}) {
  if (signal?.aborted) return false;
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('apps', 'web', 'build', 'precompress-dist.ts')],
      { cwd: ROOT, stdio: background ? 'ignore' : 'inherit', ...(signal ? { signal } : {}) },
    );
    if (background) lowerPriority(child.pid);
    child.on('error', () => resolve(1));
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    if (background) return false;
    throw new Error(`Compressing the web app failed (exit ${code}).`);
  }
  if (
    sourceFingerprint() !== fingerprint ||
    !buildIsCurrent(fingerprint, { fastCompression: true })
  )
    return false;
  recordBuild(fingerprint);
  return true;
}

function lowerPriority(pid) {
  try {
    os.setPriority(pid, os.constants.priority.PRIORITY_LOWEST);
  } catch {
    // Left at normal priority where lowering it is not allowed.
  }
}

/**
 * Builds contract, demo catalog, server, companion and web unless nothing changed since the last
 * successful build. The build is the one the server runs (scripts/lib/runtime-build.mjs): the
 * same JavaScript as `npm run build` without its type check, which `npm test` and `npm run
 * typecheck` do. `alongside` are more commands to run in the build's lanes once the server's
 * JavaScript is written (see runtimeBuild).
 *
 * The web app's files are served compressed at the best level. A build whose copies were
 * compressed quickly (a test run's) gets them compressed again first; with `compressLater`
 * (npm start) a new build compresses them quickly too, and neither waits: the result's
 * `compressLater` then asks the caller to run compressForServing once the server answers.
 */
export async function ensureBuilt({ force = false, alongside = [], compressLater = false } = {}) {
  const fingerprint = sourceFingerprint();
  if (!force && buildIsCurrent(fingerprint)) return { built: false, fingerprint };
  if (!force && buildIsCurrent(fingerprint, { fastCompression: true })) {
    if (compressLater) return { built: false, fingerprint, compressLater: true };
    say('Compressing the web app\u2019s files for serving\u2026');
    await compressForServing(fingerprint);
    return { built: false, fingerprint };
  }
  say('Building\u2026');
  fs.rmSync(path.join(ROOT, STAMP_FILE), { force: true });
  await runtimeBuild({ alongside, fastCompression: compressLater });
  recordBuild(fingerprint, compressLater ? 'fast' : 'best');
  return { built: true, fingerprint, compressLater };
}
