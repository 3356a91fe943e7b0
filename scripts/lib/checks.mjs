// Lint, type check and build for `npm test`, as one set of commands run side by side.
import os from 'node:os';
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
 * Every command of the steps asked for. The type check and the build read the same sources and
 * need nothing from each other, except that `tsc -b` both checks the contract, the demo catalog
 * and the server and writes their dist/ for the build; the web build no longer repeats the web
 * app's type check (`npm run build -w apps/web` still does, for a build on its own).
 */
export function checkCommands({ lint, typecheck, build, projects }) {
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
  if (typecheck || build) {
    // Checked by the type check, written for the build: part of whichever step runs.
    commands.push(
      command(
        typecheck ? 'typecheck' : 'build',
        'tsc -b tsconfig.json',
        tsc,
        ['-b', 'tsconfig.json'],
        14,
      ),
    );
  }
  if (typecheck) {
    for (const { project, weight } of projects) {
      commands.push(
        command(
          'typecheck',
          `tsc --noEmit -p ${project}`,
          tsc,
          ['--noEmit', '-p', project],
          weight,
        ),
      );
    }
  }
  if (build) {
    commands.push(
      command('build', 'companion build', process.execPath, ['build.mjs'], 2, {
        cwd: 'apps/companion',
      }),
      command('build', 'vite build', vite, ['build'], 12, { cwd: 'apps/web' }),
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
      const result = await run(next.bin, next.args, { capture: true, cwd, timeoutMs: 10 * MINUTE });
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
