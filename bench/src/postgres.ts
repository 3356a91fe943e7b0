// A throwaway PostgreSQL database for a benchmark run. With BENCH_DATABASE_URL (a server URL
// whose role may create databases) the database is made there; otherwise the local Debian
// cluster is used as root (or with password-less sudo) through a role made for the run and
// named like its database, so the test suite's role is never touched and runs side by side
// never change each other's password. The cluster is started when it is down and left
// running; the role and the database are dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

function runCommand(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, { input, encoding: 'utf8', cwd: '/' });
  return {
    ok: result.status === 0,
    output: `${result.stderr ?? ''}${result.stdout ?? ''}${result.error?.message ?? ''}`,
  };
}

function rootPrefix(): string[] | null {
  if (process.getuid?.() === 0) return [];
  return runCommand('sudo', ['-n', 'true']).ok ? ['sudo', '-n'] : null;
}

function asRoot(prefix: string[], command: string, args: string[], input?: string) {
  const [head, ...rest] = [...prefix, command, ...args];
  return runCommand(head!, rest, input);
}

/** The first local cluster (starting it when it is down), or null. */
function localCluster(prefix: string[]): { version: string; name: string; port: number } | null {
  const listed = runCommand('pg_lsclusters', ['--no-header']);
  if (!listed.ok) return null;
  const clusters = listed.output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4 && /^\d+$/.test(fields[0] ?? ''))
    .map(([version, name, port, status]) => ({
      version: version!,
      name: name!,
      port: Number(port),
      status,
    }));
  const cluster = clusters.find((entry) => entry.status === 'online') ?? clusters[0];
  if (!cluster) return null;
  if (cluster.status !== 'online') {
    const started = asRoot(prefix, 'pg_ctlcluster', [cluster.version, cluster.name, 'start']);
    if (!started.ok) throw new Error(`pg_ctlcluster start failed: ${started.output}`);
  }
  return cluster;
}

function databaseName(): string {
  return `lagoon_bench_${randomBytes(6).toString('hex')}`;
}

export async function createBenchDatabase(): Promise<BenchDatabase | { skipped: string }> {
  const name = databaseName();
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const created = runCommand('psql', ['-X', '-q', given, '-c', `CREATE DATABASE ${name}`]);
    if (!created.ok) throw new Error(`could not create ${name}: ${created.output}`);
    const url = new URL(given);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        runCommand('psql', [
          '-X',
          '-q',
          given,
          '-c',
          `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        ]);
      },
    };
  }
  const prefix = rootPrefix();
  if (!prefix) return { skipped: 'no BENCH_DATABASE_URL, and the local cluster needs root' };
  const cluster = localCluster(prefix);
  if (!cluster) return { skipped: 'no local PostgreSQL cluster' };
  const psql = (statement: string) =>
    asRoot(
      prefix,
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        'psql',
        '-X',
        '-q',
        '-p',
        String(cluster.port),
        '-v',
        'ON_ERROR_STOP=1',
        '-f',
        '-',
      ],
      statement,
    );
  const password = randomBytes(18).toString('hex');
  const created = psql(`CREATE ROLE ${name} WITH LOGIN PASSWORD '${password}';
CREATE DATABASE ${name} OWNER ${name};`);
  if (!created.ok) throw new Error(`could not prepare the benchmark database: ${created.output}`);
  return {
    url: `postgres://${name}:${password}@127.0.0.1:${cluster.port}/${name}`,
    async drop() {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE);
DROP ROLE IF EXISTS ${name};`);
    },
  };
}
