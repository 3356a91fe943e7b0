// The server's own CPU per update check beside the static ceiling's, which unlike requests per
// second hardly depends on what else the machine runs: the fleet's stream (update-fleet.ts)
// sent as a fixed number of requests, route and ceiling alternating, with the server's user and
// system time read from /proc before and after each batch. For trying a change to the update
// service on a shared machine; `npm run bench -- --only=updates` stays the measure of record.
//
//   node --import tsx bench/src/update-cpu.ts [--sources] [--against=DIR] [--profile=DIR]
//                                             [--stream=route|static]
//
// --sources runs this checkout's server from its TypeScript (no build needed). --against=DIR
// also starts the built server of another checkout (DIR, its root: the code before a change)
// on a copy of the store, and measures both servers' batches in turn, so that both see the same
// load. --profile writes each server's CPU profile (node --cpu-prof) into DIR when it stops.
// --stream=route or --stream=static sends only one of the two. Settings: BENCH_UPDATE_CPU_STORE
// (a PGlite store kept in this directory: seeded on first use, reused afterwards; a temporary
// one otherwise), BENCH_ITEMS (20,000 items seeded), BENCH_UPDATE_CPU_REQUESTS (20,000 requests
// a batch), BENCH_UPDATE_CPU_ROUNDS (5 batches of each stream on each server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BenchStore,
  log,
  numberFromEnv,
  type RunningServer,
  SERVER_SOURCE,
  table,
} from './harness.js';
import { cpuSeconds, waitUntilIdle } from './idle.js';
import {
  checkEveryIdOnce,
  checkRequests,
  type Entries,
  encodedEntries,
  meanBytes,
  readPools,
  SERVICE_PATH,
} from './update-fleet.js';

const ITEMS = numberFromEnv('BENCH_ITEMS', 20_000);
const REQUESTS = numberFromEnv('BENCH_UPDATE_CPU_REQUESTS', 20_000);
const ROUNDS = numberFromEnv('BENCH_UPDATE_CPU_ROUNDS', 5);
/** As many as the update bench keeps open. */
const CONNECTIONS = 64;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** The server's CPU microseconds per request over `REQUESTS` requests of the stream to `base`. */
async function cpuPerRequest(server: RunningServer, base: string, entries: Entries) {
  const pid = server.pid!;
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: checkRequests(base, entries),
  });
  const after = cpuSeconds(pid);
  if (before === null || after === null) throw new Error("the server's CPU time cannot be read");
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of the requests to ${base} failed`);
  return ((after - before) * 1e6) / result.requests.total;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Measured {
  label: string;
  server: RunningServer;
  base: string;
  values: number[];
}

async function measureAll(stores: { label: string; store: BenchStore; entry?: string }[]) {
  const profileDir = option('profile');
  const stream = option('stream') ?? 'both';
  if (!['both', 'route', 'static'].includes(stream)) throw new Error(`--stream=${stream}?`);
  const servers: { label: string; server: RunningServer }[] = [];
  try {
    for (const { label, store, entry } of stores) {
      const dir = profileDir && path.resolve(profileDir, String(servers.length + 1));
      const server = await store.start({
        benchRoutes: true,
        ...(entry ? { entry } : {}),
        nodeArgs: dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [],
      });
      servers.push({ label, server });
      if (server.pid === undefined || cpuSeconds(server.pid) === null) {
        throw new Error("the server's CPU time cannot be read from /proc");
      }
      await waitUntilIdle(server.pid, log);
    }
    const route = `${SERVICE_PATH}?`;
    const pools = await readPools(servers[0]!.server.url);
    const entries = encodedEntries(pools);
    for (const { server } of servers) await checkEveryIdOnce(server.url, route, pools);
    const bytes = await meanBytes(servers[0]!.server.url, route, entries);
    const ceiling = `/service/bench/static?bytes=${bytes}&`;
    log(
      `${pools.offered.length} offered, ${pools.silent.length} silent and ${pools.outside.length} ` +
        `outside ids, ${bytes} B mean answer; ${ROUNDS} rounds of ${REQUESTS} requests each\u2026`,
    );
    const measured: Measured[] = servers
      .flatMap(({ label, server }) => [
        ...(stream === 'static' ? [] : [{ label: `${label}: update check`, server, base: route }]),
        ...(stream === 'route'
          ? []
          : [{ label: `${label}: static ceiling`, server, base: ceiling }]),
      ])
      .map((batch) => ({ ...batch, values: [] }));
    // One batch of each first, not counted: it warms the code the measured batches run.
    for (const batch of measured) await cpuPerRequest(batch.server, batch.base, entries);
    for (let round = 0; round < ROUNDS; round++) {
      // Each batch comes first in turn, so none is always measured after another's writes (the
      // counts are written every ten seconds).
      for (let turn = 0; turn < measured.length; turn++) {
        const batch = measured[(round + turn) % measured.length]!;
        batch.values.push(await cpuPerRequest(batch.server, batch.base, entries));
      }
    }
    return measured;
  } finally {
    for (const { server } of servers) await server.stop();
    if (profileDir) log(`The servers' CPU profiles are in ${path.resolve(profileDir)}`);
  }
}

function report(measured: readonly Measured[]): string {
  const rows = [
    ['server: stream', ...Array.from({ length: ROUNDS }, (_, i) => `#${i + 1}`), 'median'],
    ...measured.map((batch) => [
      batch.label,
      ...batch.values.map((value) => value.toFixed(1)),
      median(batch.values).toFixed(1),
    ]),
  ];
  const ratios = [];
  for (let index = 0; index + 1 < measured.length; index += 2) {
    const [route, ceiling] = [measured[index]!, measured[index + 1]!];
    if (route.base === ceiling.base) continue;
    const ratio = median(ceiling.values) / median(route.values);
    // The two batches of a round ran side by side: their difference varies less with the load.
    const above = median(route.values.map((value, round) => value - ceiling.values[round]!));
    ratios.push(
      `${route.label.split(':')[0]}: the ceiling's CPU ${(ratio * 100).toFixed(1)} % of the ` +
        `route's; the route ${above.toFixed(1)} us above it (median of the rounds)`,
    );
  }
  return (
    `\nServer CPU per request (us), ${CONNECTIONS} connections, load average ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} at the end\n\n` +
    `${table(rows)}\n${ratios.length > 0 ? `\n${ratios.join('\n')}\n` : ''}`
  );
}

async function main(): Promise<void> {
  const keptDir = process.env.BENCH_UPDATE_CPU_STORE;
  const fresh = !keptDir || !fs.existsSync(path.join(keptDir, 'db'));
  const store = keptDir ? await BenchStore.at(keptDir) : await BenchStore.open('pglite');
  if (!store) throw new Error('no PGlite store');
  const against = option('against');
  let other: BenchStore | null = null;
  try {
    if (fresh) {
      log(`Seeding ${ITEMS} items\u2026`);
      await store.seed(['--items', String(ITEMS)]);
    }
    const stores: { label: string; store: BenchStore; entry?: string }[] = [
      {
        label: 'this checkout',
        store,
        ...(process.argv.includes('--sources') ? { entry: SERVER_SOURCE } : {}),
      },
    ];
    if (against) {
      const entry = path.resolve(against, 'apps/server/dist/main.js');
      if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build that checkout first`);
      // Its own copy of the store: an embedded database has one server.
      const copy = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-bench-against-'));
      await fs.promises.cp(store.dataDir, copy, { recursive: true });
      await fs.promises.rm(path.join(copy, 'lagoon.lock'), { force: true });
      other = await BenchStore.at(copy);
      stores.push({ label: path.basename(path.resolve(against)), store: other, entry });
    }
    process.stdout.write(report(await measureAll(stores)));
  } finally {
    if (other) await fs.promises.rm(other.dataDir, { recursive: true, force: true });
    if (!keptDir) await store.remove();
  }
}

await main();
