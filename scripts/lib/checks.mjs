// Lint, type check and build for `npm test`, as one set of commands run side by side.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDuration, localBin, run, say } from './process.mjs';

const MINUTE = 60_000;

/**
 * A command of one of the three steps. `weight` is the seconds it took alone on the shared
 * two-core machine, so the longest start first and the two cores finish together.
 */
function command(step, label, bin, args, weight, options = {}) {
  return { step, label, bin, args, weight, ...options };
}

/**
 * The projects of the root tsconfig.json that write a dist/ (composite ones): what the build
 * needs from tsc when the type check is not run.
 */
export function emittingProjects(root) {
  const rootConfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  return rootConfig.references
    .map((reference) => reference.path)
    .filter((project) => {
      const file = project.endsWith('.json') ? project : path.join(project, 'tsconfig.json');
      const config = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      return config.compilerOptions?.composite === true;
    });
}

/**
 * Every command of the steps asked for. The type check is one `tsc -b tsconfig.json`: the root
 * tsconfig.json references every project (the packages and the server, which write their
 * dist/, then the test, companion, web, e2e and bench projects), and project references make
 * each source file checked once: a project that imports another's sources reads the
 * declarations that project wrote instead of checking its sources again. The same run writes
 * the dist/ the build needs, so a build with the type check adds only the companion and the
 * two Vite builds (the web build does not repeat the web app's type check either; `npm run
 * build -w apps/web` still does, for a build on its own). A build without the type check runs
 * `tsc -b` over the projects that write a dist/ alone.
 */
export function checkCommands({ lint, typecheck, build, root }) {
  const tsc = localBin('tsc');
  const vite = localBin('vite');
  const commands = [];
  if (lint) {
    commands.push(
      command('lint', 'biome check .', localBin('biome'), ['check', '.'], 2),
      // The import rules of docs/architecture.md's map (scripts/lib/structure.mjs).
      command('lint', 'structure', process.execPath, ['scripts/check-structure.mjs'], 1),
    );
  }
  if (typecheck) {
    commands.push(command('typecheck', 'tsc -b tsconfig.json', tsc, ['-b', 'tsconfig.json'], 40));
  } else if (build) {
    const projects = emittingProjects(root);
    commands.push(command('build', `tsc -b ${projects.join(' ')}`, tsc, ['-b', ...projects], 20));
  }
  if (build) {
    commands.push(
      command('build', 'companion build', process.execPath, ['build.mjs'], 2, {
        cwd: 'apps/companion',
      }),
      // No test weighs the compressed copies of the web app's files, only that they are sent:
      // the fast compression saves about 16 s of CPU (apps/web/build/precompress.ts), and the
      // build stamp says so, so that `npm start` compresses them at the best level first.
      command('build', 'vite build', vite, ['build'], 4, {
        cwd: 'apps/web',
        env: { LAGOON_PRECOMPRESS: 'fast' },
      }),
      command('build', 'vite build --ssr', vite, ['build', '--ssr', 'src/entry-server.tsx'], 5, {
        cwd: 'apps/web',
      }),
    );
  }
  return commands;
}

/**
 * Runs the commands at most `os.availableParallelism()` at a time, heaviest first, each one's
 * output shown whole when it ends so that two never interleave. After a failure no new command
 * starts. Resolves with, per step, whether it passed, its time from its first command's start
 * to its last one's end, and the failed commands.
 */
export async function runChecks(commands, root) {
  const queue = [...commands].sort((a, b) => b.weight - a.weight);
  const steps = new Map();
  for (const { step } of commands) {
    steps.set(step, { ok: true, started: null, ended: null, failed: [], left: 0 });
  }
  for (const { step } of commands) steps.get(step).left += 1;
  let stopped = false;
  const lane = async () => {
    while (!stopped && queue.length > 0) {
      const next = queue.shift();
      const state = steps.get(next.step);
      state.started ??= Date.now();
      const began = Date.now();
      const cwd = next.cwd ? `${root}/${next.cwd}` : root;
      const env = next.env ? { ...process.env, ...next.env } : process.env;
      const result = await run(next.bin, next.args, {
        capture: true,
        cwd,
        env,
        timeoutMs: 10 * MINUTE,
      });
      const ok = result.code === 0 && !result.timedOut;
      say(
        `${next.label} (${next.step}): ${ok ? 'passed' : 'FAILED'} in ${formatDuration(Date.now() - began)}`,
      );
      const output = `${result.stdout}${result.stderr}`.trim();
      if (output && (!ok || next.step === 'build')) process.stdout.write(`${output}\n`);
      state.left -= 1;
      if (state.left === 0 || !ok) state.ended = Date.now();
      if (!ok) {
        state.ok = false;
        state.failed.push(next.label);
        stopped = true;
      }
    }
  };
  const lanes = Math.max(1, Math.min(os.availableParallelism(), commands.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return steps;
}
