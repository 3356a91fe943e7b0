// The update service as a fleet calls it (update-fleet.ts: every request a browser with its own
// set of 1–30 installed extensions, current, outdated, unknown to the store or from elsewhere).
// Measured on PGlite and PostgreSQL (BENCH_UPDATE_BACKENDS picks one) against the
// static ceiling: the same server answering a precomputed XML document of the stream's mean
// size for the same request lines, so both sides pay the same parsing. Every id of the fleet is
// checked once before measuring, as on a server that has been answering the fleet. Ratios, not
// pass/fail. A second stream sends the same checks to a browser group's own address
// (`?group=`, what a group's policy file names), answered from the group's offers.
import autocannon, { type Result } from 'autocannon';
import { type Backend, BenchStore, backendsFromEnv, table, XSSI_PREFIX } from './harness.js';
import { waitUntilIdle } from './idle.js';
import {
  COMMON,
  checkEveryIdOnce,
  checkRequests,
  type Entries,
  encodedEntries,
  meanBytes,
  type Pools,
  readPools,
  SERVICE_PATH,
} from './update-fleet.js';

const CONNECTIONS = 64;
/** Targets: this share of the static ceiling's requests per second, and this p99. */
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 25;
/** Both sides are measured in this many alternating slices (load on a shared machine). */
const SLICES = 5;

export interface UpdateBenchOptions {
  items: number;
  durationS: number;
  warmupS: number;
  log: (message: string) => void;
}

function measure(url: string, base: string, entries: Entries, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: checkRequests(base, entries),
  });
}

interface Measured {
  rps: number;
  p99: number;
  failed: number;
  /** What failed: errors, time-outs and each status but 200, with their counts. */
  failures: string;
}

/** autocannon also counts answers by status (not in its declarations here). */
type WithStatuses = Result & { statusCodeStats?: Record<string, { count: number }> };

function combine(slices: readonly Result[]): Measured {
  const p99s = slices.map((slice) => slice.latency.p99).sort((a, b) => a - b);
  return {
    rps: slices.reduce((sum, slice) => sum + slice.requests.average, 0) / slices.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    failed: slices.reduce((sum, slice) => sum + slice.errors + slice.timeouts + slice.non2xx, 0),
    failures: slices
      .flatMap((slice) => [
        ...(slice.errors ? [`${slice.errors} errors`] : []),
        ...(slice.timeouts ? [`${slice.timeouts} time-outs`] : []),
        ...Object.entries((slice as WithStatuses).statusCodeStats ?? {})
          .filter(([status]) => status !== '200')
          .map(([status, stats]) => `${stats.count} x ${status}`),
      ])
      .join(', '),
  };
}

const BACKEND_NAMES: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const XSRF = 'bench-xsrf';

/**
 * A browser group for the group stream, made through the console's API as the demo
 * administrator: an open group, so its browsers get every installable item (each group copy
 * signed on its first check, before measuring).
 */
async function benchGroup(url: string): Promise<string> {
  const headers = (session?: string) => ({
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: [`XSRF-TOKEN=${XSRF}`, ...(session ? [`lagoon_session=${session}`] : [])].join('; '),
    'x-xsrf-token': XSRF,
  });
  const login = await fetch(`${url}/accounts/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: 'admin@lagoon.test', password: 'lagoon-admin' }),
  });
  const cookie = login.headers.getSetCookie().find((line) => line.startsWith('lagoon_session='));
  const session = cookie?.split(';')[0]?.slice('lagoon_session='.length);
  if (!session) throw new Error(`the administrator could not sign in (${login.status})`);
  const created = await fetch(`${url}/admin/api/groups`, {
    method: 'POST',
    headers: headers(session),
    body: JSON.stringify({ name: `Bench office ${Date.now()}`, installMode: 'open' }),
  });
  const text = await created.text();
  if (created.status !== 201) throw new Error(`creating a group answered ${created.status}`);
  return (
    JSON.parse(text.startsWith(XSSI_PREFIX) ? text.slice(XSSI_PREFIX.length) : text) as {
      id: string;
    }
  ).id;
}

/**
 * One stream (checks sent to `base`) beside the static ceiling of its own mean body: each id of
 * the fleet checked once, then both measured in alternating slices.
 */
async function benchStream(
  options: UpdateBenchOptions,
  url: string,
  pools: Pools,
  label: string,
  base: string,
): Promise<string[]> {
  const { log } = options;
  const checked = await checkEveryIdOnce(url, base, pools);
  const entries = encodedEntries(pools);
  const bytes = await meanBytes(url, base, entries);
  log(
    `${label}: ${pools.offered.length} offered, ${pools.silent.length} silent and ` +
      `${pools.outside.length} outside ids, each checked once before measuring (${checked}); ` +
      `${bytes} B mean answer\u2026`,
  );
  const ceiling = `/service/bench/static?bytes=${bytes}&`;
  const probe = await fetch(`${url}${ceiling}${COMMON}`);
  const probeBytes = Buffer.byteLength(await probe.text());
  if (probe.status !== 200 || Math.abs(probeBytes - bytes) > 2) {
    throw new Error(`the static route answered ${probe.status} with ${probeBytes} bytes`);
  }
  await measure(url, base, entries, options.warmupS);
  await measure(url, ceiling, entries, options.warmupS);
  const routeSlices: Result[] = [];
  const ceilingSlices: Result[] = [];
  for (let slice = 0; slice < SLICES; slice++) {
    routeSlices.push(await measure(url, base, entries, options.durationS / SLICES));
    ceilingSlices.push(await measure(url, ceiling, entries, options.durationS / SLICES));
  }
  const result = combine(routeSlices);
  const still = combine(ceilingSlices);
  const ratio = result.rps / still.rps;
  if (result.failures || still.failures) {
    log(
      `${label}: failed: route ${result.failures || 'none'}; ceiling ${still.failures || 'none'}`,
    );
  }
  return [
    label,
    `${(bytes / 1024).toFixed(1)} KiB`,
    result.rps.toFixed(0),
    result.p99.toFixed(1),
    String(result.failed + still.failed),
    still.rps.toFixed(0),
    still.p99.toFixed(1),
    `${(ratio * 100).toFixed(1)} %`,
    `>= ${TARGET_RATIO * 100} %, p99 <= ${TARGET_P99_MS} ms: ${
      ratio >= TARGET_RATIO && result.p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'
    }`,
  ];
}

async function benchBackend(options: UpdateBenchOptions, store: BenchStore): Promise<string[][]> {
  const { log } = options;
  const name = BACKEND_NAMES[store.backend];
  log(`${name}: seeding ${options.items} items\u2026`);
  await store.seed(['--items', String(options.items)]);
  const server = await store.start({ benchRoutes: true });
  try {
    await waitUntilIdle(server.pid, log);
    const { url } = server;
    const pools = await readPools(url);
    const groupId = await benchGroup(url);
    return [
      await benchStream(
        options,
        url,
        pools,
        `${name} update check: 1-30 new ids per request`,
        `${SERVICE_PATH}?`,
      ),
      await benchStream(
        options,
        url,
        pools,
        `${name} group address: the same checks`,
        `${SERVICE_PATH}?group=${groupId}&`,
      ),
    ];
  } finally {
    await server.stop();
  }
}

/** The update checks on each back end beside their ceiling; resolves with the printed table. */
export async function runUpdateBench(options: UpdateBenchOptions): Promise<string> {
  const rows = [
    [
      'route',
      'mean body',
      'req/s',
      'p99 ms',
      'failed',
      'static req/s',
      'static p99 ms',
      'route/static',
      'target',
    ],
  ];
  for (const backend of backendsFromEnv('BENCH_UPDATE_BACKENDS', ['pglite', 'postgres'])) {
    const store = await BenchStore.open(backend);
    if (!store) continue;
    try {
      rows.push(...(await benchBackend(options, store)));
    } finally {
      await store.remove();
    }
  }
  return (
    `\nLagoon update checks: ${options.items} items, ${CONNECTIONS} connections ` +
    '(the load generator shares the machine with the server; compare ratios, not absolutes)\n\n' +
    `${table(rows)}\n`
  );
}
