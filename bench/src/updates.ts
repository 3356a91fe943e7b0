// The update service as a fleet calls it: every request is a browser with its own set of 1–30
// installed extensions, sent as Chromium sends them (`x=id%3D…%26v%3D…%26installsource%3D…%26uc`
// repeated), mixing store items at their current version, store items behind it, store items
// the store offers nothing for (no signed package, or not installable) and ids of extensions
// from elsewhere. Measured on PGlite and PostgreSQL (BENCH_UPDATE_BACKENDS picks one) against the
// static ceiling: the same server answering a precomputed XML document of the stream's mean
// size for the same request lines, so both sides pay the same parsing. Every id of the fleet is
// checked once before measuring, as on a server that has been answering the fleet. Ratios, not
// pass/fail. A second stream sends the same checks to a browser group's own address
// (`?group=`, what a group's policy file names), answered from the group's offers.
import { EXTENSION_CATEGORIES } from '@lagoon/contract';
import autocannon, { type Result } from 'autocannon';
import {
  type Backend,
  BenchStore,
  backendsFromEnv,
  readJson,
  table,
  XSSI_PREFIX,
} from './harness.js';
import { waitUntilIdle } from './idle.js';

const CONNECTIONS = 64;
/** Targets: this share of the static ceiling's requests per second, and this p99. */
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 25;
/** Both sides are measured in this many alternating slices (load on a shared machine). */
const SLICES = 5;
/** Ids a fleet has from other stores: the same few thousand across its browsers. */
const OUTSIDE_IDS = 5_000;
/** Store items read from the newest of all (each category adds its first 200 of two sorts). */
const STORE_IDS = 2_000;
const SERVICE_PATH = '/service/update2/crx';
const COMMON = 'os=linux&arch=x64&prodversion=156.0.0.0&acceptformat=crx3';

export interface UpdateBenchOptions {
  items: number;
  durationS: number;
  warmupS: number;
  log: (message: string) => void;
}

/** A small deterministic random source, so every run sends the same stream. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function extensionId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += String.fromCharCode(97 + Math.floor(random() * 16));
  return id;
}

function entry(id: string, version: string): string {
  return `x=${encodeURIComponent(`id=${id}&v=${version}&installsource=policy&uc`)}`;
}

interface Pools {
  /** Store items the service offers a package for, with the version it offers. */
  offered: { id: string; version: string }[];
  /** Store items it offers nothing for. */
  silent: string[];
  outside: string[];
}

/**
 * Every `x` entry the stream sends, encoded once before measuring: a request's query is then a
 * join of entries drawn at random, so building it costs the load generator (which shares the
 * machine with the server) little, the same for the route and its ceiling, and every request
 * is still a new mix.
 */
interface Entries {
  /** Per offered item, at the version offered and behind it. */
  current: string[];
  outdated: string[];
  silent: string[];
  outside: string[];
}

function encodedEntries(pools: Pools): Entries {
  return {
    current: pools.offered.map((item) => entry(item.id, item.version)),
    outdated: pools.offered.map((item) => entry(item.id, '0.0.1')),
    silent: pools.silent.map((id) => entry(id, '1.0.0')),
    outside: pools.outside.map((id) => entry(id, '2.1.0')),
  };
}

/** The query of one browser's check: 1–30 ids, each current, outdated or unknown. */
function checkQuery(entries: Entries, random: () => number): string {
  const count = 1 + Math.floor(random() * 30);
  let query = COMMON;
  for (let i = 0; i < count; i++) {
    const draw = random();
    let from: string[];
    if (draw < 0.5 && entries.current.length > 0) {
      from = draw < 0.3 ? entries.current : entries.outdated;
    } else if (draw < 0.75 && entries.silent.length > 0) {
      from = entries.silent;
    } else {
      from = entries.outside;
    }
    query += `&${from[Math.floor(random() * from.length)]!}`;
  }
  return query;
}

/**
 * Store extensions from every category's newest and most popular pages (the demo catalog's
 * signed items among the bulk ones, which have no signed package), and which of them the
 * update service offers, at what version.
 */
async function readPools(url: string): Promise<Pools> {
  const ids = new Set<string>();
  const lists = ['', ...EXTENSION_CATEGORIES.map((category) => `&category=${category}`)];
  for (const list of lists) {
    for (const sort of ['new', 'popular']) {
      for (let offset = 0; offset < (list ? 200 : STORE_IDS); offset += 100) {
        const page = await readJson<{ items: { extensionId?: string }[] }>(
          `${url}/ajax/extensions?type=extension&sort=${sort}${list}&size=100&offset=${offset}`,
        );
        for (const item of page.items) if (item.extensionId) ids.add(item.extensionId);
        if (page.items.length < 100) break;
      }
    }
  }
  const config = await readJson<{ companion: { id: string } | null }>(`${url}/ajax/config`);
  if (config.companion) ids.add(config.companion.id);
  const all = [...ids];
  const offered: Pools['offered'] = [];
  const silent: string[] = [];
  for (let start = 0; start < all.length; start += 100) {
    const chunk = all.slice(start, start + 100);
    const query = chunk.map((id) => entry(id, '0.0.0.1')).join('&');
    const xml = await (await fetch(`${url}${SERVICE_PATH}?${COMMON}&${query}`)).text();
    const versions = new Map(
      [
        ...xml.matchAll(/appid="([a-p]{32})" status="ok">\s*<updatecheck[^>]* version="([^"]+)"/g),
      ].map((match) => [match[1]!, match[2]!]),
    );
    for (const id of chunk) {
      const version = versions.get(id);
      if (version) offered.push({ id, version });
      else silent.push(id);
    }
  }
  const random = randomSource(7);
  const outside = Array.from({ length: OUTSIDE_IDS }, () => extensionId(random));
  return { offered, silent, outside };
}

/** autocannon requests to `base` with a new check query each, from the same seeded stream. */
function checkRequests(base: string, entries: Entries) {
  const random = randomSource(11);
  return [
    {
      setupRequest: (request: { path?: string }) => ({
        ...request,
        path: `${base}${checkQuery(entries, random)}`,
      }),
    },
  ];
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

/**
 * Checks every id of the fleet once, 30 to a request, as a server that has been answering the
 * fleet has: its release table then holds them (for five minutes, refreshed behind the answers
 * afterwards), so the measured stream shows the steady state rather than each id's first read,
 * which a store pays once per id and server.
 */
async function checkEveryIdOnce(url: string, base: string, pools: Pools): Promise<number> {
  const ids = [...pools.offered.map((item) => item.id), ...pools.silent, ...pools.outside];
  for (let start = 0; start < ids.length; start += 30) {
    const query = ids
      .slice(start, start + 30)
      .map((id) => entry(id, '1.0.0'))
      .join('&');
    const response = await fetch(`${url}${base}${COMMON}&${query}`);
    await response.text();
    if (response.status !== 200) throw new Error(`an update check answered ${response.status}`);
  }
  return ids.length;
}

/** The mean body of the stream's first checks. */
async function meanBytes(url: string, base: string, entries: Entries): Promise<number> {
  const random = randomSource(11);
  let total = 0;
  const samples = 300;
  for (let i = 0; i < samples; i++) {
    const response = await fetch(`${url}${base}${checkQuery(entries, random)}`);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`an update check answered ${response.status}`);
    total += Buffer.byteLength(text);
  }
  return Math.round(total / samples);
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
