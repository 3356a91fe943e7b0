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
 * Installs dependencies when node_modules is missing or the manifests changed since the last
 * install. A fresh checkout gets `npm ci` (exactly the lockfile); an existing tree is updated
 * with `npm install`, which keeps what is already there instead of deleting it first.
 */
export async function ensureInstalled() {
  const expected = installHash();
  const hasModules = fs.existsSync(NODE_MODULES);
  if (hasModules && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === expected) {
    return { installed: false };
  }
  const hasLock = fs.existsSync(path.join(ROOT, 'package-lock.json'));
  const npm = (command, capture = false) =>
    run('npm', [command, '--no-audit', '--no-fund'], {
      env: { ...process.env, npm_config_update_notifier: 'false' },
      capture,
    });
  let command = hasLock && !hasModules ? 'ci' : 'install';
  say(`Installing dependencies\u2026 (npm ${command})`);
  let result = await npm(command, command === 'ci');
  if (command === 'ci') {
    if (result.code === 0) {
      process.stdout.write(result.stdout);
    } else {
      // npm ci refuses a lockfile that lacks optional platform packages some registries do not
      // carry; npm install resolves the same locked versions and skips what is unavailable.
      const reason = result.stderr.split('\n').find((line) => /^npm error (?!code\b)\S/.test(line));
      say(
        `npm ci did not succeed (${reason?.replace(/^npm error\s*/, '') ?? `exit ${result.code}`})`,
      );
      say('Installing dependencies\u2026 (npm install)');
      command = 'install';
      result = await npm(command);
    }
  }
  if (result.code !== 0) {
    throw new Error(`npm ${command} failed (exit ${result.code}).`);
  }
  // npm install may have refreshed the lockfile; stamp what is on disk now.
  fs.writeFileSync(STAMP, `${installHash()}\n`);
  return { installed: true };
}
