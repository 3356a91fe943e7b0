import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasCommand, run, say } from './process.mjs';

const ROLE = 'lagoon_test';

/** Prefix for commands that need root: none when root already, `sudo -n` when it works. */
async function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  if (hasCommand('sudo') && (await run('sudo', ['-n', 'true'], { capture: true })).code === 0) {
    return ['sudo', '-n'];
  }
  return null;
}

async function asRoot(prefix, command, args, options = {}) {
  const [head, ...rest] = [...prefix, command, ...args];
  return run(head, rest, { capture: true, cwd: '/', ...options });
}

/** Clusters known to Debian's postgresql-common, newest version first. */
async function listClusters() {
  const result = await run('pg_lsclusters', ['--no-header'], { capture: true, cwd: '/' });
  if (result.code !== 0) return [];
  return result.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4 && /^\d+$/.test(fields[0]))
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), status }))
    .sort((a, b) => Number(b.version) - Number(a.version));
}

function installedServerVersions() {
  try {
    return fs
      .readdirSync('/usr/lib/postgresql')
      .filter((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/postgres`))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/**
 * What test runs on this machine share about one cluster, in the temporary folder: the role's
 * password (so that a run beginning never changes it under one still going) and a file per run
 * using the cluster, beside a mark left when a run had to start it (so that only the last run to
 * end stops it, and only if a run started it).
 */
function sharedState(port) {
  const base = path.join(os.tmpdir(), `lagoon-test-postgres-${port}`);
  const users = `${base}.users`;
  const startedMark = path.join(users, 'started-by-a-run');
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error?.code === 'EPERM';
    }
  };
  return {
    /** The password every run gives the role: made by the first run, read by the others. */
    password() {
      const file = `${base}.password`;
      try {
        fs.writeFileSync(file, randomBytes(18).toString('hex'), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if (error?.code !== 'EEXIST') throw error;
      }
      const password = fs.readFileSync(file, 'utf8').trim();
      if (!/^[0-9a-f]{36}$/.test(password)) throw new Error(`${file} holds no password of ours`);
      return password;
    },
    /** Counts this run as one using the cluster; `started` when it started the cluster. */
    enter(started) {
      fs.mkdirSync(users, { recursive: true, mode: 0o700 });
      fs.writeFileSync(path.join(users, String(process.pid)), '');
      if (started) fs.writeFileSync(startedMark, '');
    },
    /** Ends this run's use; true when it was the last one and a run had started the cluster. */
    leave() {
      fs.rmSync(path.join(users, String(process.pid)), { force: true });
      const others = fs
        .readdirSync(users)
        .filter((name) => /^\d+$/.test(name))
        .filter((name) => {
          if (alive(Number(name))) return true;
          fs.rmSync(path.join(users, name), { force: true });
          return false;
        });
      if (others.length > 0 || !fs.existsSync(startedMark)) return false;
      fs.rmSync(startedMark, { force: true });
      return true;
    },
  };
}

/**
 * Makes a local PostgreSQL usable for the API tests: starts (or creates) a Debian cluster and
 * gives the role lagoon_test LOGIN CREATEDB and the password this machine's runs share (see
 * sharedState). Resolves with { url, version, stop } or { skipped: reason } when there is no
 * PostgreSQL to use; `stop` stops the cluster when the last run using it ends and a run had
 * started it, so runs side by side never lose their database server to each other.
 */
export async function preparePostgres() {
  if (!hasCommand('pg_lsclusters') || !hasCommand('pg_ctlcluster')) {
    return { skipped: 'no PostgreSQL server on this machine' };
  }
  const prefix = await rootPrefix();
  if (!prefix) return { skipped: 'starting PostgreSQL needs root (or password-less sudo)' };

  let clusters = await listClusters();
  if (clusters.length === 0) {
    const [version] = installedServerVersions();
    if (!version) return { skipped: 'no PostgreSQL server on this machine' };
    say(`Creating PostgreSQL ${version} cluster\u2026`);
    const created = await asRoot(prefix, 'pg_createcluster', [version, 'main']);
    if (created.code !== 0) throw new Error(`pg_createcluster failed:\n${created.stderr}`);
    clusters = await listClusters();
  }
  const cluster = clusters.find((candidate) => candidate.status === 'online') ?? clusters[0];
  if (!cluster) return { skipped: 'no PostgreSQL cluster could be created' };

  let startedHere = false;
  if (cluster.status !== 'online') {
    say(`Starting PostgreSQL ${cluster.version} (cluster ${cluster.name})\u2026`);
    const started = await asRoot(prefix, 'pg_ctlcluster', [cluster.version, cluster.name, 'start']);
    const after = (await listClusters()).find(
      (candidate) => candidate.version === cluster.version && candidate.name === cluster.name,
    );
    if (after?.status !== 'online') {
      throw new Error(
        `pg_ctlcluster ${cluster.version} ${cluster.name} start failed:\n${started.stderr}${started.stdout}`,
      );
    }
    startedHere = started.code === 0;
  }

  const shared = sharedState(cluster.port);
  shared.enter(startedHere);
  const password = shared.password();
  const sql = `DO $$ BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN
    ALTER ROLE ${ROLE} WITH LOGIN CREATEDB PASSWORD '${password}';
  ELSE
    CREATE ROLE ${ROLE} WITH LOGIN CREATEDB PASSWORD '${password}';
  END IF;
END $$;`;
  const psql = await asRoot(
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
    { input: sql },
  );
  if (psql.code !== 0) throw new Error(`Could not create the role ${ROLE}:\n${psql.stderr}`);

  return {
    version: cluster.version,
    url: `postgres://${ROLE}:${password}@127.0.0.1:${cluster.port}/postgres`,
    async stop() {
      if (!shared.leave()) return;
      await asRoot(prefix, 'pg_ctlcluster', [cluster.version, cluster.name, 'stop']);
    },
  };
}

/**
 * What a server test file or test helper names when it opens a database: the test app, a
 * throwaway database, the database module, PGlite or the PostgreSQL driver, the back-end switch,
 * or a real server process.
 */
const OPENS_A_DATABASE =
  /\b(createTestApp|createThrowawayDatabase|openDatabase|testBackend|TEST_DATABASE_URL|startServerProcess|PGlite)\b|from 'pg'/;

/**
 * The server test files the PostgreSQL run repeats: those that open a database, themselves or
 * through the test helpers of apps/server/src/test/ (followed from helper to helper). The others
 * (package inspection, policy files, parsers, caches) run the same code whatever the back end,
 * so they run once, in the PGlite run. Returns those files' paths, relative to the repository,
 * and how many server test files there are.
 */
export function databaseTestFiles(root) {
  const sources = path.join(root, 'apps', 'server', 'src');
  const helpers = path.join(sources, 'test');
  const verdicts = new Map();
  const opensDatabase = (file) => {
    if (verdicts.has(file)) return verdicts.get(file);
    verdicts.set(file, false);
    const text = fs.readFileSync(file, 'utf8');
    const imported = [...text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)]
      .map((match) => path.resolve(path.dirname(file), `${match[1]}.ts`))
      .filter((target) => target.startsWith(helpers + path.sep) && fs.existsSync(target));
    const verdict = OPENS_A_DATABASE.test(text) || imported.some(opensDatabase);
    verdicts.set(file, verdict);
    return verdict;
  };
  const all = fs
    .readdirSync(sources, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'));
  const files = all
    .filter((file) => opensDatabase(path.join(sources, file)))
    .map((file) => path.join('apps', 'server', 'src', file))
    .sort();
  return { files, total: all.length };
}
