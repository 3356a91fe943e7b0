// What the load benchmarks share: seeding a store, starting the built server on it, reading
// its JSON and printing tables. Every store is temporary and removed afterwards unless
// BENCH_KEEP_DATA=1.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchDatabase, createBenchDatabase } from './postgres.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const SERVER_SOURCE = path.join(ROOT, 'apps/server/src/main.ts');
export const SEED_ENTRY = path.join(ROOT, 'apps/server/dist/seed/cli.js');
/** Adds the benchmark developers (developers.ts), run through tsx like the benchmarks. */
export const DEVELOPERS_ENTRY = path.join(ROOT, 'bench/src/seed-developers.ts');
export const XSSI_PREFIX = ")]}',\n";

export type Backend = 'pglite' | 'postgres';

export function log(message: string): void {
  process.stdout.write(`\u203a ${message}\n`);
}

export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Back ends named in `name` (comma-separated `pglite`, `postgres`), or `fallback`. */
export function backendsFromEnv(name: string, fallback: Backend[]): Backend[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const named = raw.split(',').map((entry) => entry.trim());
  const unknown = named.filter((entry) => entry !== 'pglite' && entry !== 'postgres');
  if (unknown.length > 0) throw new Error(`${name}: unknown back end ${unknown.join(', ')}`);
  return named as Backend[];
}

export function assertBuilt(): void {
  for (const entry of [SERVER_ENTRY, SEED_ENTRY]) {
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  }
}

/** A port nothing listens on now, for a server to take. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? '')} exited ${code}`)),
    );
  });
}

/** Waits until a started server answers /healthz; fails if it exits or takes too long. */
export async function waitUntilHealthy(
  url: string,
  server: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/**
 * A temporary store on one back end: a data directory (files, and the embedded database) and,
 * for PostgreSQL, a database of its own. `seed` adds to it (the seeder continues its numbering),
 * `start` runs the built server on it.
 */
export class BenchStore {
  private constructor(
    readonly backend: Backend,
    readonly dataDir: string,
    private readonly database: BenchDatabase | null,
  ) {}

  /** Null when PostgreSQL is asked for but cannot be used here (the reason is logged). */
  static async open(backend: Backend): Promise<BenchStore | null> {
    const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `lagoon-bench-${backend}-`));
    if (backend === 'pglite') return new BenchStore(backend, dataDir, null);
    const database = await createBenchDatabase();
    if ('skipped' in database) {
      log(`PostgreSQL left out: ${database.skipped}`);
      await fs.promises.rm(dataDir, { recursive: true, force: true });
      return null;
    }
    return new BenchStore(backend, dataDir, database);
  }

  /**
   * A PGlite store in a directory the caller keeps (created when missing): nothing removes it,
   * so a long seed is paid once and continued by later runs.
   */
  static async at(dataDir: string): Promise<BenchStore> {
    await fs.promises.mkdir(dataDir, { recursive: true });
    return new BenchStore('pglite', path.resolve(dataDir), null);
  }

  private env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.database?.url ?? '',
      LOG_LEVEL: 'warn',
    };
  }

  /** Runs the seeder with these arguments; resolves with the seconds it took. */
  async seed(args: string[]): Promise<number> {
    const started = Date.now();
    await runToEnd([SEED_ENTRY, ...args], this.env());
    return (Date.now() - started) / 1000;
  }

  /** Adds `count` benchmark developers to the seeded store; resolves with the seconds it took. */
  async seedDevelopers(count: number): Promise<number> {
    const started = Date.now();
    await runToEnd(['--import', 'tsx', DEVELOPERS_ENTRY, String(count)], this.env());
    return (Date.now() - started) / 1000;
  }

  /**
   * Starts the built server; `benchRoutes` adds the static ceilings (/ajax/bench/static, …),
   * `nodeArgs` go to Node before the entry (`--cpu-prof`, …), and `entry` names another
   * script to run than this checkout's build (`SERVER_SOURCE` with tsx, another checkout's).
   */
  async start(
    options: { benchRoutes?: boolean; nodeArgs?: string[]; entry?: string } = {},
  ): Promise<RunningServer> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const entry = options.entry ?? SERVER_ENTRY;
    const loader = entry.endsWith('.ts') ? ['--conditions=source', '--import', 'tsx'] : [];
    const server = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, entry], {
      cwd: ROOT,
      env: {
        ...this.env(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        ...(options.benchRoutes ? { BENCH_ROUTES: '1' } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilHealthy(url, server, 300_000);
    return {
      url,
      pid: server.pid,
      async stop() {
        if (server.exitCode !== null) return;
        const exited = new Promise((resolve) => server.on('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      },
    };
  }

  async remove(): Promise<void> {
    if (process.env.BENCH_KEEP_DATA === '1') {
      log(`Kept ${this.dataDir}${this.database ? ` and ${this.database.url}` : ''}`);
      return;
    }
    await this.database?.drop();
    await fs.promises.rm(this.dataDir, { recursive: true, force: true });
  }
}

export interface RunningServer {
  url: string;
  /** The server's process id (for bench/src/idle.ts). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** GETs API JSON (without the anti-script prefix); fails on anything but 200. */
export async function readJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return JSON.parse(text.startsWith(XSSI_PREFIX) ? text.slice(XSSI_PREFIX.length) : text) as T;
}

export function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('   '),
    )
    .join('\n');
}

/** The value below which `share` of the sorted samples fall. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}
