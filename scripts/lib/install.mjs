import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run, say } from './process.mjs';

const NODE_MODULES = path.join(ROOT, 'node_modules');
const STAMP = path.join(NODE_MODULES, '.lagoon-install-stamp');

/** The manifests that decide what npm installs: the lockfile and every workspace package.json. */
function installInputs() {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const workspaces = Array.isArray(rootManifest.workspaces) ? rootManifest.workspaces : [];
  const files = ['package.json', 'package-lock.json'];
  for (const workspace of workspaces) files.push(path.join(workspace, 'package.json'));
  return files;
}

function installHash() {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  for (const file of installInputs()) {
    hash.update(`${file}\n`);
    const absolute = path.join(ROOT, file);
    hash.update(fs.existsSync(absolute) ? fs.readFileSync(absolute) : 'missing');
  }
  return hash.digest('hex');
}

/**
 * The workspaces whose packages `npm start` builds and serves (contract, demo catalog, server,
 * web app, companion). Their `dependencies` hold what building and serving need, the build
 * tools included; `devDependencies` (and the root's, and the e2e, bench and publish-cli
 * workspaces) hold what only type checks, lint, tests and benchmarks use.
 */
const SERVING_WORKSPACES = [
  'packages/contract',
  'packages/demo-catalog',
  'apps/companion',
  'apps/server',
  'apps/web',
];

/** npm's flags for each set of packages: `serving` (npm start) or `all` (npm test, bench). */
const SET_FLAGS = {
  serving: ['--omit=dev', ...SERVING_WORKSPACES.map((workspace) => `--workspace=${workspace}`)],
  all: [],
};

/** What the stamp says was installed: the manifests' hash and the set (older stamps: all). */
function readStamp() {
  if (!fs.existsSync(STAMP)) return null;
  const [hash, set = 'all'] = fs.readFileSync(STAMP, 'utf8').trim().split(' ');
  return { hash, set };
}

/**
 * Installs dependencies when node_modules is missing, lacks the set asked for, or the manifests
 * changed since the last install. `serving` (npm start, seed, admin) asks only for what building
 * and serving the store need: on a fresh clone far fewer files and about half the CPU of
 * everything (no Lighthouse, Playwright, Vitest, TypeScript, Biome…). Everything else asks for
 * all packages, which a serving install is completed to. A fresh checkout gets `npm ci`
 * (exactly the lockfile); an existing tree is updated with `npm install`, which keeps what is
 * already there instead of deleting it first, and a tree with everything keeps everything.
 */
export async function ensureInstalled({ serving = false } = {}) {
  const expected = installHash();
  const hasModules = fs.existsSync(NODE_MODULES);
  const stamp = hasModules ? readStamp() : null;
  if (stamp?.hash === expected && (stamp.set === 'all' || serving)) {
    return { installed: false };
  }
  // Only a tree that holds no more than the serving set is installed as one again.
  const set = serving && (!hasModules || stamp?.set === 'serving') ? 'serving' : 'all';
  const hasLock = fs.existsSync(path.join(ROOT, 'package-lock.json'));
  const npm = (command, { capture = false, offline = false } = {}) =>
    run(
      'npm',
      [
        command,
        '--no-audit',
        '--no-fund',
        ...(offline ? ['--prefer-offline'] : []),
        ...SET_FLAGS[set],
      ],
      { env: { ...process.env, npm_config_update_notifier: 'false' }, capture },
    );
  let command = hasLock && !hasModules ? 'ci' : 'install';
  const what = set === 'serving' ? 'what the store needs' : 'dependencies';
  say(`Installing ${what}\u2026 (npm ${command}${set === 'serving' ? ' --omit=dev' : ''})`);
  let result;
  if (command === 'ci') {
    // The lockfile pins every version, so what npm's cache holds about them needs no asking the
    // registry again (a lockfile written without `resolved` addresses otherwise costs one
    // request a package); what the cache lacks is still fetched. Should a cached entry be too
    // old to know a locked version, the install is tried again asking the registry.
    result = await npm('ci', { capture: true, offline: true });
    if (result.code !== 0) result = await npm('ci', { capture: true });
    if (result.code === 0) {
      process.stdout.write(result.stdout);
    } else {
      // npm ci refuses a lockfile that lacks optional platform packages some registries do not
      // carry; npm install resolves the same locked versions and skips what is unavailable.
      const reason = result.stderr.split('\n').find((line) => /^npm error (?!code\b)\S/.test(line));
      say(
        `npm ci did not succeed (${reason?.replace(/^npm error\s*/, '') ?? `exit ${result.code}`})`,
      );
      say(`Installing ${what}\u2026 (npm install)`);
      command = 'install';
      result = await npm(command);
    }
  } else {
    result = await npm(command);
  }
  if (result.code !== 0) {
    throw new Error(`npm ${command} failed (exit ${result.code}).`);
  }
  // npm install may have refreshed the lockfile; stamp what is on disk now.
  fs.writeFileSync(STAMP, `${installHash()} ${set}\n`);
  return { installed: true };
}
