import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: scripts/lib/ is two levels below it. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A binary installed in the root node_modules/.bin (avoids npx start-up and its warnings). */
export function localBin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/** Prints one short progress line, the way every script in this folder talks. */
export function say(message) {
  process.stdout.write(`\u203a ${message}\n`);
}

/** True when a command is found on PATH (or is an existing absolute path). */
export function hasCommand(command) {
  if (path.isAbsolute(command)) return fs.existsSync(command);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, command))) return true;
  }
  return false;
}

const running = new Set();

/** Passes a stop request on to every command still running, so none is left behind. */
export function stopRunning(signal = 'SIGTERM') {
  for (const child of running) child.kill(signal);
}

/**
 * Runs a command to completion. Output is inherited unless `capture` is set; with `tee` the
 * output is both shown and captured, so a caller can read counts out of a runner's summary.
 * `timeoutMs` stops a hung command (SIGTERM, then SIGKILL) and sets `timedOut`.
 * Resolves with { code, signal, stdout, stderr, timedOut } and never rejects for a non-zero exit.
 */
export function run(command, args = [], options = {}) {
  const { capture = false, tee = false, env, cwd = ROOT, input, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    const piped = capture || tee;
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: [
        input === undefined ? 'ignore' : 'pipe',
        piped ? 'pipe' : 'inherit',
        piped ? 'pipe' : 'inherit',
      ],
    });
    let stdout = '';
    let stderr = '';
    if (piped) {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (tee) process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
        if (tee) process.stderr.write(chunk);
      });
    }
    if (input !== undefined) child.stdin.end(input);
    let timedOut = false;
    let killTimer;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGTERM');
            killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          }, timeoutMs);
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      clearTimeout(killTimer);
      resolve({ code: code ?? 1, signal, stdout, stderr, timedOut });
    });
  });
}

/** Formats milliseconds as "4.2 s" or "2 min 05 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return `${minutes} min ${String(rest).padStart(2, '0')} s`;
}
