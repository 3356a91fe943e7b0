// Search and autocomplete under a realistic stream: a new keyword on every request, drawn from
// real English and Korean words (bench/src/search-words.txt), their one- to three-letter
// prefixes and words nothing matches. Beside it, a stream of whole words only (the file's and
// the words of the catalog's item names), whose answers are as big as real ones: up to 100
// cards per group. Measured on PGlite and on PostgreSQL (see postgres.ts;
// BENCH_SEARCH_BACKENDS=pglite or postgres runs one), each against the static ceiling: the same
// server answering a precomputed body of the stream's mean size. Then a storm of one- and
// two-letter searches while /healthz and a list page are timed. Ratios, not pass/fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { type Backend, BenchStore, backendsFromEnv, percentile, table } from './harness.js';

const XSSI_PREFIX = ")]}',\n";
const CONNECTIONS = 64;
/** Targets: this share of the static ceiling's requests per second, and this p99. */
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
/** During the storm, /healthz and a list page must answer within this. */
const STORM_LIMIT_MS = 1000;
const LIST_PATH = '/ajax/extensions?type=extension&sort=popular&size=10&offset=0';

export interface SearchBenchOptions {
  root: string;
  items: number;
  durationS: number;
  warmupS: number;
  log: (message: string) => void;
}

/** A deterministic shuffle, so every run sends the same stream. */
function shuffled<T>(values: readonly T[], seed: number): T[] {
  const out = [...values];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The keyword streams: whole words and prefixes, short prefixes alone, 1–3 letter prefixes. */
function keywordStreams(root: string) {
  const words = fs
    .readFileSync(path.join(root, 'bench/src/search-words.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const prefixes = (lengths: number[]) => [
    ...new Set(
      words.flatMap((word) =>
        lengths.filter((length) => word.length > length).map((length) => word.slice(0, length)),
      ),
    ),
  ];
  const short = prefixes([1, 2]);
  const typed = prefixes([1, 2, 3]);
  return {
    words,
    search: shuffled([...new Set([...words, ...typed])], 1),
    autocomplete: shuffled(typed, 2),
    short: shuffled(short, 3),
  };
}

/** The whole words of the names of the newest items, in English and in Korean. */
async function catalogWords(url: string): Promise<string[]> {
  const words = new Set<string>();
  for (const language of ['en', 'ko']) {
    for (let offset = 0; offset < 2000; offset += 100) {
      const response = await fetch(
        `${url}/ajax/extensions?type=extension&sort=new&size=100&offset=${offset}&hl=${language}`,
      );
      const text = await response.text();
      if (response.status !== 200) throw new Error(`the item list answered ${response.status}`);
      const page = JSON.parse(text.slice(XSSI_PREFIX.length)) as { items: { name?: string }[] };
      for (const item of page.items) {
        for (const word of (item.name ?? '').toLowerCase().split(/\s+/)) {
          if (/^[\p{L}\p{N}]{2,}$/u.test(word)) words.add(word);
        }
      }
    }
  }
  return [...words];
}

/** autocannon requests that send `paths` in turn, one new path per request. */
function rotating(paths: readonly string[]) {
  let next = 0;
  return [
    {
      setupRequest: (request: { path?: string }) => {
        const path = paths[next % paths.length] as string;
        next++;
        return { ...request, path };
      },
    },
  ];
}

async function measure(url: string, seconds: number, paths?: readonly string[]): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(paths ? { requests: rotating(paths) } : {}),
  });
}

/**
 * Both sides are measured in this many alternating slices, so load that comes and goes on a
 * shared machine weighs on both alike.
 */
const SLICES = 5;

interface Measured {
  /** Mean requests per second over the slices. */
  rps: number;
  /** The median of the slices' 99th percentiles, in milliseconds. */
  p99: number;
  failed: number;
}

function combine(slices: readonly Result[]): Measured {
  const p99s = slices.map((slice) => slice.latency.p99).sort((a, b) => a - b);
  return {
    rps: slices.reduce((sum, slice) => sum + slice.requests.average, 0) / slices.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    failed: slices.reduce((sum, slice) => sum + failures(slice), 0),
  };
}

/** The route and its ceiling in alternating slices. */
async function sideBySide(
  route: () => Promise<Result>,
  ceiling: () => Promise<Result>,
): Promise<{ result: Measured; ceiling: Measured }> {
  const routeSlices: Result[] = [];
  const ceilingSlices: Result[] = [];
  for (let slice = 0; slice < SLICES; slice++) {
    routeSlices.push(await route());
    ceilingSlices.push(await ceiling());
  }
  return { result: combine(routeSlices), ceiling: combine(ceilingSlices) };
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

async function bodyBytes(url: string): Promise<number> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return Buffer.byteLength(text) - XSSI_PREFIX.length;
}

/** Waits until the server's search index is built (searches answer 503 until then). */
async function waitForSearch(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${url}/ajax/search2?keyword=a&size=1`);
    await response.arrayBuffer();
    if (response.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`search did not become ready within ${timeoutMs / 1000} s`);
}

/** Times `paths` one after another until `until` resolves: the slowest and the 99th percentile. */
async function probeWhile(url: string, paths: string[], until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  let failed = 0;
  for (let turn = 0; !done; turn++) {
    const started = performance.now();
    const response = await fetch(`${url}${paths[turn % paths.length]}`);
    await response.arrayBuffer();
    if (!response.ok) failed++;
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    count: times.length,
    failed,
    max: Math.max(0, ...times),
    p99: percentile(times, 0.99),
  };
}

const BACKEND_NAMES: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function row(name: string, bytes: number, result: Measured, ceiling: Measured): string[] {
  const ratio = result.rps / ceiling.rps;
  const met = ratio >= TARGET_RATIO && result.p99 <= TARGET_P99_MS;
  return [
    name,
    `${(bytes / 1024).toFixed(1)} KiB`,
    result.rps.toFixed(0),
    result.p99.toFixed(1),
    String(result.failed + ceiling.failed),
    ceiling.rps.toFixed(0),
    ceiling.p99.toFixed(1),
    `${(ratio * 100).toFixed(1)} %`,
    met ? 'ok' : 'MISSED',
  ];
}

async function benchBackend(
  options: SearchBenchOptions,
  store: BenchStore,
  streams: ReturnType<typeof keywordStreams>,
): Promise<{ rows: string[][]; notes: string[] }> {
  const { log } = options;
  const name = BACKEND_NAMES[store.backend];
  log(`${name}: seeding ${options.items} items\u2026`);
  await store.seed(['--items', String(options.items)]);
  // The static ceiling is a route the server offers only to benchmarks.
  const server = await store.start({ benchRoutes: true });
  const { url } = server;
  try {
    const readyMs = await waitForSearch(url, 600_000);
    const coldStarted = performance.now();
    await bodyBytes(`${url}/ajax/search2?keyword=e&hl=en`);
    const coldMs = performance.now() - coldStarted;

    const searchPath = (keyword: string) =>
      `/ajax/search2?keyword=${encodeURIComponent(keyword)}&type=&page=0&size=100&hl=en`;
    const completePath = (keyword: string) =>
      `/ajax/autocomplete2?keyword=${encodeURIComponent(keyword)}&type=&page=0&size=100&hl=en`;
    const wholeWords = shuffled([...new Set([...streams.words, ...(await catalogWords(url))])], 4);
    const routes = [
      { name: 'search: a new keyword per request', paths: streams.search.map(searchPath) },
      {
        name: `search: a new whole word per request (${wholeWords.length} words)`,
        paths: wholeWords.map(searchPath),
      },
      {
        name: 'autocomplete: a new 1-3 letter prefix',
        paths: streams.autocomplete.map(completePath),
      },
      { name: 'search: 1-2 letter keywords', paths: streams.short.map(searchPath) },
    ];
    const rows: string[][] = [];
    for (const route of routes) {
      let total = 0;
      for (const routePath of route.paths) total += await bodyBytes(`${url}${routePath}`);
      const bytes = Math.round(total / route.paths.length);
      const staticUrl = `${url}/ajax/bench/static?bytes=${Math.max(2, bytes)}`;
      log(`${name}: ${route.name} (${route.paths.length} keywords, ${bytes} B mean)\u2026`);
      await measure(url, options.warmupS, route.paths);
      await measure(staticUrl, options.warmupS);
      const { result, ceiling } = await sideBySide(
        () => measure(url, options.durationS / SLICES, route.paths),
        () => measure(staticUrl, options.durationS / SLICES),
      );
      rows.push(row(`${name} ${route.name}`, bytes, result, ceiling));
    }

    log(`${name}: a storm of 1-2 letter searches while /healthz and a list are timed\u2026`);
    const storm = measure(url, options.durationS, streams.short.map(searchPath));
    const probe = await probeWhile(url, ['/healthz', LIST_PATH], storm);
    const stormResult = await storm;
    const notes = [
      `${name}: search index ready ${(readyMs / 1000).toFixed(1)} s after /healthz; ` +
        `first search for "e" ${coldMs.toFixed(0)} ms.`,
      `${name} storm: ${stormResult.requests.average.toFixed(0)} searches/s, ` +
        `${failures(stormResult)} failed (503 is shedding); /healthz and the popular list: ` +
        `${probe.count} requests, slowest ${probe.max.toFixed(0)} ms, p99 ${probe.p99.toFixed(0)} ms, ` +
        `${probe.failed} failed (${probe.max <= STORM_LIMIT_MS ? 'ok' : 'MISSED'}, limit ${STORM_LIMIT_MS} ms).`,
    ];
    return { rows, notes };
  } finally {
    await server.stop();
  }
}

/** Runs the search benchmark on every available database and returns its report. */
export async function runSearchBench(options: SearchBenchOptions): Promise<string> {
  const streams = keywordStreams(options.root);
  const header = [
    'stream',
    'body (mean)',
    'req/s',
    'p99 ms',
    'failed',
    'static req/s',
    'static p99 ms',
    'search/static',
    `>= ${TARGET_RATIO * 100} % and p99 <= ${TARGET_P99_MS} ms`,
  ];
  const rows = [header];
  const notes: string[] = [];
  for (const backend of backendsFromEnv('BENCH_SEARCH_BACKENDS', ['pglite', 'postgres'])) {
    const store = await BenchStore.open(backend);
    if (!store) continue;
    try {
      const result = await benchBackend(options, store, streams);
      rows.push(...result.rows);
      notes.push(...result.notes);
    } finally {
      await store.remove();
    }
  }
  return (
    `\nLagoon search benchmark: ${options.items} items, ${os.cpus().length} CPUs, ` +
    `${CONNECTIONS} connections, Node ${process.version}\n` +
    `Each stream and its ceiling alternate in ${SLICES} slices; p99 is the slices' median.\n` +
    `Streams: ${streams.search.length} keywords (words and their 1-3 letter prefixes, English ` +
    `and Korean, misses included), ${streams.autocomplete.length} prefixes of 1-3 letters, ` +
    `${streams.short.length} of 1-2 letters; each request takes the next one.\n` +
    '(the load generator shares the machine with the server; compare ratios, not absolutes)\n\n' +
    `${table(rows)}\n\n${notes.join('\n')}\n`
  );
}
