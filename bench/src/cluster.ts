// `npm run bench -- --only=cluster`: two server processes on one PostgreSQL database and one S3
// bucket against one process, same store, same workload, measured side by side in one run. No
// proxy in front: the load is split evenly between the two servers' ports, as a reverse proxy
// without sticky sessions would. Reported as requests per second and the ratio two / one, per
// route: a cached catalog list and a stored file read through the bucket. Options through the
// environment: BENCH_DURATION seconds per measurement (default 10), BENCH_CONNECTIONS in total
// (default 20), BENCH_DATABASE_URL (see postgres.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort, log, numberFromEnv, percentile, ROOT, readJson, table } from './harness.js';
import { createBenchDatabase } from './postgres.js';

// From the sources (as `npm run dev` runs it): the bench needs no build of its own, and the
// one-against-two ratio is what it reports.
const SERVER_ARGS = [
  '--conditions=source',
  '--import',
  'tsx',
  path.join(ROOT, 'apps/server/src/main.ts'),
];
const OBJECT_STORE_HELPER = path.join(ROOT, 'scripts/lib/object-store.mjs');
const DURATION_S = numberFromEnv('BENCH_DURATION', 10);
const WARMUP_S = numberFromEnv('BENCH_WARMUP', 3);
const CONNECTIONS = Math.max(2, Math.round(numberFromEnv('BENCH_CONNECTIONS', 20) / 2) * 2);
const LIST_PATH = '/ajax/extensions?type=extension&sort=popular&size=10&offset=0';

interface Child {
  url: string;
  stop: () => Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** The test suite's S3-protocol server (s3rver), in a process of its own. */
async function startObjectStore(): Promise<Child & { bucket: string }> {
  const script = `
    const { prepareObjectStore } = await import(${JSON.stringify(OBJECT_STORE_HELPER)});
    const store = await prepareObjectStore();
    if (store.skipped) { console.error(store.skipped); process.exit(1); }
    process.stdout.write(JSON.stringify(store.env) + '\\n');
    process.on('SIGTERM', () => store.stop().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0] ?? '');
    });
    child.on('exit', (code) => reject(new Error(`the S3 server exited with code ${code}`)));
  });
  const env = JSON.parse(line) as { TEST_S3_ENDPOINT: string; TEST_S3_BUCKET: string };
  return { url: env.TEST_S3_ENDPOINT, bucket: env.TEST_S3_BUCKET, stop: stopper(child) };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop: stopper(child) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /healthz within 300 s');
}

/** Requests per second of the paths over all the given servers, the connections split evenly. */
async function throughput(servers: readonly Child[], route: string, seconds: number) {
  const results: Result[] = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: `${server.url}${route}`,
        connections: CONNECTIONS / servers.length,
        duration: seconds,
      }),
    ),
  );
  const failed = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  const perSecond = results.reduce((sum, r) => sum + r.requests.average, 0);
  return { perSecond, failed };
}

const XSRF = 'bench-xsrf';

/** A JSON write as the web app sends it, with the anti-forgery pair and a session. */
async function post(url: string, body: unknown, session?: string): Promise<Response> {
  const cookies = [`XSRF-TOKEN=${XSRF}`, ...(session ? [`lagoon_session=${session}`] : [])];
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': XSRF,
    },
    body: JSON.stringify(body),
  });
}

/**
 * How long a change made through one server takes to show through the other: an administrator
 * blocks and unblocks an item through the first while the second's cached detail is polled.
 * Milliseconds per change, from the write's answer to the first answer showing it.
 */
async function propagation(writer: Child, reader: Child, itemId: string, times: number) {
  const login = await post(`${writer.url}/accounts/login`, {
    email: 'admin@lagoon.test',
    password: 'lagoon-admin',
  });
  const cookie = login.headers.getSetCookie().find((line) => line.startsWith('lagoon_session='));
  const session = cookie?.split(';')[0]?.slice('lagoon_session='.length);
  if (!session) throw new Error(`the administrator could not sign in (${login.status})`);
  const detail = `${reader.url}/ajax/extensions/${itemId}`;
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const blocked = i % 2 === 0;
    await readJson(detail); // cached on the reader from here on
    const action = blocked ? 'block' : 'unblock';
    const answer = await post(
      `${writer.url}/admin/api/items/${itemId}/${action}`,
      { reason: 'Cluster benchmark' },
      session,
    );
    if (answer.status !== 200) throw new Error(`${action} answered ${answer.status}`);
    const written = performance.now();
    for (;;) {
      const shown = await readJson<{ blocked: boolean }>(detail);
      if (shown.blocked === blocked) break;
      if (performance.now() - written > 30_000) throw new Error('the change never showed');
    }
    samples.push(performance.now() - written);
  }
  return samples;
}

export async function runClusterBench(): Promise<void> {
  const database = await createBenchDatabase();
  if ('skipped' in database) {
    log(`cluster bench left out: ${database.skipped}`);
    return;
  }
  const objects = await startObjectStore();
  const dataDirs = await Promise.all(
    [0, 1].map(() => fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-bench-cluster-'))),
  );
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    STORAGE_URL: `s3://${objects.bucket}/bench-${randomBytes(4).toString('hex')}/`,
    AWS_ENDPOINT_URL_S3: objects.url,
    AWS_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ITEM_KEY_SECRET: randomBytes(32).toString('hex'),
  };
  const servers: Child[] = [];
  try {
    log('Starting the first server (it seeds the demo catalog into PostgreSQL and the bucket)…');
    servers.push(await startServer({ ...shared, DATA_DIR: dataDirs[0] }));
    servers.push(await startServer({ ...shared, DATA_DIR: dataDirs[1] }));
    const list = await readJson<{ items: { extensionId: string; icon: string | null }[] }>(
      `${servers[0]!.url}${LIST_PATH}`,
    );
    const icon = list.items.find((item) => item.icon)?.icon;
    if (!icon) throw new Error('the catalog list has no icon to fetch');
    const routes = [
      { name: 'catalog list (cached JSON)', path: LIST_PATH },
      { name: 'stored file (from the bucket)', path: icon },
    ];
    const rows = [['route', 'one server req/s', 'two servers req/s', 'two / one', 'failed']];
    for (const route of routes) {
      log(`Measuring ${route.name} (${DURATION_S} s each, ${CONNECTIONS} connections in all)…`);
      await throughput(servers, route.path, WARMUP_S);
      // The same client load on one process, then split over two: side by side, same run.
      const one = await throughput([servers[0]!, servers[0]!], route.path, DURATION_S);
      const two = await throughput(servers, route.path, DURATION_S);
      rows.push([
        route.name,
        one.perSecond.toFixed(0),
        two.perSecond.toFixed(0),
        (two.perSecond / one.perSecond).toFixed(2),
        String(one.failed + two.failed),
      ]);
    }
    log('Measuring how soon a change through one server shows through the other…');
    const delays = await propagation(servers[0]!, servers[1]!, list.items[0]!.extensionId, 10);
    process.stdout.write(
      `\nA change through one server shown by the other after (ms, 10 changes): median ` +
        `${percentile(delays, 0.5).toFixed(1)}, slowest ${Math.max(...delays).toFixed(1)}\n`,
    );
    process.stdout.write(
      `\nTwo server processes against one (${os.cpus().length} CPU cores shared by the servers, ` +
        `PostgreSQL, the S3 server and the load generator)\n${table(rows)}\n`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await objects.stop();
    await database.drop();
    for (const directory of dataDirs) {
      await fs.promises.rm(directory, { recursive: true, force: true });
    }
  }
}
