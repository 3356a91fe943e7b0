// `npm run bench -- --only=start`: what a new user waits for. A real fresh clone of this
// repository (git clone of the committed HEAD into a temporary folder, nothing installed, built
// or seeded), `npm start` in it, and the time until the store answers /healthz; then a clean stop
// and a second `npm start`, which finds everything done. npm installs from this machine's cache,
// as it does for anyone who installed a package before; the output says whether it was warm.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, table } from './harness.js';

/** Target 4 of the performance issue: a first start within a minute, a later one in 3 s. */
const FIRST_START_TARGET_S = 60;
const LATER_START_TARGET_S = 3;
/** A start that takes longer than this has failed. */
const START_TIMEOUT_MS = 15 * 60_000;

interface StartRun {
  seconds: number;
  /** The progress lines `npm start` and the server printed about what the start did. */
  notes: string[];
  /**
   * CPU seconds of every process of the start (npm, the install, the build, the server until
   * it stopped), as GNU time counts them; null without /usr/bin/time. On an idle machine the
   * start cannot take less than this over the number of cores.
   */
  cpuSeconds: number | null;
}

const GNU_TIME = '/usr/bin/time';
const CPU_LINE = /^lagoon-start-cpu (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/m;

/** The lines that say what a start did: npm start's own, and the seed's. */
function notesOf(output: string): string[] {
  return output
    .split('\n')
    .flatMap((line) => {
      if (line.startsWith('\u203a ')) return [line.slice(2)];
      const message = /"msg":"((?:Drew|Stored the kept|Seeded) [^"]*)"/.exec(line)?.[1];
      return message ? [message] : [];
    })
    .filter((line) => !line.startsWith('Starting Lagoon'));
}

async function healthy(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the store did not answer /healthz within ${START_TIMEOUT_MS / 60_000} min`);
}

/** `npm start` in `dir` until the store is healthy, then a clean stop (Ctrl-C, as a user does). */
async function timeStart(dir: string, port: number, logFile: string): Promise<StartRun> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: '',
    DATABASE_URL: '',
    npm_config_update_notifier: 'false',
  };
  for (const name of Object.keys(env)) {
    // What `npm run bench` told its own scripts must not reach the clone's npm.
    if (
      name.startsWith('npm_') &&
      name !== 'npm_config_update_notifier' &&
      name !== 'npm_config_cache'
    )
      delete env[name];
  }
  let output = '';
  const started = Date.now();
  const timed = fs.existsSync(GNU_TIME);
  const command = timed
    ? [GNU_TIME, '-f', 'lagoon-start-cpu %U %S', 'npm', 'start']
    : ['npm', 'start'];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let seconds = 0;
  try {
    await healthy(url, child, started + START_TIMEOUT_MS);
    seconds = (Date.now() - started) / 1000;
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    await exited;
    await fs.promises.writeFile(logFile, output);
  }
  const cpu = timed ? CPU_LINE.exec(output) : null;
  return {
    seconds,
    notes: notesOf(output),
    cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : null,
  };
}

/** Whether npm's cache already held this lockfile's packages, as npm ci reported its fetches. */
function cacheNote(): string {
  const cache = execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  const entries = path.join(cache, '_cacache', 'index-v5');
  return fs.existsSync(entries)
    ? `npm's cache (${cache}) was warm: npm ci installed from it`
    : `npm's cache (${cache}) was empty: npm ci downloaded every package`;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

/** The CPU a start used in all, and that over the cores: its least time on an idle machine. */
function cpuColumns(run: StartRun): string[] {
  if (run.cpuSeconds === null) return ['not measured', ''];
  const cores = os.availableParallelism();
  return [`${run.cpuSeconds.toFixed(1)} s`, `${(run.cpuSeconds / cores).toFixed(1)} s`];
}

/** Clones the repository, times its first and second `npm start`, and returns the report. */
export async function runStartBench(log: (message: string) => void): Promise<string> {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-start-bench-'));
  const dir = path.join(work, 'lagoon');
  const loadBefore = loadAverage();
  try {
    log(`Cloning ${ROOT} (${head.trim()}) into ${dir}\u2026`);
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir]);
    const port = await freePort();
    log('First npm start (install, build, demo catalog)\u2026');
    const first = await timeStart(dir, port, path.join(work, 'first-start.log'));
    log(`Healthy after ${first.seconds.toFixed(1)} s; second npm start\u2026`);
    const second = await timeStart(dir, port, path.join(work, 'second-start.log'));
    const verdict = (seconds: number, target: number) =>
      seconds <= target ? `<= ${target} s ok` : `<= ${target} s MISSED`;
    const rows = [
      ['start', 'time to healthy', 'target', 'CPU, all processes', 'CPU / cores'],
      [
        'first npm start of a fresh clone',
        `${first.seconds.toFixed(1)} s`,
        verdict(first.seconds, FIRST_START_TARGET_S),
        ...cpuColumns(first),
      ],
      [
        'second npm start',
        `${second.seconds.toFixed(1)} s`,
        verdict(second.seconds, LATER_START_TARGET_S),
        ...cpuColumns(second),
      ],
    ];
    const notes = (run: StartRun) => run.notes.map((note) => `  ${note}`).join('\n');
    return (
      `\nnpm start on a fresh clone of ${head.trim()}: ${os.availableParallelism()} CPUs, ` +
      `Node ${process.version}, load average ${loadBefore} before and ${loadAverage()} after\n` +
      `(${cacheNote()}; install time counts; the CPU columns count every process of the start\n` +
      'until it was stopped; over the cores, the least it could take on an idle machine)\n\n' +
      `${table(rows)}\n\n` +
      `What the first start did:\n${notes(first)}\n` +
      (second.notes.length > 0
        ? `What the second start did:\n${notes(second)}\n`
        : 'The second start installed, built and seeded nothing.\n')
    );
  } finally {
    if (process.env.BENCH_KEEP_DATA === '1') log(`Kept ${work}`);
    // A stopped start's last writes may still be landing.
    else await fs.promises.rm(work, { recursive: true, force: true, maxRetries: 10 });
  }
}
